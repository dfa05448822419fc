import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, createActiveAccount, lastCodeTo } from '../account/account-test-kit';
import { createRedisCache } from '../platform/cache';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';

/**
 * Failed passwords must not become a way to lock an owner out (issue 9, item 6; ASVS 5.0 V6.3,
 * the Copenhagen Book): wrong guesses are throttled per account and address, and a slower hourly cap
 * per account stops a distributed attack only for addresses the owner has never signed in from.
 * Runs on the in-memory cache, and on Redis too when REDIS_URL is set.
 */
const redisUrl = process.env.REDIS_URL;
const caches: Array<[string, string | undefined]> = [
  ['in memory', undefined],
  ...(redisUrl ? [['in Redis', redisUrl] as [string, string]] : []),
];

const WRONG = 'Wrong-Password-1!';
const RATE_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';
// About 100 argon2id checks per test: more than the default budget on a busy machine.
const DISTRIBUTED_ATTACK_BUDGET_MS = 120_000;

describe.each(caches)('sign-in lockout, counters %s', (_label, url) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await createTestServices(
      url ? { REDIS_URL: url } : {},
      url ? { cache: createRedisCache(url, `ctg-test:lockout:${randomUUID()}:`) } : {},
    );
  });
  afterAll(() => t.close());

  const signIn = async (username: string, password: string, ip: string) => {
    const response = await t.services.main.request(
      '/Login/Token',
      jsonRequest('POST', { username, password }, { 'X-Client-Ip': ip }),
    );
    const body = (await response.json()) as {
      message: string;
      data: { loginStatus?: string; loginToken?: string } | null;
    };
    return { status: response.status, message: body.message, data: body.data };
  };

  /** A complete sign-in (password and emailed code) from ip, which makes ip an address the owner used. */
  const signInFullyFrom = async (email: string, ip: string) => {
    const step = await signIn(email, STRONG_PASSWORD, ip);
    expect(step.status).toBe(200);
    const code = await lastCodeTo(t, email);
    const verified = await t.services.main.request(
      '/Login/Verify2FA',
      jsonRequest('POST', { loginToken: step.data?.loginToken, code }, { 'X-Client-Ip': ip }),
    );
    expect(verified.status).toBe(200);
  };

  /** Wrong guesses for email from `addresses` addresses, `each` per address: a distributed attack. */
  const distributedGuesses = async (email: string, prefix: string, addresses: number, each: number) => {
    for (let address = 1; address <= addresses; address += 1) {
      for (let guess = 0; guess < each; guess += 1) {
        expect((await signIn(email, WRONG, `${prefix}.${address}`)).status).toBe(400);
      }
    }
  };

  it('throttles an attacker per account and address, while the owner elsewhere still signs in', async () => {
    await createActiveAccount(t, 'victim-a@example.com');
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await signIn('victim-a@example.com', WRONG, '192.0.2.10')).status).toBe(400);
    }
    const attacker = await signIn('victim-a@example.com', STRONG_PASSWORD, '192.0.2.10');
    expect(attacker).toMatchObject({ status: 429, message: RATE_LIMITED });

    const owner = await signIn('victim-a@example.com', STRONG_PASSWORD, '192.0.2.20');
    expect(owner.status).toBe(200);
    expect(owner.data?.loginStatus).toBe('SuccessWith2FARequired');
  });

  it('keeps the per-address limit across accounts (20 per 15 minutes)', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await signIn(`spray${attempt}@example.com`, WRONG, '192.0.2.30')).status).toBe(400);
    }
    expect(await signIn('spray-last@example.com', WRONG, '192.0.2.30')).toMatchObject({
      status: 429,
      message: RATE_LIMITED,
    });
  });

  it(
    'caps failures per account at 100 an hour for new addresses, stating the wait; the owner’s addresses stay open',
    async () => {
      await createActiveAccount(t, 'victim-c@example.com');
      await signInFullyFrom('victim-c@example.com', '198.51.100.7');
      // 15 minutes into the hour: the cap lifts at the top of the hour, 45 minutes later.
      const now = t.clock.now().getTime();
      t.clock.advance(3_600_000 - (now % 3_600_000) + 15 * 60_000);

      await distributedGuesses('victim-c@example.com', '203.0.113', 25, 4);
      const newcomer = await signIn('victim-c@example.com', STRONG_PASSWORD, '192.0.2.40');
      expect(newcomer).toMatchObject({
        status: 429,
        message:
          'Too many attempts for this account. Please try again in 45 minutes, or reset your password.',
      });

      const owner = await signIn('victim-c@example.com', STRONG_PASSWORD, '198.51.100.7');
      expect(owner.status).toBe(200);
      expect(owner.data?.loginStatus).toBe('SuccessWith2FARequired');

      t.clock.advance(45 * 60_000);
      expect((await signIn('victim-c@example.com', STRONG_PASSWORD, '192.0.2.40')).status).toBe(200);
    },
    DISTRIBUTED_ATTACK_BUDGET_MS,
  );

  it(
    'does not count failures below the cap against new addresses',
    async () => {
      await createActiveAccount(t, 'victim-d@example.com');
      await distributedGuesses('victim-d@example.com', '203.0.114', 33, 3);
      expect((await signIn('victim-d@example.com', STRONG_PASSWORD, '192.0.2.50')).status).toBe(200);
    },
    DISTRIBUTED_ATTACK_BUDGET_MS,
  );

  it(
    'answers an unknown email exactly as a known one under the cap (no enumeration)',
    async () => {
      const now = t.clock.now().getTime();
      t.clock.advance(3_600_000 - (now % 3_600_000) + 30 * 60_000);
      await distributedGuesses('nobody-here@example.com', '203.0.115', 25, 4);
      expect(await signIn('nobody-here@example.com', STRONG_PASSWORD, '192.0.2.60')).toMatchObject({
        status: 429,
        message:
          'Too many attempts for this account. Please try again in 30 minutes, or reset your password.',
      });
    },
    DISTRIBUTED_ATTACK_BUDGET_MS,
  );

  it(
    'trusts an address after a password reset from it, so the owner has a way in during an attack',
    async () => {
      await createActiveAccount(t, 'victim-e@example.com');
      const now = t.clock.now().getTime();
      t.clock.advance(3_600_000 - (now % 3_600_000) + 60_000);
      await distributedGuesses('victim-e@example.com', '203.0.116', 25, 4);
      const travelling = '192.0.2.70';
      expect((await signIn('victim-e@example.com', STRONG_PASSWORD, travelling)).status).toBe(429);

      const post = (path: string, body: unknown) =>
        t.services.main.request(path, jsonRequest('POST', body, { 'X-Client-Ip': travelling }));
      expect(
        (await post('/ForgotPassword/RequestResetPassword', { email: 'victim-e@example.com' })).status,
      ).toBe(200);
      const code = await lastCodeTo(t, 'victim-e@example.com');
      const verified = (await (
        await post('/ForgotPassword/VerifyOTP', { email: 'victim-e@example.com', code })
      ).json()) as { data: { resetToken: string } };
      const newPassword = 'Fresh-Koala-Harbour-42';
      const reset = await post('/ForgotPassword/ResetPassword', {
        resetToken: verified.data.resetToken,
        newPassword,
        confirmPassword: newPassword,
      });
      expect(reset.status).toBe(200);
      expect((await signIn('victim-e@example.com', newPassword, travelling)).status).toBe(200);
    },
    DISTRIBUTED_ATTACK_BUDGET_MS,
  );
});
