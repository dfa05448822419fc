import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../seed/seed';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { EDITING_OFF_MESSAGE, EDITOR_KEY_MESSAGE } from './content-editor.routes';

const EDITOR_KEY = 'editor-key-for-tests-0123456789abcdef';
const channel = { 'X-Channel-Code': 'web', 'X-Site-Code': 'ctg-au-web' };

let t: TestServices;
let readerToken: string;

const newInsight = {
  kind: 'news',
  title: 'Qantas adds a second daily Perth–London flight',
  summary: 'From March the Dreamliner nonstop runs twice a day in the northern summer.',
  author: 'CTG travel desk',
  image: 'airport-lounge',
  tags: ['qantas'],
  airline: { code: 'QF', name: 'Qantas' },
  body: '<p>The second service leaves Perth in the early afternoon.</p><script>alert(1)</script>',
};

beforeAll(async () => {
  t = await createTestServices({ CONTENT_EDITOR_TOKEN: EDITOR_KEY });
  await seed(t.platform, 'src/content');
  const answer = await t.services.content.request(
    '/Account/PublicToken',
    jsonRequest('POST', { siteId: 'ctg-au-web' }),
  );
  readerToken = ((await answer.json()) as { access_token: string }).access_token;
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as loose JSON
type Loose = any;

async function editor(method: string, path: string, body?: unknown, key = EDITOR_KEY, ip = '203.0.113.9') {
  const response = await t.services.content.request(`/editor${path}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', 'X-Client-Ip': ip },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Loose };
}

async function read(path: string) {
  const response = await t.services.content.request(path, {
    headers: { ...channel, Authorization: `Bearer ${readerToken}` },
  });
  return { status: response.status, body: (await response.json()) as Loose };
}

describe('editor endpoints', () => {
  it('refuses a missing or wrong key, and rate limits wrong keys per address', async () => {
    expect(
      (await editor('GET', '/entries/insight/qantas-787-perth-london-review', undefined, '')).status,
    ).toBe(401);
    const wrong = await editor('GET', '/entries/insight/x', undefined, 'not-the-key', '198.51.100.7');
    expect(wrong).toMatchObject({ status: 401, body: { message: EDITOR_KEY_MESSAGE } });
    // A reader's token is not an editor key.
    expect((await editor('GET', '/entries/insight/x', undefined, readerToken, '198.51.100.7')).status).toBe(
      401,
    );
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await editor('GET', '/entries/insight/x', undefined, 'guess', '198.51.100.7')).status);
    }
    expect(statuses.at(-1)).toBe(429);
    // The right key from another address still works.
    expect((await editor('GET', '/entries/menu/main')).status).toBe(200);
  });

  describe('with no editor key configured', () => {
    // A second database is set-up work: it opens in a hook with the hook budget, not inside the test's.
    let off: Awaited<ReturnType<typeof createTestServices>>;
    beforeAll(async () => {
      off = await createTestServices();
    });
    afterAll(() => off.close());

    it('are off (403) when no editor key is configured', async () => {
      const response = await off.services.content.request('/editor/entries/menu/main', {
        headers: { Authorization: `Bearer ${EDITOR_KEY}` },
      });
      expect(response.status).toBe(403);
      expect(((await response.json()) as Loose).message).toBe(EDITING_OFF_MESSAGE);
    });
  });

  it('validate the data against the type schema and name the failing field, writing nothing', async () => {
    const before = (await read('/changes')).body.data.cursor;
    const bad = await editor('PUT', '/entries/insight/perth-london-second-daily', {
      data: { ...newInsight, kind: 'rumour' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^data\.kind: /);
    expect((await editor('PUT', '/entries/no-such-type/x', { data: {} })).status).toBe(404);
    expect((await editor('PUT', '/entries/insight/Bad_Key', { data: newInsight })).status).toBe(404);
    expect((await editor('PUT', '/entries/insight/x', 'not json{')).status).toBe(400);
    expect((await editor('GET', '/entries/insight/perth-london-second-daily')).status).toBe(404);
    expect((await read('/changes')).body.data.cursor).toBe(before);
  });

  it('save a new entry as a draft, publish it, and take it back, each recorded in the change feed', async () => {
    const start = (await read('/changes')).body.data.cursor as number;

    const saved = await editor('PUT', '/entries/insight/perth-london-second-daily', { data: newInsight });
    expect(saved.status).toBe(201);
    expect(saved.body.data.entry).toMatchObject({ status: 'draft', key: 'perth-london-second-daily' });
    expect(saved.body.data.entry.data.body).not.toContain('<script');
    expect((await read('/insights/perth-london-second-daily')).status).toBe(404);

    const published = await editor('POST', '/entries/insight/perth-london-second-daily/publish', {});
    expect(published.status).toBe(200);
    expect(published.body.data.cacheTags).toEqual([
      'content:insight:perth-london-second-daily',
      'list:insight',
      'path:/insights/perth-london-second-daily',
    ]);
    expect((await read('/insights/perth-london-second-daily')).body.data.title).toBe(newInsight.title);

    const feed = await read(`/changes?after=${start}`);
    expect(feed.body.data).toMatchObject({ reset: false, hasMore: false, arrivedTags: [] });
    expect(feed.body.data.changes.map((change: { id: number }) => change.id)).toEqual([
      saved.body.data.changeId,
      published.body.data.changeId,
    ]);
    expect(feed.body.data.cursor).toBe(published.body.data.changeId);
    expect(feed.body.data.changes[1].tags).toEqual(published.body.data.cacheTags);
    expect((await read(`/changes?after=${feed.body.data.cursor}`)).body.data.changes).toEqual([]);

    const unpublished = await editor('POST', '/entries/insight/perth-london-second-daily/unpublish');
    expect(unpublished.body.data.entry.status).toBe('draft');
    expect((await read('/insights/perth-london-second-daily')).status).toBe(404);
    expect((await editor('POST', '/entries/insight/no-such-insight/publish', {})).status).toBe(404);
  });

  it('refuse a page at a path another page already uses (409)', async () => {
    const clash = await editor('PUT', '/entries/page/another-legal', {
      data: {
        path: '/about/legal',
        title: 'Legal, again',
        template: 'Default',
        layout: 'about',
        summary: 'A second page at the legal path.',
        sections: [{ layoutId: 10, body: '<p>Duplicate.</p>' }],
      },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/\/about\/legal is already used by page /);
  });
});

describe('GET /changes', () => {
  it('starts a new reader at the current cursor, and resets a reader whose cursor it does not know', async () => {
    const fresh = await read('/changes');
    expect(fresh.body.data).toMatchObject({ changes: [], arrivedTags: [], reset: false });
    expect((await read(`/changes?after=${fresh.body.data.cursor + 1000}`)).body.data.reset).toBe(true);
    expect((await read('/changes?after=abc')).status).toBe(400);
    expect((await read('/changes?since=yesterday')).status).toBe(400);
  });

  it('reports an item whose publish date arrives, though nobody wrote it then', async () => {
    const start = await read('/changes');
    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    await editor('PUT', '/entries/insight/scheduled-story', {
      data: { ...newInsight, title: 'A story for tomorrow' },
      status: 'published',
      publishAt: at,
    });
    const written = await read(`/changes?after=${start.body.data.cursor}&since=${start.body.data.now}`);
    expect((await read('/insights/scheduled-story')).status).toBe(404);
    t.clock.advance(120_000);
    const later = await read(`/changes?after=${written.body.data.cursor}&since=${written.body.data.now}`);
    expect(later.body.data.changes).toEqual([]);
    expect(later.body.data.arrivedTags).toEqual(
      expect.arrayContaining(['content:insight:scheduled-story', 'list:insight']),
    );
    expect((await read('/insights/scheduled-story')).status).toBe(200);
  });

  it('needs a reader token', async () => {
    const response = await t.services.content.request('/changes', { headers: channel });
    expect(response.status).toBe(401);
  });
});
