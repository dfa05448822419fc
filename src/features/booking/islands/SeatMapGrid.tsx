import { useMessageObject, useT } from '../../../islands/shared/island-shell';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { formatCents } from '../../../shared/domain/money';
import { describeSeat, type SeatLabelTexts } from '../seat-label';
import { seatCues, seatDetail, type SeatDetailWords } from '../seat-detail';
import { firstSeat, isGridKey, moveInGrid, positionOf, seatPresence, type GridPosition } from '../seat-grid';
import type { Facility, Seat, SeatMap } from '../../../shared/contracts/seat-map';
import { SeatMapLegend } from './SeatMapLegend';
import './seat-map.css';

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

const money = (price: { amountCents: number }) => formatCents(price.amountCents);

/**
 * One flight's cabin as a WAI-ARIA grid: rows of seats with one tab stop (roving tabindex). The arrow
 * keys move (seat-grid's moveInGrid), Enter or Space selects the focused seat for the active traveller.
 * Each seat's accessible name says what it is and its price ("7A, window, direct aisle access, included").
 * For the eye, the same facts show in a detail line for the seat under the pointer or the focus, bassinet
 * and extra legroom are marked on the seat, and exits, galleys and toilets are drawn where the layout
 * has them; those drawings are aria-hidden, as the seats' names already say what matters to a choice.
 */
export function SeatMapGrid({ map, selected, takenByParty, label, disabled, onSelect }: Props) {
  const t = useT();
  const grid = useMemo(() => seatPresence(map), [map]);
  const [active, setActive] = useState<GridPosition | null>(
    () => (selected ? positionOf(map, selected) : null) ?? firstSeat(grid),
  );
  const [pointed, setPointed] = useState<GridPosition | null>(null);
  const cells = useRef(new Map<string, HTMLDivElement>());
  const texts = useMessageObject<SeatLabelTexts>('booking.seats.words');
  const words = useMessageObject<SeatDetailWords>('seatMap.detail');

  const seatAt = (position: GridPosition): Seat | undefined =>
    map.rows[position.row]?.seats.find((seat) => seat.column === map.columns[position.col]?.letter);
  const shown = pointed ?? active;
  const shownSeat = shown ? seatAt(shown) : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active) return;
    if (isGridKey(event.key)) {
      event.preventDefault();
      const next = moveInGrid(grid, active, event.key, event.ctrlKey);
      setActive(next);
      // The detail line follows the keys now, whatever the mouse last pointed at.
      setPointed(null);
      cells.current.get(`${next.row}:${next.col}`)?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const seat = seatAt(active);
      if (seat && seat.available && !disabled) onSelect(seat);
    }
  };

  // A strip across the cabin in front of or behind a row: its galleys, toilets and closets by side.
  const facilityStrip = (facilities: Facility[], key: string) =>
    facilities.length > 0 && (
      <div key={key} className="seat-facilities" aria-hidden="true">
        {facilities.map((facility, index) => (
          <span key={index} className={`seat-facility seat-facility-${facility.side}`}>
            {t(`seatMap.facility.${facility.kind}`)}
          </span>
        ))}
      </div>
    );
  const side = (exit: boolean) => (
    <span aria-hidden="true" className={exit ? 'seat-side seat-exit' : 'seat-side'}>
      {exit ? t('seatMap.exit') : ''}
    </span>
  );

  return (
    <div className="grid gap-2">
      <p className="text-sm text-ink-muted">
        {map.aircraft.name} · <span className="seat-hint-keys">{t('booking.seats.keys')}</span>
        <span className="seat-hint-touch">{t('seatMap.tap')}</span>
      </p>
      <div className="seat-map overflow-x-auto">
        <p className="seat-front">{t('seatMap.front')}</p>
        {/* The grid is one tab stop: the focus lives on its active seat (roving tabindex). */}
        <div
          role="grid"
          aria-label={label}
          tabIndex={-1}
          className="inline-grid gap-1"
          onKeyDown={onKeyDown}
          onMouseLeave={() => setPointed(null)}
        >
          <div role="row" className="flex gap-1">
            <span role="columnheader" className="seat-cell seat-header">
              <span className="sr-only">{t('booking.seats.row')}</span>
            </span>
            {side(false)}
            {map.columns.map((column) => (
              <span
                key={column.letter}
                role="columnheader"
                className={`seat-cell seat-header ${column.aisleAfter ? 'seat-aisle' : ''}`}
              >
                {column.letter}
              </span>
            ))}
            {side(false)}
          </div>
          {map.rows.flatMap((row, rowIndex) => [
            facilityStrip(
              (row.facilities ?? []).filter((facility) => facility.placement === 'before'),
              `${row.number}-before`,
            ),
            <div key={row.number} role="row" className="flex gap-1">
              <span role="rowheader" className="seat-cell seat-header">
                {row.number}
              </span>
              {side(row.isExitRow)}
              {map.columns.map((column, colIndex) => {
                const seat = row.seats.find((item) => item.column === column.letter);
                const aisle = column.aisleAfter ? 'seat-aisle' : '';
                if (!seat)
                  return <span key={column.letter} role="gridcell" className={`seat-cell ${aisle}`} />;
                const isActive = active?.row === rowIndex && active.col === colIndex;
                const mine = seat.designator === selected;
                const party = takenByParty[seat.designator];
                const name = describeSeat(seat, money, texts);
                const cues = seatCues(seat);
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
                    onMouseEnter={() => setPointed({ row: rowIndex, col: colIndex })}
                    onClick={() => {
                      setActive({ row: rowIndex, col: colIndex });
                      if (seat.available && !disabled) onSelect(seat);
                    }}
                  >
                    <span aria-hidden="true">{mine ? '✓' : party ? '•' : seat.available ? '' : '×'}</span>
                    {cues.bassinet && (
                      <span aria-hidden="true" className="seat-cue seat-cue-bassinet">
                        ◡
                      </span>
                    )}
                    {cues.extraLegroom && (
                      <span aria-hidden="true" className="seat-cue seat-cue-legroom">
                        ↕
                      </span>
                    )}
                  </div>
                );
              })}
              {side(row.isExitRow)}
            </div>,
            facilityStrip(
              (row.facilities ?? []).filter((facility) => facility.placement === 'after'),
              `${row.number}-after`,
            ),
          ])}
        </div>
      </div>
      {/* The focused seat's name is already spoken: this line repeats it for the eye only. */}
      <p className="seat-detail" aria-hidden="true">
        {shownSeat ? seatDetail(shownSeat, money, words, takenByParty[shownSeat.designator]) : ''}
      </p>
      <SeatMapLegend />
    </div>
  );
}
