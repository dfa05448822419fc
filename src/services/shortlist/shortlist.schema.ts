import * as v from 'valibot';
import { IsoDateSchema, SiteIdSchema } from '../../shared/contracts/flights';

const Uuid = v.pipe(v.string(), v.uuid('id is not a valid id'));

export const ShortlistAddSchema = v.object({
  siteId: SiteIdSchema,
  shoppingRspId: v.pipe(v.string(), v.uuid('shoppingRspId is not a valid id')),
  pricedItineraryId: v.pipe(v.string(), v.regex(/^J\d-[0-9a-f]{12}$/, 'pricedItineraryId is not valid')),
  brandIndex: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2))), null),
});

export const ShortlistListSchema = v.object({ siteId: SiteIdSchema });

export const ShortlistSearchSchema = v.object({
  siteId: SiteIdSchema,
  keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64))),
  depCode: v.optional(
    v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'depCode must be a 3-letter code')),
  ),
  arrCode: v.optional(
    v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, 'arrCode must be a 3-letter code')),
  ),
  fromDate: v.optional(IsoDateSchema),
  toDate: v.optional(IsoDateSchema),
});

export const ShortlistDeleteSchema = v.pipe(
  v.object({
    siteId: SiteIdSchema,
    id: v.optional(Uuid),
    ids: v.optional(v.pipe(v.array(Uuid), v.maxLength(100))),
  }),
  v.check((input) => Boolean(input.id) || Boolean(input.ids?.length), 'id or ids is required'),
);

/** The guest's public token, which the site holds in its cookie and passes after sign-in. */
export const ShortlistImportSchema = v.object({
  siteId: SiteIdSchema,
  guestToken: v.pipe(
    v.string('guestToken is required'),
    v.minLength(20, 'guestToken is not a token'),
    v.maxLength(4096),
  ),
});
