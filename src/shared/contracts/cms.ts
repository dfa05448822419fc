/**
 * Wire shapes of the Content API answers beyond menus and home (docs/content-api.md): pages, insights,
 * deals, promotions, forms, collections, snippets, search and the sitemap. Valibot, browser-safe; the
 * site's loaders parse the `data` of each envelope with these.
 */
import * as v from 'valibot';
import { CmsFormSchema } from './cms-forms';

/** Spec §9: airline sort order for insights, by IATA code (Qantas, Turkish, Etihad, Latam, Emirates). */
export const INSIGHT_AIRLINE_ORDER = { QF: 1, TK: 2, EY: 3, LA: 4, EK: 5 } as const;

/** Content layout ids (spec §9). */
export const CONTENT_LAYOUTS = {
  ImageLeftContentRight: 5,
  ContentTopImageBottom: 7,
  ContentLeftImageRight: 8,
  Nope: 10,
  DealListingLayout: 17,
  FluidWidthLayout: 23,
  PromoDealItems: 25,
} as const;
export type ContentLayoutName = keyof typeof CONTENT_LAYOUTS;

/** Page templates (spec §4). */
export const PAGE_TEMPLATES = [
  'Default',
  'Travel Related',
  'Promotion Template',
  'Landing Template',
  'FB About w/o Summary',
] as const;

/** Listing and search texts (spec §8). */
export const CMS_MESSAGES = {
  noInsights: 'No insights found',
  noDeals: 'No deal found',
  noSearchResults: "We couldn't find any records matching your search criteria.",
  searchKeyword: 'Please enter at least one keyword of 3 or more characters',
} as const;

/** Spec §5: a site search needs at least one keyword of 3 or more characters. */
export function hasSearchKeyword(q: string): boolean {
  return q.split(/\s+/).some((word) => [...word.matchAll(/[\p{L}\p{N}]/gu)].length >= 3);
}

const Link = v.object({ label: v.string(), href: v.string() });
const Port = v.object({ code: v.string(), city: v.string(), country: v.optional(v.string()) });
const Airline = v.object({ code: v.string(), name: v.string() });
const Money = v.object({ amount: v.number(), currency: v.string() });
const Seo = v.nullable(v.object({ title: v.optional(v.string()), description: v.optional(v.string()) }));

const CmsMediaSchema = v.variant('kind', [
  v.object({
    key: v.string(),
    kind: v.literal('Image'),
    title: v.string(),
    src: v.string(),
    alt: v.string(),
    width: v.number(),
    height: v.number(),
    caption: v.optional(v.string()),
  }),
  v.object({
    key: v.string(),
    kind: v.literal('Youtube'),
    title: v.string(),
    videoId: v.string(),
    caption: v.optional(v.string()),
  }),
  v.object({
    key: v.string(),
    kind: v.literal('Video'),
    title: v.string(),
    src: v.string(),
    poster: v.optional(v.string()),
    caption: v.optional(v.string()),
  }),
  v.object({
    key: v.string(),
    kind: v.literal('DocumentFiles'),
    title: v.string(),
    files: v.array(v.object({ label: v.string(), src: v.string() })),
  }),
]);
export type CmsMedia = v.InferOutput<typeof CmsMediaSchema>;

const paged = <T extends v.GenericSchema>(item: T) =>
  v.object({
    items: v.array(item),
    page: v.number(),
    pageSize: v.number(),
    total: v.number(),
    hasMore: v.boolean(),
    sort: v.optional(v.string()),
  });

// ---- insights ----

const InsightCardSchema = v.object({
  key: v.string(),
  path: v.string(),
  kind: v.picklist(['news', 'review']),
  title: v.string(),
  summary: v.string(),
  author: v.string(),
  image: v.nullable(CmsMediaSchema),
  tags: v.array(v.object({ tag: v.string(), label: v.string() })),
  airline: v.nullable(Airline),
  reviewOf: v.nullable(v.picklist(['cabin', 'lounge', 'route'])),
  publishedAt: v.string(),
  isDraft: v.boolean(),
});
export type InsightCard = v.InferOutput<typeof InsightCardSchema>;
export const InsightListSchema = paged(InsightCardSchema);
/** `body` is sanitised HTML; run it through sanitizeRichText with the site's link policy before rendering. */
export const InsightSchema = v.object({
  ...InsightCardSchema.entries,
  body: v.string(),
  seo: Seo,
  updatedAt: v.string(),
});
export type Insight = v.InferOutput<typeof InsightSchema>;
export const InsightTagsSchema = v.array(
  v.object({ tag: v.string(), label: v.string(), count: v.number(), path: v.string() }),
);
export const InsightAirlinesSchema = v.array(
  v.object({ code: v.string(), name: v.string(), rank: v.nullable(v.number()), count: v.number() }),
);

// ---- deals ----

