/**
 * The same-origin /api/* endpoints against the built server: random methods, content types, bodies and
 * query strings never produce a 5xx, and every answer carries the security headers. The routes come
 * from the file tree (support/api-fuzz-cases.ts), so a new endpoint is fuzzed without editing this file.
 *
 * The seed is fixed so a run is repeatable; a failure prints it with the counterexample. To explore
 * further, set API_FUZZ_SEED (and API_FUZZ_RUNS, the cases per route).
 */
import type { APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { OAuth2Server } from 'oauth2-mock-server';
import { expect, test } from './fixtures';
import {
  apiRoutes,
  bodies,
  bodyBytes,
  contentTypes,
  methods,
  queryStrings,
  type BodyCase,
} from './support/api-fuzz-cases';

const SEED = Number(process.env.API_FUZZ_SEED ?? 20_261_123);
const RUNS_PER_ROUTE = Number(process.env.API_FUZZ_RUNS ?? 40);

interface Sent {
  method: string;
  path: string;
  query: string;
  contentType: string | undefined;
  origin: 'same' | 'foreign' | 'none';
  body: BodyCase;
}

function expectSecurityHeaders(headers: Record<string, string>, what: string): void {
  expect(headers['x-content-type-options'], `X-Content-Type-Options of ${what}`).toBe('nosniff');
  expect(headers['x-frame-options'], `X-Frame-Options of ${what}`).toBe('DENY');
  expect(headers['referrer-policy'], `Referrer-Policy of ${what}`).toBeTruthy();
  expect(headers['content-security-policy'] ?? '', `CSP of ${what}`).toContain("frame-ancestors 'none'");
}

function isDecodable(url: string): boolean {
  try {
    decodeURI(url);
    return true;
  } catch {
    return false;
  }
}

async function send(request: APIRequestContext, baseURL: string, sent: Sent) {
  const headers: Record<string, string> = {};
  if (sent.contentType !== undefined) headers['Content-Type'] = sent.contentType;
  if (sent.origin === 'same') headers.Origin = baseURL;
  if (sent.origin === 'foreign') headers.Origin = 'https://evil.example';
  // A body on GET or HEAD is not something HTTP clients send. An address that does not decode is
  // refused before its body is read, and the connection closed: a client still sending megabytes then
  // fails to write (EPIPE) before it reads the answer, which says nothing about the site.
  const withBody =
    sent.method !== 'GET' && sent.method !== 'HEAD' && isDecodable(`${sent.path}?${sent.query}`);
  const data = withBody ? bodyBytes(sent.body) : undefined;
  return request.fetch(`${sent.path}${sent.query ? `?${sent.query}` : ''}`, {
    method: sent.method,
    headers,
    ...(data === undefined ? {} : { data }),
    maxRedirects: 0,
    failOnStatusCode: false,
    timeout: 30_000,
  });
}

test.describe('every /api endpoint', () => {
  const routes = apiRoutes();

  // The e2e server signs in with Google against a local OpenID provider (playwright.config.ts: the
  // site's port + 20). Without it running, a well-formed "start Google sign-in" case meets a provider
  // that does not answer, which the Main API rightly reports as 502: an outage, not the request's
  // content. So the provider runs here too, as it does in social.spec.ts (already up: that one serves).
  const oidc = new OAuth2Server();
  let oidcStarted = false;
  test.beforeAll(async () => {
    const port = Number(new URL(String(test.info().project.use.baseURL)).port) + 20;
    oidc.issuer.url = `http://127.0.0.1:${port}`;
    await oidc.issuer.keys.generate('RS256');
    try {
      await oidc.start(port, '127.0.0.1');
      oidcStarted = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    }
  });
  test.afterAll(async () => {
    if (oidcStarted) await oidc.stop();
  });

  // The first requests after start open the database and load the routes; under load that can take
  // longer than one request's timeout, which is not what these tests measure.
  test.beforeAll(async ({ playwright }, testInfo) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const first = await api.post('/api/cmsRequest', { data: { url: '/home' }, timeout: 110_000 });
    expect(first.status()).toBeLessThan(500);
    await api.dispose();
  });

  test('the route list comes from src/pages/api', () => {
    expect(routes.map((route) => route.pattern)).toEqual(
      expect.arrayContaining(['/api/cmsRequest', '/api/booking/[...path]', '/api/Hotel/RequestService']),
    );
  });

  routes.forEach((route, index) => {
    test(`${route.pattern}: random requests never answer 5xx`, async ({ request, baseURL }) => {
      test.setTimeout(90_000);
      const sentCase = fc.record({
        method: methods,
        path: route.paths,
        query: queryStrings,
        contentType: contentTypes,
        // Most cases carry the site's own Origin, so Astro's origin check lets them reach the handler.
        origin: fc.constantFrom(
          'same' as const,
          'same' as const,
          'same' as const,
          'foreign' as const,
          'none' as const,
        ),
        body: bodies,
      });
      // Which answers the cases got, in the report: shows how many reached the handlers (not only 403/404).
      const statuses: Record<number, number> = {};
      await fc.assert(
        fc.asyncProperty(sentCase, async (sent) => {
          const response = await send(request, baseURL!, sent);
          statuses[response.status()] = (statuses[response.status()] ?? 0) + 1;
          const what = `${sent.method} ${sent.path} (answered ${response.status()})`;
          expect(response.status(), `${what}: ${await response.text().catch(() => '')}`).toBeLessThan(500);
          expectSecurityHeaders(response.headers(), what);
        }),
        // Shrinking would resend large bodies many times; the counterexample is readable as it is.
        { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      test.info().annotations.push({ type: 'statuses', description: JSON.stringify(statuses) });
    });
  });

  // Refused by the Node server's request guard before Astro (src/lib/routing/node-request-guard.server.ts).
  test('an address that does not decode answers 4xx with the security headers', async ({ request }) => {
    for (const path of ['/api/cmsRequest?q=%E0%A4', '/api/booking/%zz', '/?a=%']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expectSecurityHeaders(response.headers(), path);
    }
  });
});

/** A nested document at the given depth, as text (JSON.stringify itself overflows on these). */
const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

test.describe('deeply nested JSON', () => {
  const passThroughs: [method: string, path: string, wrap: (nested: string) => string][] = [
    ['POST', '/api/booking/AirShopping/Search', (nested) => `{"search":${nested}}`],
    ['POST', '/api/booking/ShortlistedFlight/Add', (nested) => nested],
    ['POST', '/api/main/Signup/AccountSignup', (nested) => `{"firstName":${nested}}`],
    ['POST', '/api/cmsRequest', (nested) => `{"url":"/home","extra":${nested}}`],
    [
      'POST',
      '/api/Hotel/RequestService',
      (nested) => `{"apiConfig":{"url":"/AutoComplete","method":"POST","data":${nested}}}`,
    ],
    ['POST', '/api/loginToken', (nested) => `{"username":${nested}}`],
    ['PUT', '/api/content-editor/entries/pages/home', (nested) => `{"body":${nested}}`],
  ];
  for (const [method, path, wrap] of passThroughs) {
    for (const [shape, nested] of [
      ['arrays', nestedArrays(5_000)],
      ['objects', nestedObjects(5_000)],
    ] as const) {
      test(`${method} ${path} with 5,000 levels of ${shape} answers 400`, async ({ request, baseURL }) => {
        const response = await request.fetch(path, {
          method,
          headers: { 'Content-Type': 'application/json', Origin: baseURL! },
          data: wrap(nested),
        });
        expect(response.status()).toBe(400);
        expect(await response.json()).toMatchObject({
          status: 'Failed',
          message: 'The request body is nested too deeply',
        });
        expectSecurityHeaders(response.headers(), path);
      });
    }
  }
});
