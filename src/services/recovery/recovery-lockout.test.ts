import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveAccount, emailsTo, lastCodeTo } from '../account/account-test-kit';
import { createRedisCache } from '../platform/cache';
import { recordSecurityEvent } from '../security/events';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';

/**
 * Reset requests must not become a way to keep an owner from resetting their password (issue 9,
 * item 6): limited per email and address, with an hourly cap per email (it sends mail to the owner)
 * that holds only addresses the owner has never used.
 */
const redisUrl = process.env.REDIS_URL;
const caches: Array<[string, string | undefined]> = [
  ['in memory', undefined],
  ...(redisUrl ? [['in Redis', redisUrl] as [string, string]] : []),
];

describe.each(caches)('reset request limits, counters %s', (_label, url) => {
  let t: TestServices;
  beforeAll(async () => {
    t = await createTestServices(
      url ? { REDIS_URL: url } : {},
      url ? { cache: createRedisCache(url, `ctg-test:recovery-lockout:${randomUUID()}:`) } : {},
    );
  });
  afterAll(() => t.close());

  const requestReset = async (email: string, ip: string) => {
    const response = await t.services.main.request(
      '/ForgotPassword/RequestResetPassword',
      jsonRequest('POST', { email }, { 'X-Client-Ip': ip }),
    );
    return { status: response.status, message: ((await response.json()) as { message: string }).message };
  };

  it('limits one address to 3 requests an hour per email, and leaves the owner elsewhere free', async () => {
    await createActiveAccount(t, 'reset-a@example.com');
    const attacker = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      attacker.push((await requestReset('reset-a@example.com', '192.0.2.10')).status);
    expect(attacker).toEqual([200, 200, 200, 429]);
    expect(await requestReset('reset-a@example.com', '192.0.2.20')).toMatchObject({
      status: 200,
      message: 'If an account exists for this email, we have sent it a code to reset the password.',
    });
  });

  it('caps requests per email at 10 an hour for new addresses, stating the wait; the owner’s addresses stay open', async () => {
    const account = await createActiveAccount(t, 'reset-b@example.com');
    // The owner signed in from this address before (what a completed sign-in records).
    await recordSecurityEvent(t.platform, t.platform.database.db, {
      accountId: account.id,
      type: 'signed-in',
      ip: '198.51.100.9',
    });
    const now = t.clock.now().getTime();
    t.clock.advance(3_600_000 - (now % 3_600_000) + 20 * 60_000);
    const before = (await emailsTo(t, 'reset-b@example.com')).length;
    for (let address = 1; address <= 10; address += 1) {
      expect((await requestReset('reset-b@example.com', `203.0.113.${address}`)).status).toBe(200);
    }
    expect(await requestReset('reset-b@example.com', '192.0.2.30')).toEqual({
      status: 429,
      message: 'Too many attempts for this account. Please try again in 40 minutes.',
    });
    expect((await emailsTo(t, 'reset-b@example.com')).length).toBe(before + 10);
    expect((await requestReset('reset-b@example.com', '198.51.100.9')).status).toBe(200);

    t.clock.advance(40 * 60_000);
    expect((await requestReset('reset-b@example.com', '192.0.2.30')).status).toBe(200);
  });

  it('answers an unknown email exactly as a known one at the cap (no enumeration)', async () => {
    const now = t.clock.now().getTime();
    t.clock.advance(3_600_000 - (now % 3_600_000) + 50 * 60_000);
    for (let address = 1; address <= 10; address += 1) {
      expect((await requestReset('nobody-here@example.com', `203.0.114.${address}`)).status).toBe(200);
    }
    expect(await requestReset('nobody-here@example.com', '192.0.2.40')).toEqual({
      status: 429,
      message: 'Too many attempts for this account. Please try again in 10 minutes.',
    });
  });

  const verify = async (email: string, code: string, ip: string) => {
    const response = await t.services.main.request(
      '/ForgotPassword/VerifyOTP',
      jsonRequest('POST', { email, code }, { 'X-Client-Ip': ip }),
    );
    return { status: response.status, message: ((await response.json()) as { message: string }).message };
  };

  it('makes a guesser of reset codes wait after 3 wrong codes, without spending the owner’s code', async () => {
    await createActiveAccount(t, 'reset-c@example.com');
    expect((await requestReset('reset-c@example.com', '198.51.100.30')).status).toBe(200);
    const code = await lastCodeTo(t, 'reset-c@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const guesses = [];
    for (let guess = 0; guess < 6; guess += 1)
      guesses.push((await verify('reset-c@example.com', wrong, '192.0.2.50')).status);
    expect(guesses).toEqual([400, 400, 400, 429, 429, 429]);
    // Even the right code waits at that address; the owner's own browser is not held up by it.
    expect((await verify('reset-c@example.com', code, '192.0.2.50')).status).toBe(429);
    expect((await verify('reset-c@example.com', code, '198.51.100.30')).status).toBe(200);
  });

  it('keeps the owner’s code through 19 wrong guesses from many addresses; the 20th voids it', async () => {
    await createActiveAccount(t, 'reset-d@example.com');
    expect((await requestReset('reset-d@example.com', '198.51.100.31')).status).toBe(200);
    const code = await lastCodeTo(t, 'reset-d@example.com');
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let guess = 0; guess < 19; guess += 1) {
      expect((await verify('reset-d@example.com', wrong, `203.0.118.${guess}`)).status).toBe(400);
    }
    expect((await verify('reset-d@example.com', code, '198.51.100.31')).status).toBe(200);

    expect((await requestReset('reset-d@example.com', '198.51.100.31')).status).toBe(200);
    const next = await lastCodeTo(t, 'reset-d@example.com');
    const miss = String((Number(next) + 7) % 1_000_000).padStart(6, '0');
    for (let guess = 0; guess < 20; guess += 1) {
      expect((await verify('reset-d@example.com', miss, `203.0.119.${guess}`)).status).toBe(400);
    }
    expect((await verify('reset-d@example.com', next, '198.51.100.31')).status).toBe(400);
  });

  it('answers guesses for an unknown email exactly as for a known one', async () => {
    const answers = [];
    for (let guess = 0; guess < 4; guess += 1)
      answers.push(await verify('nobody-at-all@example.com', '123456', '192.0.2.60'));
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 429]);
  });
});
