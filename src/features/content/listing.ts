/**
 * Listing rules shared by the insights and deals pages: the page parameter, "load more" links (real
 * links, so they work without JavaScript) and the deal sort and filter parameters.
 */
import { DEAL_SORTS } from '../../shared/contracts/cms';

/** "Load more" shows pages 1..N on one page; beyond this many pages the link is not offered. */
const MAX_LISTING_PAGES = 20;

/**
 * The page number of a listing URL: 1 when absent, null (the route's validity check fails: 404) when
 * it is not a whole number from 1 to MAX_LISTING_PAGES.
 */
export function parseListingPage(raw: string | null): number | null {
  if (raw === null || raw === '') return 1;
  if (!/^[1-9]\d{0,2}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= MAX_LISTING_PAGES ? page : null;
}

/**
 * The "load more" link: the same URL with page + 1, jumping to the first new item so keyboard and
 * screen-reader users land where the new items start.
 */
export function loadMoreHref(url: URL, nextPage: number, firstNewItemId: string): string {
  const params = new URLSearchParams(url.search);
  params.set('page', String(nextPage));
  return `${url.pathname}?${params.toString()}#${firstNewItemId}`;
}

/** A listing URL with one parameter set (or removed with null), back on page 1. */
export function withParam(url: URL, name: string, value: string | null): string {
  const params = new URLSearchParams(url.search);
  params.delete('page');
  if (value === null || value === '') params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

type DealSort = (typeof DEAL_SORTS)[number];

export interface DealQuery {
  sort: DealSort;
  destination: string | undefined;
  airline: string | undefined;
}

/** Reads /deals parameters; null when one is malformed (404, like any invalid route). */
export function parseDealQuery(params: URLSearchParams): DealQuery | null {
  const sort = params.get('sort') || 'latest';
  if (!(DEAL_SORTS as readonly string[]).includes(sort)) return null;
  const destination = params.get('destination') || undefined;
  if (destination !== undefined && !/^[a-z0-9-]{1,60}$/.test(destination)) return null;
  const airline = params.get('airline')?.toUpperCase() || undefined;
  if (airline !== undefined && !/^[A-Z0-9]{2}$/.test(airline)) return null;
  return { sort: sort as DealSort, destination, airline };
}

/** A tag or slug segment as the Content API accepts it. */
export function isContentSlug(value: string | undefined): value is string {
  return value !== undefined && /^[a-z0-9][a-z0-9-]{0,99}$/.test(value);
}
