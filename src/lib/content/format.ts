/** Display formats for content: Australian English dates and whole-dollar prices. */

const DATE = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "5 March 2027" from an ISO date or date-time; the input unchanged when it is not a date. */
export function formatContentDate(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : DATE.format(date);
}

/** "20 April 2027 to 10 June 2027". */
export function formatDateRange(from: string, to: string): string {
  return `${formatContentDate(from)} to ${formatContentDate(to)}`;
}

// Made once: number.toLocaleString(locale, options) builds a new formatter on every call, which
// showed in the deal pages' profile (a card per deal, a price per card).
const WHOLE_AMOUNT = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const CENTS_AMOUNT = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "AUD 9,450" (whole dollars) or "AUD 9,450.50". */
export function formatPrice(money: { amount: number; currency: string }): string {
  const amount = Number.isInteger(money.amount) ? WHOLE_AMOUNT : CENTS_AMOUNT;
  return `${money.currency} ${amount.format(money.amount)}`;
}

/** The ISO date part (YYYY-MM-DD) of a date-time, for <time datetime>. */
export function isoDay(iso: string): string {
  return iso.slice(0, 10);
}
