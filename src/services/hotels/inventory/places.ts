import placesData from '../../data/hotel-places.json' with { type: 'json' };
import { loadNetwork, type AirportRecord } from '../../flights/network';

/** A destination of the hotel inventory: a city our flights serve, with its real centre and airports. */
export interface HotelCity {
  code: string;
  name: string;
  countryCode: string;
  countryName: string;
  /** The state or territory for Australian cities ("Victoria"), else empty. */
  region: string;
  lat: number;
  lon: number;
  timeZone: string;
  /** How many properties the generated inventory has here (hotel-places.json, by flight volume). */
  propertyCount: number;
  airports: AirportRecord[];
}

/**
 * Australian zones name their state; Canberra shares Sydney's zone, so it is named by its city code.
 * Used only for the line people read under a city ("Victoria, Australia").
 */
const AU_REGIONS: Record<string, string> = {
  'Australia/Sydney': 'New South Wales',
  'Australia/Broken_Hill': 'New South Wales',
  'Australia/Melbourne': 'Victoria',
  'Australia/Brisbane': 'Queensland',
  'Australia/Lindeman': 'Queensland',
  'Australia/Adelaide': 'South Australia',
  'Australia/Perth': 'Western Australia',
  'Australia/Darwin': 'Northern Territory',
  'Australia/Hobart': 'Tasmania',
};

let loaded: Map<string, HotelCity> | undefined;

/** Every destination by city code, built once per process from the committed data. */
export function hotelCities(): Map<string, HotelCity> {
  loaded ??= buildCities();
  return loaded;
}

function buildCities(): Map<string, HotelCity> {
  const network = loadNetwork();
  const cities = new Map<string, HotelCity>();
  for (const [code, lat, lon, timeZone, propertyCount] of placesData.rows as [
    string,
    number,
    number,
    string,
    number,
  ][]) {
    const city = network.cities.get(code);
    if (!city) continue;
    const region =
      city.country === 'AU'
        ? code === 'CBR'
          ? 'Australian Capital Territory'
          : (AU_REGIONS[timeZone] ?? '')
        : '';
    cities.set(code, {
      code,
      name: city.name,
      countryCode: city.country,
      countryName: network.countries.get(city.country) ?? city.country,
      region,
      lat,
      lon,
      timeZone,
      propertyCount,
      airports: city.airports.flatMap((airport) => network.airports.get(airport) ?? []),
    });
  }
  return cities;
}

export function cityOf(code: string): HotelCity | undefined {
  return hotelCities().get(code);
}

/** The airport of this code and its city, when the airport serves a destination. */
export function airportOf(code: string): { airport: AirportRecord; city: HotelCity } | undefined {
  const airport = loadNetwork().airports.get(code);
  const city = airport ? cityOf(airport.cityCode) : undefined;
  return airport && city ? { airport, city } : undefined;
}
