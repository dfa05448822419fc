/**
 * What tests/e2e/api-fuzz.spec.ts sends: every file route under src/pages/api (read from the file tree,
 * so a new endpoint is covered without editing the test), and fast-check arbitraries for methods,
 * content types, bodies and query strings. Bodies are generated as small descriptions and built just
 * before sending, so a counterexample prints as "deep object, 5000 levels", not as 5,000 brackets.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { BOOKING_PASS_THROUGH, MAIN_PASS_THROUGH } from '../../../src/lib/api/endpoint-allowlist';

const API_DIR = fileURLToPath(new URL('../../../src/pages/api', import.meta.url));
const ROUTE_FILE = /\.(ts|js|mjs|astro)$/;

export interface ApiRoute {
  /** The route as written in the tree, e.g. /api/booking/[...path]. */
  pattern: string;
  /** Paths that reach the route: the pattern itself, or real and random fillings of its parameters. */
  paths: fc.Arbitrary<string>;
}

/** Real sub-paths of the catch-all pass-throughs, so fuzzed bodies reach the handlers' body readers. */
const KNOWN_SUB_PATHS: Record<string, string[]> = {
  '/api/booking/[...path]': Object.keys(BOOKING_PASS_THROUGH).map((path) => path.slice(1)),
  '/api/main/[...path]': Object.keys(MAIN_PASS_THROUGH).map((path) => path.slice(1)),
  '/api/content-editor/[...path]': [
    'entries/pages/home',
    'entries/insights/qantas-a380',
    'entries/deals/bali-escape/publish',
    'entries/pages/home/unpublish',
  ],
};

// Path segments as a client could send them, percent-garbage included ('%zz', a lone '%').
const segment = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9._~-]{1,16}$/),
  fc.constantFrom('%', '%zz', '%E0%A4', '%00', '%2F', '..', '%2e%2e', 'Login', 'Profile'),
);
const randomSubPath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));

function fillPattern(pattern: string): fc.Arbitrary<string> {
  const known = KNOWN_SUB_PATHS[pattern] ?? [];
  const parts = pattern.split('/').map((part): fc.Arbitrary<string> => {
    if (/^\[\.\.\..+\]$/.test(part))
      return known.length
        ? fc.oneof(
            { arbitrary: fc.constantFrom(...known), weight: 3 },
            { arbitrary: randomSubPath, weight: 1 },
          )
        : randomSubPath;
    if (/^\[.+\]$/.test(part)) return segment;
    return fc.constant(part);
  });
  return fc.tuple(...parts).map((filled) => filled.join('/'));
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    // Astro leaves out files and folders whose name starts with "_" (helpers beside the routes).
    if (name.startsWith('_')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return routeFiles(path);
    return ROUTE_FILE.test(name) && !/\.(test|spec)\.[a-z]+$/.test(name) ? [path] : [];
  });
}

