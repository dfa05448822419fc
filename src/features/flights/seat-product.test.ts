import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../shared/i18n/translate';
import { flightMessages } from './island-messages';
import { everyFlightHas, seatProductWords } from './seat-product';

const t = createTranslator(flightMessages('en', ['results']));

describe('seat product words', () => {
  it('says "Lie-flat · direct aisle access · 1-2-1"', () => {
    expect(seatProductWords({ name: null, lieFlat: true, directAisleAccess: true, layout: '1-2-1' }, t)).toBe(
      'Lie-flat · direct aisle access · 1-2-1',
    );
  });

  it("puts the airline's name first and says when a seat is not flat", () => {
    expect(
      seatProductWords(
        { name: 'Business Class', lieFlat: false, directAisleAccess: false, layout: '2-3-2' },
        t,
      ),
    ).toBe('Business Class · Not lie-flat · 2-3-2');
  });

  it('says nothing when the product is unknown', () => {
    expect(seatProductWords(null, t)).toBeNull();
  });

  it('a feature counts only when every flight has it', () => {
    const flat = { name: null, lieFlat: true, directAisleAccess: false, layout: '2-2-2' };
    expect(everyFlightHas([flat, flat], 'lieFlat')).toBe(true);
    expect(everyFlightHas([flat, null], 'lieFlat')).toBe(false);
    expect(everyFlightHas([flat], 'directAisleAccess')).toBe(false);
    expect(everyFlightHas([], 'lieFlat')).toBe(false);
  });
});
