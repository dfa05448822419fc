/**
 * The pieces every stored content object is built from (text, dates, rich text, links, slugs, SEO) and
 * the media library's entries (spec §4: Image, Youtube, Video, DocumentFiles). The content types are in
 * content-pages.schema.ts and content-articles.schema.ts; content.schema.ts gathers them.
 */
import * as v from 'valibot';

/** Keys and slugs: lower case words joined by hyphens. */
export const SlugSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug'),
  v.maxLength(100),
);
export const Text = (max = 200) =>
  v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(max));
export const IsoDate = v.pipe(v.string(), v.isoDate('must be a date as YYYY-MM-DD'));
/** RichText: HTML, sanitised with an allowlist whenever it is written or served. */
export const RichText = v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(200_000));
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

/** Calls to action of pages, sections and promotions: a site path, https, mailto: or tel: only. */
export const CtaSchema = v.object({ label: Text(80), href: Href });

export const SeoSchema = v.object({
  title: v.optional(Text(70)),
  description: v.optional(Text(300)),
});

export const AirlineSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[A-Z0-9]{2}$/, 'must be an IATA airline code')),
  name: Text(60),
});
export const PortSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be an IATA airport or city code')),
  city: Text(60),
  country: v.optional(Text(60)),
});
export const MoneySchema = v.object({
  amount: v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000)),
  currency: v.literal('AUD'),
});

// ---- Media (spec §4: Image, Youtube, Video, DocumentFiles) ----

/** Files of src/assets (images optimised by astro:assets) or public/ (video, documents). */
const AssetPath = v.pipe(
  v.string(),
  v.regex(
    /^[a-z0-9/-]+\.(svg|png|jpe?g|webp|avif|mp4|webm|pdf)$/,
    'must be a path inside src/assets or public',
  ),
);
/** An image's source: a file of src/assets, or a media library image (/media/<id>.webp, issue 24). */
const ImagePath = v.union(
  [AssetPath, v.pipe(v.string(), v.regex(/^\/media\/[a-f0-9]{24}\.webp$/))],
  'must be a path inside src/assets or a media library address (/media/<id>.webp)',
);

export const MediaSchema = v.variant('kind', [
  v.object({
    kind: v.literal('Image'),
    title: Text(120),
    src: ImagePath,
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
