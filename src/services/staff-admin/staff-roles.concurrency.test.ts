import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { testAccountToken } from '../testing/test-tokens';
import { postAs, SITE } from '../test-kits/staff-roles-test-kit';
import { onDatabase } from '../test-kits/database-kind';

/**
 * The last-admin rule under concurrency (issue 24): two admins demoting each other at the same moment
 * leave one admin, never none. On PGlite the transactions queue; with DATABASE_URL set they race on a
 * PostgreSQL pool, where the lock on the admins' rows decides.
 */
let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

async function admin(email: string) {
  const account = await testAccountToken(t, email, SITE);
  await t.platform.database.query(
    `INSERT INTO account_profiles (account_id, role) VALUES ($1, 'admin')
       ON CONFLICT (account_id) DO UPDATE SET role = 'admin'`,
    [account.accountId],
  );
  return account;
}

const adminCount = async () =>
  Number(
    (
      await t.platform.database.query<{ n: string }>(
        `SELECT count(*) AS n FROM account_profiles WHERE role = 'admin'`,
      )
    )[0]!.n,
  );

describe(onDatabase('two admins demoting each other'), () => {
  it('leaves exactly one admin, and the other demotion is a 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      await t.platform.database.query(`UPDATE account_profiles SET role = 'traveller' WHERE role = 'admin'`);
      const one = await admin(`one.${round}@staff.example`);
      const two = await admin(`two.${round}@staff.example`);
      const answers = await Promise.all([
        postAs(t, 'main', '/Staff/Accounts/Role', { accountId: two.accountId, role: 'agent' }, one.token),
        postAs(t, 'main', '/Staff/Accounts/Role', { accountId: one.accountId, role: 'agent' }, two.token),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      // The second demotion finds either no admin left in its caller (403) or one admin left (409).
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      expect(await adminCount()).toBe(1);
    }
  });
});
