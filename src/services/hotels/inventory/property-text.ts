import { HOTEL_AMENITIES, type HotelAmenity } from '../../../shared/contracts/hotel';
import { hotelPick, hotelUnit } from '../rules/calendar';
import type { PropertyType } from './types';

/**
 * Names, addresses and descriptions of generated properties. Words are chosen to read like real places
 * to stay while avoiding the names of hotel brands; every choice is stable from the property id.
 */

const NAME_WORDS = [
  'Wattle',
  'Ironbark',
  'Bluestone',
  'Laneway',
  'Lantern',
  'Copperleaf',
  'Saltbush',
  'Kestrel',
  'Juniper',
  'Ember',
  'Foundry',
  'Cobalt',
  'Larkspur',
  'Stonemason',
  'Tidewater',
  'Parkside',
  'Arbour',
  'Lighthouse',
  'Quarry',
  'Granary',
  'Millhouse',
  'Silverleaf',
  'Redgum',
  'Harbourlight',
  'Northwind',
  'Windmill',
  'Ashford',
  'Belvedere',
  'Clover',
  'Driftwood',
  'Elmstead',
  'Fernhill',
  'Galloway',
  'Hawthorn',
  'Kingfisher',
  'Linden',
  'Marlow',
  'Oakridge',
  'Pemberton',
  'Rosewood',
  'Sandstone',
  'Thornbury',
  'Willowmere',
];
const HOTEL_PATTERNS = ['The {w}', 'The {w} Hotel', '{w} House', 'Hotel {w}', '{c} {w} Hotel', 'The {w} {c}'];
const BOUTIQUE_PATTERNS = ['The {w} Rooms', '{w} & {v}', 'Little {w}', 'The {w} Inn', 'House of {w}'];
const RESORT_PATTERNS = ['{w} Bay Resort', 'The {w} Retreat', '{w} Springs Resort', '{w} Gardens Resort'];
const APARTMENT_PATTERNS = ['{w} Residences', '{w} Apartments {c}', 'The {w} Suites', '{w} Place Apartments'];
const AIRPORT_PATTERNS = [
  '{w} Airport Hotel',
  'The {w} at {c} Airport',
  '{w} Runway Hotel',
  '{w} Terminal Lodge',
];

const PATTERNS: Record<PropertyType, string[]> = {
  Hotel: HOTEL_PATTERNS,
  'Boutique hotel': BOUTIQUE_PATTERNS,
  Resort: RESORT_PATTERNS,
  'Serviced apartments': APARTMENT_PATTERNS,
  'Airport hotel': AIRPORT_PATTERNS,
};

/** A name; `attempt` moves to another choice when the first is taken in the city. */
export function propertyName(
  propertyId: string,
  type: PropertyType,
  cityName: string,
  airportCode: string,
  attempt: number,
): string {
  const pattern = hotelPick(PATTERNS[type], propertyId, 'pattern', attempt);
  const word = hotelPick(NAME_WORDS, propertyId, 'word', attempt);
  const other = hotelPick(
    NAME_WORDS.filter((candidate) => candidate !== word),
    propertyId,
    'other',
    attempt,
  );
  return pattern
    .replace('{w}', word)
    .replace('{v}', other)
    .replace('{c}', cityName)
    .replace('{a}', airportCode);
}

const STREETS = [
  'King',
  'Queen',
  'George',
  'Market',
  'Harbour',
  'Station',
  'Church',
  'Park',
  'Bridge',
  'Victoria',
  'Albert',
  'Elizabeth',
  'William',
  'Collins',
  'River',
  'Hill',
  'Garden',
  'Mill',
  'Wharf',
  'High',
  'Beach',
  'Lake',
];
const STREET_KINDS = ['Street', 'Street', 'Road', 'Avenue', 'Lane', 'Parade', 'Terrace'];

