/**
 * The service endpoints the browser may reach through the site's same-origin API (spec §7). Anything
 * else is refused before a request leaves the site: the BFF never forwards an arbitrary path or URL.
 * The lists are derived from the endpoint catalogue (src/shared/contracts/endpoint-catalogue.ts), the
 * one place an endpoint is named.
 */
import { endpointsOf } from '../../shared/contracts/endpoint-catalogue';
import type { EndpointMethod, EndpointService } from '../../shared/contracts/endpoint';

export type HttpMethod = EndpointMethod;

type Allowlist = Readonly<Record<string, HttpMethod>>;

function allowlistOf(service: EndpointService): Allowlist {
  return Object.freeze(Object.fromEntries(endpointsOf(service).map((entry) => [entry.path, entry.method])));
}

/** Main API endpoints callable from the browser, with their method. Token endpoints stay server-side. */
export const MAIN_PASS_THROUGH = allowlistOf('main');

/** Main API endpoints that need no token at all (spec §7 "Public, no token"). */
export const MAIN_PUBLIC_NO_TOKEN: ReadonlySet<string> = new Set(
  endpointsOf('main')
    .filter((entry) => entry.auth === 'none')
    .map((entry) => entry.path),
);

/** Booking API endpoints (spec §7), bearer by the spec's rule. */
export const BOOKING_PASS_THROUGH = allowlistOf('booking');

/** Hotel API paths /api/Hotel/RequestService may reach (spec §7 "Hotel"). */
export const HOTEL_PATHS = allowlistOf('hotel');

/** Content API read paths /api/cmsRequest may reach: a known prefix and safe path characters. */
const CONTENT_PATH =
  /^\/(menus|home|pages|insights|deals|promotions|forms|search|collections|snippets)(\/[A-Za-z0-9\-_.]+)*$/;

export function isAllowedContentPath(path: string): boolean {
  return CONTENT_PATH.test(path) && !path.includes('..');
}

/** The allowlisted method for a path, or undefined when the path may not be forwarded. */
export function allowedMethod(list: Allowlist, path: string): HttpMethod | undefined {
  return Object.hasOwn(list, path) ? list[path] : undefined;
}
