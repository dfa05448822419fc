/**
 * Stored shapes of every content object (spec §4 "Content objects"), validated on the way in (seed,
 * editors) and on the way out (API). References between objects are keys: `image` names a media entry,
 * `deals` name deal entries, `section` a CMSSection; the API resolves them in its answers
 * (docs/content-api.md).
 */
import * as v from 'valibot';
import { FORM_FIELD_TYPES, type FormFieldDefinition } from '../../shared/content/form-rules';

/** Menu click actions (spec §4). */
export const MENU_ACTIONS = ['Collection', 'CollectionType', 'ExternalLink', 'Form', 'Page'] as const;

export interface MenuItem {
  label: string;
  action: (typeof MENU_ACTIONS)[number];
  /** A site path for Page/Collection/CollectionType/Form, an absolute URL for ExternalLink. */
  target: string;
  children?: MenuItem[] | undefined;
}

const MenuItemSchema: v.GenericSchema<MenuItem> = v.object({
  label: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
  action: v.picklist(MENU_ACTIONS),
  target: v.pipe(v.string(), v.minLength(1), v.maxLength(500)),
  children: v.optional(v.array(v.lazy(() => MenuItemSchema))),
});

export const MenuSchema = v.object({
  title: v.string(),
  items: v.array(MenuItemSchema),
});
export type Menu = v.InferOutput<typeof MenuSchema>;

// ---- shared pieces ----

/** Keys and slugs: lower case words joined by hyphens. */
export const SlugSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug'),
  v.maxLength(100),
);
const Text = (max = 200) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(max));
const IsoDate = v.pipe(v.string(), v.isoDate('must be a date as YYYY-MM-DD'));
/** RichText: HTML, sanitised with an allowlist whenever it is written or served. */
const RichText = v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(200_000));
/** A site path: starts with one slash, lower-case segments. */
export const SitePathSchema = v.pipe(
  v.string(),
  v.regex(
    /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*)(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/,
    'must be a site path like /about/legal',
  ),
  v.maxLength(200),
);
const Href = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(500),
  v.check(
    (value) => /^(\/|https:\/\/|mailto:|tel:)/.test(value),
    'must be a site path, an https URL, mailto: or tel:',
  ),
);

const LinkSchema = v.object({
  label: v.pipe(v.string(), v.minLength(1)),
  href: v.pipe(v.string(), v.minLength(1)),
});
/** Calls to action of pages, sections and promotions: a site path, https, mailto: or tel: only. */
const CtaSchema = v.object({ label: Text(80), href: Href });

export const SeoSchema = v.object({
  title: v.optional(Text(70)),
  description: v.optional(Text(300)),
});

const AirlineSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[A-Z0-9]{2}$/, 'must be an IATA airline code')),
  name: Text(60),
});
const PortSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be an IATA airport or city code')),
  city: Text(60),
  country: v.optional(Text(60)),
});
const MoneySchema = v.object({
  amount: v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000)),
  currency: v.literal('AUD'),
});

// ---- Media (spec §4: Image, Youtube, Video, DocumentFiles) ----

export const MEDIA_KINDS = ['Image', 'Youtube', 'Video', 'DocumentFiles'] as const;
/** Files of src/assets (images optimised by astro:assets) or public/ (video, documents). */
const AssetPath = v.pipe(
  v.string(),
  v.regex(
    /^[a-z0-9/-]+\.(svg|png|jpe?g|webp|avif|mp4|webm|pdf)$/,
    'must be a path inside src/assets or public',
  ),
);

export const MediaSchema = v.variant('kind', [
  v.object({
    kind: v.literal('Image'),
    title: Text(120),
    src: AssetPath,
    alt: v.pipe(v.string(), v.maxLength(300)),
    width: v.pipe(v.number(), v.integer(), v.minValue(1)),
    height: v.pipe(v.number(), v.integer(), v.minValue(1)),
    caption: v.optional(Text(300)),
  }),
  v.object({
    kind: v.literal('Youtube'),
    title: Text(120),
    videoId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{11}$/, 'must be a YouTube video id')),
    caption: v.optional(Text(300)),
  }),
  v.object({
    kind: v.literal('Video'),
    title: Text(120),
    src: AssetPath,
    poster: v.optional(AssetPath),
    caption: v.optional(Text(300)),
  }),
  v.object({
    kind: v.literal('DocumentFiles'),
    title: Text(120),
    files: v.pipe(v.array(v.object({ label: Text(120), src: AssetPath })), v.minLength(1)),
  }),
]);
export type Media = v.InferOutput<typeof MediaSchema>;

// ---- Home (Homepage: Home, HomeSection, HomeBanner) ----

export const HomeBannerSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  subtitle: v.string(),
  cta: v.optional(LinkSchema),
  /** Media key; served resolved as `media`. */
  image: v.optional(SlugSchema),
});

export const HOME_SECTION_KINDS = ['features', 'routes', 'callout'] as const;

