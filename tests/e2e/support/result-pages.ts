import type { Response } from '@playwright/test';

/**
 * A journey's first page of results as the results page receives it (ADR 032): on load it comes in the
 * Search answer (asked with `firstPage`); after a sort, a filter or the next step, from GetResult.
 */
interface PageAsked {
  journeyIndex?: number;
  pageNumber?: number;
  pageSize?: number;
  sortBy?: string;
}

function pageAskedBy(response: Response): PageAsked | null {
  const url = response.url();
  const body = response.request().postDataJSON() as (PageAsked & { firstPage?: PageAsked }) | null;
  if (url.includes('/AirShopping/Search')) return body?.firstPage ?? null;
  if (url.includes('/AirShopping/GetResult') && (body?.pageNumber ?? 1) === 1) return body;
  return null;
}

/** Whether a response carries the first page of this journey (with this page size and sort, if given). */
export const isFirstPage =
  (journeyIndex: number, wanted: { pageSize?: number; sortBy?: string } = {}) =>
  (response: Response): boolean => {
    const asked = pageAskedBy(response);
    if (!asked) return false;
    return (
      (asked.journeyIndex ?? 0) === journeyIndex &&
      (wanted.pageSize === undefined || asked.pageSize === wanted.pageSize) &&
      (wanted.sortBy === undefined || (asked.sortBy ?? 'best') === wanted.sortBy)
    );
  };

/** The page a response matched by isFirstPage carries: the Search answer's firstPage, or GetResult's. */
export async function firstPageIn<T>(response: Response): Promise<T> {
  const { data } = (await response.json()) as { data: T & { firstPage?: T } };
  return data.firstPage ?? data;
}
