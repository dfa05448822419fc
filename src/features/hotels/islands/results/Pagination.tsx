import { useT } from '../../../../islands/shared/island-shell';

interface PaginationProps {
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
  onPage: (page: number) => void;
}

/** The pages around the current one, with the first and last always reachable. */
function pagesToShow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  const withGaps: (number | null)[] = [];
  sorted.forEach((n, index) => {
    if (index > 0 && n - sorted[index - 1]! > 1) withGaps.push(null);
    withGaps.push(n);
  });
  return withGaps;
}

/** Page links: real links (shareable, open in a new tab) that the island follows without a reload. */
export function Pagination({ page, pageCount, hrefOf, onPage }: PaginationProps) {
  const t = useT();
  if (pageCount <= 1) return null;
  const follow = (target: number) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPage(target);
  };
  return (
    <nav aria-label={t('hotels.results.pages')} className="flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <a className="btn btn-ghost" href={hrefOf(page - 1)} onClick={follow(page - 1)} rel="prev">
          {t('hotels.results.previous')}
        </a>
      )}
      <ul className="flex flex-wrap gap-1">
        {pagesToShow(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 py-2">
              …
            </li>
          ) : (
            <li key={n}>
              <a
                className={n === page ? 'btn btn-primary min-w-11' : 'btn btn-ghost min-w-11'}
                href={hrefOf(n)}
                onClick={follow(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('hotels.results.page', { page: n })}
              >
                {n}
              </a>
            </li>
          ),
        )}
      </ul>
      {page < pageCount && (
        <a className="btn btn-ghost" href={hrefOf(page + 1)} onClick={follow(page + 1)} rel="next">
          {t('hotels.results.next')}
        </a>
      )}
    </nav>
  );
}
