import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountProfiles, accounts, securityEvents, sessions } from '../db/schema';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
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

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const post = (path: string, body: unknown, ip = freshIp()) =>
  t.services.main.request(path, jsonRequest('POST', body, { 'X-Client-Ip': ip }));

async function passwordStep(email: string, password = STRONG_PASSWORD, ip = freshIp()) {
  const response = await post('/Login/Token', { username: email, password }, ip);
  return {
    response,
    body: (await response.json()) as {
      status: string;
      message: string;
      data: Record<string, unknown> & { loginToken: string };
    },
  };
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

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

describe('the emailed code', () => {
  it('is single use', async () => {
    await createActiveAccount(t, 'code0@example.com');
    const { body } = await passwordStep('code0@example.com');
    const code = await lastCodeTo(t, 'code0@example.com');
    expect((await post('/Login/Verify2FA', { loginToken: body.data.loginToken, code })).status).toBe(200);
    const again = await post('/Login/Verify2FA', { loginToken: body.data.loginToken, code });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: 'Your sign-in has expired. Please sign in again.' });
  });

  it('allows at most 5 attempts, after which even the right code is refused until a resend', async () => {
    await createActiveAccount(t, 'code1@example.com');
    const { body } = await passwordStep('code1@example.com');
    const code = await lastCodeTo(t, 'code1@example.com');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await post('/Login/Verify2FA', {
        loginToken: body.data.loginToken,
        code: otherCode(code),
      });
      expect(wrong.status).toBe(400);
    }
    const locked = await post('/Login/Verify2FA', { loginToken: body.data.loginToken, code });
    expect(await locked.json()).toMatchObject({
      message: 'Too many incorrect codes. Please request a new one.',
    });

    t.clock.advance(31_000);
    expect((await post('/Login/Send2FA', { loginToken: body.data.loginToken })).status).toBe(200);
    const fresh = await lastCodeTo(t, 'code1@example.com');
    expect((await post('/Login/Verify2FA', { loginToken: body.data.loginToken, code: fresh })).status).toBe(
      200,
    );
  });

  it('expires after 10 minutes', async () => {
    await createActiveAccount(t, 'code2@example.com');
    const { body } = await passwordStep('code2@example.com');
    const code = await lastCodeTo(t, 'code2@example.com');
    t.clock.advance(600_001);
    const late = await post('/Login/Verify2FA', { loginToken: body.data.loginToken, code });
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ message: 'The code has expired. Please request a new one.' });
  });

  it('is bound to the sign-in that issued it, and a resend replaces it', async () => {
    await createActiveAccount(t, 'code3@example.com');
    const first = await passwordStep('code3@example.com');
    const firstCode = await lastCodeTo(t, 'code3@example.com');
    const second = await passwordStep('code3@example.com');
    const secondCode = await lastCodeTo(t, 'code3@example.com');
    if (firstCode !== secondCode) {
      expect(
        (await post('/Login/Verify2FA', { loginToken: second.body.data.loginToken, code: firstCode })).status,
      ).toBe(400);
    }
    t.clock.advance(31_000);
    expect((await post('/Login/Send2FA', { loginToken: first.body.data.loginToken })).status).toBe(200);
    const resent = await lastCodeTo(t, 'code3@example.com');
    if (resent !== firstCode) {
      expect(
        (await post('/Login/Verify2FA', { loginToken: first.body.data.loginToken, code: firstCode })).status,
      ).toBe(400);
    }
    expect(
      (await post('/Login/Verify2FA', { loginToken: first.body.data.loginToken, code: resent })).status,
    ).toBe(200);
    expect(
      (await post('/Login/Verify2FA', { loginToken: second.body.data.loginToken, code: secondCode })).status,
    ).toBe(200);
  });

  it('refuses a resend within 30 seconds and more than 5 codes per sign-in', async () => {
    await createActiveAccount(t, 'code4@example.com');
    const { body } = await passwordStep('code4@example.com');
    const tooSoon = await post('/Login/Send2FA', { loginToken: body.data.loginToken });
    expect(tooSoon.status).toBe(429);
    expect(await tooSoon.json()).toMatchObject({
      message: 'Please wait a moment before requesting another code.',
    });
    for (let send = 2; send <= 5; send += 1) {
      t.clock.advance(31_000);
      expect((await post('/Login/Send2FA', { loginToken: body.data.loginToken })).status).toBe(200);
    }
    t.clock.advance(31_000);
    const sixth = await post('/Login/Send2FA', { loginToken: body.data.loginToken });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({
      message: 'Too many codes were requested for this sign-in. Please sign in again.',
    });
  });

  it.each([
    [
      'an unknown login token',
      { loginToken: 'not-a-real-token', code: '123456' },
      400,
      'Your sign-in has expired. Please sign in again.',
    ],
    ['a 5-digit code', { loginToken: 'x', code: '12345' }, 400, 'code: Please enter the 6-digit code'],
    ['a code with letters', { loginToken: 'x', code: '12a456' }, 400, 'code: Please enter the 6-digit code'],
    ['no login token', { code: '123456' }, 400, 'loginToken: This field is required'],
  ])('refuses %s with a 4xx', async (_label, body, status, message) => {
    const response = await post('/Login/Verify2FA', body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ status: 'Failed', message });
  });

  it('limits code checks per IP', async () => {
    const ip = '10.99.0.1';
    let last = 0;
    for (let attempt = 0; attempt < 31; attempt += 1) {
      last = (await post('/Login/Verify2FA', { loginToken: 'unknown', code: '123456' }, ip)).status;
    }
    expect(last).toBe(429);
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

describe('GET /Util/CheckPassword', () => {
  const check = (query: string) =>
    t.services.main.request(`/Util/CheckPassword?${query}`, { headers: { 'X-Client-Ip': freshIp() } });

  it('returns its result outside the envelope, valid or not', async () => {
    const strong = await check(`password=${encodeURIComponent('Tr4vel-Kangaroo-Sunset!')}`);
    expect(strong.status).toBe(200);
    expect(await strong.json()).toEqual({ isValid: true, message: '', score: 4, suggestions: [] });

    const common = await check(`password=${encodeURIComponent('Password123!')}`);
    expect(common.status).toBe(200);
    const body = (await common.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      isValid: false,
      message: 'Your password is considered to be insecure. Please try another password.',
    });
    expect(body).not.toHaveProperty('status');
  });

  it('counts the person’s own name and email against the password', async () => {
    const password = encodeURIComponent('Qzvorakplimbo!7');
    const alone = (await (await check(`password=${password}`)).json()) as { score: number };
    const withNames = (await (
      await check(`password=${password}&firstName=Qzvorak&lastName=Plimbo&email=qzvorak%40example.com`)
    ).json()) as {
      score: number;
    };
    expect(withNames.score).toBeLessThan(alone.score);
  });

  it('states the policy for a short password and 400 for a missing one', async () => {
    expect(await (await check('password=Short1!')).json()).toMatchObject({
      isValid: false,
      message: expect.stringContaining('at least 12 characters'),
    });
    const missing = await check('');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ isValid: false, message: 'This field is required' });
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
