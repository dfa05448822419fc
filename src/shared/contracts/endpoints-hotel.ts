/**
 * The Hotel API's browser-reachable endpoints (spec §7 "Hotel"), reached through the site's relay
 * POST /api/Hotel/RequestService. See ./endpoint.ts for what an entry holds.
 */
import type { InferInput } from 'valibot';
import type { Endpoint } from './endpoint';
import type {
  HotelAutoComplete,
  HotelAutoCompleteRequestSchema,
  HotelResultPage,
  HotelResultRequestSchema,
  HotelSearchRequestSchema,
  HotelSearchStarted,
} from './hotel';
import type { HotelOrderCreateRequest } from './hotel-order';
import type { HotelDetail, HotelDetailRequest, HotelQuote, PriceCheckRequest } from './hotel-rooms';
import type { Order } from './order';

const post = { service: 'hotel', method: 'POST', auth: 'auto' } as const;

// Requests are the schemas' inputs: fields with a default (limit, paxes, filterBy, page, sort) may be left out.
export const hotelAutoComplete: Endpoint<
  InferInput<typeof HotelAutoCompleteRequestSchema>,
  HotelAutoComplete
> = {
  ...post,
  path: '/AutoComplete',
};
export const hotelAvailabilitySearch: Endpoint<
  InferInput<typeof HotelSearchRequestSchema>,
  HotelSearchStarted
> = {
  ...post,
  path: '/Availability/Search',
};
export const hotelAvailabilityGetResult: Endpoint<
  InferInput<typeof HotelResultRequestSchema>,
  HotelResultPage
> = {
  ...post,
  path: '/Availability/GetResult',
};
export const hotelDetailGet: Endpoint<HotelDetailRequest, HotelDetail> = {
  ...post,
  path: '/HotelDetail/Get',
};
export const hotelPriceCheck: Endpoint<PriceCheckRequest, HotelQuote> = {
  ...post,
  path: '/PriceCheck/Process',
};
export const hotelOrderCreate: Endpoint<HotelOrderCreateRequest, Order> = {
  ...post,
  path: '/Order/OrderCreate',
};
