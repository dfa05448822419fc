import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../seed/seed';
import { createTestServices, jsonRequest, type TestServices } from '../testing/test-platform';
import { DEAL_FIELDS } from '../test-kits/deal-fields';
import * as v from 'valibot';
import * as cms from '../../shared/contracts/cms';
import * as cmsForms from '../../shared/contracts/cms-forms';
import { publishEntry, upsertSeedEntries } from './content.repo';

let t: TestServices;
let token: string;
const channel = { 'X-Channel-Code': 'web', 'X-Site-Code': 'ctg-au-web' };
/** Drafts are for content staff (content-preview-access.test.ts): these reads preview with the key. */
const EDITOR_KEY = 'editor-key-for-tests-0123456789abcdef';

// Unpublished items written next to the seed: a draft insight, deal, promotion and page, and a
// published insight whose publish date is still in the future. None may leak outside preview.
const SECRET_WORD = 'zanzibarian';
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

beforeAll(async () => {
  t = await createTestServices({ CONTENT_EDITOR_TOKEN: EDITOR_KEY });
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
  token = await publicToken();
});
afterAll(() => t.close());

async function publicToken(): Promise<string> {
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read as loose JSON
async function read<T = any>(path: string, bearer = token): Promise<{ status: number; body: Body<T> }> {
  const response = await t.services.content.request(path, {
    headers: { ...channel, Authorization: `Bearer ${bearer}` },
  });
  return { status: response.status, body: (await response.json()) as Body<T> };
}

describe('GET /insights', () => {
  it('lists published insights newest first with paging and a real next page', async () => {
    const first = await read('/insights?pageSize=5');
    expect(first.status).toBe(200);
    expect(first.body.data.items).toHaveLength(5);
    expect(first.body.data.total).toBeGreaterThanOrEqual(16);
    expect(first.body.data.hasMore).toBe(true);
    const dates = first.body.data.items.map((item: { publishedAt: string }) => item.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await read('/insights?pageSize=5&page=2');
    const firstKeys = first.body.data.items.map((item: { key: string }) => item.key);
    for (const item of second.body.data.items) expect(firstKeys).not.toContain(item.key);
    expect(first.body.data.items[0]).toMatchObject({
      path: expect.stringMatching(/^\/insights\//),
      image: { kind: 'Image', src: expect.stringMatching(/^content\//) },
    });
  });

  it('filters by kind and tag, and orders reviews by the airline order Qantas, Turkish, Etihad, Latam, Emirates', async () => {
    const reviews = await read('/insights?kind=review&pageSize=50');
    expect(reviews.body.data.sort).toBe('airline');
    expect(reviews.body.data.items.every((item: { kind: string }) => item.kind === 'review')).toBe(true);
    const order = [
      ...new Set(reviews.body.data.items.map((item: { airline: { code: string } }) => item.airline.code)),
    ];
    expect(order.slice(0, 5)).toEqual(['QF', 'TK', 'EY', 'LA', 'EK']);
    const tagged = await read('/insights?tag=lounges');
    expect(tagged.body.data.items.length).toBeGreaterThan(0);
    for (const item of tagged.body.data.items)
      expect(item.tags.map((tag: { tag: string }) => tag.tag)).toContain('lounges');
  });

  it("answers an empty listing with 'No insights found'", async () => {
    const empty = await read('/insights?tag=no-such-tag');
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      message: 'No insights found',
      data: { items: [], total: 0, hasMore: false },
    });
  });

  it('lists tags with counts and the airline facet in the insights airline order', async () => {
    const tags = await read('/insights/tags');
    expect(tags.body.data.find((tag: { tag: string }) => tag.tag === 'qantas')).toMatchObject({
      label: 'Qantas',
      path: '/insights/tag/qantas',
    });
    expect(tags.body.data.map((tag: { tag: string }) => tag.tag)).not.toContain('secret-tag');
    const airlines = await read('/insights/airlines');
    expect(airlines.body.data.map((airline: { code: string }) => airline.code)).toEqual([
      'QF',
      'TK',
      'EY',
      'LA',
      'EK',
    ]);
  });

  it.each([
    ['/insights?page=0', 'page must be at least 1'],
    ['/insights?page=abc', 'page must be a whole number'],
    ['/insights?pageSize=500', 'pageSize must be at most 50'],
    ['/insights?kind=blog', 'kind must be news or review'],
    ['/insights?sort=random', 'sort must be latest or airline'],
    ['/insights?tag=Not%20A%20Slug', 'tag must be a lower-case slug'],
  ])('refuses %s with a 400', async (path, message) => {
    const answer = await read(path);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
  });

  it('serves one insight with its sanitised body, and 404 for unknown or malformed slugs', async () => {
    const insight = await read('/insights/emirates-a380-business-class-review');
    expect(insight.status).toBe(200);
    expect(insight.body.data).toMatchObject({
      kind: 'review',
      airline: { code: 'EK', name: 'Emirates' },
      reviewOf: 'cabin',
    });
    expect(insight.body.data.body).toContain('<h2>');
    expect((await read('/insights/not-there')).status).toBe(404);
    expect((await read('/insights/Bad_Slug')).status).toBe(404);
  });
});

describe('GET /deals', () => {
  it('sorts by price, destination, name and date added', async () => {
    const byPrice = await read('/deals?sort=price&pageSize=50');
    const prices = byPrice.body.data.items.map(
      (item: { leadInPrice: { amount: number } }) => item.leadInPrice.amount,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice.body.data.total).toBe(16);
    const byName = await read('/deals?sort=name&pageSize=50');
    const names = byName.body.data.items.map((item: { name: string }) => item.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byDestination = await read('/deals?sort=destination&pageSize=50');
    const cities = byDestination.body.data.items.map(
      (item: { destinations: { city: string }[] }) => item.destinations[0]?.city,
    );
    expect(cities).toEqual([...cities].sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0)));
    const latest = await read('/deals');
    expect(latest.body.data.sort).toBe('latest');
    expect(latest.body.data.items).toHaveLength(12);
    expect(latest.body.data.hasMore).toBe(true);
  });

  it("filters by destination and airline, with 'No deal found' when nothing matches", async () => {
    const london = await read('/deals?destination=london');
    expect(london.body.data.items.length).toBe(3);
    const emirates = await read('/deals?airline=ek');
    expect(
      emirates.body.data.items.every((item: { airline: { code: string } }) => item.airline.code === 'EK'),
    ).toBe(true);
    const both = await read('/deals?destination=london&airline=EK');
    expect(both.body.data.items.map((item: { key: string }) => item.key)).toEqual([
      'melbourne-london-emirates',
    ]);
    const none = await read('/deals?destination=reykjavik');
    expect(none.body).toMatchObject({
      status: 'Success',
      message: 'No deal found',
      data: { items: [], total: 0 },
    });
  });

  it('offers the filter values', async () => {
    const filters = await read('/deals/filters');
    expect(filters.body.data.destinations).toContainEqual({ slug: 'london', name: 'London', count: 3 });
    expect(filters.body.data.airlines.map((airline: { code: string }) => airline.code)).toContain('QF');
  });

  it.each([
    '/deals?sort=cheapest',
    '/deals?airline=QANTAS',
    '/deals?destination=New%20York',
    '/deals?pageSize=0',
  ])('refuses %s with a 400', async (path) => {
    const answer = await read(path);
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe('Failed');
  });

  it('serves every field of a deal', async () => {
    const deal = await read('/deals/sydney-london-qantas');
    expect(deal.status).toBe(200);
    for (const field of DEAL_FIELDS) {
      expect(deal.body.data[field], field).toBeTruthy();
    }
    expect(deal.body.data.enquiryPath).toBe('/deals/enquiry/sydney-london-qantas');
    const missing = await read('/deals/no-such-deal');
    expect(missing).toMatchObject({ status: 404, body: { message: 'No deal found' } });
  });
});

describe('promotions, pages, forms, collections, snippets, home', () => {
  it('lists promotions and serves one with its deals resolved', async () => {
    const list = await read('/promotions');
    expect(list.body.data.total).toBe(3);
    const promotion = await read('/promotions/europe-in-business-2027');
    expect(promotion.body.data.template).toBe('Promotion Template');
    expect(promotion.body.data.deals.length).toBe(7);
    expect((await read('/promotions/none')).status).toBe(404);
  });

  it('serves pages by path with layouts, templates and included sections, forms, snippets and collections', async () => {
    const about = await read('/pages/about');
    expect(about.status).toBe(200);
    expect(about.body.data).toMatchObject({
      path: '/about',
      layout: 'about',
      template: 'FB About w/o Summary',
    });
    const layouts = about.body.data.sections.map((section: { layout: string }) => section.layout);
    expect(layouts).toEqual([
      'ImageLeftContentRight',
      'ContentLeftImageRight',
      'ContentTopImageBottom',
      'DealListingLayout',
      'Nope',
    ]);
    expect(about.body.data.sections[2].title).toBe('Why travellers book business class with us');
    expect(about.body.data.sections[3].deals).toHaveLength(3);
    const legal = await read('/pages/about/legal');
    expect(legal.body.data.title).toBe('Terms of use and booking terms');
    const privacy = await read('/pages/privacy-policy');
    expect(
      privacy.body.data.sections.map((section: { body: string | null }) => section.body ?? '').join(' '),
    ).toContain('Australian Privacy Principles');
    const contact = await read('/pages/contact');
    const [formSection, snippetSection, faqSection] = contact.body.data.sections;
    expect(formSection.form.key).toBe('contact');
    expect(snippetSection.snippet.title).toBe('Acknowledgement of Country');
    expect(faqSection.collection.items.length).toBeGreaterThan(0);
    const webinar = await read('/pages/webinar-offers');
    expect(webinar.body.data.sections.map((section: { layoutId: number }) => section.layoutId)).toEqual([
      23, 25, 8, 10,
    ]);
  });

  it("answers 404 'Page Not Found: {path}' for unknown and malformed paths", async () => {
    expect(await read('/pages/no/such/page')).toMatchObject({
      status: 404,
      body: { message: 'Page Not Found: /no/such/page' },
    });
    expect((await read('/pages/UPPER')).status).toBe(404);
  });

  it('serves forms without their recipient address', async () => {
    const form = await read('/forms/contact');
    expect(form.body.data).toMatchObject({
      replyType: 4,
      replyAction: 'ShowMessageAndSendEmail',
      trackingEvent: 'contact_form_submit',
      submitPath: '/forms/contact/submissions',
    });
    expect(JSON.stringify(form.body.data)).not.toContain('@ctg.example');
    expect((await read('/forms/deal-enquiry')).body.data.replyAction).toBe('SendEmail');
    expect((await read('/forms/join-the-list')).body.data).toMatchObject({
      replyAction: 'Reload',
      redirectTo: '/join-the-list-confirmation',
    });
    expect((await read('/forms/nope')).status).toBe(404);
  });

  it('serves collections and snippets', async () => {
    const faq = await read('/collections/booking-faq');
    expect(faq.body.data.fields.map((field: { type: string }) => field.type)).toEqual([
      'Text',
      'RichText',
      'Date',
    ]);
    const snippet = await read('/snippets/fare-disclaimer');
    expect(snippet.body.data.html).toContain('href="/about/legal"');
    expect((await read('/snippets/none')).status).toBe(404);
  });

  it('keeps the home shape and adds resolved images and featured items', async () => {
    const home = await read('/home');
    expect(home.body.data.sections.map((section: { kind: string }) => section.kind)).toEqual([
      'features',
      'routes',
      'callout',
    ]);
    expect(home.body.data.banners[0].media).toMatchObject({ key: 'sydney-harbour', kind: 'Image' });
    expect(home.body.data.featuredDeals).toHaveLength(4);
    expect(home.body.data.featuredInsights).toHaveLength(3);
  });
});

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

describe('contracts', () => {
  it.each([
    ['/insights?pageSize=50', cms.InsightListSchema],
    ['/insights/qantas-project-sunrise', cms.InsightSchema],
    ['/insights/tags', cms.InsightTagsSchema],
    ['/insights/airlines', cms.InsightAirlinesSchema],
    ['/deals?pageSize=50', cms.DealListSchema],
    ['/deals/sydney-chicago-united', cms.DealSchema],
    ['/deals/filters', cms.DealFiltersSchema],
    ['/promotions', cms.PromotionListSchema],
    ['/promotions/the-americas-2027', cms.PromotionSchema],
    ['/pages/contact', cms.CmsPageSchema],
    ['/pages/webinar-offers', cms.CmsPageSchema],
    ['/forms/deal-enquiry', cmsForms.CmsFormSchema],
    ['/collections/booking-faq', cms.CollectionSchema],
    ['/snippets/acknowledgement-of-country', cms.SnippetSchema],
    ['/search?q=london', cms.SearchResultSchema],
    ['/sitemap', cms.SitemapSchema],
  ] as const)('%s matches src/shared/contracts/cms.ts', async (path, schema) => {
    const answer = await read(path);
    expect(answer.status).toBe(200);
    const result = v.safeParse(schema as v.GenericSchema, answer.body.data);
    expect(
      result.issues?.[0],
      JSON.stringify(result.issues?.[0]?.path?.map((item) => item.key)),
    ).toBeUndefined();
  });
});

describe('drafts never appear outside preview', () => {
  it('hides drafts and future items from listings, details, pages, tags, search and the sitemap', async () => {
    const listing = await read('/insights?pageSize=50');
    const keys = listing.body.data.items.map((item: { key: string }) => item.key);
    expect(keys).not.toContain('draft-insight');
    expect(keys).not.toContain('future-insight');
    expect((await read('/insights/draft-insight')).status).toBe(404);
    expect((await read('/insights/future-insight')).status).toBe(404);
    expect((await read('/pages/secret-sale')).status).toBe(404);
    expect((await read(`/search?q=${SECRET_WORD}`)).body.data.total).toBe(0);
    const sitemap = await read('/sitemap');
    const paths = sitemap.body.data.map((entry: { path: string }) => entry.path);
    expect(paths).toContain('/insights/emirates-a380-business-class-review');
    expect(paths).toContain('/deals/sydney-london-qantas');
    expect(paths).toContain('/about/legal');
    expect(paths).not.toContain('/secret-sale');
    expect(paths).not.toContain('/insights/draft-insight');
  });

  it('shows them to content staff with preview=1, flagged as drafts', async () => {
    const listing = await read('/insights?pageSize=50&preview=1', EDITOR_KEY);
    const draft = listing.body.data.items.find((item: { key: string }) => item.key === 'draft-insight');
    expect(draft).toMatchObject({ isDraft: true });
    expect((await read('/insights/future-insight?preview=1', EDITOR_KEY)).body.data.isDraft).toBe(true);
    expect((await read('/pages/secret-sale?preview=1', EDITOR_KEY)).status).toBe(200);
    expect((await read(`/search?q=${SECRET_WORD}&preview=1`, EDITOR_KEY)).body.data.total).toBe(3);
    // A reader's preview=1 is ignored.
    expect((await read(`/search?q=${SECRET_WORD}&preview=1`)).body.data.total).toBe(0);
  });

  it('publishing makes an item visible and returns the cache tags to invalidate', async () => {
    const tags = await publishEntry(t.platform, 'insight', 'draft-insight');
    expect(tags).toEqual(
      expect.arrayContaining([
        'list:insight',
        'content:insight:draft-insight',
        'path:/insights/draft-insight',
      ]),
    );
    expect((await read('/insights/draft-insight')).status).toBe(200);
    expect(await publishEntry(t.platform, 'insight', 'no-such-key')).toBeNull();
  });
});
