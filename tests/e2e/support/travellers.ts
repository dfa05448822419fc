import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Accounts for end-to-end journeys: each test creates its own traveller (unique email), reads the
 * emailed links and codes from the development outbox, and signs in as a person would.
 */
export interface Traveller {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let counter = 0;
export function uniqueTag(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
}

export function newTraveller(prefix = 'traveller'): Traveller {
  const tag = uniqueTag();
  return {
    email: `${prefix}-${tag}@example.com`,
    password: `Kestrel-${tag}-Wattle!9`,
    firstName: 'Amelia',
    lastName: 'Hartley',
  };
}

interface OutboxEmail {
  subject: string;
  text: string;
  createdAt: string;
}

/**
 * The newest email to the address sent since `after` whose text matches, from the dev outbox: the
 * whole match and the pattern's first group.
 */
export async function waitForEmail(
  request: APIRequestContext,
  to: string,
  after: number,
  pattern: RegExp,
): Promise<[whole: string, first: string]> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const response = await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}&limit=10`);
    expect(response.status()).toBe(200);
    const emails = (await response.json()).data.emails as OutboxEmail[];
    for (const email of emails) {
      if (Date.parse(email.createdAt) < after - 1000) continue;
      const match = email.text.match(pattern);
      if (match) return [match[0], match[1] ?? ''];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no email matching ${pattern} was sent to ${to}`);
}

/** The 6-digit code line of the sign-in and recovery emails. */
export const CODE = /\n\s+(\d{6})\s*\n/;

/** Every island on the page has hydrated. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** The token of the newest email-confirmation link sent to `email` since `after`. */
export async function confirmEmailToken(
  request: APIRequestContext,
  email: string,
  after: number,
): Promise<string> {
  const [, token] = await waitForEmail(request, email, after, /confirmEmail=([A-Za-z0-9_-]+)/);
  return token;
}

/** Signs up through the /account sign-up island and confirms the email from the outbox link. */
export async function signUpAndConfirm(page: Page, traveller: Traveller): Promise<void> {
  await page.goto('/account?view=signup');
  await hydrated(page);
  const started = Date.now();
  await page.getByLabel('Title').selectOption('Ms');
  await page.getByLabel('First name').fill(traveller.firstName);
  await page.getByLabel('Last name').fill(traveller.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(traveller.email);
  await page.getByLabel('New password').fill(traveller.password);
  await page.getByLabel('Confirm password').fill(traveller.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  const token = await confirmEmailToken(page.request, traveller.email, started);
  await page.goto(`/account?confirmEmail=${token}`);
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your email address is confirmed. Please sign in.' }),
  ).toBeVisible();
}

/** Fills the emailed code on the /account code step the page is on and submits it. */
export async function enterEmailedCode(page: Page, email: string, after: number): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const [, code] = await waitForEmail(page.request, email, after, CODE);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

/** The two-step sign-in on /account: password, then the emailed code. */
export async function signIn(page: Page, traveller: Traveller, password = traveller.password): Promise<void> {
  if (!page.url().includes('/account')) await page.goto('/account');
  const started = Date.now();
  await page.getByRole('textbox', { name: 'Email' }).fill(traveller.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await enterEmailedCode(page, traveller.email, started);
  await expect(page.getByRole('link', { name: `Hi, ${traveller.firstName}` })).toBeVisible();
}

/** A new traveller, signed up, confirmed and signed in (2FA on). */
export async function newSignedInTraveller(page: Page, prefix?: string): Promise<Traveller> {
  const traveller = newTraveller(prefix);
  await signUpAndConfirm(page, traveller);
  await signIn(page, traveller);
  return traveller;
}
