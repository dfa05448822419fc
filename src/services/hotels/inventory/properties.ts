import type { HotelAmenity } from '../../../shared/contracts/hotel';
import { greatCircleKm } from '../../../shared/places/great-circle';
import { hotelInt, hotelPick, hotelUnit } from '../rules/calendar';
import { exteriorImage, featureImages } from './images';
import { landlineOf } from './phones';
import { cityOf, type HotelCity } from './places';
import { addressOf, describeProperty, propertyName } from './property-text';
import { baseNightlyCents, roomTypesOf } from './room-types';
import type { Property, PropertyType } from './types';

/**
 * The generated properties of a city: deterministic from the city and HOTEL_SEED, built on first use
 * and kept in memory (a city's list is built in a few milliseconds, then read-only).
 */

const cache = new Map<string, Property[]>();

export function propertiesOf(cityCode: string): Property[] {
  let properties = cache.get(cityCode);
  if (!properties) {
    const city = cityOf(cityCode);
    properties = city ? generateCity(city) : [];
    cache.set(cityCode, properties);
  }
  return properties;
}

/** The property of an id (htl_MEL_014), or undefined. */
export function propertyById(propertyId: string): Property | undefined {
  const match = /^htl_([A-Z]{3})_(\d{3})$/.exec(propertyId);
  if (!match) return undefined;
  return propertiesOf(match[1]!)[Number(match[2]) - 1];
}

const KM_PER_DEGREE = 111.32;
/** How far from the centre a resort's grounds begin (issue 25, defect 8: resorts in central Tokyo). */
const RESORT_MIN_KM = 3;

/** Price level of a city: how the base rates of its properties compare with Sydney's. */
function cityFactor(city: HotelCity): number {
  const size = 0.75 + city.propertyCount / 240;
  return size * (0.85 + hotelUnit(city.code, 'price-level') * 0.3);
}

function typeOf(city: HotelCity, index: number, code: string): PropertyType {
  // Every airport of the city gets an airport hotel among the first properties.
  if (index > 0 && index <= city.airports.length * 2 && index % 2 === 0) return 'Airport hotel';
  const roll = hotelUnit(code, 'type');
  if (roll < 0.55) return 'Hotel';
  if (roll < 0.72) return 'Boutique hotel';
  if (roll < 0.88) return 'Serviced apartments';
  return 'Resort';
}

function amenitiesOf(code: string, type: PropertyType, stars: number): HotelAmenity[] {
  const chance = (amenity: HotelAmenity, base: number) => hotelUnit(code, amenity) < base + (stars - 3) * 0.2;
  const all: [HotelAmenity, boolean][] = [
    ['free-wifi', hotelUnit(code, 'wifi') < 0.9],
    ['air-conditioning', true],
    ['tv', true],
    ['shower', true],
    ['hair-dryer', stars >= 4 || chance('hair-dryer', 0.6)],
    ['ironing', stars >= 4 || type === 'Serviced apartments'],
    ['free-parking', type === 'Airport hotel' || type === 'Resort' || chance('free-parking', 0.3)],
    ['room-service', stars === 5 || chance('room-service', 0.25)],
    ['bar-lounge', type !== 'Serviced apartments' && chance('bar-lounge', 0.4)],
    ['gym', chance('gym', 0.35)],
    ['restaurant', type === 'Resort' || (type !== 'Serviced apartments' && chance('restaurant', 0.45))],
    ['spa', stars === 5 ? hotelUnit(code, 'spa') < 0.6 : type === 'Resort'],
    ['swimming-pool', type === 'Resort' || chance('swimming-pool', 0.3)],
    ['balcony', type === 'Resort' || type === 'Serviced apartments'],
    ['city-view', type !== 'Resort' && stars >= 4],
    ['smoking', hotelUnit(code, 'smoking') < 0.05],
  ];
  return all.filter(([, has]) => has).map(([amenity]) => amenity);
}

/** What a property is called and where it belongs: cheap, so autocomplete can index every city. */
export interface PropertyIdentity {
  propertyId: string;
  type: PropertyType;
  name: string;
  airportIndex: number;
}

const identities = new Map<string, PropertyIdentity[]>();

export function identitiesOf(city: HotelCity): PropertyIdentity[] {
  let list = identities.get(city.code);
  if (list) return list;
  const names = new Set<string>();
  list = Array.from({ length: city.propertyCount }, (_, index) => {
    const propertyId = `htl_${city.code}_${String(index + 1).padStart(3, '0')}`;
    const type = typeOf(city, index, propertyId);
    const airportIndex = Math.floor(index / 2) % Math.max(1, city.airports.length);
    const airportCode = city.airports[airportIndex]?.code ?? city.code;
    let name = '';
    for (let attempt = 0; attempt < 12 && (name === '' || names.has(name)); attempt += 1)
      name = propertyName(propertyId, type, city.name, airportCode, attempt);
    if (names.has(name)) name = `${name} ${city.name} ${index + 1}`;
    names.add(name);
    return { propertyId, type, name, airportIndex };
  });
  identities.set(city.code, list);
  return list;
}

