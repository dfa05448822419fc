/**
 * ADR 003 for an account whose email is not confirmed yet: the Main API's FailedNotActive answer (403)
 * carries the loginToken of the LoginNotActive flow. Through the site's same-origin API that token
 * stays in the HttpOnly challenge cookie, never in a body the browser reads, and the flow still works:
 * the code is sent and verified with the cookie's token, which confirms the email and signs in.
 */
import type { AstroCookies } from 'astro';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_CHALLENGE_COOKIE } from '../../src/lib/api/login-challenge';
import { registerEmbeddedServices } from '../../src/lib/api/transport';
import { POST } from '../../src/pages/api/main/[...path]';
import { ensureAccountProfile, insertAccount } from '../../src/services/account/account.repo';
import { lastCodeTo, STRONG_PASSWORD } from '../../src/services/account/account-test-kit';
import { hashPassword } from '../../src/services/account/password';
import { SERVICE_MOUNTS } from '../../src/services/app';
import { createTestServices, type TestServices } from '../../src/services/testing/test-platform';

let t: TestServices;

beforeAll(async () => {
  t = await createTestServices();
  registerEmbeddedServices(async (request) => {
    const root = new Hono();
    root.route(SERVICE_MOUNTS.main, t.services.main);
    return root.fetch(request);
  });
});
afterAll(async () => {
  await t.close();
});

async function pendingAccount(email: string) {
  const account = await insertAccount(t.platform, {
    email,
    passwordHash: await hashPassword(STRONG_PASSWORD),
    title: 'Ms',
    givenName: 'Ada',
    familyName: 'Pending',
    status: 'pending',
  });
  await ensureAccountProfile(t.platform, account.id);
  return account;
}

/** One browser: its cookie jar, kept across calls to /api/main/* as the Node adapter hands them over. */
function browser() {
  const jar = new Map<string, string>();
  const cookies = {
    get: (name: string) => (jar.has(name) ? { value: jar.get(name) as string } : undefined),
    has: (name: string) => jar.has(name),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  } as unknown as AstroCookies;
  const call = async (path: string, body: unknown) => {
    const url = new URL(`http://localhost:4321/api/main/${path}`);
    const request = new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url.origin },
      body: JSON.stringify(body),
    });
    const scope = { cookies, url, now: () => Date.now(), clientIp: '198.51.100.77', requestId: 'test' };
    const context = { request, url, params: { path }, cookies, locals: { scope } };
    const response = await POST(context as unknown as Parameters<typeof POST>[0]);
    return { status: response.status, text: await response.text() };
  };
  return { jar, call };
}

describe('signing in to an unconfirmed account through /api/main', () => {
  it.each(['Login/Token', 'Login/JwtLogin'])(
    '%s answers FailedNotActive without the loginToken; the cookie carries the flow on',
    async (path) => {
      const email = `pending-${path.replace('/', '-').toLowerCase()}@example.com`;
      await pendingAccount(email);
      const { jar, call } = browser();

      const refused = await call(path, { username: email, password: STRONG_PASSWORD });
      expect(refused.status).toBe(403);
      const body = JSON.parse(refused.text) as { data: Record<string, unknown> };
      expect(body.data).toMatchObject({ loginStatus: 'FailedNotActive', flowType: 'LoginNotActive' });
      expect(body.data).not.toHaveProperty('loginToken');
      const kept = jar.get(LOGIN_CHALLENGE_COOKIE);
      expect(kept).toBeTruthy();
      expect(refused.text).not.toContain(kept as string);

      // As before: the page offers the code, the site adds the loginToken from its cookie.
      const sent = await call('Login/Send2FA', {});
      expect(sent.status).toBe(200);
      expect(sent.text).not.toContain(kept as string);
      const verified = await call('Login/Verify2FA', { code: await lastCodeTo(t, email) });
      expect(verified.status).toBe(200);
      expect(verified.text).not.toContain('access_token');
    },
  );
});
