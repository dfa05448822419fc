/**
 * The parts of an instant as the site writes it, "Fri 27 Nov 2026, 5:00 pm": weekday, date and time.
 * Each caller adds its time zone and its style (12-hour clock, the zone's name).
 */
export const WEEKDAY_DATE_TIME = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;
