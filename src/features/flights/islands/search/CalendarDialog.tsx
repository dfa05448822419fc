import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonths,
  clampDate,
  firstSelectable,
  formatLongDate,
  formatMonth,
  monthWeeks,
  needsPrompt,
  startOfMonth,
  weekColumn,
  weekdayHeaders,
  weekdayOf,
  type DateLimits,
} from '../../../../lib/dates';
import { cheapestDays, compactFarePrice, fullFarePrice, type FareCalendarQuery } from '../../fare-calendar';
import { firstDayOfWeek } from '../../../../shared/i18n/intl';
import { SEARCH_MESSAGES } from '../../search-schema';
import { CHEVRON_LEFT, CHEVRON_RIGHT, CLOSE, Icon } from '../../../../islands/shared/Icon';
import { useT, useKnownMessage } from '../../../../islands/shared/island-shell';
import { FareLegend } from './FareLegend';
import { useFarePrices } from './use-fare-prices';

interface CalendarDialogProps {
  title: string;
  value: string;
  limits: DateLimits;
  onChoose: (date: string) => void;
  onDismiss: () => void;
  /** The route whose lowest fares are shown under the days; none while the route is incomplete. */
  fares?: FareCalendarQuery | null | undefined;
}

/**
 * The date picker dialog (WAI-ARIA APG "date picker dialog"): a modal <dialog> with two months as
 * grids. Arrow keys move by day and week, Page Up/Down by month (with Shift by year), Home/End to the
 * week's ends; Enter or Space chooses, Escape closes. Days before today, after the bookable range, or
 * (Restrict) inside the lead time cannot be chosen; a Prompt range shows its message for those days.
 */
