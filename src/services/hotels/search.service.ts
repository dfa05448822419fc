import {
  HOTEL_LIMITS,
  HOTEL_MESSAGES,
  type HotelSearchRequest,
  type HotelSearchStarted,
  type HotelStayQuery,
} from '../../shared/contracts/hotel';
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';
import { RequestRejected } from '../http/envelope';
import type { Platform } from '../platform/platform';
import { airportOf, cityOf } from './inventory/places';
import { propertiesOf, propertyById } from './inventory/properties';
import { daysAhead, nightCount } from './rules/calendar';
import { saveHotelSession } from './search-session.repo';

/**
 * Availability/Search: checks the dates against today in Sydney (the site's calendar), resolves where to
 * stay (a city, an airport's city, or a property's city) and stores the session later calls price from.
 */

/** The date rules that need today; the schema has already checked check-out after check-in. */
function checkStayDates(checkInDate: string, checkOutDate: string, now: Date): void {
  if (daysAhead(checkInDate, now, SITE_TIME_ZONE) < 0)
    throw new RequestRejected(400, HOTEL_MESSAGES.checkInPast);
  if (checkOutDate <= checkInDate) throw new RequestRejected(400, HOTEL_MESSAGES.checkOutOrder);
  if (nightCount(checkInDate, checkOutDate) > HOTEL_LIMITS.maxNights)
    throw new RequestRejected(400, HOTEL_MESSAGES.tooManyNights);
  if (daysAhead(checkInDate, now, SITE_TIME_ZONE) > HOTEL_LIMITS.maxDaysAhead)
    throw new RequestRejected(400, HOTEL_MESSAGES.tooFarAhead);
}

const NOT_A_PLACE =
  'We have no places to stay at that location. Choose a city, airport or hotel from the list.';

/** The searched place as the stay echoes it, and the city whose properties the search covers. */
function resolveLocation(request: HotelSearchRequest): {
  location: HotelStayQuery['location'];
  cityCode: string;
} {
  const code = request.location.toUpperCase();
  if (request.locationType === 'City') {
    const city = cityOf(code);
    if (!city) throw new RequestRejected(400, NOT_A_PLACE);
    return {
      location: { code, locationType: 'City', name: city.name, latitude: city.lat, longitude: city.lon },
      cityCode: code,
    };
  }
  if (request.locationType === 'Airport') {
    const found = airportOf(code);
    if (!found) throw new RequestRejected(400, NOT_A_PLACE);
    const { airport, city } = found;
    return {
      location: {
        code,
        locationType: 'Airport',
        name: airport.name,
        latitude: airport.lat,
        longitude: airport.lon,
      },
      cityCode: city.code,
    };
  }
  const property = propertyById(request.location);
  if (!property) throw new RequestRejected(400, NOT_A_PLACE);
  return {
    location: {
      code: property.propertyId,
      locationType: 'Property',
      name: property.name,
      latitude: property.latitude,
      longitude: property.longitude,
    },
    cityCode: property.cityCode,
  };
}

export async function startSearch(
  platform: Platform,
  owner: string,
  request: HotelSearchRequest,
): Promise<HotelSearchStarted> {
  checkStayDates(request.checkInDate, request.checkOutDate, platform.clock.now());
  const { location, cityCode } = resolveLocation(request);
  const stay: HotelStayQuery = {
    checkInDate: request.checkInDate,
    checkOutDate: request.checkOutDate,
    nights: nightCount(request.checkInDate, request.checkOutDate),
    adults: request.paxes.numberOfAdt,
    children: request.paxes.numberOfCnn,
    location,
  };
  const session = await saveHotelSession(platform, {
    owner,
    siteId: request.siteId,
    request,
    stay,
    cityCode,
  });
  return {
    searchKey: session.id,
    expiresAt: session.expiresAt.toISOString(),
    totalCount: propertiesOf(cityCode).length,
    stay,
  };
}
