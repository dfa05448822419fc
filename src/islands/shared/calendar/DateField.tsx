import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { formatDate, needsPrompt, type DateLimits } from '../../../lib/dates';
import { CALENDAR, Icon } from '../Icon';
import { useT, useKnownMessage } from '../island-shell';
import { useHydrated } from '../use-hydrated';
import type { CalendarDialogProps } from './CalendarDialog';

// The calendar's code loads when a traveller first opens it (the home page's script budget).
const CalendarDialog = lazy(() => import('./CalendarDialog'));

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
  /** Each new number opens the calendar (the return calendar, once the departure is chosen). */
  openRequest?: number;
  /** Called with the choice, in the same update (e.g. to open the next calendar at once). */
  onChosen?: () => void;
  /**
   * Where focus goes once a day is chosen and the dialog is gone (the next field); by default back to
   * this field's button. Never left on the page body.
   */
  focusAfterChoice?: () => void;
  /**
   * The dialog (by default the plain calendar); a caller's own should load lazily too, e.g. the
   * flight search's calendar that prices its days.
   */
  dialog?: ComponentType<CalendarDialogProps> | undefined;
}

/**
 * A date of a search form (flights, hotels). Before the island loads it is the browser's date input
 * (the form works without script); then a button that opens an accessible calendar dialog honouring
 * SearchDateRange: a Restrict range blocks the days before its start; a Prompt range lets them be
 * chosen and shows its message.
 */
export function DateField(props: DateFieldProps) {
  const { id, label, name, value, limits, invalid } = props;
  const Dialog = props.dialog ?? CalendarDialog;
  const t = useT();
  const known = useKnownMessage();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [seenOpenRequest, setSeenOpenRequest] = useState(props.openRequest ?? 0);
  // A new open request from the form: open, as a click would (state adjusted during render, no effect).
  if ((props.openRequest ?? 0) !== seenOpenRequest) {
    setSeenOpenRequest(props.openRequest ?? 0);
    // The date range was asked for when the calendar before this one opened.
    if (hydrated && props.openRequest) setOpen(true);
  }
  const trigger = useRef<HTMLButtonElement>(null);
  // Focus moves once the modal dialog is gone: while it is open the rest of the page is inert.
  const afterClose = useRef<(() => void) | null>(null);
  const close = (then?: () => void) => {
    afterClose.current = then ?? (() => trigger.current?.focus());
    setOpen(false);
  };
  useEffect(() => {
    if (open || !afterClose.current) return;
    const run = afterClose.current;
    afterClose.current = null;
    run();
  }, [open]);
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
          {value ? formatDate(value) : t('calendar.addDate')}
        </span>
      </button>
      {prompt && limits.range && (
        <p id={promptId} className="search-prompt" role="status">
          {known(limits.range.promptMessage)}
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <Dialog
            title={label}
            value={value}
            limits={limits}
            onChoose={(date) => {
              props.onChange(date);
              props.onChosen?.();
              close(props.focusAfterChoice);
            }}
            onDismiss={() => close()}
          />
        </Suspense>
      )}
    </div>
  );
}
