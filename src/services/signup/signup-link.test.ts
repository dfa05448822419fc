import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, lastEmailTo } from '../account/account-test-kit';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';

/** Without SITE_URL, the confirmation link points where the site is served (HOST and PORT). */
let t: TestServices;
beforeAll(async () => {
  t = await createTestServices({ HOST: '0.0.0.0', PORT: '4599' });
});
afterAll(() => t.close());

describe('the sign-up confirmation email', () => {
  it('links to the origin the site runs on, not to localhost:4321', async () => {
    const response = await t.services.main.request(
      '/Signup/AccountSignup',
      jsonRequest(
        'POST',
        {
          title: 'Ms',
          firstName: 'Mary',
          lastName: 'Jackson',
          email: 'mary@example.com',
          newPassword: STRONG_PASSWORD,
          confirmPassword: STRONG_PASSWORD,
          marketingOptIn: false,
        },
        { 'X-Client-Ip': '10.9.0.1' },
      ),
    );
    expect(response.status).toBe(200);
    const email = await lastEmailTo(t, 'mary@example.com');
    expect(email?.text).toMatch(/http:\/\/localhost:4599\/account\?confirmEmail=[A-Za-z0-9_-]+/);
    expect(email?.html).toContain('http://localhost:4599/account?confirmEmail=');
  });
});
