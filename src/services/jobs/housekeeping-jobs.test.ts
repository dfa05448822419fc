import { describe, expect, it } from 'vitest';
import { kitFor } from '../offers/offer-test-kit';
import { createTestServices } from '../testing/test-platform';
import { LAPSED_HOLD_KEEP_MS, purgeLapsedSeatHolds } from './housekeeping-jobs';
import { openPerFile } from '../test-kits/per-file';

const t = openPerFile(createTestServices, (opened) => opened.close());
/** Opened after `t` (the hooks run in order), over it. */
const kit = openPerFile(async () => kitFor(t));

const holds = async () =>
  (
    await t.platform.database.query<{ designator: string }>(
      'SELECT designator FROM flight_seat_holds ORDER BY designator',
    )
  ).map((row) => row.designator);

describe('the seat-hold purge', () => {
  it('deletes holds lapsed long ago and keeps recent ones', async () => {
    const token = await kit.publicToken();
    const { offer } = await kit.offerFor(token, await kit.search(token));
    const [map] = await kit.seatMaps(token, offer.offerId);
    const [a, b] = kit.freeSeats(map!);
    // The kit's search is for two adults (T1, T2): one seat each.
    const seats = [
      { travelerId: 'T1', flightKey: map!.flightKey, designator: a!.designator },
      { travelerId: 'T2', flightKey: map!.flightKey, designator: b!.designator },
    ];
    const reviewed = await kit.call(
      '/Offer/OfferReview',
      { offerId: offer.offerId, ancillaries: { seats } },
      token,
    );
    expect(reviewed.status).toBe(200);
    const now = t.clock.now().getTime();
    // One hold lapsed just past the keep time, the other only just lapsed.
    const lapse = (designator: string, at: number) =>
      t.platform.database.query('UPDATE flight_seat_holds SET expires_at = $1 WHERE designator = $2', [
        new Date(at),
        designator,
      ]);
    await lapse(a!.designator, now - LAPSED_HOLD_KEEP_MS - 1);
    await lapse(b!.designator, now - 1);
    expect(await purgeLapsedSeatHolds(t.platform)).toBe(1);
    expect(await holds()).toEqual([b!.designator]);
    expect(await purgeLapsedSeatHolds(t.platform)).toBe(0);
  });
});
