/** Helpers for the accounts integration tests: outbox reading and the full sign-in. Not shipped code. */
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outboxEmails } from '../db/schema';
import { jsonRequest, type TestServices } from '../testing/test-platform';
import { ensureAccountProfile, insertAccount, updateAccountProfile } from './account.repo';
import { hashPassword } from './password';

export const STRONG_PASSWORD = 'Correct-Horse-Battery-9';

export async function lastEmailTo(t: TestServices, to: string) {
  const [row] = await t.platform.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, to.toLowerCase()))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  return row;
}

export async function emailsTo(t: TestServices, to: string) {
  return t.platform.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, to.toLowerCase()));
}

/** The 6-digit code of the newest email to `to`. */
export async function lastCodeTo(t: TestServices, to: string): Promise<string> {
  const email = await lastEmailTo(t, to);
  const code = /\b(\d{6})\b/.exec(email?.text ?? '')?.[1];
  if (!code) throw new Error(`no code emailed to ${to}`);
  return code;
}

/** An active account; with twoFactor it has registered email 2FA already. */
export async function createActiveAccount(
  t: TestServices,
  email: string,
  options: { password?: string; twoFactor?: boolean; givenName?: string; familyName?: string } = {},
) {
  const account = await insertAccount(t.platform, {
    email,
    passwordHash: await hashPassword(options.password ?? STRONG_PASSWORD),
    title: 'Mr',
    givenName: options.givenName ?? 'Sam',
    familyName: options.familyName ?? 'Walker',
    status: 'active',
  });
  await ensureAccountProfile(t.platform, account.id);
  if (options.twoFactor ?? true)
    await updateAccountProfile(t.platform, account.id, { twoFactorEnabled: true });
  return account;
}

const ip = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** Password step and emailed code: the account token of a new session. */
export async function signInFully(
  t: TestServices,
  email: string,
  password = STRONG_PASSWORD,
): Promise<string> {
  const clientIp = ip();
  const step = await t.services.main.request(
    '/Login/Token',
    jsonRequest('POST', { username: email, password }, { 'X-Client-Ip': clientIp }),
  );
  expect(step.status).toBe(200);
  const { data } = (await step.json()) as { data: { loginToken: string } };
  const code = await lastCodeTo(t, email);
  const verified = await t.services.main.request(
    '/Login/Verify2FA',
    jsonRequest('POST', { loginToken: data.loginToken, code }, { 'X-Client-Ip': clientIp }),
  );
  expect(verified.status).toBe(200);
  return ((await verified.json()) as { data: { access_token: string } }).data.access_token;
}

export function authed(token: string, body?: unknown, method = 'POST'): RequestInit {
  return jsonRequest(method, body, { Authorization: `Bearer ${token}`, 'X-Client-Ip': '203.0.113.200' });
}
