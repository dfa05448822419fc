/**
 * Building blocks of the account islands: the shared field kit, alerts, and
 * their adapter of the browser client. Presentational only.
 */
import type { ReactNode } from 'react';
import { FALLBACK_MESSAGES } from '../fallback-messages';
import { callEndpoint } from '../../../lib/api/browser-client';
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api/envelope';
import type { Endpoint, RequestOf, ResponseOf } from '../../../shared/contracts/endpoint';
import type { Locale } from '../../../shared/i18n/languages';
import type { Translate } from '../../../shared/i18n/translate';
import { ticketNameHint } from '../../../shared/validation/ticket-name';
import type { Option } from '../../../islands/shared/field-kit';
import { textOr, useKnownMessage } from '../../../islands/shared/island-shell';
import { OutcomeMessage } from '../../../islands/shared/OutcomeMessage';
import { PrimaryButton } from '../../../islands/shared/PrimaryButton';

// The site's field kit, its errors (the schemas' and services' English messages) in the reader's
// language through the known-message pairs the page passed (shared with the booking forms); the
// account forms themselves are built with the form kit (../shared/form-kit.tsx).
export { CheckboxField, TextField, type Option } from '../../../islands/shared/known-field-kit';

/**
 * The live hint of a ticket-name field: "On your ticket: OREILLY TEST" once the typed name is converted
 * (apostrophes, hyphens, accents), nothing while it prints as typed. `key` is the island's text with
 * a {{name}} placeholder.
 */
export function ticketHintOf(t: Translate, key: string) {
  return (value: string): string | undefined => {
    const printed = ticketNameHint(value);
    return printed ? t(key, { name: printed }) : undefined;
  };
}

/**
 * A title (salutation) option in the reader's language; the stored value stays the one the airline
 * takes ("Mr", "Dr."). English shows the value itself, as it always did.
 */
export function titleOption(t: Translate, locale: Locale, value: string): Option {
  if (locale === 'en') return { value, label: value };
  return { value, label: textOr(t, `profile.titles.${value.replace(/\.$/, '')}`, value) };
}

/**
 * An outcome line: errors as titled alerts (announced at once), successes as titled polite status
 * (OutcomeMessage, spec §8), a neutral note ("nothing to change") as an untitled status. An error without
 * words (a swallowed 502) says the default text rather than showing an empty red box (issue 25,
 * item 12).
 */
export function Outcome({ outcome }: { outcome: FormOutcome | null }) {
  const known = useKnownMessage();
  if (!outcome) return <div role="status" className="sr-only" />;
  if (outcome.kind === 'error') {
    return <OutcomeMessage tone="error" message={known(outcome.message || DEFAULT_ERROR_MESSAGE)} />;
  }
  if (outcome.kind === 'success') return <OutcomeMessage tone="success" message={known(outcome.message)} />;
  return (
    <div className="notice" role="status">
      <p>{known(outcome.message)}</p>
    </div>
  );
}

export type FormOutcome = { kind: 'error' | 'success' | 'info'; message: string };

/** The close of an account form: its outcome line, then its one submit button. */
export function OutcomeAndSubmit({ outcome, label }: { outcome: FormOutcome | null; label: string }) {
  return (
    <>
      <Outcome outcome={outcome} />
      <PrimaryButton label={label} />
    </>
  );
}

export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  message: string;
  data: T | null;
}

/**
 * Calls one catalogue entry through the browser client (lib/api/browser-client.ts, which holds the client
 * rules: a 401 on an authenticated call signs the traveller out and reloads the page) and answers in the
 * account islands' shape: a refusal carries the server's message; a swallowed 502 carries none; no
 * answer at all says the service is unavailable. The answer's type is the entry's unless given.
 */
export async function callApi<T = never, E extends Endpoint = Endpoint>(
  endpoint: E,
  body?: RequestOf<E>,
): Promise<ApiAnswer<[T] extends [never] ? ResponseOf<E> : T>> {
  type Data = [T] extends [never] ? ResponseOf<E> : T;
  const result = await callEndpoint(endpoint, body ?? {});
  if (result.ok)
    return { ok: true, status: result.status, message: result.message, data: result.data as Data };
  if (result.kind === 'unavailable') {
    const message = result.cause === 'bad-gateway' ? '' : FALLBACK_MESSAGES.unavailable;
    return { ok: false, status: result.status, message, data: null };
  }
  return {
    ok: false,
    status: result.status,
    message: result.message,
    data: (result.data ?? null) as Data | null,
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
