import type { AstroCookies } from 'astro';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearContentReadCache } from './content-read-cache';
import { callService, forgetSiteToken, obtainPublicToken, type RequestScope } from './service-client';
import {
  AUTH_TOKEN_COOKIE,
  LOGGED_OUT_COOKIE,
  PROFILE_EXPIRY_COOKIE,
  PUBLIC_TOKEN_COOKIE,
} from './token-rules';
import { registerEmbeddedServices } from './transport';

/** A cookie jar with the parts of AstroCookies the clients use. */
function cookieJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const jar = {
    get: (name: string) => (values.has(name) ? { value: values.get(name) as string } : undefined),
    has: (name: string) => values.has(name),
    set: (name: string, value: string) => void values.set(name, value),
    delete: (name: string) => void values.delete(name),
  };
  return { cookies: jar as unknown as AstroCookies, values };
}

interface Seen {
  path: string;
  authorization: string | null;
  channel: string | null;
  site: string | null;
}

let seen: Seen[];
let issued: number;
/** Content answers 401 to this token, as a service does for a token it no longer accepts. */
let refusedToken: string | undefined;

beforeEach(() => {
  forgetSiteToken();
  clearContentReadCache();
  seen = [];
  issued = 0;
  refusedToken = undefined;
  registerEmbeddedServices(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/svc\/[a-z]+/, '');
    seen.push({
      path,
      authorization: request.headers.get('Authorization'),
      channel: request.headers.get('X-Channel-Code'),
      site: request.headers.get('X-Site-Code'),
    });
    if (path === '/Login/publicToken') {
      issued += 1;
      return Response.json({ access_token: `guest-${issued}`, token_type: 'Bearer', expires_in: 86_400 });
    }
    if (path === '/Account/GetProfile') {
      return Response.json(
        { status: 'Failed', message: 'Your session has ended', data: null, statusCode: 401 },
        { status: 401 },
      );
    }
    if (request.headers.get('Authorization') === `Bearer ${refusedToken}`) {
      return Response.json(
        { status: 'Failed', message: 'Token refused', data: null, statusCode: 401 },
        { status: 401 },
      );
    }
    return Response.json({ status: 'Success', message: '', data: { ok: true }, statusCode: 200 });
  });
});

function scope(initial: Record<string, string> = {}) {
  const jar = cookieJar(initial);
  const requestScope: RequestScope = {
    cookies: jar.cookies,
    url: new URL('http://localhost:4321/'),
    now: () => Date.parse('2026-11-21T10:00:00Z'),
    clientIp: '203.0.113.9',
    requestId: 'req-1',
  };
  return { requestScope, values: jar.values };
}

describe('service client token rules', () => {
  it('obtains a public token for the visitor when there is none', async () => {
    const { requestScope, values } = scope();
    await callService(requestScope, 'booking', { path: '/ShortlistedFlight/List', body: {} });
    expect(seen.map((call) => call.path)).toEqual(['/Login/publicToken', '/ShortlistedFlight/List']);
    expect(seen[1]?.authorization).toBe('Bearer guest-1');
    expect(values.get(PUBLIC_TOKEN_COOKIE)).toMatch(/\|guest-1$/);
  });

  it('reads published content with the site token and channel and site codes, then from the short cache', async () => {
    const visitor = scope();
    await callService(visitor.requestScope, 'content', { path: '/menus/main' });
    expect(seen[1]).toMatchObject({
      path: '/menus/main',
      authorization: 'Bearer guest-1',
      channel: 'web',
      site: 'ctg-au-web',
    });
    // The visitor got no token of their own: the page can be served without setting a cookie.
    expect(visitor.values.has(PUBLIC_TOKEN_COOKIE)).toBe(false);

    const another = scope();
    expect(await callService(another.requestScope, 'content', { path: '/menus/main' })).toMatchObject({
      kind: 'ok',
    });
    expect(seen).toHaveLength(2);
    // Drafts (preview) are never served from the cache.
    await callService(another.requestScope, 'content', { path: '/menus/main', query: { preview: '1' } });
    await callService(another.requestScope, 'content', { path: '/menus/main', query: { preview: '1' } });
    expect(seen.filter((call) => call.path === '/menus/main')).toHaveLength(3);
  });

  it('refreshes the public token and retries once on 401', async () => {
    const { requestScope } = scope();
    await obtainPublicToken(requestScope, { force: false });
    refusedToken = 'guest-1';
    const outcome = await callService(requestScope, 'content', { path: '/home', token: 'public' });
    expect(outcome).toMatchObject({ kind: 'ok' });
    expect(seen.map((call) => `${call.path} ${call.authorization ?? ''}`)).toEqual([
      '/Login/publicToken ',
      '/home Bearer guest-1',
      '/Login/publicToken ',
      '/home Bearer guest-2',
    ]);
  });

  it('uses the account token while the profile cookie is in the future, the public token after', async () => {
    const live = scope({
      [AUTH_TOKEN_COOKIE]: 'account-1',
      [PROFILE_EXPIRY_COOKIE]: String(Date.parse('2026-11-21T11:00:00Z')),
    });
    await callService(live.requestScope, 'booking', { path: '/ShortlistedFlight/List', body: {} });
    expect(seen.at(-1)?.authorization).toBe('Bearer account-1');

    const expired = scope({
      [AUTH_TOKEN_COOKIE]: 'account-1',
      [PROFILE_EXPIRY_COOKIE]: String(Date.parse('2026-11-21T09:00:00Z')),
    });
    await callService(expired.requestScope, 'booking', { path: '/ShortlistedFlight/List', body: {} });
    expect(seen.at(-1)?.authorization).toBe('Bearer guest-1');
  });

  it('signs the user out and marks it when an account call answers 401', async () => {
    const { requestScope, values } = scope({
      [AUTH_TOKEN_COOKIE]: 'account-1',
      [PROFILE_EXPIRY_COOKIE]: String(Date.parse('2026-11-21T11:00:00Z')),
    });
    await expect(
      callService(requestScope, 'main', { path: '/Account/GetProfile', token: 'account' }),
    ).rejects.toMatchObject({
      signedOut: true,
      httpStatus: 401,
    });
    expect(values.has(AUTH_TOKEN_COOKIE)).toBe(false);
    expect(values.has(PROFILE_EXPIRY_COOKIE)).toBe(false);
    expect(values.get(LOGGED_OUT_COOKIE)).toBe('1');
  });
});

describe('service client bodies', () => {
  /** 5,000 levels: JSON.parse builds it, JSON.stringify overflows the stack on it. */
  const deepObject = () => JSON.parse(`${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`) as unknown;
  const cyclic = () => {
    const node: Record<string, unknown> = {};
    node.self = node;
    return node;
  };

  it.each([
    ['a BigInt', () => ({ amount: 10n })],
    ['a cycle', cyclic],
    ['5,000 levels of nesting', deepObject],
  ])('refuses a body holding %s with a 400, sending nothing', async (_, body) => {
    const { requestScope } = scope();
    await expect(
      callService(requestScope, 'booking', { path: '/AirShopping/Search', body: body() }),
    ).rejects.toMatchObject({ name: 'ApiError', httpStatus: 400 });
    expect(seen.map((call) => call.path)).not.toContain('/AirShopping/Search');
  });
});
