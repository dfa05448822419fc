/**
 * Stored shapes of every content object (spec §4 "Content objects"), validated on the way in (seed,
 * editors) and on the way out (API). References between objects are keys: `image` names a media entry,
 * `deals` name deal entries, `section` a CMSSection; the API resolves them in its answers
 * (docs/content-api.md). The shapes are defined in three files by kind; this one gathers them and
 * keeps the list of types.
 */
import { MenuSchema } from '../../shared/contracts/content';
import { MediaSchema } from './content-fields.schema';
import {
  CmsSectionSchema,
  CollectionSchema,
  FormSchema,
  HomeSchema,
  PageSchema,
  SnippetSchema,
} from './content-pages.schema';
import { DealSchema, InsightSchema, PromotionSchema } from './content-articles.schema';

export * from './content-fields.schema';
export * from './content-pages.schema';
export * from './content-articles.schema';

/** Schemas of the content types this service stores, keyed by type. */
export const CONTENT_TYPE_SCHEMAS = {
  menu: MenuSchema,
  home: HomeSchema,
  page: PageSchema,
  cmsSection: CmsSectionSchema,
  form: FormSchema,
  collection: CollectionSchema,
  snippet: SnippetSchema,
  media: MediaSchema,
  insight: InsightSchema,
  deal: DealSchema,
  promotion: PromotionSchema,
} as const;
export type ContentType = keyof typeof CONTENT_TYPE_SCHEMAS;
export const CONTENT_TYPES = Object.keys(CONTENT_TYPE_SCHEMAS) as [ContentType, ...ContentType[]];

/** Types listed and searched through the content index (their own URL on the site). */
export const INDEXED_TYPES = ['page', 'insight', 'deal', 'promotion'] as const;
export type IndexedType = (typeof INDEXED_TYPES)[number];

/** Fields of each type that hold RichText (sanitised on write and read). */
export const RICH_TEXT_FIELDS: Partial<Record<ContentType, string[]>> = {
  insight: ['body'],
  deal: ['body'],
  promotion: ['body'],
  snippet: ['html'],
  cmsSection: ['body'],
};
