/**
 * ADR 003 for an account whose email is not confirmed yet: the Main API's FailedNotActive answer (403)
 * carries the loginToken of the LoginNotActive flow. Through the site's same-origin API that token
 * stays in the HttpOnly challenge cookie, never in a body the browser reads, and the flow still works:
 * the code is sent and verified with the cookie's token, which confirms the email and signs in.
 */
import { describe, expect, it } from 'vitest';
import { LOGIN_CHALLENGE_COOKIE } from '../../src/lib/api/login-challenge';
import { ensureAccountProfile, insertAccount } from '../../src/services/account/account.repo';
import { lastCodeTo, STRONG_PASSWORD } from '../../src/services/account/account-test-kit';
import { hashPassword } from '../../src/services/account/password';
import { mainApiBrowser, openMainApi } from '../support/site-api';
import { openPerFile } from '../../src/services/test-kits/per-file';

const t = openPerFile(openMainApi, (opened) => opened.close());

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

describe('signing in to an unconfirmed account through /api/main', () => {
  it.each(['Login/Token', 'Login/JwtLogin'])(
    '%s answers FailedNotActive without the loginToken; the cookie carries the flow on',
    async (path) => {
      const email = `pending-${path.replace('/', '-').toLowerCase()}@example.com`;
      await pendingAccount(email);
      const { jar, call } = mainApiBrowser('198.51.100.77');

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