/** A street address on the city's grid, and the quarter named by its bearing from the centre. */
export function addressOf(
  propertyId: string,
  cityName: string,
  dNorthKm: number,
  dEastKm: number,
  nearAirport: string | null,
): { line: string; suburb: string } {
  const number = 1 + Math.floor(hotelUnit(propertyId, 'number') * 480);
  const street = `${hotelPick(STREETS, propertyId, 'street')} ${hotelPick(STREET_KINDS, propertyId, 'kind')}`;
  if (nearAirport) return { line: `${number} ${street}`, suburb: `${nearAirport} Airport precinct` };
  const distance = Math.hypot(dNorthKm, dEastKm);
  if (distance < 1.2) return { line: `${number} ${street}`, suburb: `${cityName} city centre` };
  const quarter =
    Math.abs(dNorthKm) > Math.abs(dEastKm)
      ? dNorthKm > 0
        ? 'North'
        : 'South'
      : dEastKm > 0
        ? 'East'
        : 'West';
  return { line: `${number} ${street}`, suburb: `${quarter} ${cityName}` };
}

const OPENERS: Record<PropertyType, string[]> = {
  Hotel: [
    '{name} is a {stars}-star hotel {where}, with rooms over several floors and a staffed reception day and night.',
    'Set {where}, {name} is a {stars}-star hotel built for both business trips and city breaks.',
    'A {stars}-star hotel {where}, {name} pairs comfortable rooms with service that runs around the clock.',
  ],
  'Boutique hotel': [
    '{name} is a small {stars}-star boutique hotel {where}, with a handful of individually styled rooms.',
    'Tucked away {where}, {name} is a {stars}-star boutique hotel in a restored older building.',
    '{name} keeps things personal: a {stars}-star boutique hotel {where} where the staff know guests by name.',
  ],
  Resort: [
    '{name} is a {stars}-star resort {where}, spread over landscaped grounds with space to unwind.',
    'Built for slow days, {name} is a {stars}-star resort {where} with shaded gardens and quiet corners.',
  ],
  'Serviced apartments': [
    '{name} offers {stars}-star serviced apartments {where}, each with a kitchen and a separate living area.',
    'Made for longer stays, {name} has {stars}-star apartments {where} with laundry facilities and room to spread out.',
  ],
  'Airport hotel': [
    '{name} is a {stars}-star hotel {where}, handy for early departures and late arrivals.',
    'Minutes from the terminals, {name} is a {stars}-star hotel for travellers between flights.',
  ],
};

const STAY_NOTES = [
  'Rooms are quiet, with blackout curtains and a desk.',
  'Beds are made up with crisp linen and a choice of pillows.',
  'Every room has a rain shower and plenty of hanging space.',
  'Upper floors look out over the rooftops and the city beyond.',
  'Housekeeping visits daily, and fresh towels are always on hand.',
  'Large windows bring in morning light, and the rooms are kept cool in summer.',
];

function amenitySentence(amenities: HotelAmenity[], propertyId: string): string {
  const facilities = (['swimming-pool', 'gym', 'spa', 'restaurant', 'bar-lounge'] as const).filter((code) =>
    amenities.includes(code),
  );
  if (facilities.length === 0)
    return hotelUnit(propertyId, 'simple') < 0.5
      ? 'There are plenty of cafés and places to eat within a short walk.'
      : 'The neighbourhood has cafés, a supermarket and public transport close by.';
  const names = facilities.map((code) => HOTEL_AMENITIES[code].toLowerCase());
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Guests can use the ${list} during their stay.`;
}

/** Two or three paragraphs about the property, written for its type. */
export function describeProperty(input: {
  propertyId: string;
  name: string;
  type: PropertyType;
  stars: number;
  cityName: string;
  distanceFromCentreKm: number;
  airportCode: string;
  distanceFromAirportKm: number;
  amenities: HotelAmenity[];
}): string[] {
  const where =
    input.type === 'Airport hotel'
      ? `${input.distanceFromAirportKm.toFixed(1)} km from ${input.airportCode} airport`
      : input.distanceFromCentreKm < 1.2
        ? `in the heart of ${input.cityName}`
        : `${input.distanceFromCentreKm.toFixed(1)} km from the centre of ${input.cityName}`;
  const opener = hotelPick(OPENERS[input.type], input.propertyId, 'opener')
    .replace('{name}', input.name)
    .replace('{stars}', String(input.stars))
    .replace('{where}', where);
  const note = hotelPick(STAY_NOTES, input.propertyId, 'note');
  const paragraphs = [`${opener} ${note}`, amenitySentence(input.amenities, input.propertyId)];
  if (input.amenities.includes('free-parking'))
    paragraphs.push('Parking on site is free for guests; ask at reception for a space when you arrive.');
  return paragraphs;
}
