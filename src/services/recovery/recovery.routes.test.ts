import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { securityEvents } from '../db/schema';
import { createTestServices, jsonRequest } from '../testing/test-platform';
import {
  STRONG_PASSWORD,
  authed,
  createActiveAccount,
  emailsTo,
  lastCodeTo,
  lastEmailTo,
  signInFully,
} from '../account/account-test-kit';
import { openPerFile } from '../test-kits/per-file';

const t = openPerFile(createTestServices, (opened) => opened.close());

let n = 0;
const post = (path: string, body: unknown, ip = `10.3.0.${++n % 250}`) =>
  t.services.main.request(path, jsonRequest('POST', body, { 'X-Client-Ip': ip }));
const NEW_PASSWORD = 'Blue-Mountains-Walk-42';
/** Sets NEW_PASSWORD with a reset token, as the reset form sends it. */
const resetWith = (resetToken: string) =>
  post('/ForgotPassword/ResetPassword', {
    resetToken,
    newPassword: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
  });

async function requestCode(email: string) {
  expect((await post('/ForgotPassword/RequestResetPassword', { email })).status).toBe(200);
  return lastCodeTo(t, email);
}

describe('password recovery', () => {
  it('resets with the emailed code, revokes every session, and still asks for 2FA at the next sign-in', async () => {
    const account = await createActiveAccount(t, 'reset@example.com');
    const session = await signInFully(t, 'reset@example.com');
    const code = await requestCode('reset@example.com');
    expect((await lastEmailTo(t, 'reset@example.com'))?.subject).toMatch(/Reset your/);

    const verified = await post('/ForgotPassword/VerifyOTP', { email: 'reset@example.com', code });
    expect(verified.status).toBe(200);
    const { data } = (await verified.json()) as { data: { resetToken: string } };
    const reset = await resetWith(data.resetToken);
    expect(reset.status).toBe(200);
    const body = (await reset.json()) as { data: unknown };
    expect(body.data).toBeNull();

    expect(
      (await t.services.main.request('/Account/GetProfile', authed(session, undefined, 'GET'))).status,
    ).toBe(401);
    const step = await post('/Login/Token', { username: 'reset@example.com', password: NEW_PASSWORD });
    expect(await step.json()).toMatchObject({ data: { loginStatus: 'SuccessWith2FARequired' } });
    expect(
      (await post('/Login/Token', { username: 'reset@example.com', password: STRONG_PASSWORD })).status,
    ).toBe(400);
    const events = await t.platform.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.accountId, account.id));
    expect(events.map((event) => event.type)).toContain('password-reset');
    // The reset token is single use.
    expect((await resetWith(data.resetToken)).status).toBe(400);
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    await createActiveAccount(t, 'exists@example.com');
    const known = await post('/ForgotPassword/RequestResetPassword', { email: 'exists@example.com' });
    const unknown = await post('/ForgotPassword/RequestResetPassword', { email: 'ghost@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await emailsTo(t, 'ghost@example.com')).toEqual([]);
    const verify = await post('/ForgotPassword/VerifyOTP', { email: 'ghost@example.com', code: '123456' });
    expect(verify.status).toBe(400);
    expect(await verify.json()).toMatchObject({
      message: 'The code is invalid or has expired. Please request a new one.',
    });
  });

  it('allows 20 wrong codes (each from a new address), then refuses even the right one', async () => {
    await createActiveAccount(t, 'guess@example.com');
    const code = await requestCode('guess@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect(
        (await post('/ForgotPassword/VerifyOTP', { email: 'guess@example.com', code: wrong })).status,
      ).toBe(400);
    }
    expect((await post('/ForgotPassword/VerifyOTP', { email: 'guess@example.com', code })).status).toBe(400);
  });

  it('expires the code after 15 minutes and the reset token after 15 more', async () => {
    await createActiveAccount(t, 'slow@example.com');
    const code = await requestCode('slow@example.com');
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await post('/ForgotPassword/VerifyOTP', { email: 'slow@example.com', code })).status).toBe(400);

    t.clock.advance(60_000);
    const second = await requestCode('slow@example.com');
    const { data } = (await (
      await post('/ForgotPassword/VerifyOTP', { email: 'slow@example.com', code: second })
    ).json()) as { data: { resetToken: string } };
    t.clock.advance(15 * 60 * 1000 + 1);
    const late = await resetWith(data.resetToken);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({
      message: 'Your password reset has expired. Please start again.',
    });
  });

  it.each([
    [
      'a weak password',
      'Password1234!',
      'Password1234!',
      'Your password is considered to be insecure. Please try another password.',
    ],
    ['a mismatch', NEW_PASSWORD, `${NEW_PASSWORD}x`, "New password and confirm password don't match"],
    ['a password below the policy', 'short', 'short', 'at least 12 characters'],
  ])(
    'refuses %s and keeps the old password and the token',
    async (_label, newPassword, confirmPassword, message) => {
      const email = `weak${++n}@example.com`;
      await createActiveAccount(t, email);
      const code = await requestCode(email);
      const { data } = (await (await post('/ForgotPassword/VerifyOTP', { email, code })).json()) as {
        data: { resetToken: string };
      };
      const refused = await post('/ForgotPassword/ResetPassword', {
        resetToken: data.resetToken,
        newPassword,
        confirmPassword,
      });
      expect(refused.status).toBe(400);
      expect((await refused.json()).message).toContain(message);
      expect(
        await (await post('/Login/Token', { username: email, password: STRONG_PASSWORD })).json(),
      ).toMatchObject({ status: 'Success' });
      expect((await resetWith(data.resetToken)).status).toBe(200);
    },
  );

  it('limits reset requests per email and IP (3 an hour) and per IP', async () => {
    await createActiveAccount(t, 'flood@example.com');
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push(
        (await post('/ForgotPassword/RequestResetPassword', { email: 'flood@example.com' }, '10.77.1.1'))
          .status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      last = (
        await post('/ForgotPassword/RequestResetPassword', { email: `ip${attempt}@example.com` }, '10.77.0.1')
      ).status;
    }
    expect(last).toBe(429);
  });

  it('refuses bad input with a 400', async () => {
    expect((await post('/ForgotPassword/RequestResetPassword', { email: 'nope' })).status).toBe(400);
    expect((await post('/ForgotPassword/VerifyOTP', { email: 'a@b.co', code: 'abc' })).status).toBe(400);
    expect((await resetWith('x')).status).toBe(400);
    expect((await post('/ForgotPassword/ResetPassword', '{"resetToken":')).status).toBe(400);
  });
});
