/**
 * One entry of the endpoint catalogue: a service endpoint the browser may reach through the site's
 * same-origin API (docs/principles.md "Tokens", ADR 003). The BFF allowlist is derived from the
 * catalogue (src/lib/api/endpoint-allowlist.ts), the browser client takes an entry
 * (src/lib/api/browser-client.ts), and src/services/http/endpoint-catalogue.test.ts checks that every
 * entry is a route the service registers and documents in docs/api.
 *
 * The request and response are types, not run-time schemas: an entry is imported by islands on pages
 * with a script budget (ADR 008), and a valibot schema in it would ship valibot to every such page.
 * Where a schema exists in src/shared/contracts the type is inferred from it (`InferInput`), so the
 * schema stays the single definition.
 */
export type EndpointService = 'main' | 'booking' | 'hotel';

export type EndpointMethod = 'GET' | 'POST';

/**
 * Which bearer the site attaches (spec §7):
 * - `none`: public, no token (sign-up, sign-in, password reset);
 * - `auto`: the spec's rule, the account token while signed in, otherwise the public token;
 * - `account`: the account token only; without a session the call is refused with 401.
 */
type EndpointAuth = 'none' | 'auto' | 'account';

export interface Endpoint<Request = unknown, Response = unknown> {
  readonly service: EndpointService;
  readonly method: EndpointMethod;
  /** The service's own path, e.g. /Utilities/PassengerTitle. */
  readonly path: string;
  readonly auth: EndpointAuth;
  /** Type only, never set: carries the request and response types to the client. */
  readonly contract?: { request: Request; response: Response };
}

/** The request type of an entry. */
export type RequestOf<E> = E extends Endpoint<infer Request, unknown> ? Request : never;
/** The response (the envelope's `data`) type of an entry. */
export type ResponseOf<E> = E extends Endpoint<unknown, infer Response> ? Response : never;
