/** Server-side reads of the dashboard pages (the islands start from these and re-read after changes). */
import type { AstroGlobal } from 'astro';
import * as v from 'valibot';
import { ApiError } from '../../lib/api/envelope';
import { callServiceEndpoint } from '../../lib/api/service-client';
import { profileRetrieveProfile } from '../../shared/contracts/endpoints-main';
import { utilitiesGetCountries } from '../../shared/contracts/endpoints-booking';
import { FullProfileSchema, type FullProfile } from '../../shared/contracts/account';

export type LoadResult<T> = { kind: 'ok'; data: T } | { kind: 'signed-out' };

/** The full profile; a refused token (401) means the session ended: the page sends the traveller to sign in. */
export async function loadFullProfile(Astro: AstroGlobal): Promise<LoadResult<FullProfile>> {
  try {
    const outcome = await callServiceEndpoint(Astro.locals.scope, profileRetrieveProfile, {});
    const parsed = outcome.kind === 'ok' ? v.safeParse(FullProfileSchema, outcome.data) : undefined;
    if (!parsed?.success) throw new ApiError('Unable to process your request', 502);
    return { kind: 'ok', data: parsed.output };
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 401) return { kind: 'signed-out' };
    throw error;
  }
}

/** Countries (spec §3 list: name, 2-letter code) from the Booking API, as select options. */
export async function loadCountries(Astro: AstroGlobal): Promise<{ value: string; label: string }[]> {
  try {
    const outcome = await callServiceEndpoint(Astro.locals.scope, utilitiesGetCountries);
    if (outcome.kind !== 'ok' || !Array.isArray(outcome.data)) return [];
    return outcome.data.map((country) => ({ value: country.code, label: country.name.trim() }));
  } catch {
    return [];
  }
}

/** The i18n subtrees an island needs, from the request's translator. */
export function pickMessages(Astro: AstroGlobal, keys: string[]): Record<string, unknown> {
  const messages: Record<string, unknown> = {};
  for (const key of keys) {
    const parts = key.split('.');
    const last = parts.pop() ?? key;
    let target = messages;
    for (const part of parts) {
      target[part] ??= {};
      target = target[part] as Record<string, unknown>;
    }
    target[last] = Astro.locals.t(key, { returnObjects: true });
  }
  return messages;
}