function generateCity(city: HotelCity): Property[] {
  const level = cityFactor(city);
  // Bigger cities spread further: 3 km for a town, up to 9 km for the largest.
  const radiusKm = 3 + (city.propertyCount / 120) * 6;
  return identitiesOf(city).map(({ propertyId: code, type, name, airportIndex }) => {
    const airport = city.airports[airportIndex] ?? city.airports[0]!;
    const starRoll = hotelUnit(code, 'stars');
    const starRating: 3 | 4 | 5 = starRoll < 0.38 ? 3 : starRoll < 0.8 ? 4 : 5;
    let lat: number;
    let lon: number;
    if (type === 'Airport hotel') {
      lat = airport.lat + (hotelUnit(code, 'lat') - 0.5) * 0.02;
      lon = airport.lon + (hotelUnit(code, 'lon') - 0.5) * 0.02;
    } else {
      // Most properties cluster near the centre: the distance grows with the square of a uniform roll.
      // A resort needs grounds, so it is never in the centre: it starts at RESORT_MIN_KM out.
      const drawn = 0.15 + radiusKm * hotelUnit(code, 'distance') ** 2;
      const distance = type === 'Resort' && drawn < RESORT_MIN_KM ? RESORT_MIN_KM + drawn : drawn;
      const bearing = hotelUnit(code, 'bearing') * 2 * Math.PI;
      lat = city.lat + (distance * Math.cos(bearing)) / KM_PER_DEGREE;
      lon =
        city.lon + (distance * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((city.lat * Math.PI) / 180));
    }
    lat = Math.round(lat * 1e5) / 1e5;
    lon = Math.round(lon * 1e5) / 1e5;
    const distanceFromCentreKm = Math.round(greatCircleKm(city, { lat, lon }) * 10) / 10;
    const distanceFromAirportKm = Math.round(greatCircleKm(airport, { lat, lon }) * 10) / 10;
    const amenities = amenitiesOf(code, type, starRating);
    const dNorth = (lat - city.lat) * KM_PER_DEGREE;
    const dEast = (lon - city.lon) * KM_PER_DEGREE * Math.cos((city.lat * Math.PI) / 180);
    const base = baseNightlyCents(starRating, level, 0.85 + hotelUnit(code, 'price') * 0.35);
    const checkInHour = hotelPick([14, 14, 15, 15, 15, 16], code, 'check-in');
    let phone: string | undefined;
    return {
      propertyId: code,
      cityCode: city.code,
      name,
      propertyType: type,
      starRating,
      reviewScore: Math.round((6.2 + starRating * 0.4 + hotelUnit(code, 'score') * 1.5) * 10) / 10,
      reviewCount: hotelInt(40, 400 + city.propertyCount * 20, code, 'reviews'),
      address: {
        ...addressOf(code, city.name, dNorth, dEast, type === 'Airport hotel' ? airport.code : null),
        city: city.name,
        countryCode: city.countryCode,
        countryName: city.countryName,
      },
      latitude: lat,
      longitude: lon,
      distanceFromCentreKm,
      airportCode: airport.code,
      distanceFromAirportKm,
      amenities,
      images: [
        exteriorImage(name, type, city.lat),
        ...featureImages(name, {
          pool: amenities.includes('swimming-pool'),
          restaurant: amenities.includes('restaurant'),
        }),
      ],
      description: describeProperty({
        propertyId: code,
        name,
        type,
        stars: starRating,
        cityName: city.name,
        distanceFromCentreKm,
        airportCode: airport.code,
        distanceFromAirportKm,
        amenities,
      }),
      checkInTime: `${checkInHour}:00`,
      checkOutTime: hotelPick(['10:00', '10:00', '11:00', '11:00', '12:00'], code, 'check-out'),
      timeZone: city.timeZone,
      policies: policiesOf(amenities, checkInHour),
      // Drawn and checked on first read (about a millisecond each): only the detail page and orders read
      // it, so a city's results never pay for two hundred of them.
      get phone(): string {
        return (phone ??= landlineOf(city, code) ?? '');
      },
      freeCancellationDays: hotelPick([1, 1, 2, 3, 7], code, 'free-days'),
      rooms: roomTypesOf(code, type, starRating, base, amenities),
    };
  });
}

function policiesOf(amenities: HotelAmenity[], checkInHour: number): string[] {
  const hour = checkInHour > 12 ? `${checkInHour - 12} pm` : `${checkInHour} am`;
  return [
    `Check-in from ${hour}; photo identification and a credit card are asked for on arrival.`,
    'Children of any age are welcome; cots are available on request.',
    amenities.includes('smoking')
      ? 'Smoking is allowed only in designated rooms.'
      : 'The property is non-smoking throughout.',
    'Pets are not allowed, except assistance animals.',
  ];
}
