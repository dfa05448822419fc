import { loadFromService } from '../../lib/api/service-client';
import type { RequestScope } from '../../lib/api/service-client';
import type { HotelAutoComplete } from '../../shared/contracts/hotel';
import type { PlaceLookup } from './resolve-search';

/** The results page's server-side place lookup: the Hotel API's /AutoComplete, first match only. */
export function hotelPlaceLookup(scope: RequestScope, siteId: string): PlaceLookup {
  return (query) =>
    loadFromService<HotelAutoComplete>(scope, 'hotel', {
      method: 'POST',
      path: '/AutoComplete',
      body: { siteId, query: query.slice(0, 60), limit: 1 },
    });
}
