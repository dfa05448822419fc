/**
 * Stored shapes of the site's structure (spec §4): the home page, pages and their sections, forms,
 * collections and snippets (menus are stored as served: src/shared/contracts/content.ts). Validated on
 * the way in (seed, editors) and on the way out (API).
 */
import * as v from 'valibot';
import { CONTENT_LAYOUTS, PAGE_TEMPLATES, type ContentLayoutName } from '../../shared/contracts/cms';
import { ContentLinkSchema } from '../../shared/contracts/content';
import { FORM_FIELD_TYPES, type FormFieldDefinition } from '../../shared/content/form-rules';
import {
  SlugSchema,
  SitePathSchema,
  SeoSchema,
  Text,
  IsoDate,
  RichText,
  CtaSchema,
} from './content-fields.schema';

// ---- Home (Homepage: Home, HomeSection, HomeBanner) ----

const HomeBannerSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  subtitle: v.string(),
  cta: v.optional(ContentLinkSchema),
  /** Media key; served resolved as `media`. */
  image: v.optional(SlugSchema),
});

const HOME_SECTION_KINDS = ['features', 'routes', 'callout'] as const;

const HomeSectionSchema = v.object({
  kind: v.picklist(HOME_SECTION_KINDS),
  title: v.pipe(v.string(), v.minLength(1)),
  intro: v.optional(v.string()),
  items: v.optional(
    v.array(
      v.object({
        title: v.pipe(v.string(), v.minLength(1)),
        body: v.string(),
        link: v.optional(ContentLinkSchema),
        image: v.optional(SlugSchema),
      }),
    ),
  ),
  cta: v.optional(ContentLinkSchema),
  image: v.optional(SlugSchema),
});

export const HomeSchema = v.object({
  title: v.string(),
  description: v.string(),
  banners: v.array(HomeBannerSchema),
  sections: v.array(HomeSectionSchema),
  /** Deal keys featured on the home page, served resolved as `featuredDeals`. */
  featuredDeals: v.optional(v.array(SlugSchema)),
  /** Insight keys featured on the home page, served resolved as `featuredInsights`. */
  featuredInsights: v.optional(v.array(SlugSchema)),
});

// ---- Pages, page sections and CMS sections ----

/** Content layout ids (spec §9), as the wire contract names them. */
export type LayoutName = ContentLayoutName;
const LAYOUT_IDS = Object.values(CONTENT_LAYOUTS) as [number, ...number[]];
export function layoutName(id: number): LayoutName | undefined {
  return (Object.keys(CONTENT_LAYOUTS) as LayoutName[]).find((name) => CONTENT_LAYOUTS[name] === id);
}

const SectionFields = {
  layoutId: v.picklist(LAYOUT_IDS, 'must be one of the content layout ids 5, 7, 8, 10, 17, 23, 25'),
  title: v.optional(Text(160)),
  body: v.optional(RichText),
  image: v.optional(SlugSchema),
  cta: v.optional(CtaSchema),
};

/** CMSSection: a reusable section that pages include by key. */
export const CmsSectionSchema = v.object({ ...SectionFields, anchor: v.optional(SlugSchema) });

const PageSectionSchema = v.object({
  ...SectionFields,
  anchor: v.optional(SlugSchema),
  /** Includes a CMSSection; its fields fill whatever this section leaves out. */
  section: v.optional(SlugSchema),
  snippet: v.optional(SlugSchema),
  form: v.optional(SlugSchema),
  collection: v.optional(SlugSchema),
  /** Deals for DealListingLayout (17) and PromoDealItems (25). */
  deals: v.optional(v.array(SlugSchema)),
});

export const PageSchema = v.object({
  path: SitePathSchema,
  title: Text(120),
  template: v.picklist(PAGE_TEMPLATES),
  /** The site layout: about pages use the about layout (spec §2). */
  layout: v.picklist(['page', 'about']),
  summary: Text(400),
  image: v.optional(SlugSchema),
  seo: v.optional(SeoSchema),
  sections: v.pipe(v.array(PageSectionSchema), v.minLength(1)),
});
export type Page = v.InferOutput<typeof PageSchema>;

// ---- Forms ----

