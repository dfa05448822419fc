/**
 * The interface language across devices (issue 13): the site forwards the reader's language to the
 * services, stores a signed-in traveller's choice on the profile, and at sign-in turns the profile's
 * stored language into this browser's cookie.
 */
import type { APIContext, AstroCookies } from 'astro';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as chooseLanguage } from '../../pages/preferences/language';
import { LOCALE_COOKIE } from '../../shared/i18n/languages';
import { storeProfileLanguage } from './interface-language';
import { callService, type RequestScope } from './service-client';
import { openSession } from './sign-in';
import { AUTH_TOKEN_COOKIE, PROFILE_EXPIRY_COOKIE } from './token-rules';
import { registerEmbeddedServices } from './transport';

const NOW = Date.parse('2026-11-24T10:00:00Z');

interface Call {
  path: string;
  language: string | null;
  body: unknown;
}
let calls: Call[];
let storedLanguage: string | null;

beforeEach(() => {
  calls = [];
  storedLanguage = null;
  registerEmbeddedServices(async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/svc\/[a-z]+/, '');
    const body = request.method === 'POST' ? await request.json().catch(() => null) : null;
    calls.push({ path, language: request.headers.get('Accept-Language'), body });
    const ok = (data: unknown) => Response.json({ status: 'Success', message: '', data, statusCode: 200 });
    if (path === '/Account/GetProfile') {
      return ok({
        id: 'a1',
        email: 'kenji@example.com',
        title: 'Mr',
        givenName: 'Kenji',
        familyName: 'Sato',
        role: 'traveller',
        language: storedLanguage,
      });
    }
    if (path === '/Profile/UpdateLanguage') return ok(body);
    return ok(null);
  });
});

function scope(cookies: Record<string, string> = {}, locale?: RequestScope['locale']) {
  const values = new Map(Object.entries(cookies));
  const jar = {
    get: (name: string) => (values.has(name) ? { value: values.get(name) as string } : undefined),
    has: (name: string) => values.has(name),
    set: (name: string, value: string) => void values.set(name, value),
    delete: (name: string) => void values.delete(name),
  } as unknown as AstroCookies;
  const requestScope: RequestScope = {
    cookies: jar,
    url: new URL('http://localhost:4321/'),
    now: () => NOW,
    clientIp: '203.0.113.9',
    requestId: 'req-lang',
    ...(locale ? { locale } : {}),
  };
  return { requestScope, values };
}

const signedIn = { [AUTH_TOKEN_COOKIE]: 'acct-token', [PROFILE_EXPIRY_COOKIE]: String(NOW + 3_600_000) };

describe('the language the site sends to the services', () => {
  it('is the reader’s interface language, as Accept-Language', async () => {
    await callService(scope({}, 'ja').requestScope, 'main', { path: '/Account/GetProfile', token: 'none' });
    expect(calls[0]?.language).toBe('ja');
  });
});

describe('signing in', () => {
  it('makes the profile’s stored language this browser’s language', async () => {
    storedLanguage = 'ko';
    const { requestScope, values } = scope({ [LOCALE_COOKIE]: 'en' });
    const session = await openSession(requestScope, 'acct-token', 3600);
    expect(session.profile?.language).toBe('ko');
    expect(values.get(LOCALE_COOKIE)).toBe('ko');
  });

  it('leaves the cookie alone when the profile has no language', async () => {
    const { requestScope, values } = scope({ [LOCALE_COOKIE]: 'id' });
    await openSession(requestScope, 'acct-token', 3600);
    expect(values.get(LOCALE_COOKIE)).toBe('id');
  });
});

describe('storing the choice on the profile', () => {
  it('calls /Profile/UpdateLanguage for a signed-in traveller', async () => {
    expect(await storeProfileLanguage(scope(signedIn).requestScope, 'zh-CN')).toBe(true);
    expect(calls).toEqual([
      expect.objectContaining({ path: '/Profile/UpdateLanguage', body: { language: 'zh-CN' } }),
    ]);
  });

  it('does nothing signed out', async () => {
    expect(await storeProfileLanguage(scope().requestScope, 'ja')).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('POST /preferences/language', () => {
  function post(form: Record<string, string>, cookies: Record<string, string>) {
    const { requestScope, values } = scope(cookies);
    const url = new URL('http://localhost:4321/preferences/language');
    const context = {
      request: new Request(url, { method: 'POST', body: new URLSearchParams(form) }),
      url,
      cookies: requestScope.cookies,
      locals: { scope: requestScope, t: (key: string) => key },
      redirect: (to: string, status: number) => new Response(null, { status, headers: { Location: to } }),
    } as unknown as APIContext;
    return { response: chooseLanguage(context), values };
  }

  it('sets the cookie and, signed in, stores the language on the profile', async () => {
    const { response, values } = post({ lang: 'ja', returnUrl: '/flight/result' }, signedIn);
    const answer = await response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/flight/result');
    expect(values.get(LOCALE_COOKIE)).toBe('ja');
    expect(calls).toEqual([
      expect.objectContaining({ path: '/Profile/UpdateLanguage', body: { language: 'ja' }, language: 'ja' }),
    ]);
  });

  it('refuses an unknown language without touching cookie or profile', async () => {
    const { response, values } = post({ lang: 'fr' }, signedIn);
    expect((await response).status).toBe(400);
    expect(values.has(LOCALE_COOKIE)).toBe(false);
    expect(calls).toEqual([]);
  });
});
