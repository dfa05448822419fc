/**
 * Signing in through the Main API: the password step, the emailed code that opens a session, the
 * per-IP limit on the password step and the shorter staff session. The code's own rules are in
 * login-code.routes.test.ts, the password check in check-password.routes.test.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountProfiles, accounts, securityEvents, sessions } from '../db/schema';
import { createTestServices } from '../testing/test-platform';
import {
  STRONG_PASSWORD,
  authed,
  createActiveAccount,
  emailsTo,
  lastCodeTo,
  lastEmailTo,
  signInFully,
} from './account-test-kit';
import { hashPassword } from './password';
import { insertAccount } from './account.repo';
import { signInCalls } from './login-test-kit';
import { openPerFile } from '../test-kits/per-file';

const t = openPerFile(createTestServices, (opened) => opened.close());

const { post, passwordStep } = signInCalls(() => t);

describe('/Login/Token and /Login/Verify2FA', () => {
  it('asks an account with 2FA for its emailed code, then opens a new session', async () => {
    await createActiveAccount(t, 'ada@example.com');
    const { response, body } = await passwordStep('Ada@Example.com');
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      status: 'Success',
      data: { loginStatus: 'SuccessWith2FARequired', flowType: 'LoginWithActive', codeExpiresIn: 600 },
    });
    expect(body.data).not.toHaveProperty('access_token');

    const email = await lastEmailTo(t, 'ada@example.com');
    expect(email?.subject).toMatch(/verification code/);
    expect(email?.html).toContain('<!doctype html>');
    const code = await lastCodeTo(t, 'ada@example.com');
    const verified = await post('/Login/Verify2FA', { loginToken: body.data.loginToken, code });
    expect(verified.status).toBe(200);
    const signedIn = (await verified.json()) as {
      data: { access_token: string; token_type: string; expires_in: number; loginStatus: string };
    };
    expect(signedIn.data).toMatchObject({
      token_type: 'Bearer',
      expires_in: 28_800,
      loginStatus: 'SuccessWith2FARequired',
    });
    expect(
      (
        await t.services.main.request(
          '/Account/GetProfile',
          authed(signedIn.data.access_token, undefined, 'GET'),
        )
      ).status,
    ).toBe(200);
  });

  it('registers email 2FA on the first sign-in of an account without it (SuccessWithRequiredRegister2FA)', async () => {
    const account = await createActiveAccount(t, 'reg@example.com', { twoFactor: false });
    const { body } = await passwordStep('reg@example.com');
    expect(body.data).toMatchObject({
      loginStatus: 'SuccessWithRequiredRegister2FA',
      flowType: 'Register2FA',
    });
    const verified = await post('/Login/Verify2FA', {
      loginToken: body.data.loginToken,
      code: await lastCodeTo(t, 'reg@example.com'),
    });
    expect(verified.status).toBe(200);
    const [profile] = await t.platform.database.db
      .select()
      .from(accountProfiles)
      .where(eq(accountProfiles.accountId, account.id));
    expect(profile?.twoFactorEnabled).toBe(true);
    expect((await passwordStep('reg@example.com')).body.data.loginStatus).toBe('SuccessWith2FARequired');
    const events = await t.platform.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.accountId, account.id));
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['two-factor-enabled', 'signed-in']),
    );
  });

  it('answers FailedNotActive with the data of the LoginNotActive flow; its code confirms the email and signs in', async () => {
    const pending = await insertAccount(t.platform, {
      email: 'pending2@example.com',
      passwordHash: await hashPassword(STRONG_PASSWORD),
      title: null,
      givenName: 'Pat',
      familyName: 'Lee',
      status: 'pending',
    });
    const before = (await emailsTo(t, 'pending2@example.com')).length;
    const { response, body } = await passwordStep('pending2@example.com');
    expect(response.status).toBe(403);
    expect(body).toMatchObject({
      status: 'Failed',
      data: { loginStatus: 'FailedNotActive', flowType: 'LoginNotActive', loginToken: expect.any(String) },
    });
    // The caller offers to send the code; nothing is sent until it asks.
    expect((await emailsTo(t, 'pending2@example.com')).length).toBe(before);
    const sent = await post('/Login/Send2FA', { loginToken: body.data.loginToken });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ data: { flowType: 'LoginNotActive', codeExpiresIn: 600 } });
    const verified = await post('/Login/Verify2FA', {
      loginToken: body.data.loginToken,
      code: await lastCodeTo(t, 'pending2@example.com'),
    });
    expect(verified.status).toBe(200);
    expect(((await verified.json()) as { data: Record<string, unknown> }).data).toHaveProperty(
      'access_token',
    );
    const [row] = await t.platform.database.db.select().from(accounts).where(eq(accounts.id, pending.id));
    expect(row?.status).toBe('active');
  });

  it.each([
    ['a wrong password', 'ada@example.com', 'Wrong-Password-1!'],
    ['an unknown email', 'nobody-here@example.com', STRONG_PASSWORD],
  ])('answers %s with FailedInvalid and the same message', async (_label, email, password) => {
    const { response, body } = await passwordStep(email, password);
    expect(response.status).toBe(400);
    expect(body).toEqual({
      status: 'Failed',
      message: 'Invalid username password',
      data: { loginStatus: 'FailedInvalid' },
      statusCode: 400,
    });
  });

  it.each([
    ['no body', undefined, 'username: This field is required'],
    ['an empty password', { username: 'a@b.c', password: '' }, 'password: This field is required'],
    ['a number as username', { username: 5, password: 'x' }, 'username: This field is required'],
  ])('refuses %s with a 400', async (_label, body, message) => {
    const response = await post('/Login/Token', body ?? '');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'Failed', message });
  });

  it('accepts {email, password} on /Login/JwtLogin with the same statuses', async () => {
    const response = await post('/Login/JwtLogin', { email: 'ada@example.com', password: STRONG_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { loginStatus: 'SuccessWith2FARequired' } });
    const wrong = await post('/Login/JwtLogin', { email: 'ada@example.com', password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      message: 'Invalid username password',
      data: { loginStatus: 'FailedInvalid' },
    });
  });

  it('gives every sign-in its own session: signing out one leaves the other', async () => {
    const first = await signInFully(t, 'ada@example.com');
    const second = await signInFully(t, 'ada@example.com');
    expect((await t.services.main.request('/Login/Logout', authed(first))).status).toBe(200);
    expect(
      (await t.services.main.request('/Account/GetProfile', authed(first, undefined, 'GET'))).status,
    ).toBe(401);
    expect(
      (await t.services.main.request('/Account/GetProfile', authed(second, undefined, 'GET'))).status,
    ).toBe(200);
  });
});

describe('rate limits on the password step', () => {
  it('limits attempts per IP (20 per 15 minutes) with a clear message', async () => {
    const ip = '10.200.0.1';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect(
        (await passwordStep(`user${attempt}@example.com`, 'Wrong-Password-1!', ip)).response.status,
      ).toBe(400);
    }
    const limited = await passwordStep('ada@example.com', STRONG_PASSWORD, ip);
    expect(limited.response.status).toBe(429);
    expect(limited.body.message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('records failed sign-ins of a known account as security events, not sessions', async () => {
    const account = await createActiveAccount(t, 'events@example.com');
    await passwordStep('events@example.com', 'Wrong-Password-1!');
    const events = await t.platform.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.accountId, account.id));
    expect(events.map((event) => event.type)).toEqual(['sign-in-failed']);
    expect(
      await t.platform.database.db.select().from(sessions).where(eq(sessions.accountId, account.id)),
    ).toEqual([]);
  });
});

describe('staff sessions (issue 24)', () => {
  it('are shorter than a traveller session: 2 hours, after the same emailed code', async () => {
    const email = `staff-ttl-${Date.now()}@example.com`;
    const account = await createActiveAccount(t, email, { twoFactor: true });
    await t.platform.database.db
      .update(accountProfiles)
      .set({ role: 'agent' })
      .where(eq(accountProfiles.accountId, account.id));
    const { body } = await passwordStep(email);
    expect(body.data.loginStatus).toBe('SuccessWith2FARequired');
    const code = await lastCodeTo(t, email);
    const verified = await post('/Login/Verify2FA', { loginToken: body.data.loginToken, code });
    expect(verified.status).toBe(200);
    expect(((await verified.json()) as { data: { expires_in: number } }).data.expires_in).toBe(7_200);
    const [session] = await t.platform.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.accountId, account.id));
    expect(session!.expiresAt.getTime() - session!.createdAt.getTime()).toBe(7_200_000);
  });
});
