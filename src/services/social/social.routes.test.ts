import { eq } from 'drizzle-orm';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialLinks } from '../db/schema';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { authed, createActiveAccount, lastCodeTo, signInFully } from '../account/account-test-kit';

let t: TestServices;
let oidc: OAuth2Server;
/** Claims the provider puts in its next id_tokens. */
let identity: Record<string, unknown> = {};

beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  oidc.service.on(Events.BeforeTokenSigning, (token) => {
    Object.assign(token.payload, identity);
  });
  t = await createTestServices({
    SITE_URL: 'https://ctg.example',
    GOOGLE_OIDC_ISSUER: oidc.issuer.url,
    GOOGLE_CLIENT_ID: 'ctg-google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    FACEBOOK_OIDC_ISSUER: oidc.issuer.url,
    FACEBOOK_CLIENT_ID: 'ctg-facebook-client',
  });
});
afterAll(async () => {
  await t.close();
  await oidc.stop();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.services.main.request(path, jsonRequest('POST', body, headers));

/** Runs the browser's part: open the provider's URL and follow it back to /authetication. */
async function authorize(authorizationUrl: string) {
  const url = new URL(authorizationUrl);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('redirect_uri')).toBe('https://ctg.example/authetication');
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location') ?? '');
  expect(back.pathname).toBe('/authetication');
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

async function startLogin(provider = 'Google') {
  const started = await post(`/Login/${provider}Login`, {});
  expect(started.status).toBe(200);
  return authorize(((await started.json()) as { data: { authorizationUrl: string } }).data.authorizationUrl);
}

describe('social sign-in (OIDC code flow with PKCE against a local provider)', () => {
  it('lists the configured providers', async () => {
    expect(await (await t.services.main.request('/Login/SocialProviders')).json()).toMatchObject({
      data: { google: true, facebook: true },
    });
  });

  it('creates an account for a new verified identity and asks it to set up a password', async () => {
    identity = {
      sub: 'google-new-1',
      email: 'New.Person@gmail.example',
      email_verified: true,
      given_name: 'Noor',
      family_name: 'Haddad',
    };
    const callback = await startLogin();
    const response = await post('/Login/GoogleLogin', callback);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { access_token: string; loginStatus: string; expires_in: number };
    };
    expect(body.data).toMatchObject({
      loginStatus: 'SuccessWithRequiredSetupPassword',
      token_type: 'Bearer',
      expires_in: 28_800,
    });
    const profile = await t.services.main.request(
      '/Account/GetProfile',
      authed(body.data.access_token, undefined, 'GET'),
    );
    expect(await profile.json()).toMatchObject({
      data: { email: 'new.person@gmail.example', givenName: 'Noor', hasPassword: false },
    });

    // The state is single use.
    expect((await post('/Login/GoogleLogin', callback)).status).toBe(400);

    const weak = await t.services.main.request(
      '/Login/SetupPassword',
      authed(body.data.access_token, { newPassword: 'Password1234!', confirmPassword: 'Password1234!' }),
    );
    expect(weak.status).toBe(400);
    const set = await t.services.main.request(
      '/Login/SetupPassword',
      authed(body.data.access_token, {
        newPassword: 'Desert-Rose-Camel-88',
        confirmPassword: 'Desert-Rose-Camel-88',
      }),
    );
    expect(set.status).toBe(200);
    const again = await t.services.main.request(
      '/Login/SetupPassword',
      authed(body.data.access_token, {
        newPassword: 'Desert-Rose-Camel-89',
        confirmPassword: 'Desert-Rose-Camel-89',
      }),
    );
    expect(await again.json()).toMatchObject({ message: 'Password setup failed. Please try again.' });
  });

  it("answers 'Social signin account not found' for an unlinked identity whose email has an account, or no verified email", async () => {
    await createActiveAccount(t, 'taken@example.com');
    for (const claims of [
      { sub: 'google-x', email: 'taken@example.com', email_verified: true },
      { sub: 'google-y', email: 'unverified@example.com', email_verified: false },
    ]) {
      identity = claims;
      const response = await post('/Login/GoogleLogin', await startLogin());
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        status: 'Failed',
        message: 'Social signin account not found',
      });
    }
  });

  it('refuses a forged state, a code for another flow and a token for another client', async () => {
    expect((await post('/Login/GoogleLogin', { code: 'abc', state: 'forged' })).status).toBe(400);
    expect((await post('/Login/GoogleLogin', { code: 'abc' })).status).toBe(400);
    // A Facebook flow cannot be completed at the Google endpoint.
    identity = { sub: 'fb-1', email: 'fb@example.com', email_verified: true };
    expect((await post('/Login/GoogleLogin', await startLogin('Facebook'))).status).toBe(400);
    // An id_token issued to another client id fails the audience check.
    identity = { sub: 'google-z', email: 'z@example.com', email_verified: true, aud: 'someone-else' };
    const wrongAudience = await post('/Login/GoogleLogin', await startLogin());
    expect(wrongAudience.status).toBe(401);
  });

  it('links, signs in with 2FA, refuses a second link elsewhere, and unlinks', async () => {
    const account = await createActiveAccount(t, 'linker@example.com');
    const session = await signInFully(t, 'linker@example.com');
    identity = { sub: 'google-linker', email: 'linker@gmail.example', email_verified: true };
    const started = await t.services.main.request('/Profile/LinkGoogleAccount', authed(session, {}));
    const callback = await authorize(
      ((await started.json()) as { data: { authorizationUrl: string } }).data.authorizationUrl,
    );
    const linked = await t.services.main.request('/Profile/LinkGoogleAccount', authed(session, callback));
    expect(linked.status).toBe(200);
    expect(
      await t.platform.database.db.select().from(socialLinks).where(eq(socialLinks.accountId, account.id)),
    ).toHaveLength(1);

    // Signing in with the linked identity replaces the password step only: the emailed code still applies.
    const login = await post('/Login/GoogleLogin', await startLogin(), { 'X-Client-Ip': '10.5.0.1' });
    const step = (await login.json()) as { data: { loginStatus: string; loginToken: string } };
    expect(step.data).toMatchObject({ loginStatus: 'SuccessWith2FARequired' });
    expect(step.data).not.toHaveProperty('access_token');
    const verified = await post('/Login/Verify2FA', {
      loginToken: step.data.loginToken,
      code: await lastCodeTo(t, 'linker@example.com'),
    });
    expect(verified.status).toBe(200);

    // The same Google identity cannot be linked to a second account.
    await createActiveAccount(t, 'second@example.com');
    const other = await signInFully(t, 'second@example.com');
    const otherStart = await t.services.main.request('/Profile/LinkGoogleAccount', authed(other, {}));
    const otherCallback = await authorize(
      ((await otherStart.json()) as { data: { authorizationUrl: string } }).data.authorizationUrl,
    );
    const refused = await t.services.main.request('/Profile/LinkGoogleAccount', authed(other, otherCallback));
    expect(refused.status).toBe(409);

    // A state change on GET could be set off by a link or an image on any page: GET changes nothing.
    const byGet = await t.services.main.request(
      '/Profile/UnlinkGoogleAccount',
      authed(session, undefined, 'GET'),
    );
    expect([404, 405]).toContain(byGet.status);
    expect(
      await t.platform.database.db.select().from(socialLinks).where(eq(socialLinks.accountId, account.id)),
    ).toHaveLength(1);

    const unlinked = await t.services.main.request('/Profile/UnlinkGoogleAccount', authed(session, {}));
    expect(unlinked.status).toBe(200);
    expect(
      await t.platform.database.db.select().from(socialLinks).where(eq(socialLinks.accountId, account.id)),
    ).toEqual([]);
    expect((await t.services.main.request('/Profile/UnlinkGoogleAccount', authed(session, {}))).status).toBe(
      404,
    );
  });

  it('will not complete a link started by another account', async () => {
    await createActiveAccount(t, 'starter@example.com');
    await createActiveAccount(t, 'thief@example.com');
    const starter = await signInFully(t, 'starter@example.com');
    const thief = await signInFully(t, 'thief@example.com');
    identity = { sub: 'google-starter', email: 'starter@gmail.example', email_verified: true };
    const started = await t.services.main.request('/Profile/LinkFacebookAccount', authed(starter, {}));
    const callback = await authorize(
      ((await started.json()) as { data: { authorizationUrl: string } }).data.authorizationUrl,
    );
    const stolen = await t.services.main.request('/Profile/LinkFacebookAccount', authed(thief, callback));
    expect(stolen.status).toBe(400);
  });

  it('refuses to unlink the only way into an account without a password', async () => {
    identity = { sub: 'google-only', email: 'only@gmail.example', email_verified: true, given_name: 'Only' };
    const signedIn = (await (await post('/Login/GoogleLogin', await startLogin())).json()) as {
      data: { access_token: string };
    };
    const response = await t.services.main.request(
      '/Profile/UnlinkGoogleAccount',
      authed(signedIn.data.access_token, {}),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Please set up a password before unlinking your only way to sign in',
    });
  });
});

