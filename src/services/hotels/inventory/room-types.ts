import type { HotelAmenity } from '../../../shared/contracts/hotel';
import { hotelInt, hotelPick, hotelUnit } from '../rules/calendar';
import { roomImage } from './images';
import type { PropertyType, RoomType } from './types';

/** The room catalogue a property draws its 2-5 room types from, cheapest first. */
interface RoomTemplate {
  name: string;
  bedType: string;
  size: [number, number];
  maxOccupancy: number;
  priceFactor: number;
  art: 'king' | 'queen' | 'twin' | 'family' | 'suite';
  text: string;
}

const CATALOGUE: RoomTemplate[] = [
  {
    name: 'Standard Queen Room',
    bedType: '1 queen bed',
    size: [20, 26],
    maxOccupancy: 2,
    priceFactor: 1,
    art: 'queen',
    text: 'A compact room with a queen bed, a work desk and an ensuite bathroom.',
  },
  {
    name: 'Twin Room',
    bedType: '2 single beds',
    size: [22, 28],
    maxOccupancy: 2,
    priceFactor: 1.05,
    art: 'twin',
    text: 'Two single beds, a desk and an ensuite bathroom; good for friends travelling together.',
  },
  {
    name: 'Superior King Room',
    bedType: '1 king bed',
    size: [26, 34],
    maxOccupancy: 2,
    priceFactor: 1.18,
    art: 'king',
    text: 'More space and a king bed, with an armchair by the window.',
  },
  {
    name: 'Deluxe King Room',
    bedType: '1 king bed',
    size: [30, 38],
    maxOccupancy: 3,
    priceFactor: 1.35,
    art: 'king',
    text: 'A larger room on a higher floor with a king bed and a sofa that suits a third guest.',
  },
  {
    name: 'Family Room',
    bedType: '1 queen bed and 2 single beds',
    size: [34, 44],
    maxOccupancy: 4,
    priceFactor: 1.5,
    art: 'family',
    text: 'A queen bed and two singles in one room, with space for luggage and a small fridge.',
  },
  {
    name: 'Junior Suite',
    bedType: '1 king bed and 1 sofa bed',
    size: [40, 52],
    maxOccupancy: 3,
    priceFactor: 1.8,
    art: 'suite',
    text: 'A bedroom area and a lounge corner with a sofa bed, separated by a partition.',
  },
  {
    name: 'One-Bedroom Suite',
    bedType: '1 king bed and 1 sofa bed',
    size: [52, 70],
    maxOccupancy: 4,
    priceFactor: 2.3,
    art: 'suite',
    text: 'A separate bedroom and living room, with a dining table and a second bathroom for guests.',
  },
];

const APARTMENT_CATALOGUE: RoomTemplate[] = [
  {
    name: 'Studio Apartment',
    bedType: '1 queen bed',
    size: [28, 36],
    maxOccupancy: 2,
    priceFactor: 1,
    art: 'queen',
    text: 'An open-plan studio with a kitchenette, a dining nook and a washer-dryer.',
  },
  {
    name: 'One-Bedroom Apartment',
    bedType: '1 king bed and 1 sofa bed',
    size: [45, 60],
    maxOccupancy: 4,
    priceFactor: 1.4,
    art: 'suite',
    text: 'A bedroom with a king bed, a living room with a sofa bed, a full kitchen and a laundry.',
  },
  {
    name: 'Two-Bedroom Apartment',
    bedType: '1 king bed and 2 single beds',
    size: [70, 90],
    maxOccupancy: 6,
    priceFactor: 2,
    art: 'family',
    text: 'Two bedrooms, two bathrooms, a full kitchen and a balcony; made for families and groups.',
  },
];

const VIEWS = ['City view', 'Courtyard view', 'Street view', 'Garden view', 'Pool view', 'Harbour view'];

/** Base nightly price for two, low season, room only: by stars, scaled by the city and the property. */
export function baseNightlyCents(stars: 3 | 4 | 5, cityFactor: number, propertyFactor: number): number {
  const byStars = { 3: 145, 4: 215, 5: 340 }[stars];
  return Math.round(byStars * cityFactor * propertyFactor) * 100;
}

export function roomTypesOf(
  propertyId: string,
  type: PropertyType,
  stars: 3 | 4 | 5,
  baseCents: number,
  propertyAmenities: HotelAmenity[],
): RoomType[] {
  const catalogue = type === 'Serviced apartments' ? APARTMENT_CATALOGUE : CATALOGUE;
  const count = Math.min(catalogue.length, hotelInt(2, 5, propertyId, 'roomTypes'));
  // The cheapest room always; the others picked in catalogue order, larger rooms likelier at more stars.
  const chosen = [catalogue[0]!];
  for (const [index, template] of catalogue.entries()) {
    if (index === 0 || chosen.length >= count) continue;
    const remaining = catalogue.length - index;
    if (remaining <= count - chosen.length || hotelUnit(propertyId, 'room', index) < 0.45 + stars * 0.05)
      chosen.push(template);
  }
  const inRoom = (['tv', 'shower', 'hair-dryer', 'air-conditioning', 'free-wifi'] as const).filter(
    (code) => code !== 'free-wifi' || propertyAmenities.includes('free-wifi'),
  );
  return chosen.map((template, index) => {
    const roomTypeId = `rm${index + 1}`;
    const view = template.priceFactor >= 1.3 ? 'City view' : hotelPick(VIEWS, propertyId, roomTypeId, 'view');
    const amenities: HotelAmenity[] = [...inRoom];
    if (view === 'City view') amenities.push('city-view');
    if (template.priceFactor >= 1.3 || type === 'Resort') amenities.push('balcony');
    if (stars >= 4) amenities.push('ironing');
    if (propertyAmenities.includes('room-service')) amenities.push('room-service');
    const sizeSqm = hotelInt(template.size[0], template.size[1], propertyId, roomTypeId, 'size');
    return {
      roomTypeId,
      name: template.name,
      bedType: template.bedType,
      sizeSqm,
      view,
      maxOccupancy: template.maxOccupancy,
      amenities,
      description: `${template.text} ${sizeSqm} m², ${view.toLowerCase()}.`,
      image: roomImage(template.name, template.art),
      roomCount: Math.max(
        3,
        Math.round((index === 0 ? 40 : 22 / index) * (0.4 + hotelUnit(propertyId, roomTypeId, 'count'))),
      ),
      baseNightlyCents: Math.round((baseCents * template.priceFactor) / 100) * 100,
    };
  });
}
