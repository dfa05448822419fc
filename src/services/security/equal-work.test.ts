import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, createActiveAccount, emailsTo } from '../account/account-test-kit';
import { accountCodes, accounts, outboxEmails } from '../db/schema';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { REHEARSAL_ACCOUNT_EMAIL } from './equal-work';

/**
 * Account enumeration by timing: forgot-password and sign-up must do the same work for a registered
 * address as for an unknown one. Timings are noisy, so this compares what the work is: every SQL
 * statement each request sends (text and order; the values differ), and the answer's bytes and
 * headers. What remains (commit or roll back) is measured by `npm run bench:account-timing`.
 */
let t: TestServices;
let statements: string[] = [];

beforeAll(async () => {
  t = await createTestServices({ SITE_URL: 'https://ctg.example' });
  // drizzle hands every statement, in transactions too, to its session's logger; transactions are
  // marked where they start and end (how they end, commit or roll back, is the one allowed difference).
  const session = Reflect.get(t.platform.database.db, 'session') as {
    logger: unknown;
    options: { logger?: unknown };
    transaction: (...args: unknown[]) => Promise<unknown>;
  };
  // PostgreSQL's driver logs how each transaction ends; that end is the one allowed difference (both are
  // asynchronous commits there, equal-work.ts), so it is recorded as the end, whichever it was.
  const recorder = {
    logQuery: (query: string) => void statements.push(/^(commit|rollback)$/i.test(query) ? 'END TX' : query),
  };
  session.logger = recorder;
  session.options.logger = recorder;
  const transaction = session.transaction.bind(session);
  session.transaction = async (...args) => {
    statements.push('BEGIN');
    try {
      return await transaction(...args);
    } finally {
      statements.push('END');
    }
  };
});
afterAll(() => t.close());

let n = 0;
/** One POST from a new address; the statements it sent and its answer. */
async function observe(path: string, body: unknown) {
  statements = [];
  n += 1;
  const response = await t.services.main.request(
    path,
    jsonRequest('POST', body, { 'X-Client-Ip': `10.91.${Math.floor(n / 250)}.${n % 250}` }),
  );
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !['x-request-id', 'date'].includes(name)),
  );
  return { statements, status: response.status, headers, body: await response.text() };
}

const signup = (email: string) => ({
  title: 'Ms',
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
  newPassword: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  marketingOptIn: true,
});

describe('forgot-password does the same work for a known and an unknown address', () => {
  it('sends the same statements and answers the same bytes and headers', async () => {
    // The stand-in account of the unknown branch is made once per process, before anything is measured.
    await observe('/ForgotPassword/RequestResetPassword', { email: 'warm-up@example.com' });
    await createActiveAccount(t, 'forgot-known@example.com');
    const known = await observe('/ForgotPassword/RequestResetPassword', {
      email: 'forgot-known@example.com',
    });
    const unknown = await observe('/ForgotPassword/RequestResetPassword', {
      email: 'forgot-unknown@example.com',
    });
    expect(known.status).toBe(200);
    expect(unknown.statements).toEqual(known.statements);
    expect(known.statements.some((query) => /insert into "outbox_emails"/i.test(query))).toBe(true);
    expect(unknown).toEqual({ ...known, statements: unknown.statements });
    expect(await emailsTo(t, 'forgot-known@example.com')).toHaveLength(1);
  });

  it('enqueues the delivery job the same way on both paths, after the answer', async () => {
    const enqueued: string[] = [];
    t.platform.mailer.deliveryJobs = { enqueue: async (_db, emailId) => void enqueued.push(emailId) };
    try {
      await createActiveAccount(t, 'forgot-job@example.com');
      await observe('/ForgotPassword/RequestResetPassword', { email: 'forgot-job@example.com' });
      expect(enqueued).toHaveLength(0);
      await new Promise((resolve) => setImmediate(resolve));
      await observe('/ForgotPassword/RequestResetPassword', { email: 'forgot-job-unknown@example.com' });
      await new Promise((resolve) => setImmediate(resolve));
      expect(enqueued).toHaveLength(2);
      const [kept] = await t.platform.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.id, enqueued[0] ?? ''));
      expect(kept?.recipient).toBe('forgot-job@example.com');
      // The unknown address's email was rolled back: its job will find no row and be skipped.
      expect(
        await t.platform.database.db
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.id, enqueued[1] ?? '')),
      ).toEqual([]);
    } finally {
      delete t.platform.mailer.deliveryJobs;
    }
  });

  it('keeps nothing for the unknown address, and nobody can ask for the stand-in account', async () => {
    const [standIn] = await t.platform.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, REHEARSAL_ACCOUNT_EMAIL));
    expect(standIn).toMatchObject({ status: 'pending', passwordHash: null });
    const codes = await t.platform.database.db
      .select()
      .from(accountCodes)
      .where(eq(accountCodes.accountId, standIn?.id ?? ''));
    expect(codes).toEqual([]);
    expect(
      await t.platform.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.recipient, REHEARSAL_ACCOUNT_EMAIL)),
    ).toEqual([]);
    const asked = await observe('/ForgotPassword/RequestResetPassword', { email: REHEARSAL_ACCOUNT_EMAIL });
    expect(asked.status).toBe(400);
  });
});

describe('sign-up does the same work for a new, a registered and a pending address', () => {
  it('sends the same statements and answers the same bytes and headers', async () => {
    await observe('/Signup/AccountSignup', signup('signup-warm-up@example.com'));
    await createActiveAccount(t, 'signup-known@example.com');
    const pendingFirst = await observe('/Signup/AccountSignup', signup('signup-pending@example.com'));
    const fresh = await observe('/Signup/AccountSignup', signup('signup-new@example.com'));
    const known = await observe('/Signup/AccountSignup', signup('signup-known@example.com'));
    const pending = await observe('/Signup/AccountSignup', signup('signup-pending@example.com'));
    expect(fresh.status).toBe(200);
    expect(known.statements).toEqual(fresh.statements);
    expect(pending.statements).toEqual(fresh.statements);
    expect(pendingFirst.statements).toEqual(fresh.statements);
    const strip = (answer: typeof fresh) => ({
      ...answer,
      statements: [],
      body: answer.body.replace(/"email":"[^"]*"/, ''),
    });
    expect(strip(known)).toEqual(strip(fresh));
    expect(strip(pending)).toEqual(strip(fresh));
    // What each owner got: a link for the new and the pending account, a notice for the registered one.
    expect((await emailsTo(t, 'signup-known@example.com'))[0]?.subject).toBe(
      'Someone tried to sign up with your email',
    );
    expect(await emailsTo(t, 'signup-pending@example.com')).toHaveLength(2);
    const [knownAccount] = await t.platform.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'signup-known@example.com'));
    expect(knownAccount?.givenName).toBe('Sam');
  });
});
