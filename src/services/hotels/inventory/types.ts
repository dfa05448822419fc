import type { HotelImage } from '../../../shared/contracts/hotel';
import type { PropertyDetail, RoomOffer } from '../../../shared/contracts/hotel-rooms';

/** A room type of a generated property: the wire room, plus what pricing and allotment need. */
export interface RoomType extends Omit<RoomOffer, 'rates' | 'roomsLeft'> {
  /** Rooms of this type in the building (the allotment far ahead). */
  roomCount: number;
  /** Price of a night for two in low season, room only, refundable, in whole cents. */
  baseNightlyCents: number;
}

export type PropertyType = 'Hotel' | 'Boutique hotel' | 'Resort' | 'Serviced apartments' | 'Airport hotel';

/** A generated property: the wire detail without what depends on the stay (rate, rooms left). */
export interface Property extends Omit<
  PropertyDetail,
  'lowestRate' | 'roomsLeft' | 'image' | 'propertyType' | 'images'
> {
  cityCode: string;
  propertyType: PropertyType;
  images: [HotelImage, ...HotelImage[]];
  /** Days before check-in that refundable rates may be cancelled free. */
  freeCancellationDays: number;
  rooms: RoomType[];
}