/** Every same-origin API route in the tree. */
export function apiRoutes(): ApiRoute[] {
  return routeFiles(API_DIR)
    .map((file) => {
      const route = relative(API_DIR, file).split(sep).join('/').replace(ROUTE_FILE, '');
      return `/api/${route.replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
    })
    .sort()
    .map((pattern) => ({ pattern, paths: fillPattern(pattern) }));
}

// POST is what reads a body, so it gets more of the cases.
export const methods = fc.oneof(
  { arbitrary: fc.constant('POST'), weight: 3 },
  { arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'), weight: 4 },
);

/** undefined: no Content-Type header at all. */
export const contentTypes = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 2 },
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=fuzz-boundary',
    'multipart/form-data',
    undefined,
  ),
  // Garbage, limited to what an HTTP client can put in a header at all.
  fc.stringMatching(/^[\x21-\x7e][\x20-\x7e]{0,40}$/),
);

export type BodyCase =
  | { kind: 'none' }
  | { kind: 'empty' }
  | { kind: 'json'; value: unknown }
  | { kind: 'json-object'; value: Record<string, unknown> }
  | { kind: 'deep'; shape: 'arrays' | 'objects' | 'mixed'; levels: number; wrapped: boolean }
  | { kind: 'large-string'; bytes: number }
  | { kind: 'bytes'; bytes: number[] }
  | { kind: 'form'; pairs: [string, string][] }
  | { kind: 'multipart'; pairs: [string, string][]; truncated: boolean }
  | { kind: 'text'; text: string };

// Byte sequences that are not UTF-8: a lone continuation byte, an overlong form, a cut sequence, 0xFF.
const invalidUtf8 = fc.constantFrom([0x80], [0xc0, 0xaf], [0xe2, 0x82], [0xff, 0xfe], [0xed, 0xa0, 0x80]);

export const bodies: fc.Arbitrary<BodyCase> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.constant({ kind: 'empty' as const }),
  fc.jsonValue({ maxDepth: 6 }).map((value) => ({ kind: 'json' as const, value })),
  fc
    .dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 4 }), { maxKeys: 6 })
    .map((value) => ({ kind: 'json-object' as const, value })),
  fc.record({
    kind: fc.constant('deep' as const),
    shape: fc.constantFrom('arrays' as const, 'objects' as const, 'mixed' as const),
    levels: fc.oneof(fc.integer({ min: 20, max: 40 }), fc.constantFrom(5_000, 20_000)),
    wrapped: fc.boolean(),
  }),
  fc
    .constantFrom(100 * 1024, 300 * 1024, 3.5 * 1024 * 1024, 5 * 1024 * 1024)
    .map((bytes) => ({ kind: 'large-string' as const, bytes })),
  fc
    .tuple(fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 40 }), invalidUtf8)
    .map(([prefix, bad]) => ({ kind: 'bytes' as const, bytes: [...prefix, ...bad] })),
  fc
    .array(fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 })), { maxLength: 6 })
    .map((pairs) => ({ kind: 'form' as const, pairs })),
  fc
    .record({
      pairs: fc.array(fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 })), { maxLength: 4 }),
      truncated: fc.boolean(),
    })
    .map((parts) => ({ kind: 'multipart' as const, ...parts })),
  fc.string({ maxLength: 200 }).map((text) => ({ kind: 'text' as const, text })),
);

function deepJson(shape: 'arrays' | 'objects' | 'mixed', levels: number): string {
  if (shape === 'arrays') return `${'['.repeat(levels)}${']'.repeat(levels)}`;
  if (shape === 'objects') return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  const half = Math.floor(levels / 2);
  return `${'{"a":['.repeat(half)}0${']}'.repeat(half)}`;
}

/** The bytes to send for a body case (undefined: no body). */
export function bodyBytes(body: BodyCase): Buffer | undefined {
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'empty':
      return Buffer.alloc(0);
    case 'json':
    case 'json-object':
      return Buffer.from(JSON.stringify(body.value) ?? 'null');
    case 'deep': {
      const nested = deepJson(body.shape, body.levels);
      // Wrapped in an object, so it passes a "must be a JSON object" check and reaches the handler.
      return Buffer.from(
        body.wrapped ? `{"url":"/home","apiConfig":{"url":"/AutoComplete"},"data":${nested}}` : nested,
      );
    }
    case 'large-string':
      return Buffer.from(`{"email":"${'a'.repeat(body.bytes)}"}`);
    case 'bytes':
      return Buffer.from(body.bytes);
    case 'form':
      return Buffer.from(new URLSearchParams(body.pairs).toString());
    case 'multipart': {
      const parts = body.pairs.map(
        ([name, value]) =>
          `--fuzz-boundary\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"\r\n\r\n${value}\r\n`,
      );
      return Buffer.from(body.truncated ? parts.join('') : `${parts.join('')}--fuzz-boundary--\r\n`);
    }
    case 'text':
      return Buffer.from(body.text);
  }
}

// Query keys and values: readable text (encoded), percent-escapes, and names the endpoints read.
const queryPart = fc.oneof(
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom('%00', '%2B', '+', '%2F', '%25', '%0D%0A', '%3Cscript%3E', '%C3%A9', ''),
  fc.constantFrom('fc-preview', 'mode', 'preview', 'returnUrl', 'provider', 'limit', 'path', 'next'),
  fc.stringMatching(/^[0-9]{1,12}$/),
);
// Escapes that do not decode ('%zz', a lone '%', cut or invalid UTF-8): the server refuses the address
// before any handler, so they are a small share of the cases.
const undecodable = fc.constantFrom('%', '%zz', '%E0%A4', '%FF', '%%%');

const pairs = (part: fc.Arbitrary<string>) =>
  fc
    .array(fc.tuple(part, part), { maxLength: 12 })
    .map((list) => list.map(([key, value]) => `${key}=${value}`).join('&'));

export const queryStrings = fc.oneof(
  { arbitrary: pairs(queryPart), weight: 5 },
  { arbitrary: pairs(fc.oneof(queryPart, undecodable)), weight: 1 },
);
