/** Helpers of the demo-seed and reservation-profile tests. */
import { createActiveAccount } from '../account/account-test-kit';
import type { TestServices } from '../testing/test-platform';

/** An active account for Olivia Nguyen without a profile row, as the demo seed finds its account. */
export async function createUnseededOlivia(t: TestServices, email: string) {
  const account = await createActiveAccount(t, email, {
    twoFactor: false,
    givenName: 'Olivia',
    familyName: 'Nguyen',
  });
  // createActiveAccount made a profile row; start from an account without one, as the seed does.
  await t.platform.database.execRaw(`DELETE FROM account_profiles WHERE account_id = '${account.id}'`);
  return account;
}
