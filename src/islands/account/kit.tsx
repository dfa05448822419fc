/**
 * Building blocks of the account islands: the island's translator, labelled fields with their error
 * wired for screen readers, alerts, and the same-origin API client. Presentational only.
 */
import { useMemo, type ReactNode, type SelectHTMLAttributes, type InputHTMLAttributes } from 'react';
import type { Locale } from '../../lib/i18n/languages';
import { createIslandI18n, type IslandMessages } from '../i18n/island-i18n';

export interface IslandTextProps {
  locale: Locale;
  /** Only the keys this island uses (the page passes them). */
  messages: IslandMessages;
}

export function useIslandT({ locale, messages }: IslandTextProps) {
  // One instance per island mount; the messages never change after the server render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => createIslandI18n(locale, messages).getFixedT(locale), []);
}

export interface Option {
  value: string;
  label: string;
}

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
  className?: string;
}

function FieldShell({ id, label, error, hint, children, className }: FieldShellProps) {
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
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

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onValue: (value: string) => void;
  className?: string;
};

export function TextField({ id, label, value, error, hint, onValue, className, ...rest }: InputProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <input
        className="field-input"
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...rest}
      />
    </FieldShell>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id'> & {
  id: string;
  label: string;
  value: string;
  options: Option[];
  /** Text of the empty first option; none when omitted. */
  placeholder?: string;
  error?: string;
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
  onValue,
  className,
  ...rest
}: SelectProps) {
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <select
        className="field-input"
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
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

export function CheckboxField({
  id,
  label,
  checked,
  onChecked,
  name,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  name?: string;
}) {
  return (
    <div className="flex items-center gap-3">
      <input
        type="checkbox"
        className="size-5 accent-[var(--c-button)]"
        id={id}
        name={name}
        checked={checked}
        onChange={(event) => onChecked(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** An outcome line: errors as alerts (announced at once), the rest as polite status. */
export function Outcome({ outcome }: { outcome: FormOutcome | null }) {
  if (!outcome) return <div role="status" className="sr-only" />;
  if (outcome.kind === 'error') {
    return (
      <div className="alert-error" role="alert">
        <p>{outcome.message}</p>
      </div>
    );
  }
  return (
    <div className="notice" role="status">
      <p>{outcome.message}</p>
    </div>
  );
}

export type FormOutcome = { kind: 'error' | 'success' | 'info'; message: string };

export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  message: string;
  data: T | null;
}

const DEFAULT_ERROR = 'Unable to process your request';

/**
 * Calls the site's same-origin API (/api/main/<Path>, /api/booking/<Path>). Reads the envelope: a
 * non-Success status is a failure with the server's message (error_description first); a 502 is
 * swallowed as a failure without a message. A 401 means the session ended: the page reloads, so the
 * login guard sends the traveller to sign in.
 */
export async function callApi<T>(
  path: string,
  body?: unknown,
  method: 'GET' | 'POST' = 'POST',
): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        Accept: 'application/json',
        ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      credentials: 'same-origin',
    });
  } catch {
    return {
      ok: false,
      status: 0,
      message: 'We are unable to process your request at the moment',
      data: null,
    };
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.status === 401 && typeof window !== 'undefined') {
    window.location.reload();
  }
  if (response.status === 502) return { ok: false, status: 502, message: '', data: null };
  const message =
    (typeof json?.error_description === 'string' && json.error_description) ||
    (typeof json?.message === 'string' && json.message) ||
    '';
  const ok = response.ok && (json?.status === undefined || json.status === 'Success');
  return {
    ok,
    status: response.status,
    message: ok ? message : message || DEFAULT_ERROR,
    data: (json?.data ?? null) as T | null,
  };
}

/** Strips the "field: " prefix the services put in front of a bad-input message. */
export function serviceFieldMessage(message: string): { field?: string; text: string } {
  const match = /^([A-Za-z][A-Za-z0-9.]*): (.+)$/.exec(message);
  return match?.[1] && match[2] ? { field: match[1], text: match[2] } : { text: message };
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

/** One tab of a dashboard section: a labelled region with its heading (the spec's tab name). */
export function Tab({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card grid gap-5 p-5 sm:p-8" id={id} aria-labelledby={`${id}-heading`}>
      <h2 className="text-2xl" id={`${id}-heading`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
