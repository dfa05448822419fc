/** One page of a list (pages count from 1) and how many pages the list has: at least one, even empty. */
export function pageOf<T>(
  items: T[],
  page: { pageNumber: number; pageSize: number },
): { items: T[]; pageCount: number } {
  const start = (page.pageNumber - 1) * page.pageSize;
  return {
    items: items.slice(start, start + page.pageSize),
    pageCount: Math.max(1, Math.ceil(items.length / page.pageSize)),
  };
}
