/**
 * The opening of the Content API read tests (content*.api.test.ts): fresh services with the seed
 * content and, written next to it, unpublished items that none may leak outside preview; reads with a
 * guest's bearer token. Not shipped code.
 */
import { seed } from '../seed/seed';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { upsertSeedEntries } from './content.repo';

const channel = { 'X-Channel-Code': 'web', 'X-Site-Code': 'ctg-au-web' };
/** Drafts are for content staff (content-preview-access.test.ts): these reads preview with the key. */
export const EDITOR_KEY = 'editor-key-for-tests-0123456789abcdef';

// Unpublished items written next to the seed: a draft insight, deal, promotion and page, and a
// published insight whose publish date is still in the future. None may leak outside preview.
export const SECRET_WORD = 'zanzibarian';
const draftInsight = {
  kind: 'news',
  title: `Draft: ${SECRET_WORD} lounge opening`,
  summary: `A draft about the ${SECRET_WORD} lounge.`,
  author: 'CTG travel desk',
  image: 'airport-lounge',
  tags: ['qantas', 'secret-tag'],
  airline: { code: 'QF', name: 'Qantas' },
  body: `<p>The ${SECRET_WORD} lounge is not announced yet.</p>`,
};

/** Fresh services with the seed and the unpublished items, and a guest's bearer token. */
export async function openContentServices() {
  const t = await createTestServices({ CONTENT_EDITOR_TOKEN: EDITOR_KEY });
  await seed(t.platform, 'src/content');
  await upsertSeedEntries(t.platform, [
    {
      type: 'insight',
      key: 'draft-insight',
      status: 'draft',
      publishAt: new Date('2026-01-01T00:00:00Z'),
      position: 0,
      data: draftInsight,
    },
    {
      type: 'insight',
      key: 'future-insight',
      status: 'published',
      publishAt: new Date('2027-06-01T00:00:00Z'),
      position: 0,
      data: { ...draftInsight, title: `Future ${SECRET_WORD} story` },
    },
    {
      type: 'page',
      key: 'draft-page',
      status: 'draft',
      publishAt: new Date('2026-01-01T00:00:00Z'),
      position: 0,
      data: {
        path: '/secret-sale',
        title: `The ${SECRET_WORD} sale`,
        template: 'Landing Template',
        layout: 'page',
        summary: `${SECRET_WORD} sale page`,
        sections: [{ layoutId: 10, body: '<p>Soon.</p>' }],
      },
    },
  ]);
  return { t, token: await publicToken(t) };
}

async function publicToken(t: TestServices): Promise<string> {
  const answer = await t.services.content.request(
    '/Account/PublicToken',
    jsonRequest('POST', { siteId: 'ctg-au-web' }),
  );
  return ((await answer.json()) as { access_token: string }).access_token;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as loose JSON
interface Body<T = any> {
  status: string;
  message: string;
  data: T;
  statusCode: number;
}

/** Reads of the Content API with the file's token, handed over as a getter: it exists once `beforeAll` ran. */
export function contentReads(opened: () => { t: TestServices; token: string }) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as loose JSON
  async function read<T = any>(
    path: string,
    bearer = opened().token,
  ): Promise<{ status: number; body: Body<T> }> {
    const response = await opened().t.services.content.request(path, {
      headers: { ...channel, Authorization: `Bearer ${bearer}` },
    });
    return { status: response.status, body: (await response.json()) as Body<T> };
  }
  return { read };
}
