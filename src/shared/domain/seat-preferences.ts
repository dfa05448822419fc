/**
 * A traveller's seat preference: the codes GET /Utilities/GetSeatPreferenceOptions lists and profiles
 * store. Shared, so the Utilities list, the profile schema and the migration's reader agree.
 */

export const SEAT_PREFERENCE_CODES = ['W', 'A', 'N'] as const;
export type SeatPreferenceCode = (typeof SEAT_PREFERENCE_CODES)[number];

export const SEAT_PREFERENCE_OPTIONS: readonly { code: SeatPreferenceCode; name: string }[] = [
  { code: 'W', name: 'Window' },
  { code: 'A', name: 'Aisle' },
  { code: 'N', name: 'No preference' },
];

/**
 * The names profiles stored before the codes (migration 0033), still accepted from a page loaded before
 * it and still read from a row an instance of the previous build wrote during a rolling deploy.
 */
const LEGACY_NAMES: Readonly<Record<string, SeatPreferenceCode>> = { Window: 'W', Aisle: 'A' };

/** The code of a stored or sent preference (a code, or an old name); null for none or an unknown one. */
export function seatPreferenceCode(value: string | null | undefined): SeatPreferenceCode | null {
  if (!value) return null;
  if ((SEAT_PREFERENCE_CODES as readonly string[]).includes(value)) return value as SeatPreferenceCode;
  return LEGACY_NAMES[value] ?? null;
}
