import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../shared/domain/money';
import { describeSeat, type SeatLabelTexts } from '../../lib/booking/seat-label';
import {
  firstSeat,
  isGridKey,
  moveInGrid,
  positionOf,
  seatPresence,
  type GridPosition,
} from '../../lib/booking/seat-grid';
import type { Seat, SeatMap } from '../../shared/contracts/seat-map';

interface Props {
  map: SeatMap;
  /** The seat the active traveller holds on this flight. */
  selected: string | null;
  /** Seats the other travellers of this booking hold on this flight, by designator: their names. */
  takenByParty: Record<string, string>;
  label: string;
  disabled: boolean;
  onSelect: (seat: Seat) => void;
}

/**
 * One flight's cabin as a WAI-ARIA grid: rows of seats with one tab stop (roving tabindex). The arrow
 * keys move (seat-grid's moveInGrid), Enter or Space selects the focused seat for the active traveller.
 * Each seat's accessible name says what it is and its price ("7A, window, direct aisle access, included").
 */
export function SeatMapGrid({ map, selected, takenByParty, label, disabled, onSelect }: Props) {
  const { t } = useTranslation();
  const grid = useMemo(() => seatPresence(map), [map]);
  const [active, setActive] = useState<GridPosition | null>(
    () => (selected ? positionOf(map, selected) : null) ?? firstSeat(grid),
  );
  const cells = useRef(new Map<string, HTMLDivElement>());
  const texts = t('booking.seats.words', { returnObjects: true }) as SeatLabelTexts;

  const seatAt = (position: GridPosition): Seat | undefined =>
    map.rows[position.row]?.seats.find((seat) => seat.column === map.columns[position.col]?.letter);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active) return;
    if (isGridKey(event.key)) {
      event.preventDefault();
      const next = moveInGrid(grid, active, event.key, event.ctrlKey);
      setActive(next);
      cells.current.get(`${next.row}:${next.col}`)?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const seat = seatAt(active);
      if (seat && seat.available && !disabled) onSelect(seat);
    }
  };

  return (
    <div className="seat-map overflow-x-auto">
      {/* The grid is one tab stop: the focus lives on its active seat (roving tabindex). */}
      <div role="grid" aria-label={label} tabIndex={-1} className="inline-grid gap-1" onKeyDown={onKeyDown}>
        <div role="row" className="flex gap-1">
          <span role="columnheader" className="seat-cell seat-header">
            <span className="sr-only">{t('booking.seats.row')}</span>
          </span>
          {map.columns.map((column) => (
            <span
              key={column.letter}
              role="columnheader"
              className={`seat-cell seat-header ${column.aisleAfter ? 'seat-aisle' : ''}`}
            >
              {column.letter}
            </span>
          ))}
        </div>
        {map.rows.map((row, rowIndex) => (
          <div key={row.number} role="row" className="flex gap-1">
            <span role="rowheader" className="seat-cell seat-header">
              {row.number}
            </span>
            {map.columns.map((column, colIndex) => {
              const seat = row.seats.find((item) => item.column === column.letter);
              const aisle = column.aisleAfter ? 'seat-aisle' : '';
              if (!seat) return <span key={column.letter} role="gridcell" className={`seat-cell ${aisle}`} />;
              const isActive = active?.row === rowIndex && active.col === colIndex;
              const mine = seat.designator === selected;
              const party = takenByParty[seat.designator];
              const name = describeSeat(seat, (price) => formatCents(price.amountCents), texts);
              return (
                // The grid's onKeyDown handles the keys of every seat (Enter/Space select).
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={column.letter}
                  role="gridcell"
                  ref={(node) => {
                    if (node) cells.current.set(`${rowIndex}:${colIndex}`, node);
                  }}
                  tabIndex={isActive ? 0 : -1}
                  aria-label={party ? `${name}, ${party}` : name}
                  aria-selected={mine}
                  aria-disabled={!seat.available || disabled ? true : undefined}
                  className={`seat-cell seat ${aisle} ${mine ? 'seat-mine' : party ? 'seat-party' : seat.available ? 'seat-free' : 'seat-taken'} ${seat.price ? 'seat-priced' : ''}`}
                  onFocus={() => setActive({ row: rowIndex, col: colIndex })}
                  onClick={() => {
                    setActive({ row: rowIndex, col: colIndex });
                    if (seat.available && !disabled) onSelect(seat);
                  }}
                >
                  <span aria-hidden="true">{mine ? '✓' : party ? '•' : seat.available ? '' : '×'}</span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {/* What the marks mean; each seat's own name already says it to a screen reader. */}
      <ul className="seat-legend mt-3 flex flex-wrap gap-4 text-sm" aria-hidden="true">
        {(
          [
            ['seat-free', '', 'available'],
            ['seat-free seat-priced', '', 'priced'],
            ['seat-mine', '✓', 'mine'],
            ['seat-party', '•', 'party'],
            ['seat-taken', '×', 'taken'],
          ] as const
        ).map(([kind, mark, key]) => (
          <li key={key} className="flex items-center gap-2">
            <span className={`seat-cell seat ${kind}`}>{mark}</span>
            {t(`booking.seats.legend.${key}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
