/**
 * The field kit's controls: a labelled control with its required mark, hint and error wired for
 * screen readers (aria-describedby, aria-invalid). Presentational; form-fields.tsx binds them to a
 * TanStack Form.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

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
    <div className={`field ${className ?? ''}`}>
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

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string | undefined;
  onValue: (value: string) => void;
  className?: string;
};

/** A text, email, tel, password or date input. */
export function TextField({ id, label, value, error, hint, onValue, className, ...rest }: InputProps) {
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={rest.required}
      className={className}
    >
      <input
        className="field-input"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...controlAria(id, error, hint)}
        {...rest}
      />
    </FieldShell>
  );
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

export function SelectField({
  id,
  label,
  value,
  options,
  placeholder,
  error,
  hint,
  onValue,
  className,
  ...rest
}: SelectProps) {
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      required={rest.required}
      className={className}
    >
      <select
        className="field-input"
        value={value}
        onChange={(event) => onValue(event.target.value)}
        {...controlAria(id, error, hint)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
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
