/**
 * Drafts of published entries (issue 24): an editor's save of a published entry is kept apart from
 * what readers see until it is published; publishing, scheduling, discarding and restoring act on the
 * draft; "save and publish" is one write (one revision, one audit row).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateAccountProfile } from '../account/account.repo';
import { listStaffActions } from '../audit/staff-audit';
import { seed } from '../seed/seed';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { testAccountToken, testPublicToken } from '../testing/test-tokens';
import { publishDueDrafts } from './content-drafts.repo';
import { readEditorEntry } from './content-editor.service';

const SITE = 'ctg-au-web';
const channel = { 'X-Channel-Code': 'web', 'X-Site-Code': SITE };

let t: TestServices;
let reader = '';
const staff = { editor: '', editor2: '', agent: '', traveller: '', none: '' };

beforeAll(async () => {
  t = await createTestServices();
  await seed(t.platform, 'src/content');
  reader = await testPublicToken(t, SITE);
  for (const [name, role] of [
    ['editor', 'editor'],
    ['editor2', 'editor'],
    ['agent', 'agent'],
    ['traveller', null],
  ] as const) {
    const account = await testAccountToken(t, `drafts-${name}@ctg.example`, SITE);
    if (role) await updateAccountProfile(t.platform, account.accountId, { role });
    staff[name] = account.token;
  }
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as loose JSON
type Loose = any;

async function call(who: keyof typeof staff, method: string, path: string, body?: unknown) {
  const response = await t.services.content.request(`/editor${path}`, {
    method,
    headers: {
      ...(staff[who] ? { Authorization: `Bearer ${staff[who]}` } : {}),
      'Content-Type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Loose };
}

async function read(path: string, token = reader) {
  const response = await t.services.content.request(path, {
    headers: { ...channel, Authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as Loose };
}

const cursor = async () => (await read('/changes')).body.data.cursor as number;
const audited = (key: string) =>
  listStaffActions(t.platform, { targetType: 'deal', targetId: key, limit: 20 });
const revisionsOf = async (key: string) =>
  (await call('editor', 'GET', `/entries/deal/${key}/revisions`)).body.data.revisions as Loose[];
const priced = (entry: Loose, amount: number) => ({
  ...entry.data,
  leadInPrice: { ...entry.data.leadInPrice, amount },
});

describe('discarding a draft', () => {
  it('is refused (403) without a session and for travellers and agents', async () => {
    for (const who of ['none', 'traveller', 'agent'] as const) {
      expect((await call(who, 'POST', '/entries/deal/sydney-new-york-qantas/discard', {})).status).toBe(403);
    }
  });
});

describe('a draft of a published entry', () => {
  const KEY = 'sydney-new-york-qantas';
  const ENTRY = `/entries/deal/${KEY}`;

  it('keeps readers on the published version until the draft is published', async () => {
    const live = (await call('editor', 'GET', ENTRY)).body.data;
    const oldPrice = live.data.leadInPrice.amount as number;
    const before = await cursor();
    t.clock.advance(60_000);

    const saved = await call('editor', 'PUT', ENTRY, {
      data: priced(live, 1234),
      asDraft: true,
      expectedUpdatedAt: live.updatedAt,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.cacheTags).toEqual([]);
    expect(saved.body.data.entry).toMatchObject({
      status: 'published',
      data: { leadInPrice: { amount: 1234 } },
      draft: { savedBy: 'drafts-editor@ctg.example', publishAt: null },
    });
    // Readers, and the change feed the route caches follow, see nothing new.
    expect((await read(`/deals/${KEY}`)).body.data.leadInPrice.amount).toBe(oldPrice);
    expect(await cursor()).toBe(before);
    // Preview shows the draft to an editor, marked as not what readers see.
    const preview = (await read(`/deals/${KEY}?preview=1`, staff.editor)).body.data;
    expect(preview).toMatchObject({ isDraft: true, leadInPrice: { amount: 1234 } });
    expect((await read(`/deals/${KEY}`)).body.data.isDraft).toBe(false);

    // A stale save against the draft is refused, naming who saved it.
    const stale = await call('editor2', 'PUT', ENTRY, {
      data: priced(live, 999),
      asDraft: true,
      expectedUpdatedAt: live.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^drafts-editor@ctg\.example changed this at /);

    const revisionsBefore = (await revisionsOf(KEY)).length;
    const auditBefore = (await audited(KEY)).length;
    t.clock.advance(60_000);
    const published = await call('editor2', 'POST', `${ENTRY}/publish`, {
      expectedUpdatedAt: saved.body.data.entry.updatedAt,
    });
    expect(published.status).toBe(200);
    expect(published.body.data.entry).toMatchObject({ status: 'published', draft: null });
    expect(published.body.data.cacheTags).toContain(`content:deal:${KEY}`);
    expect((await read(`/deals/${KEY}`)).body.data.leadInPrice.amount).toBe(1234);
    expect(await cursor()).toBeGreaterThan(before);
    const revisions = await revisionsOf(KEY);
    expect(revisions.length).toBe(revisionsBefore + 1);
    expect(revisions[0]).toMatchObject({ action: 'publish', data: { leadInPrice: { amount: oldPrice } } });
    const audit = await audited(KEY);
    expect(audit.length).toBe(auditBefore + 1);
    expect(audit[0]).toMatchObject({ action: 'content.publish', actorEmail: 'drafts-editor2@ctg.example' });
  });

  it('restores a revision of a published entry into its draft, and discards a draft', async () => {
    const live = (await call('editor', 'GET', ENTRY)).body.data;
    const older = (await revisionsOf(KEY)).find((revision) => revision.action === 'publish');
    t.clock.advance(60_000);
    const restored = await call('editor', 'POST', `${ENTRY}/revisions/${older.id}/restore`, {
      expectedUpdatedAt: live.updatedAt,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data.entry.draft).not.toBeNull();
    expect((await read(`/deals/${KEY}`)).body.data.leadInPrice.amount).toBe(1234);

    t.clock.advance(60_000);
    const discarded = await call('editor', 'POST', `${ENTRY}/discard`, {
      expectedUpdatedAt: restored.body.data.entry.updatedAt,
    });
    expect(discarded.status).toBe(200);
    expect(discarded.body.data.entry).toMatchObject({ draft: null, data: { leadInPrice: { amount: 1234 } } });
    expect((await audited(KEY))[0]).toMatchObject({ action: 'content.discard' });
    // Discarding again: there is no draft.
    const again = await call('editor', 'POST', `${ENTRY}/discard`, {});
    expect(again).toMatchObject({ status: 409, body: { message: 'This entry has no unpublished changes' } });
    expect((await call('editor', 'POST', `${ENTRY}/discard`, { expectedUpdatedAt: 'soon' })).status).toBe(
      400,
    );
  });
});

describe('a save without asDraft (machine clients)', () => {
  it('changes what readers see at once, as before', async () => {
    const KEY = 'melbourne-london-emirates';
    const live = (await call('editor', 'GET', `/entries/deal/${KEY}`)).body.data;
    t.clock.advance(60_000);
    const saved = await call('editor', 'PUT', `/entries/deal/${KEY}`, { data: priced(live, 4567) });
    expect(saved.body.data).toMatchObject({ entry: { draft: null }, cacheTags: expect.any(Array) });
    expect(saved.body.data.cacheTags).toContain(`content:deal:${KEY}`);
    expect((await read(`/deals/${KEY}`)).body.data.leadInPrice.amount).toBe(4567);
    expect(
      (await call('editor', 'PUT', `/entries/deal/${KEY}`, { data: live.data, asDraft: 'yes' })).status,
    ).toBe(400);
  });
});

describe('save and publish in one write', () => {
  it('writes one revision and one audit row, and readers see it at once', async () => {
    const KEY = 'sydney-athens-etihad';
    const live = (await call('editor', 'GET', `/entries/deal/${KEY}`)).body.data;
    const revisionsBefore = (await revisionsOf(KEY)).length;
    const auditBefore = (await audited(KEY)).length;
    t.clock.advance(60_000);
    const saved = await call('editor', 'PUT', `/entries/deal/${KEY}`, {
      data: priced(live, 2345),
      status: 'published',
      expectedUpdatedAt: live.updatedAt,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.entry).toMatchObject({ status: 'published', draft: null });
    expect((await read(`/deals/${KEY}`)).body.data.leadInPrice.amount).toBe(2345);
    expect((await revisionsOf(KEY)).length).toBe(revisionsBefore + 1);
    const audit = await audited(KEY);
    expect(audit.length).toBe(auditBefore + 1);
    expect(audit[0]).toMatchObject({
      action: 'content.publish',
      after: { data: { leadInPrice: { amount: 2345 } } },
    });
  });
});

describe('a scheduled draft of a published entry', () => {
  it('leaves the live version up until its time, then publishes the draft', async () => {
    const KEY = 'sydney-new-york-qantas';
    const live = (await call('editor', 'GET', `/entries/deal/${KEY}`)).body.data;
    const at = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = await call('editor', 'PUT', `/entries/deal/${KEY}`, {
      data: priced(live, 3456),
      status: 'published',
      publishAt: at,
      expectedUpdatedAt: live.updatedAt,
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data.entry.draft).toMatchObject({ publishAt: at });
    expect((await read(`/deals/${KEY}`)).status).toBe(200);
    expect((await read(`/deals/${KEY}`)).body.data.leadInPrice.amount).toBe(live.data.leadInPrice.amount);
    expect(await publishDueDrafts(t.platform)).toBe(0);

    const before = await cursor();
    t.clock.advance(3_600_000 + 1_000);
    expect(await publishDueDrafts(t.platform)).toBe(1);
    expect((await read(`/deals/${KEY}`)).body.data.leadInPrice.amount).toBe(3456);
    const feed = await read(`/changes?after=${before}`);
    expect(feed.body.data.changes[0].tags).toContain(`content:deal:${KEY}`);
    // The editors' sessions have lapsed by now (an hour later): read the entry directly.
    expect((await readEditorEntry(t.platform, 'deal', KEY))?.draft).toBeNull();
    expect(await publishDueDrafts(t.platform)).toBe(0);
  });
});
