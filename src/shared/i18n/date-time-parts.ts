/**
 * The parts of an instant as the site writes it, "27 Nov 2026, 5:00 pm": date and time. Each caller adds
 * its time zone and its style (12-hour clock, the zone's name).
 */
export const DATE_TIME = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;

/** The same with the weekday first, "Fri 27 Nov 2026, 5:00 pm". */
export const WEEKDAY_DATE_TIME = {
  weekday: 'short',
  ...DATE_TIME,
} as const satisfies Intl.DateTimeFormatOptions;
