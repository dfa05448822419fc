import { useState } from 'react';
import type { FlexibleDateCell } from '../../../../shared/contracts/flights';
import { formatMoney } from '../../../../shared/domain/money';
import { formatDate } from '../../../../lib/dates';
import { priceGridOf, type PriceGrid, type PriceGridCell } from '../../price-grid';
import { FlightDialog } from '../shared/FlightDialog';
import { useT } from '../../../../islands/shared/island-shell';

interface PriceGridButtonProps {
  /** The flexible-date answer of the return search (7 × 7); null while it loads. */
  cells: FlexibleDateCell[] | null;
  current: { depDate: string; retDate: string };
  /** The results URL of a pair of dates: the strip's own links (JourneyResults' dateHrefOf). */
  hrefOf: (dates: { depDate: string; retDate: string }) => string;
  /** What the prices cover ("Return trip total · 1 traveller · taxes included"). */
  priceNote: string;
}

/**
 * "Price grid" beside the date strip of a return search: a dialog with the lowest whole-trip price for
 * every pair of departure and return dates 3 days either side (as Google Flights shows), each opening
 * the search of its dates as a day of the strip does. Focus goes back to the button when it closes.
 */
export function PriceGridButton({ cells, current, hrefOf, priceNote }: PriceGridButtonProps) {
  const t = useT();
  const [opener, setOpener] = useState<HTMLButtonElement | null>(null);
  const grid = cells === null ? null : priceGridOf(cells, current);
  if (!grid) return null;
  return (
    <>
      <button
        type="button"
        className="price-grid-open"
        aria-haspopup="dialog"
        onClick={(event) => setOpener(event.currentTarget)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="price-grid-icon">
          <path d="M4 4h16v16H4zM4 9.33h16M4 14.67h16M9.33 4v16M14.67 4v16" />
        </svg>
        {t('priceGrid.open')}
      </button>
      {opener && (
        <FlightDialog
          title={t('priceGrid.title')}
          subtitle={t('priceGrid.hint')}
          returnFocus={opener}
          onClose={() => setOpener(null)}
        >
          <PriceGridTable grid={grid} hrefOf={hrefOf} priceNote={priceNote} />
        </FlightDialog>
      )}
    </>
  );
}

interface PriceGridTableProps {
  grid: PriceGrid;
  hrefOf: PriceGridButtonProps['hrefOf'];
  priceNote: string;
}

/** The grid itself: departure dates across, return dates down, one price (or "—") per pair. */
export function PriceGridTable({ grid, hrefOf, priceNote }: PriceGridTableProps) {
  const t = useT();
  const day = (date: string) => formatDate(date, { year: false });
  return (
    <div className="price-grid-scroll">
      <table className="price-grid">
        <caption className="price-grid-caption">{t('priceGrid.caption', { note: priceNote })}</caption>
        <thead>
          <tr>
            <td className="price-grid-corner">{t('priceGrid.corner')}</td>
            {grid.depDates.map((date) => (
              <th key={date} scope="col">
                {day(date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.retDate}>
              <th scope="row">{day(row.retDate)}</th>
              {row.cells.map((cell) => (
                <td
                  key={cell.depDate}
                  className={cellClass(cell)}
                  data-depart={cell.depDate}
                  data-return={cell.retDate}
                >
                  <GridCell
                    cell={cell}
                    href={hrefOf(cell)}
                    dates={t('priceGrid.cellDates', { depart: day(cell.depDate), return: day(cell.retDate) })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function cellClass(cell: PriceGridCell): string {
  if (cell.lowestPrice === null) return 'price-grid-none';
  return [cell.isCheapest && 'price-grid-cheapest', cell.isCurrent && 'price-grid-current']
    .filter(Boolean)
    .join(' ');
}

/**
 * One pair: its price as a button that opens that search (a full page load, as the strip's links do),
 * the searched pair as plain text marked "Selected", a pair without flights as "—" with its words for
 * screen readers. The dates are written out for screen readers, since a button is reached by Tab
 * without its row and column headers.
 */
function GridCell({ cell, href, dates }: { cell: PriceGridCell; href: string; dates: string }) {
  const t = useT();
  if (cell.lowestPrice === null) {
    return (
      <span className="price-grid-cell">
        <span aria-hidden="true">—</span>
        <span className="sr-only">
          {dates} {t('priceGrid.none')}
        </span>
      </span>
    );
  }
  const content = (
    <>
      <span className="sr-only">{dates} </span>
      <span className="price-grid-price">{formatMoney(cell.lowestPrice)}</span>
      {cell.isCheapest && <span className="price-grid-mark">{t('priceGrid.cheapest')}</span>}
      {cell.isCurrent && <span className="price-grid-mark">{t('priceGrid.selected')}</span>}
    </>
  );
  if (cell.isCurrent)
    return (
      <span className="price-grid-cell" aria-current="true">
        {content}
      </span>
    );
  return (
    <button type="button" className="price-grid-cell" onClick={() => window.location.assign(href)}>
      {content}
    </button>
  );
}
