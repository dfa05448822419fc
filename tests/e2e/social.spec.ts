import type { Page } from '@playwright/test';
import { Events, OAuth2Server, type MutableRedirectUri, type MutableToken } from 'oauth2-mock-server';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  enterEmailedCode,
  hydrated,
  newSignedInTraveller as newSignedInTravellerLike,
  uniqueTag,
  type Traveller,
} from './support/travellers';

/**
 * Social sign-in journeys (issue 5) against a real local OpenID Connect server (oauth2-mock-server):
 * the site sends the browser to its /authorize, which approves at once and redirects back to
 * SITE_URL/authetication with code and state; the Main API redeems the code with the PKCE verifier
 * and verifies the id_token against the server's JWKS. The main e2e server is configured for it in
 * playwright.config.ts (GOOGLE_OIDC_ISSUER on the site's port + 20).
 *
 * Every test sets the Google identity the next id_token carries (`identity`), so the file runs
 * serially in one worker, which owns the OIDC server.
 */
test.describe.configure({ mode: 'serial' });
// Sign-ups, emailed codes and provider round trips: longer than the default 30 s.
test.slow();

const CLIENT_ID = 'ctg-e2e-web';
const oidc = new OAuth2Server();
/** The claims of the Google account "signing in" at the provider. */
let identity: Record<string, unknown> = {};
/** The query of every authorization request the site sent the browser with. */
const authorizeRequests: URLSearchParams[] = [];

test.beforeAll(async () => {
  // The port playwright.config.ts gives the main server's GOOGLE_OIDC_ISSUER: the site's port + 20.
  const port = Number(new URL(String(test.info().project.use.baseURL)).port) + 20;
  await oidc.issuer.keys.generate('RS256');
  oidc.service.on(Events.BeforeTokenSigning, (token: MutableToken) => {
    Object.assign(token.payload, identity);
  });
  oidc.service.on(Events.BeforeAuthorizeRedirect, (_uri: MutableRedirectUri, req) => {
    authorizeRequests.push(new URL(req.url ?? '/', 'http://oidc.invalid').searchParams);
  });
  // The issuer the server names in its discovery document and tokens must be the configured one
  // (by default it would call itself localhost).
  oidc.issuer.url = `http://127.0.0.1:${port}`;
  await oidc.start(port, '127.0.0.1');
});

test.afterAll(async () => {
  await oidc.stop();
});

/** A Google account as the provider describes it in the id_token. */
function googleAccount(email: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    sub: `google-${uniqueTag()}`,
    email,
    email_verified: true,
    given_name: 'Priya',
    family_name: 'Raman',
    ...extra,
  };
}

/** Signs up, confirms the email from the outbox and signs in with password and emailed code (2FA on). */
function newSignedInTraveller(page: Page): Promise<Traveller> {
  return newSignedInTravellerLike(page, 'social');
}

function linkedAccounts(page: Page) {
  return page.getByRole('region', { name: 'Linked Accounts' });
}

