/**
 * Building blocks of the account islands: the island's translator, the shared field kit, alerts, and
 * the same-origin API client. Presentational only.
 */
import { useMemo, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { FALLBACK_MESSAGES } from '../../lib/account/fallback-messages';
import type { Locale } from '../../shared/i18n/languages';
import { ticketNameHint } from '../../shared/validation/ticket-name';
import { createIslandI18n, type IslandMessages } from '../i18n/island-i18n';
import { useKnownMessage } from '../i18n/use-known-message';
import type { Option } from '../shared/field-kit';

export interface IslandTextProps {
  locale: Locale;
  /** Only the keys this island uses (the page passes them). */
  messages: IslandMessages;
}

/**
 * An account island's root: its own i18next instance (only the keys the page passed) as the React
 * context, so everything inside, the known-message hook included, reads the island's language.
 */
export function withIslandI18n<P extends IslandTextProps>(Inner: (props: P) => ReactNode) {
  return function IslandWithText(props: P) {
    // One instance per island mount; the messages never change after the server render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    const i18n = useMemo(() => createIslandI18n(props.locale, props.messages), []);
    return (
      <I18nextProvider i18n={i18n}>
        <Inner {...props} />
      </I18nextProvider>
    );
  };
}

/** The island's t(), inside withIslandI18n. */
export function useIslandT(): TFunction {
  const { i18n } = useTranslation();
  return useMemo(() => i18n.getFixedT(i18n.language), [i18n]);
}

// The site's field kit, its errors (the schemas' and services' English messages) in the reader's
// language through the known-message pairs the page passed (shared with the booking forms); the
// account forms themselves are built with the form kit (../shared/form-kit.tsx).
export { CheckboxField, KnownText, TextField, type Option } from '../shared/known-field-kit';

/**
 * The live hint of a ticket-name field: "On your ticket: OREILLY TEST" once the typed name is converted
 * (apostrophes, hyphens, accents), nothing while it prints as typed. `key` is the island's text with
 * a {{name}} placeholder.
 */
export function ticketHintOf(t: TFunction, key: string) {
  return (value: string): string | undefined => {
    const printed = ticketNameHint(value);
    return printed ? t(key, { name: printed }) : undefined;
  };
}

/**
 * A title (salutation) option in the reader's language; the stored value stays the one the airline
 * takes ("Mr", "Dr."). English shows the value itself, as it always did.
 */
export function titleOption(t: TFunction, value: string): Option {
  const language = (t as TFunction & { lng?: string }).lng;
  if (!language || language === 'en') return { value, label: value };
  return { value, label: t(`profile.titles.${value.replace(/\.$/, '')}`, { defaultValue: value }) };
}

/** An outcome line: errors as alerts (announced at once), the rest as polite status. */
export function Outcome({ outcome }: { outcome: FormOutcome | null }) {
  const known = useKnownMessage();
  if (!outcome) return <div role="status" className="sr-only" />;
  if (outcome.kind === 'error') {
    return (
      <div className="alert-error" role="alert">
        <p>{known(outcome.message)}</p>
      </div>
    );
  }
  return (
    <div className="notice" role="status">
      <p>{known(outcome.message)}</p>
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

const DEFAULT_ERROR = FALLBACK_MESSAGES.failed;

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
      message: FALLBACK_MESSAGES.unavailable,
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
