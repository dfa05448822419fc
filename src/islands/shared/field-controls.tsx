/**
 * The field kit's controls: a labelled control with its required mark, hint and error wired for
 * screen readers (aria-describedby, aria-invalid). Presentational; bound-fields.tsx binds them to a
 * TanStack Form.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

export interface Option {
  value: string;
  label: string;
}

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean | undefined;
  children: ReactNode;
  className?: string | undefined;
}

function FieldShell({ id, label, error, hint, required, children, className }: FieldShellProps) {
  return (
    // content-start: when a neighbour in the same grid row grows (its error shows), this field's box
    // stretches with the row, but its label, control and hint stay packed at the top at their own size.
    <div className={`field content-start ${className ?? ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
        {required && (
          <span className="text-[var(--c-danger)]" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p className="text-sm text-ink-muted" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="text-sm font-semibold text-[var(--c-danger)]" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A control's id and its error/hint wiring for screen readers. */
function controlAria(id: string, error?: string, hint?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

/** A text control's own props: its element's attributes, with the value as a string and onValue. */
type TextControlProps<Attributes> = Omit<Attributes, 'onChange' | 'value' | 'id'> & {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string | undefined;
  onValue: (value: string) => void;
  className?: string;
};

export type InputProps = TextControlProps<InputHTMLAttributes<HTMLInputElement>>;
export type TextAreaProps = TextControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>;

/** What a text control element receives: its value, change handler, aria wiring and own attributes. */
type ControlAttributes = Record<string, unknown> & {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
};

/** The shell, value and aria wiring the controls share (text and select); `render` draws the element itself. */
function TextShell<Attributes extends { required?: boolean | undefined }>({
  props: { id, label, value, error, hint, onValue, className, ...rest },
  render,
}: {
  props: TextControlProps<Attributes>;
  render: (attributes: ControlAttributes) => ReactNode;
}) {
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={(rest as { required?: boolean }).required}
      className={className}
    >
      {render({
        className: 'field-input',
        value,
        onChange: (event) => onValue(event.target.value),
        ...controlAria(id, error, hint),
        ...rest,
      })}
    </FieldShell>
  );
}

/** A text, email, tel, password or date input. */
export function TextField(props: InputProps) {
  return <TextShell props={props} render={(attributes) => <input {...attributes} />} />;
}

/** Free text over several lines (e.g. a hotel booking's special requests). */
export function TextAreaField(props: TextAreaProps) {
  return <TextShell props={props} render={(attributes) => <textarea {...attributes} />} />;
}

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id'> & {
  id: string;
  label: string;
  value: string;
  options: Option[];
  /** Text of the empty first option; none when omitted. */
  placeholder?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
  onValue: (value: string) => void;
  className?: string;
};

export function SelectField({ options, placeholder, ...rest }: SelectProps) {
  return (
    <TextShell
      props={rest}
      render={(attributes) => (
        <select {...attributes}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

export interface CheckboxProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  name?: string | undefined;
  error?: string | undefined;
}

export function CheckboxField({ id, label, checked, onChecked, name, error }: CheckboxProps) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-[var(--c-button)]"
          id={id}
          name={name}
          checked={checked}
          onChange={(event) => onChecked(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p className="text-sm font-semibold text-[var(--c-danger)]" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The first error of a TanStack field, as text. */
export function firstError(errors: unknown[]): string | undefined {
  const first = errors.find(Boolean);
  if (!first) return undefined;
  if (typeof first === 'string') return first;
  if (typeof first === 'object' && first && 'message' in first)
    return String((first as { message: unknown }).message);
  return undefined;
}
