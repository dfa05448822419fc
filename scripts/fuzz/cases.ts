/**
 * Request cases for one OpenAPI operation: mostly schema-valid (from its parameter and body schemas),
 * plus negative ones (wrong types, missing required, extra properties, huge strings, non-JSON bodies,
 * random query strings, missing headers).
 */
import fc from 'fast-check';
import { arbitraryOf, mergeAllOf, type Hints, type JsonSchema } from './json-schema-arbitrary';

export interface Operation {
  service: string;
  /** The service's base path, e.g. /svc/main. */
  mount: string;
  method: string;
  /** OpenAPI path template, e.g. /menus/{key}. */
  path: string;
  parameters: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  body?: JsonSchema;
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: Array<Record<string, unknown>>;
  /** The document's components, where a response schema's `$ref`s point (recursive schemas). */
  components?: Record<string, unknown>;
}

export interface FuzzRequest {
  /** Which generator made it: valid, or the negative rule. */
  kind: string;
  method: string;
  /** Path and query under the server root, e.g. /svc/content/menus/main?preview=1. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The site every token is issued for; bodies carry it so requests pass the site check. */
export const SITE_ID = 'web';
/** A date `days` from now (the services' clock is the real one): hotel stays need future dates. */
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
// Hotel API fields, so most of its cases get past validation into the search and its session.
const HOTEL_HINTS: Hints = {
  location: 'MEL',
  propertyId: 'htl_MEL_001',
  checkInDate: daysFromNow(14),
  checkOutDate: daysFromNow(17),
};
// The hotel OrderCreate's guest form and the bookings' consent: random names, emails and mobiles never
// pass their rules, so without these its cases would all stop at 400 before the quote and payment checks.
const HOTEL_ORDER_HINTS: Hints = {
  guest: {
    title: 'Ms',
    firstName: 'Alex',
    lastName: 'Traveller',
    contact: {
      email: 'fuzz.guest@example.com',
      mobile: { mobileCountry: 'AU', mobileNumber: '0412 345 678' },
    },
    specialRequests: '',
  },
  consent: { termsAccepted: true, detailsConfirmed: true },
};
// The fare calendar's month (random strings never match YYYY-MM): next month, so its cases reach the engine.
const CALENDAR_HINTS: Hints = { month: daysFromNow(31).slice(0, 7) };
// The documents' buyer ABN (issue 23): random digits rarely pass the ABN check, so give one that does
// and let the cases reach the order lookup (404 for the random order ids).
const DOCUMENT_HINTS: Hints = { abn: '11 383 413 056' };
// Price tracking (issue 25): a search that resolves and is in the bookable range, so its cases reach
// the pricing and the per-email cap rather than stopping at the date and place checks.
const TRACKING_HINTS: Hints = {
  search: {
    journeys: [
      { depCode: 'SYD', depCodeType: 'C', arrCode: 'MEL', arrCodeType: 'C', depDate: daysFromNow(30) },
    ],
    passengerInfos: [{ passengerType: 'Adult', count: 1 }],
    cabinClass: 'Business',
  },
};
const HINTS: Hints = {
  siteId: SITE_ID,
  ...HOTEL_HINTS,
  ...HOTEL_ORDER_HINTS,
  ...CALENDAR_HINTS,
  ...DOCUMENT_HINTS,
  ...TRACKING_HINTS,
};

/** A body past the services' JSON limit (256 KB). */
const HUGE = 'x'.repeat(300 * 1024);

const slugLike = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/);
const anyText = fc.string({ maxLength: 60, unit: 'grapheme' });

/** Header values must be visible ASCII to be sent at all. */
const headerSafe = (value: unknown) =>
  String(value)
    .replace(/[^\x21-\x7e]/g, '')
    .slice(0, 200);

const acceptLanguage = fc.oneof(
  fc.constantFrom('ja-JP,ja;q=0.9', 'zh-Hans', 'zh-CN', 'id;q=abc', '*', ';;,,', 'ko-KR,en;q=2', 'xx'),
  anyText.map(headerSafe),
);

/** Whether a path value is, or (for a multi-segment path) holds, a dot segment the URL parser removes. */
export function isDotSegment(value: string): boolean {
  return value.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
}