const FormFieldSchema: v.GenericSchema<FormFieldDefinition> = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, 'must be a field name')),
    label: Text(120),
    type: v.picklist(FORM_FIELD_TYPES),
    required: v.optional(v.boolean()),
    minLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
    maxLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    length: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    min: v.optional(v.number()),
    max: v.optional(v.number()),
    options: v.optional(v.array(v.object({ label: Text(120), value: Text(120) }))),
    value: v.optional(v.pipe(v.string(), v.maxLength(254))),
    placeholder: v.optional(Text(120)),
    help: v.optional(Text(300)),
    autocomplete: v.optional(v.pipe(v.string(), v.regex(/^[a-z -]{1,40}$/))),
  }),
  v.check(
    (field) => field.type !== 'RecipientEmail' || v.is(v.pipe(v.string(), v.email()), field.value),
    'a RecipientEmail field needs an email address as its value',
  ),
  v.check(
    (field) => !['DropdownList', 'Radio'].includes(field.type) || (field.options?.length ?? 0) > 0,
    'a DropdownList or Radio field needs options',
  ),
);

export const FormSchema = v.pipe(
  v.object({
    title: Text(120),
    intro: v.optional(Text(1000)),
    /** Reply types 1-4: Reload, ShowMessage, SendEmail, ShowMessageAndSendEmail (spec §4). */
    replyType: v.picklist([1, 2, 3, 4] as const),
    submitLabel: Text(40),
    /** Shown by ShowMessage and ShowMessageAndSendEmail. */
    successMessage: v.optional(Text(500)),
    /** Where Reload (and the site after SendEmail) sends the visitor; the form's own page otherwise. */
    redirectTo: v.optional(SitePathSchema),
    /** The analytics event the site pushes on success (spec §9 tracked events). */
    trackingEvent: v.optional(
      v.picklist([
        'newsletter_subscription',
        'search_page_help_submit',
        'deal_form_submit',
        'contact_form_submit',
        'shortlist_form_submit',
      ]),
    ),
    emailSubject: v.optional(Text(150)),
    fields: v.pipe(v.array(FormFieldSchema), v.minLength(1)),
  }),
  v.check(
    (form) => new Set(form.fields.map((field) => field.name)).size === form.fields.length,
    'field names must be unique',
  ),
  v.check(
    (form) =>
      (form.replyType !== 3 && form.replyType !== 4) ||
      form.fields.some((field) => field.type === 'RecipientEmail'),
    'reply types 3 and 4 send email and need a RecipientEmail field',
  ),
  v.check(
    (form) => (form.replyType !== 2 && form.replyType !== 4) || form.successMessage !== undefined,
    'reply types 2 and 4 show a message and need successMessage',
  ),
);
export type Form = v.InferOutput<typeof FormSchema>;

// ---- Collections ----

const COLLECTION_FIELD_TYPES = ['RichText', 'Media', 'Text', 'Date', 'Number', 'Email', 'URL'] as const;
type CollectionFieldType = (typeof COLLECTION_FIELD_TYPES)[number];

const COLLECTION_VALUE_CHECKS: Record<CollectionFieldType, (value: unknown) => boolean> = {
  RichText: (value) => typeof value === 'string' && value.length > 0,
  Media: (value) => v.is(SlugSchema, value),
  Text: (value) => typeof value === 'string' && value.length <= 500,
  Date: (value) => v.is(IsoDate, value),
  Number: (value) => typeof value === 'number' && Number.isFinite(value),
  Email: (value) => v.is(v.pipe(v.string(), v.email()), value),
  URL: (value) => typeof value === 'string' && /^(\/|https:\/\/)/.test(value),
};

export const CollectionSchema = v.pipe(
  v.object({
    title: Text(120),
    description: v.optional(Text(500)),
    fields: v.pipe(
      v.array(
        v.object({
          name: v.pipe(v.string(), v.regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/)),
          label: Text(120),
          type: v.picklist(COLLECTION_FIELD_TYPES),
        }),
      ),
      v.minLength(1),
    ),
    items: v.array(v.object({ key: SlugSchema, values: v.record(v.string(), v.unknown()) })),
  }),
  v.check(
    (collection) =>
      collection.items.every((item) =>
        collection.fields.every(
          (field) =>
            item.values[field.name] === undefined ||
            COLLECTION_VALUE_CHECKS[field.type](item.values[field.name]),
        ),
      ),
    'every collection value must match its field type',
  ),
);

// ---- HtmlSnippet ----

export const SnippetSchema = v.object({ title: Text(120), html: RichText });
