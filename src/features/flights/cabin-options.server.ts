/**
 * The cabins the flight search form offers: the Booking API's POST /Utilities/Cabin says which are sold
 * (spec §7), read with the page so the form's script carries no list of its own (ADR 008).
 */
import { callServiceEndpoint, type RequestScope } from '../../lib/api/service-client';
import { utilitiesCabin } from '../../shared/contracts/endpoints-booking';
import { CABIN_CLASSES, type CabinClass } from '../../shared/domain/fare-conditions';

const isCabinClass = (code: string): code is CabinClass =>
  (CABIN_CLASSES as readonly string[]).includes(code);

/**
 * Which cabins a site sells changes with its configuration, not per visitor: one answer serves every
 * render of the home and results pages for a while, so the results page (rendered per request) does not
 * ask the Booking API again each time. A failed answer is not kept.
 */
const SOLD_CABINS_TTL_MS = 10 * 60_000;
const soldBySite = new Map<string, { cabins: CabinClass[]; expiresAt: number }>();

/** Forgets the kept answers (tests that give the service a different answer each time). */
export function forgetSoldCabins(): void {
  soldBySite.clear();
}

/**
 * The sold cabins in the service's order (a code the site does not know is left out). Every cabin when
 * the service cannot say, so a search is never left without one. Asked with the site's own token: no
 * visitor cookie is set, and the home page stays one cached page for every guest (ADR 009).
 */
export async function loadSearchCabins(scope: RequestScope, siteId: string): Promise<CabinClass[]> {
  const kept = soldBySite.get(siteId);
  if (kept && kept.expiresAt > Date.now()) return [...kept.cabins];
  try {
    const outcome = await callServiceEndpoint(scope, utilitiesCabin, { siteId }, { token: 'site' });
    const sold =
      outcome.kind === 'ok' && Array.isArray(outcome.data)
        ? outcome.data.map((cabin) => cabin.code).filter(isCabinClass)
        : [];
    if (sold.length === 0) return [...CABIN_CLASSES];
    soldBySite.set(siteId, { cabins: sold, expiresAt: Date.now() + SOLD_CABINS_TTL_MS });
    return [...sold];
  } catch {
    return [...CABIN_CLASSES];
  }
}
