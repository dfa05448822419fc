import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, createActiveAccount, lastCodeTo } from '../account/account-test-kit';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { DEVICE_TOKEN_HEADER, issueDeviceToken } from './device-trust';

/**
 * 100 wrong passwords from 20 addresses used to keep the owner out of every new address for the rest
 * of the hour, again every hour. A browser that completed a sign-in carries a device token (HttpOnly
 * cookie, set by the site) and is exempt from that account-wide limit; unknown devices still wait.
 */
const WRONG = 'Wrong-Password-1!';
const ATTACK_BUDGET_MS = 120_000;

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

const signIn = async (username: string, password: string, ip: string, device?: string) => {
  const headers: Record<string, string> = { 'X-Client-Ip': ip };
  if (device) headers[DEVICE_TOKEN_HEADER] = device;
  const response = await t.services.main.request(
    '/Login/Token',
    jsonRequest('POST', { username, password }, headers),
  );
  const body = (await response.json()) as { message: string; data: { loginToken?: string } | null };
  return { status: response.status, message: body.message, data: body.data };
};

/** A completed sign-in from ip: the device token its answer carries. */
const deviceTokenAfterSignIn = async (email: string, ip: string): Promise<string> => {
  const step = await signIn(email, STRONG_PASSWORD, ip);
  expect(step.status).toBe(200);
  const verified = await t.services.main.request(
    '/Login/Verify2FA',
    jsonRequest(
      'POST',
      { loginToken: step.data?.loginToken, code: await lastCodeTo(t, email) },
      { 'X-Client-Ip': ip },
    ),
  );
  const body = (await verified.json()) as { data: { deviceToken?: unknown } };
  expect(typeof body.data.deviceToken).toBe('string');
  return body.data.deviceToken as string;
};

/** 100 wrong passwords for email: 20 addresses, 5 each (each address's own limit). */
const distributedAttack = async (email: string, prefix: string) => {
  for (let address = 1; address <= 20; address += 1) {
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await signIn(email, WRONG, `${prefix}.${address}`)).status).toBe(400);
    }
  }
};

const startOfAnHour = () => {
  const now = t.clock.now().getTime();
  t.clock.advance(3_600_000 - (now % 3_600_000) + 60_000);
};

describe('device cookies against a distributed lock-out', () => {
  it(
    'lets the owner’s browser in from a new address while unknown devices wait',
    async () => {
      await createActiveAccount(t, 'owner-a@example.com');
      const device = await deviceTokenAfterSignIn('owner-a@example.com', '198.51.100.10');
      startOfAnHour();
      await distributedAttack('owner-a@example.com', '203.0.113');

      const travelling = '192.0.2.80';
      expect((await signIn('owner-a@example.com', STRONG_PASSWORD, travelling)).status).toBe(429);
      const owner = await signIn('owner-a@example.com', STRONG_PASSWORD, travelling, device);
      expect(owner.status).toBe(200);
      expect(owner.data?.loginToken).toBeTruthy();
    },
    ATTACK_BUDGET_MS,
  );

  it(
    'refuses a token of another account, a forged one and an expired one',
    async () => {
      await createActiveAccount(t, 'owner-b@example.com');
      await createActiveAccount(t, 'attacker-b@example.com');
      const attackersOwn = await deviceTokenAfterSignIn('attacker-b@example.com', '198.51.100.20');
      const owners = await deviceTokenAfterSignIn('owner-b@example.com', '198.51.100.21');
      startOfAnHour();
      await distributedAttack('owner-b@example.com', '203.0.114');

      const forged = owners.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
      for (const token of [attackersOwn, forged, 'd1.abcdefgh.99999999999.' + '0'.repeat(64)]) {
        expect((await signIn('owner-b@example.com', STRONG_PASSWORD, '192.0.2.81', token)).status).toBe(429);
      }
      const expired = issueDeviceToken(t.platform, 'owner-b@example.com');
      t.clock.advance(181 * 24 * 3_600_000);
      startOfAnHour();
      await distributedAttack('owner-b@example.com', '203.0.115');
      expect((await signIn('owner-b@example.com', STRONG_PASSWORD, '192.0.2.82', expired)).status).toBe(429);
    },
    ATTACK_BUDGET_MS * 2,
  );

  it(
    'gives a trusted device 5 wrong passwords of its own; past them it waits like any other',
    async () => {
      await createActiveAccount(t, 'owner-c@example.com');
      const device = await deviceTokenAfterSignIn('owner-c@example.com', '198.51.100.30');
      startOfAnHour();
      await distributedAttack('owner-c@example.com', '203.0.116');
      for (let guess = 0; guess < 5; guess += 1) {
        expect((await signIn('owner-c@example.com', WRONG, '192.0.2.83', device)).status).toBe(400);
      }
      expect((await signIn('owner-c@example.com', STRONG_PASSWORD, '192.0.2.84', device)).status).toBe(429);
    },
    ATTACK_BUDGET_MS,
  );
});
