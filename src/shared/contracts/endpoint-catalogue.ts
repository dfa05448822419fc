/**
 * The endpoint catalogue: every service endpoint the browser may reach through the site's same-origin
 * API, one entry each (./endpoint.ts). Islands import entries from the per-service files (a few hundred
 * bytes of gzip each, no schemas), never this list; the BFF allowlist and the tests read it.
 */
import type { Endpoint, EndpointService } from './endpoint';
import * as booking from './endpoints-booking';
import * as hotel from './endpoints-hotel';
import * as main from './endpoints-main';

export const ENDPOINT_CATALOGUE: readonly Endpoint[] = [
  ...Object.values(main),
  ...Object.values(booking),
  ...Object.values(hotel),
];

/** The entries of one service. */
export function endpointsOf(service: EndpointService): Endpoint[] {
  return ENDPOINT_CATALOGUE.filter((entry) => entry.service === service);
}
