import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, createActiveAccount } from '../account/account-test-kit';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices({ RATE_LIMIT_EXEMPT_IPS: '198.51.100.200' });
});
afterAll(() => t.close());

const signIn = (username: string, password: string, ip: string) =>
  t.services.main.request('/Login/Token', jsonRequest('POST', { username, password }, { 'X-Client-Ip': ip }));

describe('RATE_LIMIT_EXEMPT_IPS', () => {
  it('stops counting the per-address limit for an exempt address only', async () => {
    const statuses = async (ip: string) => {
      const seen: number[] = [];
      for (let attempt = 0; attempt < 22; attempt += 1) {
        seen.push((await signIn(`nobody-${ip}-${attempt}@example.com`, 'Wrong-Password-1!', ip)).status);
      }
      return seen;
    };
    expect(await statuses('198.51.100.200')).not.toContain(429);
    expect(await statuses('198.51.100.201')).toContain(429);
  });

  it('keeps the per account and address limit for an exempt address, without locking out the owner', async () => {
    await createActiveAccount(t, 'locked@example.com');
    const seen: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      seen.push((await signIn('locked@example.com', 'Wrong-Password-1!', '198.51.100.200')).status);
    }
    expect(seen).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expect((await signIn('locked@example.com', STRONG_PASSWORD, '198.51.100.200')).status).toBe(429);
    expect((await signIn('locked@example.com', STRONG_PASSWORD, '198.51.100.202')).status).toBe(200);
  });
});
