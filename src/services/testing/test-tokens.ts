import { issueToken } from '../auth/tokens';
import { jsonRequest, type TestServices } from './test-platform';

/** Bearer tokens for service tests: a guest's, and an account's with a live session. */

export async function testPublicToken(t: TestServices, siteId: string): Promise<string> {
  const response = await t.services.main.request('/Login/publicToken', jsonRequest('POST', { siteId }));
  return ((await response.json()) as { access_token: string }).access_token;
}

/** An account with a live session (one hour) and its bearer token, written straight to the tables. */
export async function testAccountToken(
  t: TestServices,
  email: string,
  siteId: string,
): Promise<{ accountId: string; token: string }> {
  const accountId = t.platform.ids.uuid();
  const sessionId = t.platform.ids.uuid();
  await t.platform.database.query(
    `INSERT INTO accounts (id, email, given_name, family_name, status) VALUES ($1, $2, 'Sam', 'Walker', 'active')`,
    [accountId, email],
  );
  await t.platform.database.query(`INSERT INTO sessions (id, account_id, expires_at) VALUES ($1, $2, $3)`, [
    sessionId,
    accountId,
    new Date(t.clock.now().getTime() + 3_600_000),
  ]);
  const issued = await issueToken(
    t.platform,
    { sub: accountId, typ: 'account', sid: sessionId, site: siteId },
    3600,
  );
  return { accountId, token: issued.access_token };
}
