import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestRejected } from './envelope';
import { createTestServices, type TestServices } from '../testing/test-platform';
import {
  AlreadyClaimed,
  claimedAfterConflict,
  claimKey,
  IDEMPOTENCY_KEY_REUSED,
  requestHashOf,
  type Claim,
} from './booking-idempotency';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

const claimOf = (key: string, body: unknown = { quoteId: 'hq_1' }): Claim => ({
  owner: 'guest:abc',
  scope: 'hotel-order',
  key,
  requestHash: requestHashOf(body),
});
const alreadyOrdered = new RequestRejected(409, 'This room has already been booked.');

describe('claimedAfterConflict: a same-key request that lost the race', () => {
  // The CI PostgreSQL run saw this: two requests with one key, the second read "already booked" after
  // the first committed, and answered 409 instead of replaying the first order.
  it("answers the first request's order when its key was claimed with the same body", async () => {
    const db = t.platform.database.db;
    const claim = claimOf('race-key-0001');
    await db.transaction((tx) => claimKey(tx, claim, 'ord_first', new Date()));
    await expect(claimedAfterConflict(db, claim, alreadyOrdered)).resolves.toBe('ord_first');
  });

  it('keeps the 409 when nobody claimed the key (a second order of a booked room)', async () => {
    const db = t.platform.database.db;
    await expect(claimedAfterConflict(db, claimOf('race-key-0002'), alreadyOrdered)).rejects.toBe(
      alreadyOrdered,
    );
  });

  it('answers "key reused" when the claim was for another body', async () => {
    const db = t.platform.database.db;
    await db.transaction((tx) => claimKey(tx, claimOf('race-key-0003'), 'ord_other', new Date()));
    const changed = claimOf('race-key-0003', { quoteId: 'hq_2' });
    await expect(claimedAfterConflict(db, changed, alreadyOrdered)).rejects.toThrow(IDEMPOTENCY_KEY_REUSED);
  });

  it('rethrows anything but a 409 untouched', async () => {
    const db = t.platform.database.db;
    const claim = claimOf('race-key-0004');
    await db.transaction((tx) => claimKey(tx, claim, 'ord_x', new Date()));
    const expired = new RequestRejected(410, 'This room price has expired.');
    await expect(claimedAfterConflict(db, claim, expired)).rejects.toBe(expired);
    const crash = new Error('socket closed');
    await expect(claimedAfterConflict(db, claim, crash)).rejects.toBe(crash);
  });

  it('a second claim of a taken key throws AlreadyClaimed with the winner', async () => {
    const db = t.platform.database.db;
    const claim = claimOf('race-key-0005');
    await db.transaction((tx) => claimKey(tx, claim, 'ord_winner', new Date()));
    const second = db.transaction((tx) => claimKey(tx, claim, 'ord_loser', new Date()));
    await expect(second).rejects.toBeInstanceOf(AlreadyClaimed);
    await expect(second).rejects.toMatchObject({ resourceId: 'ord_winner' });
  });
});
