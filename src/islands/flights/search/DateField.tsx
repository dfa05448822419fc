import { lazy, Suspense, useRef, useState } from 'react';
import { formatDate, needsPrompt, type DateLimits } from '../../../lib/flights/dates';
import { CALENDAR, Icon } from '../shared/Icon';
import { useText } from '../shared/text';
import { useHydrated } from '../shared/use-hydrated';

// The calendar's code loads when a traveller first opens it (the home page's script budget).
const CalendarDialog = lazy(() => import('./CalendarDialog'));

export type { DateLimits };

interface DateFieldProps {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (date: string) => void;
  limits: DateLimits;
  invalid: boolean;
  describedBy?: string | undefined;
  /** Asked when the calendar first opens (the SearchDateRange call). */
  onOpen?: () => void;
}

/**
 * A date of the search. Before the island loads it is the browser's date input (the form works without
 * script); then a button that opens an accessible calendar dialog honouring SearchDateRange: a
 * Restrict range blocks the days before its start; a Prompt range lets them be chosen and shows its
 * message.
 */
export function DateField(props: DateFieldProps) {
  const { id, label, name, value, limits, invalid } = props;
  const t = useText();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const promptId = `${id}-prompt`;
  const prompt = needsPrompt(value, limits.range);
  const describedBy =
    [props.describedBy, prompt ? promptId : undefined].filter(Boolean).join(' ') || undefined;

  if (!hydrated) {
    return (
      <div>
        <label htmlFor={id} className="search-label">
          {label}
        </label>
        <input
          id={id}
          name={name}
          type="date"
          className="search-input"
          min={limits.min}
          value={value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      </div>
    );
  }

  return (
    <div>
      <span className="search-label" id={`${id}-label`}>
        {label}
      </span>
      <input type="hidden" name={name} value={value} />
      <button
        ref={trigger}
        id={id}
        type="button"
        className={invalid ? 'search-input search-date-button is-invalid' : 'search-input search-date-button'}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}`}
        aria-describedby={describedBy}
        onClick={() => {
          props.onOpen?.();
          setOpen(true);
        }}
      >
        <Icon d={CALENDAR} className="icon search-field-icon" />
        <span className={value ? '' : 'search-placeholder'}>
          {value ? formatDate(value) : t('flights.search.addDate')}
        </span>
      </button>
      {prompt && limits.range && (
        <p id={promptId} className="search-prompt" role="status">
          {limits.range.promptMessage}
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <CalendarDialog
            title={label}
            value={value}
            limits={limits}
            onChoose={(date) => {
              props.onChange(date);
              setOpen(false);
              trigger.current?.focus();
            }}
            onDismiss={() => {
              setOpen(false);
              trigger.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
