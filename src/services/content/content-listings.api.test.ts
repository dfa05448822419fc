/** The Content API's listings over the seed content: insights and deals, their filters, sorts and paging. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServices } from '../testing/test-platform';
import { DEAL_FIELDS } from '../test-kits/deal-fields';
import { contentReads, openContentServices } from './content-api-test-kit';

let t: TestServices;
let token: string;
beforeAll(async () => ({ t, token } = await openContentServices()));
afterAll(() => t.close());

const { read } = contentReads(() => ({ t, token }));

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
