import type { MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { TokenKind } from './token-claims';

/** A JSON Schema (2020-12) object, for answers no valibot contract describes. */
export type JsonSchema = { [keyword: string]: unknown };

/** A valibot schema (converted with @valibot/to-json-schema) or a JSON Schema written as such. */
export type DocSchema = v.GenericSchema | JsonSchema;

/**
 * What a route declares about itself; services/http/openapi-document.ts turns it into the OpenAPI 3.1
 * operation. Every answer is the envelope unless `raw` says otherwise for a status.
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  /**
   * Who may call: bearer tokens of these kinds, or content staff (an editor account's token or the
   * Content API's editor key). Absent: anyone.
   */
  auth?: readonly TokenKind[] | 'editor';
  /** The Content API's X-Channel-Code (web) and X-Site-Code headers are required. */
  channelHeaders?: boolean;
  /** An `Idempotency-Key` header is required (payments and orders replay the first answer to a key). */
  idempotencyKey?: boolean;
  /** The JSON body, as the handler validates it (input type). */
  body?: DocSchema;
  /** The query string, an object schema whose properties are the parameters (input type). */
  query?: DocSchema;
  /** Path parameters with a narrower schema than "a non-empty string". */
  params?: Record<string, JsonSchema>;
  /** The envelope's `data` on success (output type); absent: any JSON value. */
  data?: DocSchema;
  /** Success statuses (default [200]). */
  success?: readonly number[];
  /** Refusals besides the ones every operation documents (400 for input, 401 for tokens, 413, 429). */
  errors?: readonly number[];
  /** Statuses answered outside the envelope, with their body schema (OAuth token answers, health). */
  raw?: Readonly<Record<number, DocSchema>>;
  /** Statuses answered with a file instead of JSON, with its media type (a document's PDF). */
  binary?: Readonly<Record<number, string>>;
  /** Served but not published (the reference page): documented on purpose, left out of the document. */
  hidden?: boolean;
}

const ROUTE_DOC = Symbol.for('ctg.routeDoc');

type DocumentedMiddleware = MiddlewareHandler & { [ROUTE_DOC]?: RouteDoc };

/**
 * Declares a route's contract: put it first among the route's handlers,
 * `app.post('/x', describeRoute({ summary, body: XSchema }), handler)`. It does nothing per request.
 */
export function describeRoute(doc: RouteDoc): MiddlewareHandler {
  const middleware: DocumentedMiddleware = async (_c, next) => {
    await next();
  };
  middleware[ROUTE_DOC] = doc;
  return middleware;
}

/**
 * describeRoute for each of a router's routes, each taking `defaults` (such as the router's usual
 * `auth`) for what it does not declare itself.
 */
export function describeRoutes<K extends string>(
  defaults: Partial<RouteDoc>,
  docs: Record<K, RouteDoc>,
): Record<K, MiddlewareHandler> {
  const entries = Object.entries<RouteDoc>(docs).map(([name, doc]) => [
    name,
    describeRoute({ ...defaults, ...doc }),
  ]);
  return Object.fromEntries(entries) as Record<K, MiddlewareHandler>;
}

// Hono wraps a mounted sub-app's handlers when the sub-app has its own error handler and keeps the
// original under this key (hono/utils/constants COMPOSED_HANDLER).
const COMPOSED_HANDLER = '__COMPOSED_HANDLER';

/** The RouteDoc attached to a registered handler, looking through Hono's mount wrappers. */
export function readRouteDoc(handler: unknown): RouteDoc | undefined {
  let current = handler as (DocumentedMiddleware & { [COMPOSED_HANDLER]?: unknown }) | undefined;
  for (let depth = 0; current && depth < 8; depth += 1) {
    if (current[ROUTE_DOC]) return current[ROUTE_DOC];
    current = current[COMPOSED_HANDLER] as typeof current;
  }
  return undefined;
}