const DealCardSchema = v.object({
  key: v.string(),
  path: v.string(),
  name: v.string(),
  summary: v.string(),
  image: v.nullable(CmsMediaSchema),
  destinations: v.array(Port),
  departurePorts: v.array(Port),
  airline: Airline,
  cabinClass: v.string(),
  leadInPrice: v.object({ ...Money.entries, basis: v.string() }),
  bookBy: v.string(),
  publishedAt: v.string(),
  isDraft: v.boolean(),
});
export type DealCard = v.InferOutput<typeof DealCardSchema>;
export const DealListSchema = paged(DealCardSchema);
export const DealSchema = v.object({
  ...DealCardSchema.entries,
  stopovers: v.array(v.object({ ...Port.entries, note: v.optional(v.string()) })),
  seasons: v.array(
    v.object({ name: v.string(), from: v.string(), to: v.string(), price: v.optional(Money) }),
  ),
  departureDates: v.array(v.object({ from: v.string(), to: v.string() })),
  baggage: v.string(),
  depositToBook: v.object({ ...Money.entries, note: v.string() }),
  fullPaymentBy: v.string(),
  changeFee: v.string(),
  notes: v.array(v.string()),
  body: v.nullable(v.string()),
  seo: Seo,
  enquiryPath: v.string(),
  updatedAt: v.string(),
});
export type Deal = v.InferOutput<typeof DealSchema>;
export const DealFiltersSchema = v.object({
  destinations: v.array(v.object({ slug: v.string(), name: v.string(), count: v.number() })),
  airlines: v.array(v.object({ code: v.string(), name: v.string(), count: v.number() })),
});
export const DEAL_SORTS = ['latest', 'destination', 'price', 'name'] as const;

// ---- promotions ----

export const PromotionCardSchema = v.object({
  key: v.string(),
  path: v.string(),
  title: v.string(),
  summary: v.string(),
  image: v.nullable(CmsMediaSchema),
  validFrom: v.string(),
  validTo: v.string(),
  publishedAt: v.string(),
  isDraft: v.boolean(),
});
export const PromotionListSchema = paged(PromotionCardSchema);
export const PromotionSchema = v.object({
  ...PromotionCardSchema.entries,
  template: v.picklist(PAGE_TEMPLATES),
  body: v.string(),
  terms: v.array(v.string()),
  cta: v.nullable(Link),
  seo: Seo,
  deals: v.array(DealCardSchema),
  updatedAt: v.string(),
});
export type Promotion = v.InferOutput<typeof PromotionSchema>;

// ---- collections, snippets (forms: cms-forms.ts) ----

export const CollectionSchema = v.object({
  key: v.string(),
  title: v.string(),
  description: v.nullable(v.string()),
  fields: v.array(
    v.object({
      name: v.string(),
      label: v.string(),
      type: v.picklist(['RichText', 'Media', 'Text', 'Date', 'Number', 'Email', 'URL']),
    }),
  ),
  items: v.array(v.object({ key: v.string(), values: v.record(v.string(), v.unknown()) })),
});
export const SnippetSchema = v.object({ key: v.string(), title: v.string(), html: v.string() });

// ---- pages ----

export const PageSectionSchema = v.object({
  layoutId: v.number(),
  layout: v.nullable(v.picklist(Object.keys(CONTENT_LAYOUTS) as [ContentLayoutName, ...ContentLayoutName[]])),
  anchor: v.nullable(v.string()),
  title: v.nullable(v.string()),
  body: v.nullable(v.string()),
  image: v.nullable(CmsMediaSchema),
  cta: v.nullable(Link),
  snippet: v.nullable(SnippetSchema),
  form: v.nullable(CmsFormSchema),
  collection: v.nullable(CollectionSchema),
  deals: v.array(DealCardSchema),
});
export const CmsPageSchema = v.object({
  key: v.string(),
  path: v.string(),
  title: v.string(),
  template: v.picklist(PAGE_TEMPLATES),
  layout: v.picklist(['page', 'about']),
  summary: v.string(),
  image: v.nullable(CmsMediaSchema),
  seo: Seo,
  sections: v.array(PageSectionSchema),
  isDraft: v.boolean(),
  updatedAt: v.string(),
});
export type CmsPage = v.InferOutput<typeof CmsPageSchema>;

// ---- search and sitemap ----

const SEARCH_TYPES = ['page', 'insight', 'deal', 'promotion'] as const;
export const SearchResultSchema = v.object({
  query: v.string(),
  ...paged(
    v.object({
      type: v.picklist(SEARCH_TYPES),
      key: v.string(),
      path: v.string(),
      /** Escaped text with matches in <mark>: safe to render as HTML. */
      titleHtml: v.string(),
      excerptHtml: v.string(),
      rank: v.number(),
      publishedAt: v.string(),
    }),
  ).entries,
  message: v.string(),
});
export const SitemapSchema = v.array(
  v.object({ type: v.picklist(SEARCH_TYPES), path: v.string(), lastModified: v.string() }),
);
