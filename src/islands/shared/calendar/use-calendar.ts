import { useState, type KeyboardEvent } from 'react';
import { clampDate, firstSelectable, needsPrompt, weekColumn, type DateLimits } from '../../../lib/dates';
import { addDays, addMonths, startOfMonth, weekdayOf } from '../../../shared/domain/calendar-days';
import { firstDayOfWeek } from '../../../shared/i18n/intl';

export interface CalendarChoice {
  value: string;
  limits: DateLimits;
  onChoose: (date: string) => void;
}

/**
 * The date picker's state and keys (WAI-ARIA APG "date picker dialog"): two months shown, a roving
 * date, the day chosen. Arrow keys move by day and week, Page Up/Down by month (with Shift by year),
 * Home/End to the week's ends. Days before the first selectable one or after the range's end cannot be
 * chosen. Kept apart from the markup (CalendarView, which owns the dialog element and moves focus) so
 * a calendar that prices its days (the flight search) reads the months shown before they are drawn.
 */
export function useCalendar({ value, limits, onChoose }: CalendarChoice) {
  // The week starts on the language's first day (Monday in English and Chinese, Sunday in Indonesian,
  // Japanese and Korean); headers, grid and Home/End all follow it.
  const weekStart = firstDayOfWeek();
  const first = firstSelectable(limits);
  const last = limits.range?.end;
  const [focusDate, setFocusDate] = useState(() => clampDate(value || first, first, last));
  const [view, setView] = useState(() => startOfMonth(focusDate));
  const [selected, setSelected] = useState(value);
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

  return {
    /** Grows with each key that moves the roving date, which the view then focuses. */
    focusRequest,
    weekStart,
    months,
    view,
    setView,
    last,
    selected,
    tabDate,
    isBlocked,
    choose,
    onGridKey,
    setFocusDate,
    /** The range's message to show: the roving or chosen day needs it, or the range restricts. */
    note: (promptShown ? limits.range?.promptMessage : restrictNote) ?? '',
  };
}

export type CalendarState = ReturnType<typeof useCalendar>;
