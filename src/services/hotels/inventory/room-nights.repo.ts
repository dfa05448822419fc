import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { hotelRoomNights, hotelRoomSales } from '../../db/schema';
import type { DbOrTx, DbTx } from '../../db/database';
import { nightCapacity } from './allotment';
import { nightsOf } from '../rules/calendar';

/**
 * Rooms orders have taken, per room type and night (hotel_room_nights), and which order took which
 * (hotel_room_sales). The guard against overselling is the conditional upsert: a night's `sold` only
 * grows while it is below that night's allotment, whatever number of transactions race for it.
 */

export interface StayRoom {
  propertyId: string;
  roomTypeId: string;
  checkInDate: string;
  checkOutDate: string;
}

/** Takes one room for one night; false when the night is full. */
async function takeNight(tx: DbTx, room: StayRoom, night: string, capacity: number): Promise<boolean> {
  if (capacity <= 0) return false;
  const taken = await tx
    .insert(hotelRoomNights)
    .values({ propertyId: room.propertyId, roomTypeId: room.roomTypeId, night, sold: 1 })
    .onConflictDoUpdate({
      target: [hotelRoomNights.propertyId, hotelRoomNights.roomTypeId, hotelRoomNights.night],
      set: { sold: sql`${hotelRoomNights.sold} + 1` },
      setWhere: sql`${hotelRoomNights.sold} < ${capacity}`,
    })
    .returning({ sold: hotelRoomNights.sold });
  return taken.length === 1;
}

async function giveNightBack(tx: DbTx, room: Omit<StayRoom, 'checkInDate' | 'checkOutDate'>, night: string) {
  await tx
    .update(hotelRoomNights)
    .set({ sold: sql`greatest(${hotelRoomNights.sold} - 1, 0)` })
    .where(
      and(
        eq(hotelRoomNights.propertyId, room.propertyId),
        eq(hotelRoomNights.roomTypeId, room.roomTypeId),
        eq(hotelRoomNights.night, night),
      ),
    );
}

/**
 * Takes one room of the type for every night of the stay, all or nothing; false when any night is full
 * (or the room type does not exist). Nights are taken in date order, so two orders for overlapping stays
 * queue instead of deadlocking. On a full night the nights already taken are given back before answering
 * false, so nothing stays taken even if the caller were to commit.
 */
export async function takeRooms(tx: DbTx, stay: StayRoom, orderId: string, now: Date): Promise<boolean> {
  const nights = nightsOf(stay.checkInDate, stay.checkOutDate);
  const taken: string[] = [];
  for (const night of nights) {
    const capacity = nightCapacity(stay.propertyId, stay.roomTypeId, night, now);
    if (!(await takeNight(tx, stay, night, capacity))) {
      for (const done of taken) await giveNightBack(tx, stay, done);
      return false;
    }
    taken.push(night);
  }
  if (taken.length === 0) return false;
  await tx
    .insert(hotelRoomSales)
    .values(
      taken.map((night) => ({ orderId, propertyId: stay.propertyId, roomTypeId: stay.roomTypeId, night })),
    );
  return true;
}

/** Gives back the room-nights an order took. Idempotent: the sales rows go with the first call. */
export async function releaseRooms(tx: DbTx, orderId: string): Promise<void> {
  const sales = await tx.delete(hotelRoomSales).where(eq(hotelRoomSales.orderId, orderId)).returning();
  const ordered = [...sales].sort((a, b) => a.night.localeCompare(b.night));
  for (const sale of ordered) await giveNightBack(tx, sale, sale.night);
}

/** The key soldRoomNights answers by. */
export const roomNightKey = (propertyId: string, roomTypeId: string, night: string) =>
  `${propertyId}|${roomTypeId}|${night}`;

/** Rooms sold per night for the room types of these properties over [checkIn, checkOut). */
export async function soldRoomNights(
  db: DbOrTx,
  propertyIds: string[],
  checkInDate: string,
  checkOutDate: string,
): Promise<Map<string, number>> {
  const sold = new Map<string, number>();
  if (propertyIds.length === 0) return sold;
  const rows = await db
    .select()
    .from(hotelRoomNights)
    .where(
      and(
        inArray(hotelRoomNights.propertyId, propertyIds),
        gte(hotelRoomNights.night, checkInDate),
        lt(hotelRoomNights.night, checkOutDate),
      ),
    );
  for (const row of rows) sold.set(roomNightKey(row.propertyId, row.roomTypeId, row.night), row.sold);
  return sold;
}
