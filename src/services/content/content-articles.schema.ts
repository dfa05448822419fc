/**
 * Stored shapes of what the site publishes as articles and offers (spec §4): insights (news and
 * reviews), deals and promotions. References to other objects are keys the API resolves.
 */
import * as v from 'valibot';
import { PAGE_TEMPLATES } from '../../shared/contracts/cms';
import {
  SlugSchema,
  SeoSchema,
  Text,
  IsoDate,
  RichText,
  CtaSchema,
  AirlineSchema,
  PortSchema,
  MoneySchema,
} from './content-fields.schema';

// ---- Insights ----

const INSIGHT_KINDS = ['news', 'review'] as const;

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

const CABIN_CLASSES = ['Economy', 'PremiumEconomy', 'Business', 'First'] as const;

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