describe('a provider that is not configured', () => {
  // A second database is set-up work: it opens in a hook with the hook budget, not inside the test's.
  let bare: Awaited<ReturnType<typeof createTestServices>>;
  beforeAll(async () => {
    bare = await createTestServices();
  });
  afterAll(() => bare.close());

  it('is not offered and its endpoints answer 404', async () => {
    expect(await (await bare.services.main.request('/Login/SocialProviders')).json()).toMatchObject({
      data: { google: false, facebook: false },
    });
    const response = await bare.services.main.request('/Login/GoogleLogin', jsonRequest('POST', {}));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Google sign-in is not available' });
  });
});

describe('provider discovery', () => {
  // It opens a database of its own inside the test, so it has the set-up budget.
  it('refuses a discovery document that names another issuer', { timeout: 60_000 }, async () => {
    // A provider whose document claims to be someone else.
    const impostor = new OAuth2Server();
    await impostor.issuer.keys.generate('RS256');
    await impostor.start(0, '127.0.0.1');
    const address = impostor.issuer.url as string;
    impostor.issuer.url = 'https://accounts.google.com';
    const misnamed = await createTestServices({
      SITE_URL: 'https://ctg.example',
      GOOGLE_OIDC_ISSUER: address,
      GOOGLE_CLIENT_ID: 'ctg-google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
    });
    try {
      const started = await misnamed.services.main.request('/Login/GoogleLogin', jsonRequest('POST', {}));
      expect(started.status).toBe(502);
      expect(await started.json()).toMatchObject({
        message: 'We are unable to process your request at the moment',
      });
    } finally {
      await misnamed.close();
      await impostor.stop();
    }
  });
});
