import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contentEntries } from '../db/schema';
import { seed } from '../seed/seed';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { upsertSeedEntries } from './content.repo';

let t: TestServices;
let token: string;
const channel = { 'X-Channel-Code': 'web', 'X-Site-Code': 'ctg-au-web' };
const EDITOR_KEY = 'editor-key-for-tests-0123456789abcdef';

beforeAll(async () => {
  t = await createTestServices({ CONTENT_EDITOR_TOKEN: EDITOR_KEY });
  await seed(t.platform, 'src/content');
  token = await publicToken();
});

async function publicToken(): Promise<string> {
  const answer = await t.services.content.request(
    '/Account/PublicToken',
    jsonRequest('POST', { siteId: 'ctg-au-web' }),
  );
  return ((await answer.json()) as { access_token: string }).access_token;
}
afterAll(() => t.close());

const read = (
  path: string,
  headers: Record<string, string> = { ...channel, Authorization: `Bearer ${token}` },
) => t.services.content.request(path, { headers });

describe('Content API reads', () => {
  it('serves the seeded main menu as a tree', async () => {
    const response = await read('/menus/main');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { items: { label: string; children?: unknown[] }[] } };
    expect(body.data.items.map((item) => item.label)).toContain('Insights');
    expect(body.data.items.find((item) => item.label === 'Insights')?.children).toHaveLength(2);
  });

  it('serves the home page banners and sections', async () => {
    const body = (await (await read('/home')).json()) as {
      data: { banners: unknown[]; sections: { kind: string }[] };
    };
    expect(body.data.banners.length).toBeGreaterThan(0);
    expect(body.data.sections.map((section) => section.kind)).toEqual(['features', 'routes', 'callout']);
  });

  it('needs a bearer token', async () => {
    expect((await read('/menus/main', channel)).status).toBe(401);
  });

  it.each([
    ['no channel code', { 'X-Site-Code': 'ctg-au-web' }],
    ['another channel', { 'X-Channel-Code': 'app', 'X-Site-Code': 'ctg-au-web' }],
    ['no site code', { 'X-Channel-Code': 'web' }],
  ])('refuses a call with %s', async (_label, headers) => {
    const response = await read('/menus/main', { ...headers, Authorization: `Bearer ${token}` });
    expect(response.status).toBe(400);
  });

  it('answers 404 for an unknown or malformed menu key', async () => {
    expect((await read('/menus/footer-xyz')).status).toBe(404);
    expect((await read('/menus/..%2Fhome')).status).toBe(404);
  });
});

describe('drafts and publishing', () => {
  it('hides drafts and future items unless content staff ask for preview', async () => {
    await upsertSeedEntries(t.platform, [
      {
        type: 'menu',
        key: 'draft-menu',
        status: 'draft',
        publishAt: new Date('2026-01-01T00:00:00Z'),
        position: 0,
        data: { title: 'Draft', items: [{ label: 'Secret sale', action: 'Page', target: '/secret' }] },
      },
      {
        type: 'menu',
        key: 'future-menu',
        status: 'published',
        publishAt: new Date('2027-06-01T00:00:00Z'),
        position: 0,
        data: { title: 'Later', items: [] },
      },
    ]);
    expect((await read('/menus/draft-menu')).status).toBe(404);
    expect((await read('/menus/future-menu')).status).toBe(404);
    expect((await read('/menus/draft-menu?preview=1')).status).toBe(404);
    const asEditor = { ...channel, Authorization: `Bearer ${EDITOR_KEY}` };
    expect((await read('/menus/draft-menu?preview=1', asEditor)).status).toBe(200);
    t.clock.advance(365 * 24 * 3600 * 1000);
    token = await publicToken(); // the old one expired with the year that passed
    expect((await read('/menus/future-menu')).status).toBe(200);
  });
});

describe('seed', () => {
  it('is idempotent and never overwrites an entry an editor changed', async () => {
    await t.platform.database.db
      .update(contentEntries)
      .set({ seeded: false, data: { title: 'Edited', items: [] } })
      .where(eq(contentEntries.key, 'main'));
    const report = await seed(t.platform, 'src/content');
    expect(report.demoAccountCreated).toBe(false);
    const rows = await t.platform.database.db
      .select()
      .from(contentEntries)
      .where(eq(contentEntries.key, 'main'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.data).toEqual({ title: 'Edited', items: [] });
  });
});
