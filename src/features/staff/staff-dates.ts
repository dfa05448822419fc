/** Instants as the staff workspace shows them: the office's local time (Australia/Sydney), never UTC. */
import { SITE_ZONE } from '../../shared/domain/site-time';

export function formatSydneyDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: SITE_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** Today in the office ("YYYY-MM-DD"), what a staff form's date field starts at. */
export function sydneyToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SITE_ZONE }).format(now);
}
