/** The Content API's path keys and query strings, as its routes validate them (and document them). */
import * as v from 'valibot';
import { INDEXED_TYPES } from './content.schema';
import { hasSearchKeyword, SEARCH_KEYWORD_MESSAGE } from './content-pages.service';

export const KeySchema = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,79}$/));

const pageNumber = (fallback: number, max: number, name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, `${name} must be a whole number`),
      v.transform(Number),
      v.minValue(1, `${name} must be at least 1`),
      v.maxValue(max, `${name} must be at most ${max}`),
    ),
    String(fallback),
  );

const optionalSlug = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${name} must be a lower-case slug`),
      v.maxLength(100),
    ),
  );
const optionalAirline = v.optional(
  v.pipe(
    v.string(),
    v.toUpperCase(),
    v.regex(/^[A-Z0-9]{2}$/, 'airline must be a 2-character IATA airline code'),
  ),
);

export const InsightListQuery = v.object({
  page: pageNumber(1, 1000, 'page'),
  pageSize: pageNumber(9, 50, 'pageSize'),
  kind: v.optional(v.picklist(['news', 'review'], 'kind must be news or review')),
  tag: optionalSlug('tag'),
  airline: optionalAirline,
  sort: v.optional(v.picklist(['latest', 'airline'], 'sort must be latest or airline')),
});

export const DealListQuery = v.object({
  page: pageNumber(1, 1000, 'page'),
  pageSize: pageNumber(12, 50, 'pageSize'),
  destination: optionalSlug('destination'),
  airline: optionalAirline,
  sort: v.optional(
    v.picklist(['latest', 'destination', 'price', 'name'], 'sort must be latest, destination, price or name'),
    'latest',
  ),
});

export const PromotionListQuery = v.object({
  page: pageNumber(1, 1000, 'page'),
  pageSize: pageNumber(12, 50, 'pageSize'),
});

export const ChangesQuerySchema = v.object({
  after: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'after must be a change cursor'), v.transform(Number)),
  ),
  since: v.optional(
    v.pipe(
      v.string(),
      v.isoTimestamp('since must be an ISO date and time'),
      v.transform((value) => new Date(value)),
    ),
  ),
});

export const SearchQuerySchema = v.object({
  q: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(200, 'The search text must be at most 200 characters'),
    v.check(hasSearchKeyword, SEARCH_KEYWORD_MESSAGE),
  ),
  type: v.optional(v.picklist(INDEXED_TYPES, `type must be one of ${INDEXED_TYPES.join(', ')}`)),
  page: pageNumber(1, 100, 'page'),
  pageSize: pageNumber(10, 50, 'pageSize'),
});
