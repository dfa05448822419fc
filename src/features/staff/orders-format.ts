/**
 * How the orders pages write times and trips: instants on Sydney's clock (the business's), a flight's
 * travel day as its departure airport reads it, a stay's check-in day as booked; never an ISO string.
 */
import { formatPropertyInstant } from '../hotel-booking/stay-format';
import { formatDate } from '../../lib/dates';
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';

/** "2:05 pm, Sat 28 Nov 2026" (each language in its own style) from an instant. */
export const formatStaffInstant = (instant: string) => formatPropertyInstant(instant, SITE_TIME_ZONE);

/** "Tue 15 Dec 2026" from a departure's local time ("2026-12-15T08:55:00+11:00") or a day. */
export const formatTravelDay = (travelDate: string) => formatDate(travelDate.slice(0, 10));

/** The query string of the same search on another page. */
export function pageHref(url: URL, page: number): string {
  const params = new URLSearchParams(url.searchParams);
  params.set('page', String(page));
  return `${url.pathname}?${params.toString()}`;
}
