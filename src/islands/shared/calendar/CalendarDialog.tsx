import type { DateLimits } from '../../../lib/dates';
import { CalendarView } from './CalendarView';
import { useCalendar } from './use-calendar';

export interface CalendarDialogProps {
  title: string;
  value: string;
  limits: DateLimits;
  onChoose: (date: string) => void;
  onDismiss: () => void;
}

/**
 * The date picker dialog without prices (the hotel search's stay dates). Days before today, after the
 * bookable range, or (Restrict) inside the lead time cannot be chosen; a Prompt range shows its message
 * for those days.
 */
export default function CalendarDialog({ title, value, limits, onChoose, onDismiss }: CalendarDialogProps) {
  const state = useCalendar({ value, limits, onChoose });
  return (
    <CalendarView
      state={state}
      title={title}
      today={limits.today}
      onChoose={onChoose}
      onDismiss={onDismiss}
    />
  );
}
