import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { contentEntries, contentIndex } from '../db/schema';
import {
  CONTENT_TYPE_SCHEMAS,
  type Deal,
  type Form,
  type Insight,
  type Page,
  type Promotion,
} from '../content/content.schema';
import { createTestServices } from '../testing/test-platform';
import { DEAL_FIELDS } from '../test-kits/deal-fields';
import { readContentFiles } from './content-files';
import { seed } from './seed';
import { openPerFile } from '../test-kits/per-file';

const t = openPerFile(createTestServices, (opened) => opened.close());

const entriesPromise = readContentFiles('src/content');
const ofType = async <T>(type: string) =>
  (await entriesPromise).filter((entry) => entry.type === type) as { key: string; data: T; status: string }[];

describe('seed content files', () => {
  it('validate against their schemas', async () => {
    for (const entry of await entriesPromise) {
      const schema = CONTENT_TYPE_SCHEMAS[entry.type as keyof typeof CONTENT_TYPE_SCHEMAS];
      expect(v.safeParse(schema, entry.data).success, `${entry.type}/${entry.key}`).toBe(true);
    }
  });

  it('hold at least 16 insights, news and reviews, with the five airline business class reviews', async () => {
    const insights = await ofType<Insight>('insight');
    const published = insights.filter((insight) => insight.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(16);
    expect(published.some((insight) => insight.data.kind === 'news')).toBe(true);
    const reviewed = new Set(
      published
        .filter((insight) => insight.data.kind === 'review')
        .map((insight) => insight.data.airline?.code),
    );
    for (const code of ['QF', 'TK', 'EY', 'LA', 'EK']) expect(reviewed, code).toContain(code);
    const subjects = new Set(published.map((insight) => insight.data.reviewOf));
    expect([...subjects]).toEqual(expect.arrayContaining(['cabin', 'lounge', 'route']));
  });

  it('hold 16 deals from Australian cities with every deal field filled', async () => {
    const deals = await ofType<Deal>('deal');
    expect(deals).toHaveLength(16);
    const australian = new Set(['SYD', 'MEL', 'BNE', 'PER', 'ADL', 'CBR', 'HBA', 'DRW', 'OOL', 'CNS']);
    for (const { key, data } of deals) {
      expect(
        data.departurePorts.every((port) => australian.has(port.code)),
        key,
      ).toBe(true);
      for (const field of DEAL_FIELDS) {
        const value = data[field];
        expect(
          value === undefined || value === '' || (Array.isArray(value) && value.length === 0),
          `${key}.${field}`,
        ).toBe(false);
      }
      expect(data.leadInPrice.currency).toBe('AUD');
      expect(data.bookBy >= '2026-01-01' && data.bookBy <= '2027-12-31', `${key}.bookBy`).toBe(true);
    }
  });

  it('hold 3 promotions whose deals exist', async () => {
    const promotions = await ofType<Promotion>('promotion');
    const deals = new Set((await ofType<Deal>('deal')).map((deal) => deal.key));
    expect(promotions).toHaveLength(3);
    for (const promotion of promotions)
      for (const deal of promotion.data.deals) expect(deals, deal).toContain(deal);
  });

  it('hold the about, legal, privacy and webinar pages and the three forms with their reply types', async () => {
    const paths = (await ofType<Page>('page')).map((page) => page.data.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/about',
        '/about/legal',
        '/privacy-policy',
        '/webinar-offers',
        '/contact',
        '/join-the-list',
      ]),
    );
    const forms = new Map((await ofType<Form>('form')).map((form) => [form.key, form.data]));
    expect(forms.get('contact')?.replyType).toBe(4);
    expect(forms.get('deal-enquiry')?.replyType).toBe(3);
    expect(forms.get('join-the-list')?.replyType).toBe(1);
    for (const form of forms.values()) {
      for (const field of form.fields.filter((candidate) => candidate.type === 'RecipientEmail'))
        expect(field.value).toMatch(/@ctg\.example$/);
    }
  });

  it('reference only media, deals, sections, snippets, forms and collections that exist, and images that are in the repo', async () => {
    const entries = await entriesPromise;
    const keys = (type: string) =>
      new Set(entries.filter((entry) => entry.type === type).map((entry) => entry.key));
    const media = keys('media');
    const deals = keys('deal');
    for (const entry of entries) {
      const data = entry.data as Record<string, unknown>;
      if (typeof data.image === 'string') expect(media, `${entry.type}/${entry.key}`).toContain(data.image);
      if (entry.type === 'media')
        expect(existsSync(`src/assets/${(data as { src: string }).src}`), entry.key).toBe(true);
      if (entry.type === 'page') {
        for (const section of (data as Page).sections) {
          if (section.image) expect(media).toContain(section.image);
          if (section.section) expect(keys('cmsSection')).toContain(section.section);
          if (section.snippet) expect(keys('snippet')).toContain(section.snippet);
          if (section.form) expect(keys('form')).toContain(section.form);
          if (section.collection) expect(keys('collection')).toContain(section.collection);
          for (const deal of section.deals ?? []) expect(deals).toContain(deal);
        }
      }
    }
  });
});

describe('seed()', () => {
  it('loads every entry with its search index row, and is idempotent', async () => {
    const files = await entriesPromise;
    const first = await seed(t.platform, 'src/content');
    expect(first.contentEntries).toBe(files.length);
    const second = await seed(t.platform, 'src/content');
    expect(second.contentEntries).toBe(files.length);
    const [entries] = await t.platform.database.db.select({ n: count() }).from(contentEntries);
    expect(Number(entries?.n)).toBe(files.length);
    const indexed = await t.platform.database.db
      .select({ n: count() })
      .from(contentIndex)
      .where(eq(contentIndex.type, 'deal'));
    expect(Number(indexed[0]?.n)).toBe(16);
  });
});