export const HomeSectionSchema = v.object({
  kind: v.picklist(HOME_SECTION_KINDS),
  title: v.pipe(v.string(), v.minLength(1)),
  intro: v.optional(v.string()),
  items: v.optional(
    v.array(
      v.object({
        title: v.pipe(v.string(), v.minLength(1)),
        body: v.string(),
        link: v.optional(LinkSchema),
        image: v.optional(SlugSchema),
      }),
    ),
  ),
  cta: v.optional(LinkSchema),
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
export type Home = v.InferOutput<typeof HomeSchema>;

// ---- Pages, page sections and CMS sections ----

/** Content layout ids (spec §9). */
export const LAYOUTS = {
  ImageLeftContentRight: 5,
  ContentTopImageBottom: 7,
  ContentLeftImageRight: 8,
  Nope: 10,
  DealListingLayout: 17,
  FluidWidthLayout: 23,
  PromoDealItems: 25,
} as const;
export type LayoutName = keyof typeof LAYOUTS;
export const LAYOUT_IDS = Object.values(LAYOUTS) as [number, ...number[]];
export function layoutName(id: number): LayoutName | undefined {
  return (Object.keys(LAYOUTS) as LayoutName[]).find((name) => LAYOUTS[name] === id);
}

/** Page templates (spec §4). */
export const PAGE_TEMPLATES = [
  'Default',
  'Travel Related',
  'Promotion Template',
  'Landing Template',
  'FB About w/o Summary',
] as const;

const SectionFields = {
  layoutId: v.picklist(LAYOUT_IDS, 'must be one of the content layout ids 5, 7, 8, 10, 17, 23, 25'),
  title: v.optional(Text(160)),
  body: v.optional(RichText),
  image: v.optional(SlugSchema),
  cta: v.optional(CtaSchema),
};

/** CMSSection: a reusable section that pages include by key. */
export const CmsSectionSchema = v.object({ ...SectionFields, anchor: v.optional(SlugSchema) });

export const PageSectionSchema = v.object({
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

export const COLLECTION_FIELD_TYPES = [
  'RichText',
  'Media',
  'Text',
  'Date',
  'Number',
  'Email',
  'URL',
] as const;
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

// ---- Insights ----

export const INSIGHT_KINDS = ['news', 'review'] as const;

export const InsightSchema = v.object({
  kind: v.picklist(INSIGHT_KINDS),
  title: Text(140),
  summary: Text(400),
  /** A desk or byline; never an invented person. */
  author: Text(80),
  image: SlugSchema,
  tags: v.pipe(v.array(SlugSchema), v.minLength(1), v.maxLength(12)),
  /** The airline an insight is about, when it is about one (reviews always are). */
  airline: v.optional(AirlineSchema),
  /** For reviews: what is reviewed. */
  reviewOf: v.optional(v.picklist(['cabin', 'lounge', 'route'])),
  body: RichText,
  seo: v.optional(SeoSchema),
});
export type Insight = v.InferOutput<typeof InsightSchema>;

// ---- Deals (spec §4: every field) ----

export const CABIN_CLASSES = ['Economy', 'PremiumEconomy', 'Business', 'First'] as const;

export const DealSchema = v.pipe(
  v.object({
    name: Text(140),
    summary: Text(400),
    image: SlugSchema,
    destinations: v.pipe(v.array(PortSchema), v.minLength(1)),
    stopovers: v.pipe(
      v.array(v.object({ ...PortSchema.entries, note: v.optional(Text(200)) })),
      v.minLength(1),
    ),
    leadInPrice: v.object({ ...MoneySchema.entries, basis: Text(120) }),
    departurePorts: v.pipe(v.array(PortSchema), v.minLength(1)),
    seasons: v.pipe(
      v.array(v.object({ name: Text(60), from: IsoDate, to: IsoDate, price: v.optional(MoneySchema) })),
      v.minLength(1),
    ),
    departureDates: v.pipe(v.array(v.object({ from: IsoDate, to: IsoDate })), v.minLength(1)),
    baggage: Text(300),
    cabinClass: v.picklist(CABIN_CLASSES),
    airline: AirlineSchema,
    bookBy: IsoDate,
    depositToBook: v.object({ ...MoneySchema.entries, note: Text(200) }),
    fullPaymentBy: Text(200),
    changeFee: Text(300),
    notes: v.pipe(v.array(Text(500)), v.minLength(1)),
    body: v.optional(RichText),
    seo: v.optional(SeoSchema),
  }),
  v.check(
    (deal) => deal.seasons.every((season) => season.from <= season.to),
    'a season must end on or after its start',
  ),
  v.check(
    (deal) => deal.departureDates.every((range) => range.from <= range.to),
    'departure dates must end on or after they start',
  ),
);
export type Deal = v.InferOutput<typeof DealSchema>;

// ---- Promotions ----

export const PromotionSchema = v.pipe(
  v.object({
    title: Text(140),
    summary: Text(400),
    image: SlugSchema,
    template: v.optional(v.picklist(PAGE_TEMPLATES), 'Promotion Template'),
    validFrom: IsoDate,
    validTo: IsoDate,
    body: RichText,
    deals: v.optional(v.array(SlugSchema), []),
    terms: v.pipe(v.array(Text(500)), v.minLength(1)),
    cta: v.optional(CtaSchema),
    seo: v.optional(SeoSchema),
  }),
  v.check((promotion) => promotion.validFrom <= promotion.validTo, 'validTo must be on or after validFrom'),
);
export type Promotion = v.InferOutput<typeof PromotionSchema>;

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
