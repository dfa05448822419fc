import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { EndpointResult } from '../../../../../lib/api/browser-client';
import { defaultCriteria, type FlightSearchCriteria } from '../../../search-criteria';
import { toSearchRequest } from '../../../search-request';
import type { PriceTrackerCreated } from '../../../../../shared/contracts/price-tracking';
import { PriceTrackerCreateSchema } from '../../../../../shared/contracts/price-tracking';
import { createTranslator, type Messages } from '../../../../../shared/i18n/translate';
import en from '../../../../../lib/i18n/locales/en/price-tracking.json';
import { firstFieldError } from '../../../../../islands/shared/field-error';
import { schemaValidator } from '../../../../../islands/shared/form-kit';
import { GuestEmailSchema, outcomeOf, trackRequest } from './track-price-request';

const t = createTranslator(en as Messages, 'en');

/** The check the panel made before it moved to the form kit (the browser's own email check). */
const BROWSER_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const criteria: FlightSearchCriteria = {
  ...defaultCriteria(),
  dep: { code: 'SYD', codeType: 'A', name: 'Sydney' },
  arr: { code: 'LHR', codeType: 'A', name: 'London Heathrow Airport' },
  depDate: '2027-03-10',
  retDate: '2027-03-24',
  cabinClass: 'Business',
  passengerInfos: { adult: 2, children: 1, infants: 0 },
};

const created = (confirmed: boolean): EndpointResult<PriceTrackerCreated> => ({
  ok: true,
  kind: 'ok',
  status: 200,
  message: '',
  data: { id: 'tracker', confirmed, created: true, lowestPrice: 1234 },
});
const refused = (status: number): EndpointResult<PriceTrackerCreated> => ({
  ok: false,
  kind: 'refused',
  status,
  message: 'no',
  data: null,
});

describe("the guest's email rule", () => {
  it.each([
    'ada@example.com',
    '  ada@example.com  ',
    'a@b.c',
    'ädä+tag@exämple.co.uk',
    "o'neil@example.com",
    '',
    '   ',
    'ada',
    'ada@example',
    'ada@.com',
    '@example.com',
    'ada lovelace@example.com',
    'ada@@example.com',
    'ada@example.com.',
  ])('answers %j as the browser check did, on the trimmed text', (typed) => {
    const parsed = v.safeParse(GuestEmailSchema, { email: typed });
    expect(parsed.success).toBe(BROWSER_EMAIL.test(typed.trim()));
    // The address sent is the one checked: trimmed, its case kept.
    if (parsed.success) expect(parsed.output.email).toBe(typed.trim());
  });

  it("puts the panel's text in the field's meta, as the form kit shows it", () => {
    const validate = schemaValidator<{ email: string }>(GuestEmailSchema);
    const errors = validate({ value: { email: 'ada@example' } });
    expect(errors).toEqual({ fields: { email: 'priceTracking.invalidEmail' } });
    expect(firstFieldError({ email: { errors: [errors?.fields.email] } }, ['email'], t)).toBe(
      en.priceTracking.invalidEmail,
    );
    expect(validate({ value: { email: 'ada@example.com' } })).toBeUndefined();
  });
});

describe('the /PriceTracker/Create request', () => {
  it("sends the search's route, dates, cabin and party, and a guest's email", () => {
    const body = trackRequest(criteria, 'CTG-AU', 'ada@example.com');
    const { journeys, passengerInfos } = toSearchRequest(criteria, 'CTG-AU');
    expect(body).toEqual({
      siteId: 'CTG-AU',
      search: { journeys, passengerInfos, cabinClass: 'Business' },
      email: 'ada@example.com',
    });
    // Out and back, with the party of two adults and a child.
    expect(body.search.journeys.map((leg) => `${leg.depCode}-${leg.arrCode} ${leg.depDate}`)).toEqual([
      'SYD-LHR 2027-03-10',
      'LHR-SYD 2027-03-24',
    ]);
    expect(body.search.passengerInfos?.map((party) => party.count)).toEqual([2, 1, 0]);
    expect(v.safeParse(PriceTrackerCreateSchema, body).success).toBe(true);
  });

  it('sends no email for an account holder (alerts go to the account)', () => {
    expect(trackRequest(criteria, 'CTG-AU', undefined)).not.toHaveProperty('email');
  });
});

describe("the panel's outcome", () => {
  it('is set up once confirmed, else "check your email" with the address', () => {
    expect(outcomeOf(created(true), '', t)).toEqual({ kind: 'set-up' });
    expect(outcomeOf(created(false), 'ada@example.com', t)).toEqual({
      kind: 'check-email',
      email: 'ada@example.com',
    });
  });

  it('says an email tracks too many prices (429), and that it failed otherwise', () => {
    expect(outcomeOf(refused(429), 'ada@example.com', t)).toEqual({
      kind: 'error',
      text: en.priceTracking.tooMany,
    });
    expect(outcomeOf(refused(400), 'ada@example.com', t)).toEqual({
      kind: 'error',
      text: en.priceTracking.failed,
    });
  });
});
