/** Pure rules of the Content service: site paths, index rows, the insights airline order, cache tags. */
import { htmlToPlainText } from '../../shared/content/sanitize';
import { changeTags } from '../../shared/contracts/cache-tags';
import { INSIGHT_AIRLINE_ORDER as AIRLINE_ORDER } from '../../shared/contracts/cms';
import type { Deal, Insight, IndexedType, Page, Promotion } from './content.schema';

/**
 * Spec §9 "Airline sort order for insights: Qantas 1, Turkish 2, Etihad 3, Latam 4, Emirates 5", keyed
 * by IATA code. Read as: when insights are ordered by airline (sort=airline, the default of the reviews
 * listing) and in the airline facet, these five come first in this order, any other airline after them
 * by name, and insights about no airline last (docs/content-api.md).
 */
const INSIGHT_AIRLINE_ORDER: Readonly<Record<string, number>> = AIRLINE_ORDER;

function airlineRank(code: string | undefined): number | null {
  return code ? (INSIGHT_AIRLINE_ORDER[code] ?? null) : null;
}

/** The site path of an indexed item. */
function sitePathOf(type: IndexedType, key: string, data: unknown): string {
  switch (type) {
    case 'page':
      return (data as Page).path;
    case 'insight':
      return `/insights/${key}`;
    case 'deal':
      return `/deals/${key}`;
    case 'promotion':
      return `/promotions/${key}`;
  }
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A readable label for a tag slug: "business-class" -> "Business class", "a380" -> "A380". */
export function tagLabel(tag: string): string {
  const words = tag.split('-');
  return words
    .map((word, index) => (index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}

export interface IndexRow {
  type: IndexedType;
  key: string;
  path: string;
  title: string;
  summary: string;
  body: string;
  keywords: string;
  kind: string | null;
  tags: string[];
  airlineCode: string | null;
  airlineName: string | null;
  airlineRank: number | null;
  destination: string | null;
  destinations: string[];
  price: string | null;
}

const MAX_INDEXED_BODY = 100_000;

/**
 * Highlight markers of search headlines: they cannot occur in indexed text (stripped here), so the
 * service can escape a headline and then turn them into <mark> safely.
 */
export const MARK_START = '\u27e6';
export const MARK_STOP = '\u27e7';
const MARKERS = /[\u27e6\u27e7]/g;

/** Derives the listing and search row of an item from its (validated) data. */
export function toIndexRow(type: IndexedType, key: string, data: unknown): IndexRow {
  const row = deriveIndexRow(type, key, data);
  const clean = (text: string) => text.replace(MARKERS, '');
  return {
    ...row,
    title: clean(row.title),
    summary: clean(row.summary),
    body: clean(row.body),
    keywords: clean(row.keywords),
  };
}

/** A heading as a sentence of the plain text ("Concourse A."), so excerpts can tell it from the text after it. */
function asSentence(heading: string): string {
  const text = heading.trim();
  return text && !/[.!?:…]$/.test(text) ? `${text}.` : text;
}

/** Ends every HTML heading with a full stop where it has no punctuation of its own (see asSentence). */
function endHeadings(html: string): string {
  return html.replace(/([^.!?:…\s])(\s*)<\/(h[1-6])>/gi, '$1.$2</$3>');
}

function deriveIndexRow(type: IndexedType, key: string, data: unknown): IndexRow {
  const base = {
    type,
    key,
    path: sitePathOf(type, key, data),
    kind: null,
    tags: [] as string[],
    airlineCode: null,
    airlineName: null,
    airlineRank: null,
    destination: null,
    destinations: [] as string[],
    price: null,
  };
  const plain = (html: string | undefined) =>
    html ? htmlToPlainText(endHeadings(html)).slice(0, MAX_INDEXED_BODY) : '';
  // Insights and promotions are articles: indexed by their title, summary and rich-text body alike.
  const articleText = (article: Insight | Promotion) => ({
    title: article.title,
    summary: article.summary,
    body: plain(article.body),
  });
  switch (type) {
    case 'page': {
      const page = data as Page;
      const body = page.sections
        .map((section) => [asSentence(section.title ?? ''), plain(section.body)].join(' '))
        .join(' ');
      return { ...base, title: page.title, summary: page.summary, body: body.trim(), keywords: '' };
    }
    case 'insight': {
      const insight = data as Insight;
      return {
        ...base,
        ...articleText(insight),
        keywords: [...insight.tags.map((tag) => tag.replaceAll('-', ' ')), insight.airline?.name ?? '']
          .join(' ')
          .trim(),
        kind: insight.kind,
        tags: insight.tags,
        airlineCode: insight.airline?.code ?? null,
        airlineName: insight.airline?.name ?? null,
        airlineRank: airlineRank(insight.airline?.code),
      };
    }
    case 'deal': {
      const deal = data as Deal;
      const places = [...deal.destinations, ...deal.stopovers, ...deal.departurePorts];
      return {
        ...base,
        title: deal.name,
        summary: deal.summary,
        body: [plain(deal.body), deal.notes.join(' '), deal.baggage].join(' ').trim(),
        keywords: [deal.airline.name, ...places.map((place) => `${place.city} ${place.code}`)].join(' '),
        airlineCode: deal.airline.code,
        airlineName: deal.airline.name,
        destination: deal.destinations[0]?.city ?? null,
        destinations: [...new Set(deal.destinations.map((place) => slugify(place.city)))],
        price: deal.leadInPrice.amount.toFixed(2),
      };
    }
    case 'promotion':
      return { ...base, ...articleText(data as Promotion), keywords: '' };
  }
}

/**
 * Cache tags a write of an item invalidates on the site (the vocabulary is in shared/contracts/cache-tags):
 * its own page and anything including it, and every page listing its type.
 */
export const cacheTagsOf = changeTags;
