import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { CODE, waitForEmail } from './support/travellers';

/**
 * Open redirects (issue #9, item 1): every redirect and Refresh target the site builds from input stays
 * on the site, however the target is disguised.
 */

/** Targets that a URL parser turns into "//evil.example" or another origin. */
const HOSTILE_TARGETS = [
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/x/..//evil.example',
  '/./\\evil.example',
  '/.\t//evil.example',
  'HtTpS:/.//evil.example',
  '//evil.example',
  'https://evil.example/',
];

/** The demo account seeded on first start (README). */
const DEMO = { email: 'demo@ctg.example', password: 'Harbour-Bridge-2026!' };

function expectOnSite(target: string | undefined, origin: string): void {
  expect(target, 'a redirect target').toBeDefined();
  const value = target ?? '';
  expect(value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'), value).toBe(true);
  expect(new URL(value, origin).origin).toBe(origin);
}

function location(response: APIResponse): string | undefined {
  expect(response.status(), `status of ${response.url()}`).toBe(303);
  return response.headers()['location'];
}

test.describe('redirect targets stay on the site', () => {
  test('the preview notice reloads to a same-site path, never to another host', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    for (const target of HOSTILE_TARGETS) {
      const response = await request.get(`/preview-mode?next=${encodeURIComponent(target)}`);
      expect(response.status()).toBe(200);
      const refresh = response.headers()['refresh'] ?? '';
      const match = /^\s*\d+\s*;\s*url=(.*)$/i.exec(refresh);
      expect(match, `Refresh header for ${target}: ${refresh}`).not.toBeNull();
      expectOnSite(match?.[1], origin);
      expect(match?.[1]).toBe('/');
    }
  });

  test('?mode=1 on a path that reads as another host reloads to the site', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const response = await request.get(`${origin}/.//evil.example/?mode=0`);
    const refresh = response.headers()['refresh'] ?? '';
    expectOnSite(/url=(.*)$/i.exec(refresh)?.[1], origin);
  });

  test('theme, language, sign-out and content forms refuse hostile return paths', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const headers = { Origin: origin };
    for (const target of HOSTILE_TARGETS) {
      const theme = await request.post('/preferences/theme', {
        form: { theme: 'dark', returnUrl: target },
        headers,
        maxRedirects: 0,
      });
      expect(location(theme)).toBe('/');
      const language = await request.post('/preferences/language', {
        form: { lang: 'en', returnUrl: target },
        headers,
        maxRedirects: 0,
      });
      expect(location(language)).toBe('/');
      const logout = await request.post('/api/logout', {
        form: { returnUrl: target },
        headers,
        maxRedirects: 0,
      });
      expect(location(logout)).toBe('/');
    }
    // The honeypot makes the service accept quietly, so nothing is stored and no limit is spent.
    const form = await request.post('/forms/search-help', {
      form: { lookingFor: 'Lounges', website: 'bot', _source: '/.//evil.example' },
      headers,
      maxRedirects: 0,
    });
    expectOnSite(location(form), origin);
    expect(location(form)).toBe('/#form-search-help');
  });
});

test('after a two-step sign-in a disguised return path lands on the site (open redirect)', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const headers = { Origin: origin };
  const returnUrl = '/.//evil.example';
  const started = Date.now();
  const signIn = await request.post('/api/session/sign-in', {
    form: { username: DEMO.email, password: DEMO.password, returnUrl },
    headers,
    maxRedirects: 0,
  });
  const codeStep = location(signIn) ?? '';
  expect(codeStep).toContain('step=code');
  expect(new URL(codeStep, origin).searchParams.get('returnUrl')).toBe('/');
  const [, code] = await waitForEmail(request, DEMO.email, started, CODE);
  const verified = await request.post('/api/session/verify-code', {
    form: { code, returnUrl },
    headers,
    maxRedirects: 0,
  });
  expect(location(verified)).toBe('/');
});
