import { describe, expect, it } from 'vitest';
import type { Offer } from '../../shared/contracts/offer';
import { createTestServices } from '../testing/test-platform';
import { kitFor } from './offer-test-kit';
import { openPerFile } from '../test-kits/per-file';
import { onDatabase } from '../test-kits/database-kind';

/**
 * No seat is held twice, whatever the concurrency: on PGlite (one connection, transactions queue) and,
 * with DATABASE_URL set, on PostgreSQL (a pool of connections, transactions truly concurrent).
 */

const t = openPerFile(createTestServices, (opened) => opened.close());
/** Opened after `t` (the hooks run in order), over it. */
const kit = openPerFile(async () => kitFor(t));

const RACERS = 12;

/**
 * RACERS guests, each with an offer on the same flight from one search. Each test flies another day:
 * every offer holds its party's places in the cabin (ADR 022), and one day's cabin has room for one
 * test's racers.
 */
async function racers(depDate: string): Promise<{ token: string; offer: Offer }[]> {
  const first = await kit.publicToken();
  const found = await kit.search(first, {
    journeys: [{ depCode: 'SYD', depCodeType: 'A', arrCode: 'MEL', arrCodeType: 'A', depDate }],
  });
  const tokens = [first, ...(await Promise.all(Array.from({ length: RACERS - 1 }, () => kit.publicToken())))];
  const result = [];
  for (const token of tokens) result.push({ token, offer: (await kit.offerFor(token, found)).offer });
  return result;
}

const review = (token: string, offerId: string, seats: unknown[]) =>
  kit.call('/Offer/OfferReview', { offerId, ancillaries: { seats } }, token);

async function holdersOf(flightKey: string, designator: string): Promise<string[]> {
  const rows = await t.platform.database.query<{ offer_id: string }>(
    'SELECT offer_id FROM flight_seat_holds WHERE flight_key = $1 AND designator = $2',
    [flightKey, designator],
  );
  return rows.map((row) => row.offer_id);
}

describe(onDatabase('seat holds under concurrent OfferReview calls'), () => {
  it(`lets exactly one of ${RACERS} offers hold the same seat`, async () => {
    const all = await racers('2026-12-15');
    const [map] = await kit.seatMaps(all[0]!.token, all[0]!.offer.offerId);
    const designator = kit.freeSeats(map!)[0]!.designator;
    const seat = { travelerId: 'T1', flightKey: map!.flightKey, designator };

    const answers = await Promise.all(all.map(({ token, offer }) => review(token, offer.offerId, [seat])));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: RACERS - 1 }, () => 409)]);
    const winner = all[answers.findIndex((answer) => answer.status === 200)]!;
    expect(await holdersOf(seat.flightKey, designator)).toEqual([winner.offer.offerId]);
    for (const loser of answers.filter((answer) => answer.status === 409))
      expect(loser.json.message).toBe(
        `Seat ${designator} on ${seat.flightKey.split('-')[0]} is no longer available`,
      );
  });

  it('never answers 500 when offers want the same two seats in opposite orders', async () => {
    const all = await racers('2026-12-16');
    const [map] = await kit.seatMaps(all[0]!.token, all[0]!.offer.offerId);
    const [a, b] = kit.freeSeats(map!);
    const key = map!.flightKey;
    const answers = await Promise.all(
      all.map(({ token, offer }, index) =>
        review(
          token,
          offer.offerId,
          index % 2
            ? [
                { travelerId: 'T1', flightKey: key, designator: a!.designator },
                { travelerId: 'T2', flightKey: key, designator: b!.designator },
              ]
            : [
                { travelerId: 'T1', flightKey: key, designator: b!.designator },
                { travelerId: 'T2', flightKey: key, designator: a!.designator },
              ],
        ),
      ),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const holdersA = await holdersOf(key, a!.designator);
    expect(holdersA).toHaveLength(1);
    expect(await holdersOf(key, b!.designator)).toEqual(holdersA);
  });
});
