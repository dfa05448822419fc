import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/domain/calendar-days';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { nightCapacity } from './inventory/allotment';
import { propertiesOf } from './inventory/properties';
import { releaseRooms, soldRoomNights, takeRooms } from './inventory/room-nights.repo';
import { onDatabase } from '../test-kits/database-kind';

/**
 * No room-night is sold beyond its allotment, whatever the concurrency: on PGlite (one connection,
 * transactions queue) and, with DATABASE_URL set, on PostgreSQL (a pool, transactions truly concurrent).
 */

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

const RACERS = 20;

/** A room type and a night with an allotment of exactly `wanted` rooms at the test clock, by search. */
function roomWithCapacity(wanted: number, now: Date) {
  for (const property of propertiesOf('MEL'))
    for (const room of property.rooms)
      for (let day = 2; day <= 28; day += 1) {
        const night = `2026-12-${String(day).padStart(2, '0')}`;
        // The night before has rooms too, so a longer stay fails only on this night.
        if (
          nightCapacity(property.propertyId, room.roomTypeId, night, now) === wanted &&
          nightCapacity(property.propertyId, room.roomTypeId, addDays(night, -1), now) > wanted
        )
          return { propertyId: property.propertyId, roomTypeId: room.roomTypeId, night };
      }
  throw new Error(`no room with ${wanted} rooms`);
}

async function race(stay: Parameters<typeof takeRooms>[1], prefix: string): Promise<boolean[]> {
  const { db } = t.platform.database;
  return Promise.all(
    Array.from({ length: RACERS }, (_, index) =>
      db.transaction(async (tx) => takeRooms(tx, stay, `${prefix}-${index}`, t.clock.now())),
    ),
  );
}

describe(onDatabase('room-nights under concurrent orders'), () => {
  it(`sells exactly 3 of a room with 3 left to ${RACERS} concurrent orders`, async () => {
    const { propertyId, roomTypeId, night } = roomWithCapacity(3, t.clock.now());
    const stay = { propertyId, roomTypeId, checkInDate: night, checkOutDate: addDays(night, 1) };
    const results = await race(stay, 'ord-a');
    expect(results.filter(Boolean)).toHaveLength(3);
    const sold = await soldRoomNights(
      t.platform.database.db,
      [propertyId],
      stay.checkInDate,
      stay.checkOutDate,
    );
    expect(sold.get(`${propertyId}|${roomTypeId}|${night}`)).toBe(3);
    const sales = await t.platform.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM hotel_room_sales WHERE property_id = $1 AND room_type_id = $2',
      [propertyId, roomTypeId],
    );
    expect(sales[0]!.n).toBe(3);
  });

  it('takes all nights or none, and gives them back once', async () => {
    const { propertyId, roomTypeId, night } = roomWithCapacity(2, t.clock.now());
    const before = addDays(night, -1);
    const after = addDays(night, 1);
    const { db } = t.platform.database;
    const full = { propertyId, roomTypeId, checkInDate: night, checkOutDate: after };
    await db.transaction(async (tx) => {
      expect(await takeRooms(tx, full, 'ord-b1', t.clock.now())).toBe(true);
      expect(await takeRooms(tx, full, 'ord-b2', t.clock.now())).toBe(true);
    });
    // A two-night stay whose second night is full: the first night must stay untouched.
    const longer = { propertyId, roomTypeId, checkInDate: before, checkOutDate: after };
    const taken = await db.transaction(async (tx) => takeRooms(tx, longer, 'ord-b3', t.clock.now()));
    expect(taken).toBe(false);
    const sold = await soldRoomNights(db, [propertyId], before, after);
    expect(sold.get(`${propertyId}|${roomTypeId}|${before}`) ?? 0).toBe(0);
    await db.transaction(async (tx) => {
      await releaseRooms(tx, 'ord-b1');
      await releaseRooms(tx, 'ord-b1');
    });
    const released = await soldRoomNights(db, [propertyId], night, after);
    expect(released.get(`${propertyId}|${roomTypeId}|${night}`)).toBe(1);
  });
});
