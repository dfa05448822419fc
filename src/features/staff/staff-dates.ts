/** Instants as the staff workspace shows them: the office's local time (Australia/Sydney), never UTC. */
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';

export function formatSydneyDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: SITE_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
