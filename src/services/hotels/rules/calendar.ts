import { addDays, dayNumber } from '../../../shared/domain/calendar-days';
import { hashText } from '../../../shared/domain/stable-hash';
import { localDateOf } from '../../../shared/domain/zone-clock';

/**
 * Calendar and seed helpers of the hotel inventory. Dates are local calendar dates (YYYY-MM-DD) at the
 * property; a night is named by the date it starts on.
 */

/** Changing the seed gives a different but equally plausible inventory. */
const HOTEL_SEED = 'ctg-hotels-2026';

/** A stable number in [0, 1) from the hotel seed and the given parts. */
export function hotelUnit(...parts: (string | number)[]): number {
  return hashText(`${HOTEL_SEED}|${parts.join('|')}`) / 0x1_0000_0000;
}

/** A stable whole number in [min, max] from the seed and the parts. */
export function hotelInt(min: number, max: number, ...parts: (string | number)[]): number {
  return min + Math.floor(hotelUnit(...parts) * (max - min + 1));
}

/** One of the items, stably chosen from the seed and the parts. */
export function hotelPick<T>(items: readonly T[], ...parts: (string | number)[]): T {
  return items[Math.floor(hotelUnit(...parts) * items.length)]!;
}

/** The nights of a stay: check-in date up to the night before check-out. */
export function nightsOf(checkInDate: string, checkOutDate: string): string[] {
  const count = dayNumber(checkOutDate) - dayNumber(checkInDate);
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(checkInDate, index));
}

export function nightCount(checkInDate: string, checkOutDate: string): number {
  return dayNumber(checkOutDate) - dayNumber(checkInDate);
}

/** Whole days from today (in the zone) to a date; negative for past dates. */
export function daysAhead(date: string, now: Date, timeZone: string): number {
  return dayNumber(date) - dayNumber(localDateOf(now.getTime(), timeZone));
}

/** "HH:mm" as minutes of the day. */
export function minutesOfClock(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}
