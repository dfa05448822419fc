import type { HotelAutoComplete } from '../../shared/contracts/hotel';
import { validateHotelSearch, firstHotelSearchError } from '../../lib/validation/hotel-search-form';
import { hotelResultUrl, readHotelSearch, readResultView, type HotelSearchQuery } from './search-url';

/**
 * How the results and detail pages read the URL's search on the server (spec §3 "URL-encoded search").
 * A search submitted before the form's script loaded carries a typed name and no code: the first
 * suggestion for that name stands for it and the page redirects to the canonical URL. A search that
 * cannot run answers its message, for the page to show with the form.
 */
export type ResolvedHotelSearch =
  | { kind: 'ok'; search: HotelSearchQuery }
  | { kind: 'redirect'; location: string }
  | { kind: 'invalid'; search: HotelSearchQuery; message: string };

/** Looks up a typed place name (AutoComplete); undefined when nothing matches or the service is down. */
export type PlaceLookup = (query: string) => Promise<HotelAutoComplete | undefined>;

export const placeNotFound = (name: string) =>
  `We could not find "${name}". Please choose a city, airport or hotel from the suggestions.`;

export async function resolveHotelSearch(
  params: URLSearchParams,
  today: string,
  lookup: PlaceLookup,
): Promise<ResolvedHotelSearch> {
  const search = readHotelSearch(params);
  const errors = validateHotelSearch(
    { locationName: search.name || search.code, checkInDate: search.checkIn, checkOutDate: search.checkOut },
    today,
  );
  const message = firstHotelSearchError(errors);
  if (message) return { kind: 'invalid', search, message };
  if (search.code) return { kind: 'ok', search: { ...search, name: search.name || search.code } };

  const found = search.name.length >= 2 ? (await lookup(search.name))?.places[0] : undefined;
  if (!found) return { kind: 'invalid', search, message: placeNotFound(search.name) };
  const resolved = { ...search, code: found.code, type: found.locationType, name: found.name };
  return { kind: 'redirect', location: hotelResultUrl(resolved, readResultView(params)) };
}
