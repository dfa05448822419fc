import type { Database } from '../db/database';

/** Reads of the database that the booking tests assert on, written once so every test asks the same way. */

/** The number a `SELECT count(*) AS n …` answers (PostgreSQL gives bigint counts back as strings). */
export async function countOf(database: Database, query: string, params: unknown[] = []): Promise<number> {
  return Number((await database.query<{ n: string }>(query, params))[0]!.n);
}

/** Sold and held of a flight's cabin, and the seats its claims add up to (the counters must agree with them). */
export async function cabinCounts(database: Database, flightKey: string) {
  return (
    await database.query<{ sold: number; held: number; claimed: number }>(
      `SELECT i.sold, i.held, (SELECT coalesce(sum(c.seats), 0)::int FROM flight_cabin_claims c
         WHERE c.flight_key = i.flight_key AND c.cabin = i.cabin) AS claimed
       FROM flight_cabin_inventory i WHERE i.flight_key = $1`,
      [flightKey],
    )
  )[0];
}
