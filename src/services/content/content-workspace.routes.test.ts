import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateAccountProfile } from '../account/account.repo';
import { listStaffActions } from '../audit/staff-audit';
import { seed } from '../seed/seed';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { testAccountToken, testPublicToken } from '../testing/test-tokens';

const SITE = 'ctg-au-web';
const DEAL = '/entries/deal/sydney-new-york-qantas';

let t: TestServices;
const tokens: Record<'guest' | 'traveller' | 'editor' | 'agent' | 'admin' | 'editor2', string> = {
  guest: '',
  traveller: '',
  editor: '',
  agent: '',
  admin: '',
  editor2: '',
};

beforeAll(async () => {
  t = await createTestServices();
  await seed(t.platform, 'src/content');
  tokens.guest = await testPublicToken(t, SITE);
  tokens.traveller = (await testAccountToken(t, 'traveller@example.com', SITE)).token;
  for (const [name, role] of [
    ['editor', 'editor'],
    ['editor2', 'editor'],
    ['agent', 'agent'],
    ['admin', 'admin'],
  ] as const) {
    const account = await testAccountToken(t, `ws-${name}@ctg.example`, SITE);
    await updateAccountProfile(t.platform, account.accountId, { role });
    tokens[name] = account.token;
  }
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as loose JSON
type Loose = any;

async function call(who: keyof typeof tokens | null, method: string, path: string, body?: unknown) {
  const response = await t.services.content.request(`/editor${path}`, {
    method,
    headers: {
      ...(who ? { Authorization: `Bearer ${tokens[who]}` } : {}),
      'Content-Type': 'application/json',
      'X-Client-Ip': '203.0.113.40',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Loose };
}

describe('content workspace access', () => {
  it.each([
    ['GET', '/entries'],
    ['GET', '/fields/deal'],
    ['GET', `${DEAL}/revisions`],
    ['POST', `${DEAL}/revisions/rev_000000000000000000000000/restore`],
  ])('%s %s: 403 without a session and for guests, travellers and agents', async (method, path) => {
    expect((await call(null, method, path, method === 'POST' ? {} : undefined)).status).toBe(403);
    for (const who of ['traveller', 'agent'] as const) {
      expect((await call(who, method, path, method === 'POST' ? {} : undefined)).status).toBe(403);
    }
    // A guest token is no editor session: refused (editing off answers 403, a key would be asked for).
    expect((await call('guest', method, path, method === 'POST' ? {} : undefined)).status).toBe(403);
  });

  it('lets editors and admins list, search and filter every type', async () => {
    for (const who of ['editor', 'admin'] as const) {
      const all = await call(who, 'GET', '/entries');
      expect(all.status).toBe(200);
      expect(all.body.data.types).toContain('deal');
      expect(all.body.data.entries.length).toBeGreaterThan(10);
    }
    const deals = await call('editor', 'GET', '/entries?type=deal&q=new%20york');
    expect(deals.body.data.entries.map((entry: Loose) => entry.key)).toEqual(['sydney-new-york-qantas']);
    expect(deals.body.data.entries[0]).toMatchObject({ sitePath: '/deals/sydney-new-york-qantas' });
    const drafts = await call('editor', 'GET', '/entries?status=draft&type=menu');
    expect(drafts.body.data.entries).toEqual([]);
    const future = await call('editor', 'GET', '/entries?from=2099-01-01');
    expect(future.body.data.entries).toEqual([]);
  });

  it('refuses bad list filters and unknown types with 400 or 404', async () => {
    expect((await call('editor', 'GET', '/entries?status=gone')).status).toBe(400);
    expect((await call('editor', 'GET', '/entries?from=yesterday')).status).toBe(400);
    expect((await call('editor', 'GET', '/entries?type=widget')).status).toBe(400);
    expect((await call('editor', 'GET', '/fields/widget')).status).toBe(404);
  });

  it('answers typed fields derived from the schema', async () => {
    const fields = (await call('editor', 'GET', '/fields/deal')).body.data;
    expect(fields.kind).toBe('object');
    const price = fields.fields.find((field: Loose) => field.name === 'leadInPrice');
    expect(price.fields[0]).toMatchObject({ kind: 'number', name: 'amount', min: 0 });
    expect(fields.fields.find((field: Loose) => field.name === 'body')).toMatchObject({ kind: 'richText' });
  });
});

describe('saving with revisions, audit and stale-save refusal', () => {
  it('saves, refuses a stale save naming who, keeps revisions and restores one', async () => {
    const first = (await call('editor', 'GET', DEAL)).body.data;
    const changed = {
      ...first.data,
      leadInPrice: { ...first.data.leadInPrice, amount: 9990 },
    };
    t.clock.advance(60_000);
    const saved = await call('editor', 'PUT', DEAL, { data: changed, expectedUpdatedAt: first.updatedAt });
    expect(saved.status).toBe(200);
    expect(saved.body.data.entry.data.leadInPrice.amount).toBe(9990);

    t.clock.advance(60_000);
    const stale = await call('editor2', 'PUT', DEAL, {
      data: { ...first.data, name: 'A stale name' },
      expectedUpdatedAt: first.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(
      /^ws-editor@ctg\.example changed this at .+; your changes were not saved$/,
    );
    expect((await call('editor', 'GET', DEAL)).body.data.data.name).toBe(first.data.name);

    const current = saved.body.data.entry;
    const stalePublish = await call('editor2', 'POST', `${DEAL}/publish`, {
      expectedUpdatedAt: first.updatedAt,
    });
    expect(stalePublish.status).toBe(409);
    t.clock.advance(60_000);
    const published = await call('admin', 'POST', `${DEAL}/publish`, {
      expectedUpdatedAt: current.updatedAt,
    });
    expect(published.status).toBe(200);
    expect(published.body.data.cacheTags.length).toBeGreaterThan(0);

    const revisions = (await call('editor', 'GET', `${DEAL}/revisions`)).body.data.revisions;
    expect(revisions.map((revision: Loose) => [revision.action, revision.actorEmail])).toEqual([
      ['publish', 'ws-admin@ctg.example'],
      ['save', 'ws-editor@ctg.example'],
    ]);
    const original = revisions[1];
    expect(original.data.leadInPrice.amount).toBe(first.data.leadInPrice.amount);

    t.clock.advance(60_000);
    const latest = published.body.data.entry;
    const restored = await call('editor2', 'POST', `${DEAL}/revisions/${original.id}/restore`, {
      expectedUpdatedAt: latest.updatedAt,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data.entry).toMatchObject({ status: 'published' });
    expect(restored.body.data.entry.data.leadInPrice.amount).toBe(first.data.leadInPrice.amount);
    const unknown = await call(
      'editor',
      'POST',
      `${DEAL}/revisions/rev_000000000000000000000000/restore`,
      {},
    );
    expect(unknown).toMatchObject({ status: 404, body: { message: 'No such revision of this entry' } });

    const audit = await listStaffActions(t.platform, {
      targetType: 'deal',
      targetId: 'sydney-new-york-qantas',
      limit: 10,
    });
    expect(audit.map((row) => [row.action, row.actorEmail])).toEqual([
      ['content.restore', 'ws-editor2@ctg.example'],
      ['content.publish', 'ws-admin@ctg.example'],
      ['content.save', 'ws-editor@ctg.example'],
    ]);
    expect(audit[2]).toMatchObject({
      before: { data: { leadInPrice: { amount: first.data.leadInPrice.amount } } },
      after: { data: { leadInPrice: { amount: 9990 } } },
    });
  });

  it('writes nothing when the save is refused or invalid', async () => {
    const before = await listStaffActions(t.platform, { targetType: 'deal', limit: 100 });
    const entry = (await call('editor', 'GET', DEAL)).body.data;
    const invalid = await call('editor', 'PUT', DEAL, {
      data: { ...entry.data, leadInPrice: { ...entry.data.leadInPrice, amount: -1 } },
      expectedUpdatedAt: entry.updatedAt,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/^data\.leadInPrice\.amount/);
    expect(
      (await call('editor', 'PUT', DEAL, { data: entry.data, expectedUpdatedAt: 'yesterday' })).status,
    ).toBe(400);
    expect((await call('editor', 'POST', `${DEAL}/revisions/rev_1/restore`, {})).status).toBe(404);
    const after = await listStaffActions(t.platform, { targetType: 'deal', limit: 100 });
    expect(after.length).toBe(before.length);
  });

  it('audits unpublish and creation', async () => {
    const created = await call('editor', 'PUT', '/entries/snippet/workspace-note', {
      data: { title: 'Workspace note', html: '<p>Hello</p>' },
    });
    expect(created.status).toBe(201);
    t.clock.advance(60_000);
    expect((await call('editor', 'POST', '/entries/snippet/workspace-note/publish', {})).status).toBe(200);
    t.clock.advance(60_000);
    expect((await call('editor', 'POST', '/entries/snippet/workspace-note/unpublish')).status).toBe(200);
    const audit = await listStaffActions(t.platform, { targetId: 'workspace-note', limit: 10 });
    expect(audit.map((row) => row.action)).toEqual(['content.unpublish', 'content.publish', 'content.save']);
    expect(audit[2]?.before).toBeNull();
  });
});