export default function CalendarDialog({
  title,
  value,
  limits,
  onChoose,
  onDismiss,
  fares,
}: CalendarDialogProps) {
  const t = useT();
  const known = useKnownMessage();
  // The week starts on the language's first day (Monday in English and Chinese, Sunday in Indonesian,
  // Japanese and Korean); headers, grid and Home/End all follow it.
  const weekdays = weekdayHeaders();
  const weekStart = firstDayOfWeek();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const first = firstSelectable(limits);
  const last = limits.range?.end;
  const [focusDate, setFocusDate] = useState(() => clampDate(value || first, first, last));
  const [view, setView] = useState(() => startOfMonth(focusDate));
  const [selected, setSelected] = useState(value);
  const [error, setError] = useState('');
  const [moved, setMoved] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const months = [view, addMonths(view, 1)];
  const viewEnd = addMonths(view, 2);
  // The one day reachable with Tab: the roving date when shown, else the first day shown that can be chosen.
  const tabDate =
    focusDate >= view && focusDate < viewEnd
      ? focusDate
      : clampDate(view < first ? first : view, undefined, last);

  const isBlocked = (date: string) => date < first || Boolean(last && date > last);
  const { prices: monthPrices, failed: pricesFailed } = useFarePrices(fares ?? null, months);
  // Only days that can be chosen show a price (and count towards the cheapest).
  const prices = new Map([...monthPrices].filter(([date]) => !isBlocked(date)));
  const cheapest = cheapestDays(prices);
  const dayLabel = (date: string) => {
    const price = prices.get(date);
    if (price === undefined || price === null) return formatLongDate(date);
    const key = cheapest.has(date) ? 'dayPriceCheapest' : 'dayPrice';
    return t(`flights.search.calendar.${key}`, { day: formatLongDate(date), price: fullFarePrice(price) });
  };

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  // Focus follows the roving date when the dialog opens and after each key that moves it.
  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focusRequest]);

  const moveTo = (date: string) => {
    const target = clampDate(date, limits.today, last);
    setFocusDate(target);
    setMoved(true);
    setFocusRequest((count) => count + 1);
    if (target < view || target >= viewEnd)
      setView(startOfMonth(target < view ? target : addMonths(target, -1)));
  };

  const choose = (date: string) => {
    if (isBlocked(date)) return;
    setSelected(date);
    onChoose(date);
  };

  const onGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(focusDate, -1),
      ArrowRight: () => addDays(focusDate, 1),
      ArrowUp: () => addDays(focusDate, -7),
      ArrowDown: () => addDays(focusDate, 7),
      PageUp: () => addMonths(focusDate, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focusDate, event.shiftKey ? 12 : 1),
      Home: () => addDays(focusDate, -weekColumn(weekdayOf(focusDate), weekStart)),
      End: () => addDays(focusDate, 6 - weekColumn(weekdayOf(focusDate), weekStart)),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    moveTo(step());
  };

  const promptShown = needsPrompt(moved ? focusDate : selected, limits.range);
  const restrictNote =
    limits.range?.leadTimeRestrictionMethod === 'Restrict' && limits.range.start > limits.today
      ? limits.range.promptMessage
      : '';

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
        <button
          type="button"
          className="calendar-icon-button"
          onClick={onDismiss}
          aria-label={t('flights.search.calendar.close')}
        >
          <Icon d={CLOSE} />
        </button>
      </div>
      <div className="calendar-nav">
        <button
          type="button"
          className="calendar-icon-button"
          onClick={() => setView(addMonths(view, -1))}
          disabled={view <= startOfMonth(limits.today)}
          aria-label={t('flights.search.calendar.previousMonth')}
        >
          <Icon d={CHEVRON_LEFT} />
        </button>
        <p className="calendar-range" aria-live="polite">
          {formatMonth(months[0]!)} – {formatMonth(months[1]!)}
        </p>
        <button
          type="button"
          className="calendar-icon-button"
          onClick={() => setView(addMonths(view, 1))}
          disabled={Boolean(last && addMonths(view, 1) > last)}
          aria-label={t('flights.search.calendar.nextMonth')}
        >
          <Icon d={CHEVRON_RIGHT} />
        </button>
      </div>
      <div ref={grid} className="calendar-months" onKeyDown={onGridKey} role="presentation">
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
              {monthWeeks(month, weekStart).map((week, row) => (
                <tr key={row}>
                  {week.map((date, column) =>
                    date ? (
                      <td
                        key={date}
                        aria-selected={date === selected}
                        role="gridcell"
                        className={fares ? 'calendar-cell-priced' : undefined}
                      >
                        <button
                          type="button"
                          data-date={date}
                          tabIndex={date === tabDate ? 0 : -1}
                          aria-label={dayLabel(date)}
                          aria-disabled={isBlocked(date) || undefined}
                          aria-current={date === limits.today ? 'date' : undefined}
                          className={dayClass(Boolean(fares), cheapest.has(date))}
                          onClick={() => choose(date)}
                          onFocus={() => setFocusDate(date)}
                        >
                          {Number(date.slice(8))}
                        </button>
                        {/* Beside the button, which names the full price: its visible text stays the day. */}
                        {typeof prices.get(date) === 'number' && (
                          <span className="calendar-price" aria-hidden="true">
                            {compactFarePrice(prices.get(date)!)}
                          </span>
                        )}
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
      {fares && <FareLegend query={fares} failed={pricesFailed} />}
      {(promptShown || restrictNote) && (
        <p className="search-prompt calendar-note" role="status">
          {known((promptShown ? limits.range?.promptMessage : restrictNote) ?? '')}
        </p>
      )}
      {error && (
        <p className="calendar-error" role="alert">
          {error}
        </p>
      )}
      <div className="calendar-actions">
        <button type="button" className="btn btn-ghost" onClick={onDismiss}>
          {t('flights.search.calendar.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            if (!selected) setError(known(SEARCH_MESSAGES.selectDate));
            else onChoose(selected);
          }}
        >
          {t('flights.search.calendar.done')}
        </button>
      </div>
    </dialog>
  );
}

/** A day's class: taller with room for a price once the route is priced, marked when among the cheapest. */
function dayClass(priced: boolean, isCheapest: boolean): string {
  return ['calendar-day', priced && 'calendar-day-priced', isCheapest && 'is-cheapest']
    .filter(Boolean)
    .join(' ');
}
