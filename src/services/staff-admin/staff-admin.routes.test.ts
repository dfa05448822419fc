import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, StaffAccount } from '../../shared/contracts/staff-admin';
import { NOT_ADMIN } from '../auth/admin-only';
import { findAccountRole } from '../auth/editor-access';
import { staffAudit } from '../db/schema';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { testAccountToken } from '../testing/test-tokens';
import { ROLE_MESSAGES } from './staff-accounts.service';
import { CALLERS, postAs, SITE, tokensOfEveryRole, type RoleTokens } from '../test-kits/staff-roles-test-kit';

let t: TestServices;
let who: RoleTokens;

const post = (path: string, body: unknown, token: string) => postAs(t, 'main', path, body, token);

beforeAll(async () => {
  t = await createTestServices();
  who = await tokensOfEveryRole(t, 'admin-tests');
});
afterAll(() => t.close());

describe('who may manage staff and read the audit log', () => {
  it.each(CALLERS)('%s', async (caller) => {
    const calls = [
      ['/Staff/Accounts/Search', { query: 'staff.example' }],
      ['/Staff/Accounts/Role', { accountId: who.ids.traveller, role: 'traveller' }],
      ['/Staff/Audit', {}],
    ] as const;
    for (const [path, body] of calls) {
      const answer = await post(path, body, who.tokens[caller]);
      const expected = caller === 'admin' ? 200 : caller === 'guest' ? 401 : 403;
      expect([path, answer.status]).toEqual([path, expected]);
      if (caller !== 'admin' && caller !== 'guest') expect(answer.json.message).toBe(NOT_ADMIN);
    }
  });
});

describe('finding accounts', () => {
  it('matches email or name, with a role filter', async () => {
    const byEmail = (await post('/Staff/Accounts/Search', { query: 'EDITOR.admin-tests' }, who.tokens.admin))
      .json.data as StaffAccount[];
    expect(byEmail).toEqual([
      { id: who.ids.editor, email: 'editor.admin-tests@staff.example', name: 'Sam Walker', role: 'editor' },
    ]);
    const agents = (await post('/Staff/Accounts/Search', { role: 'agent' }, who.tokens.admin)).json
      .data as StaffAccount[];
    expect(agents.map((account) => account.id)).toEqual([who.ids.agent]);
    const wildcard = (await post('/Staff/Accounts/Search', { query: '%' }, who.tokens.admin)).json.data;
    expect(wildcard).toEqual([]);
  });

  it('400s a role that does not exist', async () => {
    const answer = await post('/Staff/Accounts/Search', { role: 'owner' }, who.tokens.admin);
    expect([answer.status, answer.json.message]).toEqual([400, expect.stringMatching(/role must be/)]);
  });
});

describe('changing roles', () => {
  it('promotes a traveller to agent, audited as role.change with before and after', async () => {
    const fresh = await testAccountToken(t, 'new.traveller@example.com', SITE);
    const answer = await post(
      '/Staff/Accounts/Role',
      { accountId: fresh.accountId, role: 'agent' },
      who.tokens.admin,
    );
    expect(answer.status, answer.json.message).toBe(200);
    expect(answer.json.data).toMatchObject({
      before: 'traveller',
      changed: true,
      account: { role: 'agent' },
    });
    expect(await findAccountRole(t.platform, fresh.accountId)).toBe('agent');
    const [row] = await t.platform.database.db
      .select()
      .from(staffAudit)
      .where(eq(staffAudit.targetId, fresh.accountId));
    expect(row).toMatchObject({
      action: 'role.change',
      actorId: who.ids.admin,
      targetType: 'account',
      before: { email: 'new.traveller@example.com', role: 'traveller' },
      after: { email: 'new.traveller@example.com', role: 'agent' },
    });
    const page = (
      await post('/Staff/Audit', { action: 'role.change', targetId: fresh.accountId }, who.tokens.admin)
    ).json.data as AuditPage;
    expect(page.entries.map((entry) => entry.summary)).toEqual([
      'new.traveller@example.com: traveller → agent',
    ]);
  });

  it('400s bad input and 404s an unknown account', async () => {
    const bad = await post('/Staff/Accounts/Role', { accountId: 'x', role: 'agent' }, who.tokens.admin);
    expect([bad.status, bad.json.message]).toEqual([400, expect.stringMatching(/accountId must be/)]);
    const unknown = await post(
      '/Staff/Accounts/Role',
      { accountId: t.platform.ids.uuid(), role: 'agent' },
      who.tokens.admin,
    );
    expect(unknown.status).toBe(404);
  });

  it("refuses the last admin's demotion, and an admin demoting themself", async () => {
    const role = (accountId: string, to: string, token: string) =>
      post('/Staff/Accounts/Role', { accountId, role: to }, token);
    const last = await role(who.ids.admin, 'agent', who.tokens.admin);
    expect([last.status, last.json.message]).toEqual([409, ROLE_MESSAGES.lastAdmin]);
    // With a second admin, one may demote the other, never themself.
    const second = await testAccountToken(t, 'second.admin@staff.example', SITE);
    expect((await role(second.accountId, 'admin', who.tokens.admin)).status).toBe(200);
    const own = await role(who.ids.admin, 'agent', who.tokens.admin);
    expect([own.status, own.json.message]).toEqual([409, ROLE_MESSAGES.ownDemotion]);
    const demoted = await role(who.ids.admin, 'editor', second.token);
    expect(demoted.status, demoted.json.message).toBe(200);
    // The demoted admin is no admin any more, at once.
    expect((await post('/Staff/Audit', {}, who.tokens.admin)).status).toBe(403);
    const lastAgain = await role(second.accountId, 'agent', second.token);
    expect([lastAgain.status, lastAgain.json.message]).toEqual([409, ROLE_MESSAGES.lastAdmin]);
    expect(await findAccountRole(t.platform, second.accountId)).toBe('admin');
    // Back as it was for the next tests: the first admin only.
    await t.platform.database.query(`UPDATE account_profiles SET role = 'admin' WHERE account_id = $1`, [
      who.ids.admin,
    ]);
    await t.platform.database.query(`UPDATE account_profiles SET role = 'traveller' WHERE account_id = $1`, [
      second.accountId,
    ]);
  });
});

describe('the audit log', () => {
  it('filters by actor email and action, newest first, paged without gaps', async () => {
    for (let index = 0; index < 60; index += 1) {
      if (index % 7 === 0) t.clock.advance(1000);
      const role = index % 2 === 0 ? 'editor' : 'traveller';
      await post('/Staff/Accounts/Role', { accountId: who.ids.traveller, role }, who.tokens.admin);
    }
    const seen: string[] = [];
    let to: string | undefined;
    for (let pages = 0; pages < 5; pages += 1) {
      const answer = await post(
        '/Staff/Audit',
        { actor: 'admin.admin-tests@staff.example', targetId: who.ids.traveller, ...(to ? { to } : {}) },
        who.tokens.admin,
      );
      const page = answer.json.data as AuditPage;
      seen.push(...page.entries.map((entry) => entry.id));
      if (!page.nextTo) break;
      to = page.nextTo;
    }
    expect(seen).toHaveLength(60);
    expect(new Set(seen).size).toBe(60);
    const nobody = await post('/Staff/Audit', { actor: 'nobody@example.com' }, who.tokens.admin);
    expect(nobody.json.data.entries).toEqual([]);
    const bad = await post('/Staff/Audit', { from: 'yesterday' }, who.tokens.admin);
    expect([bad.status, bad.json.message]).toEqual([400, expect.stringMatching(/from must be/)]);
  });
});
