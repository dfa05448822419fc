import { describe, expect, it } from 'vitest';
import {
  clampNights,
  formatGuestParty,
  formatGuests,
  formatNights,
  nightsBetween,
  withCheckIn,
  withCheckOut,
  withNights,
} from './stay';
import { createTranslator, type Messages } from '../../shared/i18n/translate';
import { RESOURCES } from '../../lib/i18n/i18n';

const en = createTranslator(RESOURCES.en as Messages, 'en');

const stay = { checkInDate: '2026-12-04', checkOutDate: '2026-12-05', noOfNight: 1 };

describe('nights and dates, computed both ways', () => {
  it('counts the nights between the dates', () => {
    expect(nightsBetween('2026-12-04', '2026-12-07')).toBe(3);
    expect(nightsBetween('2026-12-31', '2027-01-02')).toBe(2);
    expect(nightsBetween('2026-12-07', '2026-12-04')).toBe(0);
    expect(nightsBetween('', '2026-12-04')).toBe(0);
  });

  it('moves check-out when the nights change', () => {
    expect(withNights(stay, 3)).toEqual({ ...stay, checkOutDate: '2026-12-07', noOfNight: 3 });
    expect(withNights(stay, 45).noOfNight).toBe(30);
    expect(withNights(stay, 0).noOfNight).toBe(1);
  });

  it('updates the nights when check-out changes', () => {
    expect(withCheckOut(stay, '2026-12-10').noOfNight).toBe(6);
    // Out of order: the nights stay as they were; the form reports the order.
    expect(withCheckOut(stay, '2026-12-01')).toEqual({ ...stay, checkOutDate: '2026-12-01' });
  });

  it('keeps the nights when check-in moves', () => {
    const three = withNights(stay, 3);
    expect(withCheckIn(three, '2027-02-27')).toEqual({
      checkInDate: '2027-02-27',
      checkOutDate: '2027-03-02',
      noOfNight: 3,
    });
  });

  it('clamps nights to whole numbers from 1 to 30', () => {
    expect(clampNights(Number.NaN)).toBe(1);
    expect(clampNights(2.6)).toBe(3);
  });
});

describe('the party and the stay, said properly', () => {
  it('uses singular and plural', () => {
    expect(formatNights(en, 1)).toBe('1 night');
    expect(formatNights(en, 3)).toBe('3 nights');
    expect(formatGuestParty(en, 1, 0)).toBe('1 adult');
    expect(formatGuestParty(en, 2, 1)).toBe('2 adults, 1 child');
    expect(formatGuestParty(en, 2, 3)).toBe('2 adults, 3 children');
    expect(formatGuests(en, 1)).toBe('1 guest');
    expect(formatGuests(en, 4)).toBe('4 guests');
  });
});

describe('the party and the stay in each language', () => {
  const words = (locale: 'id' | 'ja' | 'ko' | 'zh-CN') =>
    createTranslator(RESOURCES[locale] as Messages, locale);

  it('writes nights and guests with the language own counters', () => {
    expect(formatNights(words('ja'), 1)).toBe('1泊');
    expect(formatGuestParty(words('ja'), 2, 1)).toBe('大人2名、子供1名');
    expect(formatGuestParty(words('ko'), 1, 0)).toBe('성인 1명');
    expect(formatNights(words('zh-CN'), 3)).toBe('3 晚');
    expect(formatGuests(words('id'), 1)).toBe('1 tamu');
    expect(formatGuestParty(words('id'), 2, 3)).toBe('2 dewasa, 3 anak');
  });
});
