/** GET /Util/CheckPassword: the password strength check the sign-up and password forms call. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { signInCalls } from './login-test-kit';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

const { freshIp } = signInCalls(() => t);

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
