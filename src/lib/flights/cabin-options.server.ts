/**
 * The cabins the flight search form offers: the Booking API's POST /Utilities/Cabin says which are sold
 * (spec §7), read with the page so the form's script carries no list of its own (ADR 008).
 */
import { callServiceEndpoint, type RequestScope } from '../api/service-client';
import { utilitiesCabin } from '../../shared/contracts/endpoints-booking';
import { CABIN_CLASSES, type CabinClass } from '../../shared/domain/fare-conditions';

const isCabinClass = (code: string): code is CabinClass =>
  (CABIN_CLASSES as readonly string[]).includes(code);

/**
 * The sold cabins in the service's order (a code the site does not know is left out). Every cabin when
 * the service cannot say, so a search is never left without one. Asked with the site's own token: no
 * visitor cookie is set, and the home page stays one cached page for every guest (ADR 009).
 */
export async function loadSearchCabins(scope: RequestScope, siteId: string): Promise<CabinClass[]> {
  try {
    const outcome = await callServiceEndpoint(scope, utilitiesCabin, { siteId }, { token: 'site' });
    const sold =
      outcome.kind === 'ok' && Array.isArray(outcome.data)
        ? outcome.data.map((cabin) => cabin.code).filter(isCabinClass)
        : [];
    return sold.length > 0 ? sold : [...CABIN_CLASSES];
  } catch {
    return [...CABIN_CLASSES];
  }
}
