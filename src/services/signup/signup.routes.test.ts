import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import {
  STRONG_PASSWORD,
  createActiveAccount,
  emailsTo,
  lastEmailTo,
  signInFully,
} from '../account/account-test-kit';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices({ SITE_URL: 'https://ctg.example' });
});
afterAll(() => t.close());

let n = 0;
const post = (path: string, body: unknown, ip = `10.2.0.${++n % 250}`) =>
  t.services.main.request(path, jsonRequest('POST', body, { 'X-Client-Ip': ip }));
const signup = (overrides: Record<string, unknown> = {}) => ({
  title: 'Ms',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  newPassword: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  marketingOptIn: true,
  ...overrides,
});
const tokenFrom = (text: string) => /confirmEmail=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('sign-up and email confirmation', () => {
  it('creates a pending account, emails a single-use link, and the confirmed account signs in with 2FA', async () => {
    const response = await post('/Signup/AccountSignup', signup());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'Success', data: { email: 'grace@example.com' } });
    const [row] = await t.platform.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'grace@example.com'));
    expect(row?.status).toBe('pending');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const email = await lastEmailTo(t, 'grace@example.com');
    expect(email?.text).toContain('https://ctg.example/account?confirmEmail=');
    expect(email?.html).toContain('Confirm my email');
    const token = tokenFrom(email?.text ?? '');

    const confirmed = await post('/Signup/ConfirmEmail', { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ status: 'Success', data: { email: 'grace@example.com' } });
    const again = await post('/Signup/ConfirmEmail', { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      message: 'This confirmation link is invalid or has expired. Please request a new one.',
    });

    expect(await signInFully(t, 'grace@example.com')).toEqual(expect.any(String));
  });

  it('answers a known email like a new one, emailing the owner instead (no enumeration)', async () => {
    await createActiveAccount(t, 'known@example.com');
    const known = await post('/Signup/AccountSignup', signup({ email: 'known@example.com' }));
    const fresh = await post('/Signup/AccountSignup', signup({ email: 'fresh@example.com' }));
    expect(known.status).toBe(fresh.status);
    const strip = (body: { data: unknown }) => ({ ...body, data: null });
    expect(strip(await known.json())).toEqual(strip(await fresh.json()));
    expect((await lastEmailTo(t, 'known@example.com'))?.subject).toBe(
      'Someone tried to sign up with your email',
    );
    const [row] = await t.platform.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'known@example.com'));
    expect(row?.givenName).toBe('Sam');
  });

  it('resends a link that replaces the old one, and says the same for unknown emails', async () => {
    await post('/Signup/AccountSignup', signup({ email: 'resend@example.com' }));
    const first = tokenFrom((await lastEmailTo(t, 'resend@example.com'))?.text ?? '');
    const resent = await post('/Signup/SendEmailVerification', { email: 'resend@example.com' });
    const unknown = await post('/Signup/SendEmailVerification', { email: 'nobody@example.com' });
    expect(resent.status).toBe(200);
    expect((await resent.json()).message).toBe((await unknown.json()).message);
    const second = tokenFrom((await lastEmailTo(t, 'resend@example.com'))?.text ?? '');
    expect(second).not.toBe(first);
    expect((await post('/Signup/ConfirmEmail', { token: first })).status).toBe(400);
    expect((await post('/Signup/ConfirmEmail', { token: second })).status).toBe(200);
  });

  it('expires the link after 24 hours', async () => {
    await post('/Signup/AccountSignup', signup({ email: 'late@example.com' }));
    const token = tokenFrom((await lastEmailTo(t, 'late@example.com'))?.text ?? '');
    t.clock.advance(24 * 3600 * 1000 + 1);
    expect((await post('/Signup/ConfirmEmail', { token })).status).toBe(400);
  });

  it.each([
    ['a missing first name', { firstName: undefined }, 'firstName: This field is required'],
    [
      'a name with digits',
      { firstName: 'Gr4ce' },
      'firstName: First name must contain only letters (A-Z, a-z) and spaces',
    ],
    ['an invalid email', { email: 'grace@' }, 'email: This field must be a valid email'],
    [
      'a short password',
      { newPassword: 'Short-1a', confirmPassword: 'Short-1a' },
      'newPassword: Password must be at least 12 characters',
    ],
    [
      'a password without a digit',
      { newPassword: 'No-Digits-Here!', confirmPassword: 'No-Digits-Here!' },
      'contain a lower case letter',
    ],
    [
      'a mismatched confirmation',
      { confirmPassword: 'Something-Else-1' },
      "confirmPassword: New password and confirm password don't match",
    ],
    [
      'a common password',
      { newPassword: 'Password1234!', confirmPassword: 'Password1234!' },
      'Your password is considered to be insecure. Please try another password.',
    ],
    [
      'a name too long with the title',
      { firstName: 'Maximiliana', lastName: 'Wolfeschlegelsteins' },
      'lastName: Title, first and last name together are limited to 29 characters',
    ],
    ['an unknown title', { title: 'Captain' }, 'title: This field is required'],
  ])('refuses %s with a 400 and stores nothing', async (_label, overrides, message) => {
    const email = `bad${++n}@example.com`;
    const response = await post(
      '/Signup/AccountSignup',
      signup({ ...overrides, email: 'email' in overrides ? overrides.email : email }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(message);
    expect(await t.platform.database.db.select().from(accounts).where(eq(accounts.email, email))).toEqual([]);
    expect(await emailsTo(t, email)).toEqual([]);
  });

  it('refuses a malformed confirmation request with a 400', async () => {
    expect((await post('/Signup/ConfirmEmail', {})).status).toBe(400);
    expect((await post('/Signup/ConfirmEmail', { token: 'x'.repeat(500) })).status).toBe(400);
    expect((await post('/Signup/SendEmailVerification', { email: 'not-an-email' })).status).toBe(400);
  });

  it('limits sign-ups per IP', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      last = (
        await post('/Signup/AccountSignup', signup({ email: `bulk${attempt}@example.com` }), '10.9.9.9')
      ).status;
    }
    expect(last).toBe(429);
  });

  it('limits verification emails per address', async () => {
    await post('/Signup/AccountSignup', signup({ email: 'spam@example.com' }));
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push((await post('/Signup/SendEmailVerification', { email: 'spam@example.com' })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
