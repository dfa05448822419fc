/** The emailed sign-in code through the Main API: single use, attempts, expiry, resends and limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { createActiveAccount, lastCodeTo } from './account-test-kit';
import { signInCalls } from './login-test-kit';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

const { post, passwordStep } = signInCalls(() => t);

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

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
