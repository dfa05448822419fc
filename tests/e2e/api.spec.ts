import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { CODE, waitForEmail } from './support/travellers';

/** The demo account seeded on first start (README). */
const DEMO = { username: 'demo@ctg.example', password: 'Harbour-Bridge-2026!' };

const post = (request: APIRequestContext, path: string, data: unknown = {}) =>
  request.post(path, { data, headers: { 'Content-Type': 'application/json' } });

function setCookies(response: APIResponse): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const header of response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')) {
    const name = header.value.split('=')[0] ?? '';
    cookies.set(name, header.value);
  }
  return cookies;
}

/** The newest 6-digit code emailed to the address, from the development outbox. */
async function emailedCode(request: APIRequestContext, to: string, after: number): Promise<string> {
  return (await waitForEmail(request, to, after, CODE))[1];
}

test.describe('token endpoints', () => {
  test('obtainPublicToken keeps the guest token in an HttpOnly cookie and shows only its expiry', async ({
    request,
  }) => {
    const response = await post(request, '/api/obtainPublicToken');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'Success', data: { token_type: 'Bearer' } });
    // expires_in (86 400 s) minus 900 s, counted from now.
    expect(body.data.expires).toBeGreaterThan(Date.now() + 85_000_000);
    expect(body.data.expires).toBeLessThan(Date.now() + 85_600_000);
    expect(JSON.stringify(body)).not.toContain('access_token');
    const cookie = setCookies(response).get('ctg_pub_token') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    // A second call reuses the valid token instead of obtaining a new one.
    const again = await post(request, '/api/obtainPublicToken');
    expect(setCookies(again).has('ctg_pub_token')).toBe(false);
  });

  test('publictoken always refreshes the guest token', async ({ request }) => {
    const first = setCookies(await post(request, '/api/publictoken')).get('ctg_pub_token');
    const second = setCookies(await post(request, '/api/publictoken')).get('ctg_pub_token');
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  test('loginToken starts a two-step sign-in; authToken completes it; token and logout follow', async ({
    request,
  }) => {
    const started = Date.now();
    const login = await post(request, '/api/loginToken', DEMO);
    expect(login.status()).toBe(200);
    const step = await login.json();
    expect(step.data).toMatchObject({
      loginStatus: 'SuccessWith2FARequired',
      maskedEmail: expect.stringContaining('@'),
    });
    // The pending sign-in stays server-side: no loginToken for page script.
    expect(JSON.stringify(step)).not.toContain('loginToken');
    expect(setCookies(login).get('ctg_login_challenge')).toMatch(/HttpOnly/i);

    const code = await emailedCode(request, DEMO.username, started);
    const verified = await post(request, '/api/authToken', { code });
    expect(verified.status()).toBe(200);
    const body = await verified.json();
    expect(body.data).toMatchObject({
      tokenType: 'Bearer',
      profile: { givenName: 'Olivia', email: DEMO.username },
    });
    expect(JSON.stringify(body)).not.toContain('access_token');
    const cookies = setCookies(verified);
    expect(cookies.get('ctg_auth_token')).toMatch(/HttpOnly/i);
    expect(cookies.get('ctg_fb_profile_exp')).not.toMatch(/HttpOnly/i);

    const session = await post(request, '/api/token');
    expect(session.status()).toBe(200);
    const sessionBody = await session.json();
    expect(sessionBody.data).toMatchObject({ tokenType: 'Bearer', profile: { familyName: 'Nguyen' } });
    expect(sessionBody.data.tokenExpire).toBeGreaterThan(Date.now());

    expect((await post(request, '/api/logout')).status()).toBe(200);
    expect((await post(request, '/api/token')).status()).toBe(401);
  });

  test('loginToken refuses wrong credentials and bad input without a 500', async ({ request }) => {
    const wrong = await post(request, '/api/loginToken', {
      username: DEMO.username,
      password: 'not-the-password',
    });
    expect(wrong.status()).toBe(400);
    expect(await wrong.json()).toMatchObject({ status: 'Failed', message: 'Invalid username password' });

    const missing = await post(request, '/api/loginToken', { username: DEMO.username });
    expect(missing.status()).toBe(400);
    expect((await missing.json()).message).toBe('This field is required');

    const malformed = await request.post('/api/loginToken', {
      data: '{"username":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status()).toBe(400);
  });

  test('authToken without a pending sign-in, or with a malformed code, is refused without a 500', async ({
    request,
  }) => {
    const none = await post(request, '/api/authToken', { code: '123456' });
    expect(none.status()).toBe(400);
    expect(await none.json()).toMatchObject({
      status: 'Failed',
      message: 'Your sign-in has expired. Please sign in again.',
    });
    const malformed = await post(request, '/api/authToken', { code: '12ab' });
    expect(malformed.status()).toBe(400);
  });
});

test.describe('same-origin API guards', () => {
  test('cmsRequest reads allowlisted content paths only', async ({ request }) => {
    const menu = await post(request, `/api/cmsRequest?timestamp=${Date.now()}`, { url: '/menus/main' });
    expect(menu.status()).toBe(200);
    expect((await menu.json()).data.items.length).toBeGreaterThan(3);

    for (const url of [
      'https://evil.example/x',
      '//evil.example',
      '/menus/../../etc/passwd',
      '/admin/users',
      '',
    ]) {
      const refused = await post(request, '/api/cmsRequest', { url });
      expect(refused.status(), url).toBe(400);
    }
  });

  test('Hotel/RequestService forwards Hotel API paths only', async ({ request }) => {
    for (const url of ['https://evil.example/AutoComplete', '/Account/Token', '/../svc/main/Account/Token']) {
      const refused = await post(request, '/api/Hotel/RequestService', {
        isAuth: false,
        apiConfig: { method: 'POST', url, data: {} },
      });
      expect(refused.status(), url).toBe(400);
    }
    const bad = await post(request, '/api/Hotel/RequestService', { isAuth: 'yes' });
    expect(bad.status()).toBe(400);
  });

  test('the Main and Booking pass-throughs answer only the spec endpoints', async ({ request }) => {
    expect((await post(request, '/api/main/Login/publicToken', { siteId: 'x' })).status()).toBe(404);
    expect((await post(request, '/api/main/Account/Token', DEMO)).status()).toBe(404);
    expect((await post(request, '/api/booking/Admin/Reset')).status()).toBe(404);
    expect((await request.get('/api/main/Profile/RetrieveProfile')).status()).toBe(405);
    // An account endpoint without a signed-in session is refused at the site.
    expect((await post(request, '/api/main/Profile/RetrieveProfile')).status()).toBe(401);
  });

  test('checkCacheFile reports the deployed and the serving build ids', async ({ request }) => {
    const response = await post(request, `/api/checkCacheFile?timestamp=${Date.now()}`);
    const { buildId, servingBuildId } = (await response.json()).data as {
      buildId: string;
      servingBuildId: string;
    };
    // The serving id is the one island pages carry; the deployed one changes when a deploy (or the
    // build-check test, see shell.spec.ts) rewrites the build file.
    const home = await (await request.get('/')).text();
    expect(home).toContain(`data-build-id="${servingBuildId}"`);
    expect(servingBuildId).toMatch(/^\d{4}-\d{2}-\d{2}-[0-9a-f]{8}$/);
    expect(typeof buildId).toBe('string');
  });

  test('a cross-site form post is refused (origin check)', async ({ request }) => {
    const response = await request.post('/api/logout', {
      form: { returnUrl: '/' },
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status()).toBe(403);
  });
});
