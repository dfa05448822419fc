/**
 * Pure rules of the enquiries inbox (issue 24): the CSV export's cells, the submitter read from a
 * submission, the day after a day, and the quoted original under a reply.
 */
import type { FormFieldDefinition, FormValue } from '../../shared/content/form-rules';
import { instantToSiteLocal, SITE_TIME_ZONE } from '../../shared/domain/site-time';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A cell a
 * spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return before one)
 * gets a leading apostrophe, so a visitor's text can never become a formula in an agent's spreadsheet.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Lines joined with CRLF, as RFC 4180 writes them. */
export function csvRows(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A value as a person reads it in a list or a CSV cell. */
export function displayFormValue(value: FormValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  return value;
}

/** The submitter's address: the form's first Email field, else a value named email. */
export function submitterEmail(
  fields: readonly FormFieldDefinition[],
  values: Record<string, FormValue>,
): string | null {
  const field = fields.find((candidate) => candidate.type === 'Email');
  const value = values[field?.name ?? 'email'];
  return typeof value === 'string' && value.includes('@') ? value : null;
}

/** The submitter's name from the usual name fields, when the form has them. */
export function submitterName(values: Record<string, FormValue>): string | null {
  const pick = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  const name = pick('name') || [pick('firstName'), pick('lastName')].filter(Boolean).join(' ');
  return name || null;
}

/** The day after a calendar day, for an inclusive "to" date. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The reply's text with the original enquiry quoted under it, as email clients quote. */
export function quoteOriginal(
  body: string,
  original: { receivedOn: string; fields: { label: string; value: string }[] },
): string {
  const quoted = original.fields
    .flatMap(({ label, value }) => `${label}: ${value}`.split('\n'))
    .map((line) => `> ${line}`);
  return [body, '', `On ${original.receivedOn} you wrote:`, ...quoted].join('\n');
}

/** "2026-11-27 14:05" in Sydney: sortable in a spreadsheet, and the time the office reads. */
export function sydneyStamp(instant: Date): string {
  // The site's local "YYYY-MM-DDTHH:MM" (the staff forms' one reading of Sydney's clock), with a space.
  return instantToSiteLocal(instant).replace('T', ' ');
}

const SYDNEY_DAY = new Intl.DateTimeFormat('en-AU', { timeZone: SITE_TIME_ZONE, dateStyle: 'long' });

/** "27 November 2026", for the line above a quoted original. */
export function sydneyLongDate(instant: Date): string {
  return SYDNEY_DAY.format(instant);
}
