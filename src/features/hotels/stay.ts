import { HOTEL_LIMITS } from '../../shared/contracts/hotel';
import { isIsoDate } from '../../lib/dates';
import { addDays, daysBetween } from '../../shared/domain/calendar-days';
import type { Translate } from '../../shared/i18n/translate';

/**
 * The stay's dates and nights, kept consistent both ways (spec §3 "search UI": noOfNight defaults to 1
 * and is computed from the dates, and the dates from it). Dates are YYYY-MM-DD calendar days.
 */
export interface StayDates {
  checkInDate: string;
  checkOutDate: string;
  noOfNight: number;
}

export const DEFAULT_NIGHTS = 1;

/** Nights between check-in and check-out; 0 when either date is missing or the order is wrong. */
export function nightsBetween(checkInDate: string, checkOutDate: string): number {
  if (!isIsoDate(checkInDate) || !isIsoDate(checkOutDate)) return 0;
  return Math.max(0, daysBetween(checkInDate, checkOutDate));
}

/** Whole nights from 1 to the longest stay. */
export function clampNights(nights: number): number {
  if (!Number.isFinite(nights)) return DEFAULT_NIGHTS;
  return Math.min(HOTEL_LIMITS.maxNights, Math.max(1, Math.round(nights)));
}

/** A new check-in keeps the number of nights: check-out moves with it. */
export function withCheckIn<T extends StayDates>(stay: T, checkInDate: string): T {
  if (!isIsoDate(checkInDate)) return { ...stay, checkInDate };
  const nights = clampNights(stay.noOfNight || DEFAULT_NIGHTS);
  return { ...stay, checkInDate, checkOutDate: addDays(checkInDate, nights), noOfNight: nights };
}

/** A new check-out recomputes the nights (left as they were while the dates are out of order). */
export function withCheckOut<T extends StayDates>(stay: T, checkOutDate: string): T {
  const nights = nightsBetween(stay.checkInDate, checkOutDate);
  return { ...stay, checkOutDate, noOfNight: nights > 0 ? nights : stay.noOfNight };
}

/** A new number of nights moves check-out. */
export function withNights<T extends StayDates>(stay: T, nights: number): T {
  const noOfNight = clampNights(nights);
  const checkOutDate = isIsoDate(stay.checkInDate) ? addDays(stay.checkInDate, noOfNight) : stay.checkOutDate;
  return { ...stay, noOfNight, checkOutDate };
}

/** "1 night", "3 nights". */
export function formatNights(t: Translate, nights: number): string {
  return t('hotels.format.nights', { count: nights });
}

/** "1 adult", "2 adults, 1 child", "2 adults, 3 children". */
export function formatGuestParty(t: Translate, adults: number, children: number): string {
  const grown = t('hotels.format.adults', { count: adults });
  if (children <= 0) return grown;
  return t('hotels.format.party', {
    adults: grown,
    children: t('hotels.format.children', { count: children }),
  });
}

/** "1 guest", "4 guests". */
export function formatGuests(t: Translate, count: number): string {
  return t('hotels.format.guests', { count });
}
