/**
 * /Utilities/PreferredCountries on the booking's country selects (issue 25): the countries most of the
 * site's travellers pick (Australia, New Zealand...) come first, in the service's order, then the rest as
 * the language sorts them, so the common choice is not a long scroll away.
 */
import { callServiceEndpoint, type RequestScope } from '../../lib/api/service-client';
import { utilitiesPreferredCountries } from '../../shared/contracts/endpoints-booking';

export interface CountryOption {
  value: string;
  label: string;
}

/** The preferred country codes, in order; none when the service cannot answer (the list stays sorted). */
export async function loadPreferredCountries(scope: RequestScope): Promise<string[]> {
  try {
    const outcome = await callServiceEndpoint(scope, utilitiesPreferredCountries);
    if (outcome.kind !== 'ok' || !Array.isArray(outcome.data)) return [];
    return outcome.data
      .map((country: unknown) => (country as { code?: unknown } | null)?.code)
      .filter((code): code is string => typeof code === 'string');
  } catch {
    return [];
  }
}

/** The options with the preferred ones moved to the top in the preferred order; each option once. */
export function preferredFirst<T extends CountryOption>(options: T[], preferred: string[]): T[] {
  const byCode = new Map(options.map((option) => [option.value, option]));
  const first = preferred.flatMap((code) => byCode.get(code) ?? []);
  const chosen = new Set(first.map((option) => option.value));
  return [...first, ...options.filter((option) => !chosen.has(option.value))];
}