export function casesFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const headerParams = operation.parameters.filter((p) => p.in === 'header');

  // Mostly what the parameter's schema allows, sometimes any slug or text. Never empty, never a dot
  // segment ("." or "..", which the URL standard removes before sending, also as %2E): "/media/." and
  // "/media/" ask for "/media/", a different operation, and its answer says nothing of this one.
  const pathValues = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        fc
          .oneof(
            { weight: 2, arbitrary: arbitraryOf(p.schema).map(String) },
            slugLike,
            anyText.filter((s) => s.length > 0),
          )
          .filter((value) => value !== '' && !isDotSegment(value)),
      ]),
    ),
  );
  const queryValues = fc.record(
    Object.fromEntries(queryParams.map((p) => [p.name, arbitraryOf(p.schema, HINTS).map(String)])),
    { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
  );
  const headerValues = fc.record(
    Object.fromEntries(headerParams.map((p) => [p.name, arbitraryOf(p.schema, HINTS).map(headerSafe)])),
  );
  const validBody = operation.body ? arbitraryOf(operation.body, HINTS) : fc.constant(undefined);

  const build = (
    kind: string,
    path: Record<string, string>,
    query: Record<string, string>,
    headers: Record<string, string>,
    body: string | undefined,
  ): FuzzRequest => {
    const filled = operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
      name === 'path'
        ? String(path[name]).split('/').map(encodeURIComponent).join('/')
        : encodeURIComponent(String(path[name])),
    );
    const search = new URLSearchParams(query).toString();
    return {
      kind,
      method: operation.method.toUpperCase(),
      url: `${operation.mount}${filled}${search ? `?${search}` : ''}`,
      headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body,
    };
  };

  const valid = fc
    .tuple(pathValues, queryValues, headerValues, validBody)
    .map(([path, query, headers, body]) =>
      build('valid', path, query, headers, operation.body ? JSON.stringify(body) : undefined),
    );

  const negatives: Array<fc.Arbitrary<FuzzRequest>> = [
    // A query string of random names and values.
    fc
      .tuple(pathValues, fc.dictionary(anyText, anyText, { maxKeys: 4 }), headerValues, validBody)
      .map(([path, query, headers, body]) =>
        build('random query', path, query, headers, operation.body ? JSON.stringify(body) : undefined),
      ),
    // Query parameters of the wrong shape (arbitrary strings for every declared one).
    ...(queryParams.length
      ? [
          fc
            .tuple(
              pathValues,
              fc.record(Object.fromEntries(queryParams.map((p) => [p.name, anyText]))),
              headerValues,
            )
            .map(([path, query, headers]) => build('bad query values', path, query, headers, undefined)),
        ]
      : []),
    // Any Accept-Language: every service reads it for the language of the emails it sends
    // (src/services/http/request-language.ts), so odd ones must not break a request.
    fc
      .tuple(pathValues, queryValues, headerValues, validBody, acceptLanguage)
      .map(([path, query, headers, body, language]) =>
        build(
          'odd Accept-Language',
          path,
          query,
          { ...headers, 'Accept-Language': language },
          operation.body ? JSON.stringify(body) : undefined,
        ),
      ),
    // Without the required headers.
    ...(headerParams.length
      ? [
          fc
            .tuple(pathValues, queryValues, validBody)
            .map(([path, query, body]) =>
              build('no headers', path, query, {}, operation.body ? JSON.stringify(body) : undefined),
            ),
        ]
      : []),
  ];

  if (operation.body) {
    const bodyCase = (kind: string, body: fc.Arbitrary<string>) =>
      fc
        .tuple(pathValues, queryValues, headerValues, body)
        .map(([path, query, headers, text]) => build(kind, path, query, headers, text));
    const objectSchema = operation.body.allOf
      ? mergeAllOf(operation.body.allOf as JsonSchema[])
      : operation.body;
    const required = (objectSchema.required as string[] | undefined) ?? [];
    const properties = Object.keys((objectSchema.properties as object | undefined) ?? {});
    negatives.push(
      bodyCase('not JSON', fc.oneof(fc.constant('{"unterminated": '), anyText, fc.constant('<xml/>'))),
      bodyCase(
        'wrong JSON type',
        fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      ),
      bodyCase('huge body', fc.constant(JSON.stringify({ value: HUGE }))),
      bodyCase(
        'extra properties',
        fc
          .tuple(validBody, fc.dictionary(anyText, fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 3 }))
          .map(([body, extra]) => JSON.stringify(isObject(body) ? { ...extra, ...body } : extra)),
      ),
      bodyCase(
        'deep nesting',
        fc.integer({ min: 50, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
      ),
    );
    if (required.length) {
      negatives.push(
        bodyCase(
          'missing required',
          fc.tuple(validBody, fc.constantFrom(...required)).map(([body, name]) => {
            const copy = isObject(body) ? { ...body } : {};
            delete copy[name];
            return JSON.stringify(copy);
          }),
        ),
      );
    }
    if (properties.length) {
      negatives.push(
        bodyCase(
          'wrong property type',
          fc
            .tuple(
              validBody,
              fc.constantFrom(...properties),
              fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant('y'.repeat(20_000))),
            )
            .map(([body, name, value]) => JSON.stringify({ ...(isObject(body) ? body : {}), [name]: value })),
        ),
      );
    }
  }

  // Three valid cases to every negative one.
  return fc.oneof({ weight: 3 * negatives.length, arbitrary: valid }, ...negatives);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
