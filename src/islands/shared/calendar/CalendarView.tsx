import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { formatLongDate, formatMonth, monthWeeks, weekdayHeaders } from '../../../lib/dates';
import { addMonths, startOfMonth } from '../../../shared/domain/calendar-days';
import { CHEVRON_LEFT, CHEVRON_RIGHT, CLOSE, Icon } from '../Icon';
import { useT, useKnownMessage } from '../island-shell';
import type { CalendarState } from './use-calendar';

/** What a calendar that prices its days shows under them (the flight search's lowest fares). */
interface DayPrices {
  /** A day's short price under its number; undefined for a day without one. */
  shortText: (date: string) => string | undefined;
  /** A day's accessible name with its price; undefined to name the date only. */
  label: (date: string) => string | undefined;
  isCheapest: (date: string) => boolean;
  /** Says what the prices are, below the months. */
  legend: ReactNode;
}

interface CalendarViewProps {
  state: CalendarState;
  title: string;
  today: string;
  onChoose: (date: string) => void;
  onDismiss: () => void;
  prices?: DayPrices | undefined;
}

/**
 * The date picker dialog's markup: a modal <dialog> with two months as grids, Enter or Space chooses,
 * Escape closes. The state and keys are useCalendar's; the prices, when there are any, the caller's.
 */
export function CalendarView({ state, title, today, onChoose, onDismiss, prices }: CalendarViewProps) {
  const t = useT();
  const known = useKnownMessage();
  const titleId = useId();
  const [error, setError] = useState('');
  const { view, setView, months, last, focusRequest } = state;
  const weekdays = weekdayHeaders();
  const dialog = useRef<HTMLDialogElement>(null);
  const grid = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  // Focus follows the roving date when the dialog opens and after each key that moves it.
  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focusRequest]);

  return (
    <dialog
      ref={dialog}
      className="calendar-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      <div className="calendar-head">
        <h2 id={titleId} className="calendar-title">
          {title}
        </h2>
        <button type="button" className="icon-button" onClick={onDismiss} aria-label={t('calendar.close')}>
          <Icon d={CLOSE} />
        </button>
      </div>
      <div className="calendar-nav">
        <button
          type="button"
          className="icon-button"
          onClick={() => setView(addMonths(view, -1))}
          disabled={view <= startOfMonth(today)}
          aria-label={t('calendar.previousMonth')}
        >
          <Icon d={CHEVRON_LEFT} />
        </button>
        <p className="calendar-range" aria-live="polite">
          {formatMonth(months[0]!)} – {formatMonth(months[1]!)}
        </p>
        <button
          type="button"
          className="icon-button"
          onClick={() => setView(addMonths(view, 1))}
          disabled={Boolean(last && addMonths(view, 1) > last)}
          aria-label={t('calendar.nextMonth')}
        >
          <Icon d={CHEVRON_RIGHT} />
        </button>
      </div>
      <div ref={grid} className="calendar-months" onKeyDown={state.onGridKey} role="presentation">
        {months.map((month) => (
          <table key={month} role="grid" className="calendar-grid" aria-label={formatMonth(month)}>
            <caption className="calendar-caption">{formatMonth(month)}</caption>
            <thead>
              <tr>
                {weekdays.map((day) => (
                  <th key={day.abbr} scope="col" abbr={day.abbr}>
                    {day.text}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month, state.weekStart).map((week, row) => (
                <tr key={row}>
                  {week.map((date, column) =>
                    date ? (
                      <td
                        key={date}
                        aria-selected={date === state.selected}
                        role="gridcell"
                        className={prices ? 'calendar-cell-priced' : undefined}
                      >
                        <button
                          type="button"
                          data-date={date}
                          tabIndex={date === state.tabDate ? 0 : -1}
                          aria-label={prices?.label(date) ?? formatLongDate(date)}
                          aria-disabled={state.isBlocked(date) || undefined}
                          aria-current={date === today ? 'date' : undefined}
                          className={dayClass(Boolean(prices), Boolean(prices?.isCheapest(date)))}
                          onClick={() => state.choose(date)}
                          onFocus={() => state.setFocusDate(date)}
                        >
                          {Number(date.slice(8))}
                        </button>
                        {/* Beside the button, which names the full price: its visible text stays the day. */}
                        <DayPrice text={prices?.shortText(date)} />
                      </td>
                    ) : (
                      <td key={`pad-${column}`} role="gridcell" />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      {prices?.legend}
      {state.note && (
        <p className="search-prompt calendar-note" role="status">
          {known(state.note)}
        </p>
      )}
      {error && (
        <p className="calendar-error" role="alert">
          {error}
        </p>
      )}
      <div className="calendar-actions">
        <button type="button" className="btn btn-ghost" onClick={onDismiss}>
          {t('calendar.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            if (!state.selected) setError(t('calendar.selectDate'));
            else onChoose(state.selected);
          }}
        >
          {t('calendar.done')}
        </button>
      </div>
    </dialog>
  );
}

function DayPrice({ text }: { text: string | undefined }) {
  if (text === undefined) return null;
  return (
    <span className="calendar-price" aria-hidden="true">
      {text}
    </span>
  );
}

/** A day's class: taller with room for a price once the route is priced, marked when among the cheapest. */
function dayClass(priced: boolean, isCheapest: boolean): string {
  return ['calendar-day', priced && 'calendar-day-priced', isCheapest && 'is-cheapest']
    .filter(Boolean)
    .join(' ');
}
