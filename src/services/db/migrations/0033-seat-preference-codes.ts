import type { Migration } from './migration';

/**
 * Seat preferences as the codes GET /Utilities/GetSeatPreferenceOptions lists (W, A, N) instead of the
 * names 'Window' and 'Aisle'. The column still accepts the old names, which an instance of the previous
 * build may write during a rolling deploy; the reader takes them as their codes
 * (src/shared/domain/seat-preferences.ts). Re-running the statements changes nothing more.
 */
export const seatPreferenceCodes0033: Migration = {
  id: '0033_seat_preference_codes',
  statements: [
    `ALTER TABLE travel_preferences DROP CONSTRAINT IF EXISTS travel_preferences_seat_check`,
    `UPDATE travel_preferences
        SET seat = CASE seat WHEN 'Window' THEN 'W' WHEN 'Aisle' THEN 'A' END
        WHERE seat IN ('Window', 'Aisle')`,
    `ALTER TABLE travel_preferences
        ADD CONSTRAINT travel_preferences_seat_check CHECK (seat IN ('W', 'A', 'N', 'Window', 'Aisle'))`,
  ],
};
