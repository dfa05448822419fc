import { daysAhead, hotelUnit } from '../rules/calendar';
import { propertyById } from './properties';
import type { Property, RoomType } from './types';

/**
 * How many rooms of a type the inventory offers on a night, before our own orders (hotel_room_nights)
 * take theirs. Far ahead the whole allotment is on sale; as the night nears the hotel's other channels
 * sell rooms, so it shrinks, more on busy nights. Past nights have none.
 */

/** Days ahead from which the full allotment is offered. */
export const FULL_ALLOTMENT_DAYS = 90;
/** Share of the allotment still offered for tonight on an average night. */
const LAST_MINUTE_SHARE = 0.45;

export function allotmentFor(property: Property, room: RoomType, night: string, now: Date): number {
  const ahead = daysAhead(night, now, property.timeZone);
  if (ahead < 0) return 0;
  const lead = Math.min(1, ahead / FULL_ALLOTMENT_DAYS);
  const share = LAST_MINUTE_SHARE + (1 - LAST_MINUTE_SHARE) * lead;
  // A busy night (stable per room type and night) loses up to a further third as it nears.
  const busy = hotelUnit(property.propertyId, room.roomTypeId, night, 'demand') * (1 - lead) * 0.35;
  return Math.max(0, Math.floor(room.roomCount * (share - busy)));
}

/** The allotment of a room type on a night by ids; 0 when the property or room type does not exist. */
export function nightCapacity(propertyId: string, roomTypeId: string, night: string, now: Date): number {
  const property = propertyById(propertyId);
  const room = property?.rooms.find((candidate) => candidate.roomTypeId === roomTypeId);
  return property && room ? allotmentFor(property, room, night, now) : 0;
}
