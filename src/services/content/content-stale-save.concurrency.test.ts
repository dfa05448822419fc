import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateAccountProfile } from '../account/account.repo';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { testAccountToken } from '../testing/test-tokens';
import { onDatabase } from '../test-kits/database-kind';

/**
 * Two editors saving one entry at once from forms drawn from the same version (issue 24): exactly one
 * save wins; the others are refused (409, naming the winner) and leave no revision or audit row. On
 * PGlite the transactions queue; with DATABASE_URL set they race on a PostgreSQL pool, where the entry
 * row lock (SELECT … FOR UPDATE) decides.
 */
let t: TestServices;
const editors: { email: string; token: string }[] = [];
const ENTRY = '/editor/entries/snippet/race-note';

beforeAll(async () => {
  t = await createTestServices();
  for (const email of ['race.one@ctg.example', 'race.two@ctg.example', 'race.three@ctg.example']) {
    const account = await testAccountToken(t, email, 'ctg-au-web');
    await updateAccountProfile(t.platform, account.accountId, { role: 'editor' });
    editors.push({ email, token: account.token });
  }
});
afterAll(() => t.close());

async function put(token: string, body: unknown) {
  const response = await t.services.content.request(ENTRY, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message: string; data: never } };
}

const count = async (query: string) =>
  Number((await t.platform.database.query<{ n: string }>(query, []))[0]!.n);

describe(onDatabase('stale saves racing'), () => {
  it('lets one of three saves of the same version through', async () => {
    const created = await put(editors[0]!.token, { data: { title: 'Race note', html: '<p>Start</p>' } });
    expect(created.status).toBe(201);
    const expectedUpdatedAt = (created.body.data as { entry: { updatedAt: string } }).entry.updatedAt;
    t.clock.advance(60_000);
    const revisionsBefore = await count(
      `SELECT count(*) AS n FROM content_revisions WHERE key = 'race-note'`,
    );
    const auditBefore = await count(`SELECT count(*) AS n FROM staff_audit WHERE target_id = 'race-note'`);

    const answers = await Promise.all(
      editors.map((editor, index) =>
        put(editor.token, { data: { title: `Race note ${index}`, html: '<p>Mine</p>' }, expectedUpdatedAt }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const winner = editors[answers.findIndex((answer) => answer.status === 200)]!;
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.message).toContain(`${winner.email} changed this at`);
    }
    expect(await count(`SELECT count(*) AS n FROM content_revisions WHERE key = 'race-note'`)).toBe(
      revisionsBefore + 1,
    );
    expect(await count(`SELECT count(*) AS n FROM staff_audit WHERE target_id = 'race-note'`)).toBe(
      auditBefore + 1,
    );
  });
});
