import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { insertAccount } from './account.repo';
import { hashPassword } from './password';
import { lastCodeTo, signInFully } from './account-test-kit';

let t: TestServices;
const PASSWORD = 'Correct-Horse-Battery-9';

beforeAll(async () => {
  t = await createTestServices();
  await insertAccount(t.platform, {
    email: 'Traveller@Example.com',
    passwordHash: await hashPassword(PASSWORD),
    title: 'Mr',
    givenName: 'Sam',
    familyName: 'Walker',
    status: 'active',
  });
  await insertAccount(t.platform, {
    email: 'pending@example.com',
    passwordHash: await hashPassword(PASSWORD),
    title: null,
    givenName: 'Pat',
    familyName: 'Lee',
    status: 'pending',
  });
});
afterAll(() => t.close());

const main = (path: string, init: RequestInit) => t.services.main.request(path, init);

async function signIn(username: string, password: string, ip = '203.0.113.1') {
  return main('/Account/Token', jsonRequest('POST', { username, password }, { 'X-Client-Ip': ip }));
}

describe('POST /Login/publicToken', () => {
  it('issues a bearer token for the site with its lifetime', async () => {
    const response = await main('/Login/publicToken', jsonRequest('POST', { siteId: 'ctg-au-web' }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access_token: string; token_type: string; expires_in: number };
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(86_400);
    expect(body.access_token.split('.')).toHaveLength(3);
  });

  it.each([
    ['a missing siteId', {}],
    ['an empty siteId', { siteId: '   ' }],
    ['a siteId that is not text', { siteId: 42 }],
  ])('refuses %s with a 400 envelope', async (_label, body) => {
    const response = await main('/Login/publicToken', jsonRequest('POST', body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'Failed', statusCode: 400 });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await main('/Login/publicToken', jsonRequest('POST', '{"siteId":'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'The request body must be valid JSON' });
  });
});

describe('POST /Account/Token (OAuth-style front door to the same two-step sign-in)', () => {
  it('never answers a token for the password alone: it opens a sign-in that the emailed code completes', async () => {
    const response = await signIn('traveller@example.COM', PASSWORD);
    expect(response.status).toBe(200);
    const step = (await response.json()) as Record<string, unknown>;
    expect(step).not.toHaveProperty('access_token');
    expect(step).toMatchObject({
      loginStatus: 'SuccessWithRequiredRegister2FA',
      flowType: 'Register2FA',
      maskedEmail: 't*****r@example.com',
    });

    const code = await lastCodeTo(t, 'traveller@example.com');
    const wrong = await main(
      '/Account/Token',
      jsonRequest('POST', {
        grant_type: 'two_factor',
        loginToken: step.loginToken,
        code: code === '000000' ? '111111' : '000000',
      }),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error: 'invalid_request',
      error_description: 'The code is incorrect. Please try again.',
    });

    const granted = await main(
      '/Account/Token',
      jsonRequest('POST', { grant_type: 'two_factor', loginToken: step.loginToken, code }),
    );
    expect(granted.status).toBe(200);
    const body = (await granted.json()) as { access_token: string; expires_in: number; token_type: string };
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 28_800 });

    const profile = await main('/Account/GetProfile', {
      headers: { Authorization: `Bearer ${body.access_token}` },
    });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({
      status: 'Success',
      data: {
        email: 'traveller@example.com',
        givenName: 'Sam',
        familyName: 'Walker',
        title: 'Mr',
        twoFactorEnabled: true,
      },
    });
  });

  it.each([
    ['a wrong password', 'traveller@example.com', 'Wrong-Password-123!'],
    ['an unknown email', 'nobody@example.com', PASSWORD],
  ])('refuses %s with the same answer (no account enumeration)', async (_label, username, password) => {
    const response = await signIn(username, password, '198.51.100.7');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid username password',
      loginStatus: 'FailedInvalid',
    });
  });

  it('tells an unconfirmed account FailedNotActive, with the token of its one-time-code flow', async () => {
    const response = await signIn('pending@example.com', PASSWORD, '198.51.100.8');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      loginStatus: 'FailedNotActive',
      flowType: 'LoginNotActive',
      loginToken: expect.any(String),
    });
  });

  it.each([
    ['a missing password', { username: 'a@b.c' }, 'password: This field is required'],
    [
      'an unknown grant type',
      { grant_type: 'client_credentials', username: 'a@b.c', password: 'x' },
      'grant_type must be password or two_factor',
    ],
    [
      'a two_factor grant without a code',
      { grant_type: 'two_factor', loginToken: 'abc' },
      'code: This field is required',
    ],
  ])('refuses %s with a 400 OAuth error', async (_label, body, description) => {
    const response = await main('/Account/Token', jsonRequest('POST', body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringContaining(description.split(': ').pop() as string),
    });
  });

  it('refuses an address after 5 failed attempts in 15 minutes, and only that address (no owner lockout)', async () => {
    const email = 'lockout@example.com';
    await insertAccount(t.platform, {
      email,
      passwordHash: await hashPassword(PASSWORD),
      title: null,
      givenName: 'Lou',
      familyName: 'Kent',
      status: 'active',
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(email, 'Not-The-Password-1!', '192.0.2.1')).status).toBe(400);
    }
    const locked = await signIn(email, PASSWORD, '192.0.2.1');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({
      error_description: expect.stringContaining('Too many attempts'),
    });

    expect((await signIn(email, PASSWORD, '192.0.2.99')).status).toBe(200);

    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await signIn(email, PASSWORD, '192.0.2.1')).status).toBe(200);
  });
});

describe('GET /Account/GetProfile and POST /Login/Logout', () => {
  it('refuses a public token, a forged token and no token with 401', async () => {
    const publicToken = (await (
      await main('/Login/publicToken', jsonRequest('POST', { siteId: 'ctg-au-web' }))
    ).json()) as { access_token: string };
    const forged = `${publicToken.access_token.slice(0, -4)}AAAA`;
    for (const header of [`Bearer ${publicToken.access_token}`, `Bearer ${forged}`, '']) {
      const response = await main('/Account/GetProfile', {
        headers: header ? { Authorization: header } : {},
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ status: 'Failed', statusCode: 401 });
    }
  });

  it('revokes the session at logout, so the same token stops working', async () => {
    const token = await signInFully(t, 'traveller@example.com', PASSWORD);
    const auth = { Authorization: `Bearer ${token}` };
    expect((await main('/Account/GetProfile', { headers: auth })).status).toBe(200);
    expect((await main('/Login/Logout', { method: 'POST', headers: auth })).status).toBe(200);
    expect((await main('/Account/GetProfile', { headers: auth })).status).toBe(401);
  });

  it('stops accepting an account token once it expires', async () => {
    const token = await signInFully(t, 'traveller@example.com', PASSWORD);
    t.clock.advance(28_800 * 1000 + 1000);
    expect(
      (await main('/Account/GetProfile', { headers: { Authorization: `Bearer ${token}` } })).status,
    ).toBe(401);
  });
});
