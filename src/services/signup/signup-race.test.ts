import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD } from '../account/account-test-kit';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';

/** Two sign-ups for one new email at once: the unique index decides, and both get the same answer. */
let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

const signUp = (ip: string) =>
  t.services.main.request(
    '/Signup/AccountSignup',
    jsonRequest(
      'POST',
      {
        title: 'Mr',
        firstName: 'Hamish',
        lastName: 'Doyle',
        email: 'hamish.doyle@example.com',
        newPassword: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
        marketingOptIn: false,
      },
      { 'X-Client-Ip': ip },
    ),
  );

describe('concurrent sign-ups for the same new email', () => {
  it('answer alike, never 500, and create one account', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => signUp(`10.8.0.${i + 1}`)));
    const statuses = responses.map((response) => response.status);
    expect(statuses).toEqual(Array(8).fill(200));
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    const rows = await t.platform.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM accounts WHERE email = $1',
      ['hamish.doyle@example.com'],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });
});
