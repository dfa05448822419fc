/** The Content API's site search over the seed content: ranking, highlighting, filters and bad queries. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServices } from '../testing/test-platform';
import { contentReads, openContentServices } from './content-api-test-kit';

let t: TestServices;
let token: string;
beforeAll(async () => ({ t, token } = await openContentServices()));
afterAll(() => t.close());

const { read } = contentReads(() => ({ t, token }));

describe('GET /search', () => {
  it('ranks matches across types and highlights them', async () => {
    const answer = await read('/search?q=Istanbul');
    expect(answer.status).toBe(200);
    const types = new Set(answer.body.data.items.map((item: { type: string }) => item.type));
    expect(types).toContain('insight');
    expect(types).toContain('deal');
    const ranks = answer.body.data.items.map((item: { rank: number }) => item.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(answer.body.data.items[0].excerptHtml + answer.body.data.items[0].titleHtml).toMatch(
      /<mark>Istanbul<\/mark>/,
    );
  });

  it('filters by type, stems words and pages', async () => {
    const deals = await read('/search?q=lounges&type=deal');
    expect(deals.body.data.items.every((item: { type: string }) => item.type === 'deal')).toBe(true);
    const pages = await read('/search?q=privacy%20principles&type=page');
    expect(pages.body.data.items[0]).toMatchObject({ path: '/privacy-policy' });
  });

  it('escapes everything but the highlight', async () => {
    const answer = await read('/search?q=%3Cscript%3E%20lounge');
    expect(answer.status).toBe(200);
    for (const item of answer.body.data.items) expect(item.excerptHtml).not.toMatch(/<(?!\/?mark>)/);
  });

  it.each([
    ['', 'Please enter at least one keyword of 3 or more characters'],
    ['?q=', 'Please enter at least one keyword of 3 or more characters'],
    ['?q=to%20NY', 'Please enter at least one keyword of 3 or more characters'],
    ['?q=%20%20%20', 'Please enter at least one keyword of 3 or more characters'],
    [`?q=${'a'.repeat(201)}`, 'The search text must be at most 200 characters'],
    ['?q=london&type=hotel', 'type must be one of'],
  ])('refuses the query %s with a 400 and a clear message', async (query, message) => {
    const answer = await read(`/search${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
  });

  it("answers no match with the spec's message", async () => {
    const answer = await read('/search?q=xylophonist');
    expect(answer.body).toMatchObject({
      status: 'Success',
      message: "We couldn't find any records matching your search criteria.",
      data: { total: 0, items: [] },
    });
  });
});
