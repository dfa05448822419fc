/**
 * Drafts are for content staff (issue 9, item 3): the Content API serves `preview=1` only to the editor
 * key or to the live session of an editor or admin account; everyone else gets the published content.
 * The editor endpoints take the same proof.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createActiveAccount, signInFully } from '../account/account-test-kit';
import { updateAccountProfile } from '../account/account.repo';
import { seed } from '../seed/seed';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { EDITOR_ROLE_MESSAGE } from './content-editor.routes';
import { upsertSeedEntries } from './content.repo';

const EDITOR_KEY = 'editor-key-for-tests-0123456789abcdef';
const channel = { 'X-Channel-Code': 'web', 'X-Site-Code': 'ctg-au-web' };
const DRAFT_KEY = 'staff-only-draft';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as loose JSON
type Loose = any;

let t: TestServices;
const tokens: Record<'public' | 'traveller' | 'editor' | 'admin', string> = {
  public: '',
  traveller: '',
  editor: '',
  admin: '',
};
let editorId = '';

async function accountWithRole(email: string, role: 'traveller' | 'editor' | 'admin') {
  const account = await createActiveAccount(t, email);
  if (role !== 'traveller') await updateAccountProfile(t.platform, account.id, { role });
  return { id: account.id, token: await signInFully(t, email) };
}

beforeAll(async () => {
  t = await createTestServices({ CONTENT_EDITOR_TOKEN: EDITOR_KEY });
  await seed(t.platform, 'src/content');
  await upsertSeedEntries(t.platform, [
    {
      type: 'insight',
      key: DRAFT_KEY,
      status: 'draft',
      publishAt: new Date('2026-01-01T00:00:00Z'),
      position: 0,
      data: {
        kind: 'news',
        title: 'Unannounced lounge',
        summary: 'Not for readers yet.',
        author: 'CTG travel desk',
        image: 'airport-lounge',
        tags: ['qantas'],
        airline: { code: 'QF', name: 'Qantas' },
        body: '<p>Embargoed.</p>',
      },
    },
  ]);
  const answer = await t.services.content.request(
    '/Account/PublicToken',
    jsonRequest('POST', { siteId: 'ctg-au-web' }),
  );
  tokens.public = ((await answer.json()) as { access_token: string }).access_token;
  tokens.traveller = (await accountWithRole('reader@example.com', 'traveller')).token;
  const editor = await accountWithRole('editor@example.com', 'editor');
  editorId = editor.id;
  tokens.editor = editor.token;
  tokens.admin = (await accountWithRole('admin@example.com', 'admin')).token;
});
afterAll(() => t.close());

async function read(path: string, bearer: string) {
  const response = await t.services.content.request(path, {
    headers: { ...channel, Authorization: `Bearer ${bearer}` },
  });
  return { status: response.status, body: (await response.json()) as Loose };
}

const listedKeys = async (bearer: string) =>
  (await read('/insights?pageSize=50&preview=1', bearer)).body.data.items.map(
    (item: { key: string }) => item.key,
  );

describe('preview=1 on the Content API', () => {
  it.each([
    ['a public token', 'public'],
    ["a traveller's account token", 'traveller'],
  ] as const)('with %s: the published content only', async (_label, who) => {
    expect((await read(`/insights/${DRAFT_KEY}?preview=1`, tokens[who])).status).toBe(404);
    expect(await listedKeys(tokens[who])).not.toContain(DRAFT_KEY);
    // Published items are still served, never flagged as drafts.
    const published = await read('/insights/qantas-787-perth-london-review?preview=1', tokens[who]);
    expect(published).toMatchObject({ status: 200, body: { data: { isDraft: false } } });
  });

  it.each([
    ["an editor's account token", () => tokens.editor],
    ["an admin's account token", () => tokens.admin],
    ['the editor key', () => EDITOR_KEY],
  ])('with %s: drafts, flagged as drafts', async (_label, bearer) => {
    const draft = await read(`/insights/${DRAFT_KEY}?preview=1`, bearer());
    expect(draft).toMatchObject({ status: 200, body: { data: { isDraft: true } } });
    expect(await listedKeys(bearer())).toContain(DRAFT_KEY);
    // Without preview=1 even staff read what everyone reads.
    expect((await read(`/insights/${DRAFT_KEY}`, bearer())).status).toBe(404);
  });

  it('reads the role on every call: an editor demoted to traveller loses drafts at once', async () => {
    const demoted = await accountWithRole('demoted@example.com', 'editor');
    expect((await read(`/insights/${DRAFT_KEY}?preview=1`, demoted.token)).status).toBe(200);
    await updateAccountProfile(t.platform, demoted.id, { role: 'traveller' });
    expect((await read(`/insights/${DRAFT_KEY}?preview=1`, demoted.token)).status).toBe(404);
  });

  it('refuses a wrong key as a reader credential', async () => {
    expect((await read('/insights', 'not-the-editor-key')).status).toBe(401);
  });
});

describe('the profile', () => {
  it('tells the site the role', async () => {
    const profile = async (token: string) =>
      (
        (await (
          await t.services.main.request('/Account/GetProfile', authed(token, undefined, 'GET'))
        ).json()) as Loose
      ).data.role;
    expect(await profile(tokens.traveller)).toBe('traveller');
    expect(await profile(tokens.editor)).toBe('editor');
  });
});

describe('editor endpoints with an account session', () => {
  const editorCall = (method: string, path: string, bearer: string, body?: unknown) =>
    t.services.content.request(`/editor${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${bearer}`,
        'Content-Type': 'application/json',
        'X-Client-Ip': '203.0.113.41',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it("accept an editor's or admin's session", async () => {
    expect((await editorCall('GET', `/entries/insight/${DRAFT_KEY}`, tokens.editor)).status).toBe(200);
    expect((await editorCall('GET', `/entries/insight/${DRAFT_KEY}`, tokens.admin)).status).toBe(200);
    const published = await editorCall('POST', '/entries/menu/main/publish', tokens.editor, {});
    expect(published.status).toBe(200);
  });

  it("refuse a traveller's session (403) and a public token (401)", async () => {
    const refused = await editorCall('GET', `/entries/insight/${DRAFT_KEY}`, tokens.traveller);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as Loose).message).toBe(EDITOR_ROLE_MESSAGE);
    const unpublish = await editorCall('POST', `/entries/insight/${DRAFT_KEY}/unpublish`, tokens.traveller);
    expect(unpublish.status).toBe(403);
    expect((await editorCall('GET', `/entries/insight/${DRAFT_KEY}`, tokens.public)).status).toBe(401);
  });

  it('refuse a signed-out editor', async () => {
    const editor = await signInFully(t, 'editor@example.com');
    expect((await editorCall('GET', '/entries/menu/main', editor)).status).toBe(200);
    await t.services.main.request('/Login/Logout', authed(editor));
    expect((await editorCall('GET', '/entries/menu/main', editor)).status).toBe(401);
    expect(editorId).not.toBe('');
  });

  // A second database: slower than the others on a busy machine, hence its own time limit.
  it('accept an editor session even where no editor key is configured', { timeout: 60_000 }, async () => {
    const keyless = await createTestServices();
    try {
      const account = await createActiveAccount(keyless, 'keyless-editor@example.com');
      await updateAccountProfile(keyless.platform, account.id, { role: 'editor' });
      const token = await signInFully(keyless, 'keyless-editor@example.com');
      const saved = await keyless.services.content.request('/editor/entries/menu/keyless-check', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { title: 'Keyless', items: [] } }),
      });
      expect(saved.status).toBe(201);
    } finally {
      await keyless.close();
    }
  });
});