/** Links the current `identity` from Linked Accounts: out to the provider and back to the settings. */
async function linkGoogle(page: Page): Promise<void> {
  await page.goto('/dashboard/settings');
  await hydrated(page);
  const region = linkedAccounts(page);
  await expect(region.getByRole('listitem').filter({ hasText: 'Google' })).toContainText('Not linked');
  await region.getByRole('link', { name: 'Link Google' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?linked=google$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Google is now linked to your account.' }),
  ).toBeVisible();
}

test.describe('social sign-in with Google (local OIDC server)', () => {
  test('a signed-in traveller links Google from Linked Accounts, then unlinks it', async ({ page }) => {
    const traveller = await newSignedInTraveller(page);
    identity = googleAccount(`amelia.${uniqueTag()}@gmail.example`);
    const before = authorizeRequests.length;
    await linkGoogle(page);

    // The site sent the browser to the provider with PKCE (S256), state, nonce and the callback.
    expect(authorizeRequests.length).toBe(before + 1);
    const authorize = authorizeRequests[before] ?? new URLSearchParams();
    expect(authorize.get('client_id')).toBe(CLIENT_ID);
    expect(authorize.get('redirect_uri')).toBe(new URL('/authetication', page.url()).href);
    expect(authorize.get('response_type')).toBe('code');
    expect(authorize.get('code_challenge_method')).toBe('S256');
    expect(authorize.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.get('state')).toBeTruthy();
    expect(authorize.get('nonce')).toBeTruthy();

    await hydrated(page);
    const google = linkedAccounts(page).getByRole('listitem').filter({ hasText: 'Google' });
    await expect(google).toContainText(`Linked (${String(identity.email)})`);
    // Facebook is not configured for the e2e server: no button to link it.
    await expect(linkedAccounts(page).getByRole('link', { name: 'Link Facebook' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Still linked after a reload (read back from the profile).
    await page.reload();
    await hydrated(page);
    await expect(google).toContainText(`Linked (${String(identity.email)})`);

    await google.getByRole('button', { name: 'Unlink Google' }).click();
    await expect(linkedAccounts(page).getByRole('status')).toContainText('Google was unlinked.');
    await expect(google).toContainText('Not linked');
    await expect(google.getByRole('link', { name: 'Link Google' })).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(google).toContainText('Not linked');
    expect(traveller.email).toContain('@example.com');
  });

  test('a traveller whose Google identity is linked continues with Google and completes the emailed code', async ({
    page,
  }) => {
    const traveller = await newSignedInTraveller(page);
    identity = googleAccount(`amelia.${uniqueTag()}@gmail.example`);
    await linkGoogle(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();

    await page.goto('/account?returnUrl=%2Fdashboard');
    await expectNoAxeViolations(page);
    const started = Date.now();
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    // The account has email 2FA: the provider replaces the password, not the code.
    await expect(page).toHaveURL(/\/account\?step=code/);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await enterEmailedCode(page, traveller.email, started);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: `Welcome back, ${traveller.firstName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Hi, ${traveller.firstName}` })).toBeVisible();
  });

  test('a verified Google email no account uses creates an account that sets up a password', async ({
    page,
  }) => {
    const email = `priya.${uniqueTag()}@example.com`;
    identity = googleAccount(email);
    await page.goto('/account');
    await page.getByRole('link', { name: 'Continue with Google' }).click();

    // SuccessWithRequiredSetupPassword: signed in, and asked for a password.
    await expect(page).toHaveURL(/\/account\?view=setup-password$/);
    await expect(page.getByRole('heading', { name: 'Set up a password' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Hi, Priya' })).toBeVisible();
    await expectNoAxeViolations(page);
    const password = `Kestrel-${uniqueTag()}-Setup!7`;
    await page.getByLabel('New password').fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings\?passwordSet=1$/);
    await hydrated(page);
    await expect(linkedAccounts(page).getByRole('listitem').filter({ hasText: 'Google' })).toContainText(
      `Linked (${email})`,
    );

    // The new password signs in too (the first password sign-in registers email 2FA).
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.goto('/account');
    const started = Date.now();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await enterEmailedCode(page, email, started);
    await expect(page.getByRole('link', { name: 'Hi, Priya' })).toBeVisible();
  });

  test("a Google identity matching no account it may sign in is 'Social signin account not found'", async ({
    page,
  }) => {
    // The email belongs to an existing account that never linked this identity: no take-over.
    identity = googleAccount('demo@ctg.example');
    await page.goto('/account');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/authetication\?/);
    await expect(page.getByRole('heading', { name: 'We could not complete the sign-in' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Social signin account not found');
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // A new email the provider has not verified creates nothing either.
    const unverified = `nobody.${uniqueTag()}@example.com`;
    identity = googleAccount(unverified, { email_verified: false });
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('alert')).toContainText('Social signin account not found');
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('a tampered or replayed state, a callback without a started flow and a cancelled sign-in are refused clearly', async ({
    page,
  }) => {
    const expired = 'Your sign-in has expired. Please try again.';

    // The browser comes back from the provider with a state the site never issued.
    identity = googleAccount(`tamper.${uniqueTag()}@example.com`);
    oidc.service.once(Events.BeforeAuthorizeRedirect, (uri: MutableRedirectUri) => {
      uri.url.searchParams.set('state', 'forged-state-value');
    });
    await page.goto('/account');
    const callback = page.waitForResponse((response) => response.url().includes('/authetication?'));
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    expect((await callback).status()).toBeLessThan(500);
    await expect(page.getByRole('heading', { name: 'We could not complete the sign-in' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(expired);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // A callback nobody started (no flow cookie): refused before any service call.
    const direct = await page.goto('/authetication?code=made-up-code&state=made-up-state');
    expect(direct?.status()).toBeLessThan(500);
    await expect(page.getByRole('alert')).toContainText(expired);
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/account');

    // The state is single use. The first callback brings the right state with a spoiled code (the
    // provider refuses it); replaying the genuine code with that state in a later flow would sign in
    // ('Social signin account not found' for this identity) if the state could be used twice.
    identity = googleAccount(`replay.${uniqueTag()}@example.com`, { email_verified: false });
    let genuine = '';
    oidc.service.once(Events.BeforeAuthorizeRedirect, (uri: MutableRedirectUri) => {
      genuine = uri.url.search;
      uri.url.searchParams.set('code', 'spoiled-code');
    });
    await page.goto('/account');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('alert')).toContainText(expired);
    expect(genuine).toMatch(/code=.*state=|state=.*code=/);
    oidc.service.once(Events.BeforeAuthorizeRedirect, (uri: MutableRedirectUri) => {
      uri.url.search = genuine;
    });
    await page.goto('/account');
    const replay = page.waitForResponse((response) => response.url().includes('/authetication?'));
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    expect((await replay).status()).toBeLessThan(500);
    await expect(page.getByRole('alert')).toContainText(expired);

    // The traveller cancels at the provider.
    oidc.service.once(Events.BeforeAuthorizeRedirect, (uri: MutableRedirectUri) => {
      uri.url.searchParams.delete('code');
      uri.url.searchParams.set('error', 'access_denied');
    });
    await page.goto('/account');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The sign-in was cancelled at the provider. Please try again.',
    );
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  });
});
