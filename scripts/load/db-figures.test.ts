/**
 * The load run's database figures find the defects the bar is about when they are there: a seat on two
 * live orders, money captured without an order, a paid order without its payment, an order without its
 * email. A consistent booking reads as zeros first; then each defect is written and must show.
 * PostgreSQL only (DATABASE_URL), in a schema of its own, like migrate-concurrency.test.ts.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/services/db/migrate';
import { openDatabase } from '../../src/services/platform/db';
import { otherChannelSeats } from '../../src/services/inventory/cabin.rules';
import { readDbFigures } from './db-figures';

const ZL222 = {
  flightKey: 'ZL222-2026-12-25-SYD',
  cabin: 'Business' as const,
  capacity: 12,
  departureDate: '2026-12-25',
};

const url = process.env.DATABASE_URL;
const schema = `load_figures_${process.pid}_${Date.now().toString(36)}`;
const scoped = url ? `${url}${url.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}` : '';
let client: pg.Client;

const seat = (designator: string) =>
  JSON.stringify({
    seats: [{ flightKey: 'ZL222-2026-12-25-SYD', designator, travelerId: 'T1' }],
    bags: [],
    meals: [],
  });

async function order(
  id: string,
  reference: string,
  offerId: string,
  ancillaries: string,
  paymentId: string | null,
) {
  await client.query(
    `insert into orders (id, booking_reference, owner, site_id, offer_id, status, payment_mode, payment_id,
       contact_email, contact_mobile_country, contact_mobile_number, journeys, ancillaries, total_cents,
       first_departure, last_arrival, route, created_at, updated_at)
     values ($1, $2, 'guest', 'ctg-au-web', $3, $4, $5, $6, $7, 'AU', '0412345678',
       $9, $8, 10000,
       now() + interval '30 days', now() + interval '30 days 2 hours', 'SYD-MEL', now(), now())`,
    [
      id,
      reference,
      offerId,
      paymentId ? 'Ticketed' : 'Held',
      paymentId ? 'MintPayment' : 'Invoice',
      paymentId,
      `${id}@example.com`,
      ancillaries,
      JOURNEYS,
    ],
  );
}

/** A journey as orders keep it: the flight keys and the itinerary's segments (cabin, aircraft). */
const JOURNEYS = JSON.stringify([
  {
    flightKeys: ['ZL222-2026-12-25-SYD'],
    itinerary: { segments: [{ cabinClass: 'Business', aircraft: { code: '73H' } }] },
  },
]);

async function passengers(orderId: string, count: number) {
  for (let index = 1; index <= count; index += 1) {
    await client.query(
      `insert into order_passengers (order_id, traveler_id, passenger_type, title, first_name, last_name,
         date_of_birth, gender, nationality, passport_ciphertext, passport_last3, passport_issue_date,
         passport_expiry_date, passport_country)
       values ($1, $2, 'Adult', 'Ms', 'A', 'H', '1985-04-12', 'Female', 'AU', 'x', '873', '2022-03-01',
         '2034-03-01', 'AU')`,
      [orderId, `T${index}`],
    );
  }
}

/**
 * The cabin counted as the services count it: its row and a claim of `seats` sold per order. Called
 * again, it adds claims without moving the counters (which the database keeps within the capacity).
 */
async function cabinClaims(claims: Array<[offerId: string, orderId: string, seats: number]>) {
  const sold = Math.min(
    12,
    claims.reduce((sum, [, , seats]) => sum + seats, 0),
  );
  await client.query(
    `insert into flight_cabin_inventory (flight_key, cabin, capacity, sold, held, departure_date)
     values ('ZL222-2026-12-25-SYD', 'Business', 12, $1, 0, '2026-12-25')
     on conflict (flight_key, cabin) do nothing`,
    [sold],
  );
  for (const [offerId, orderId, seats] of claims) {
    await client.query(
      `insert into flight_cabin_claims (offer_id, flight_key, cabin, seats, status, order_id)
       values ($1, 'ZL222-2026-12-25-SYD', 'Business', $2, 'sold', $3) on conflict do nothing`,
      [offerId, seats, orderId],
    );
  }
}

async function offer(id: string) {
  await client.query(
    `insert into flight_offers (id, owner, site_id, shopping_rsp_id, search, data, total_cents, expires_at)
     values ($1, 'guest', 'ctg-au-web', 'rsp', '{}', '{}', 10000, now() + interval '1 hour')`,
    [id],
  );
}

async function payment(id: string, status: 'captured' | 'approved', expiresIn: string) {
  await client.query(
    `insert into payment_gateway_tokens (id, key_id, last4, scheme, expiry_month, expiry_year, cardholder_name,
       fingerprint, behaviour, created_at, expires_at)
     values ($1, 'pk', '4242', 'visa', 12, 2030, 'T', 'f', 'approve', now(), now())`,
    [`tok_${id}`],
  );
  await client.query(
    `insert into booking_payments (id, owner, offer_id, authorisation_id, token_id, gateway_key, amount_cents,
       surcharge_cents, status, created_at, updated_at, expires_at)
     values ($1, 'guest', 'off', $2, $3, 'k', 10000, 0, $4, now(), now(), now() + $5::interval)`,
    [id, `auth_${id}`, `tok_${id}`, status === 'captured' ? 'Captured' : 'Authorised', expiresIn],
  );
  await client.query(
    `insert into payment_gateway_authorisations (id, key_id, token_id, amount_cents, currency, status,
       captured_cents, reference, last4, scheme, behaviour, created_at, updated_at)
     values ($1, 'sk', $2, 10000, 'AUD', $3, $4, $5, '4242', 'visa', 'approve', now(), now())`,
    [`auth_${id}`, `tok_${id}`, status, status === 'captured' ? 10000 : null, id],
  );
}

const email = (orderId: string, reference: string) =>
  client.query(
    `insert into outbox_emails (id, recipient, subject, html, text) values (gen_random_uuid(), $1, $2, '', '')`,
    [`${orderId}@example.com`, `Booking ${reference} is confirmed`],
  );

describe.skipIf(!url)('the load run database figures', () => {
  beforeAll(async () => {
    client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    const database = await openDatabase({ url: scoped });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    await client.query(`SET search_path TO ${schema}`);
  }, 60_000);

  afterAll(async () => {
    await client?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client?.end();
  });

  it('reads a consistent booking as zeros, then shows each defect written into the records', async () => {
    // Consistent: a paid order with its seat sold to it, its captured payment and its email.
    await offer('off_a');
    await payment('pay_a', 'captured', '1 minute');
    await order('ord_a', 'AAAAAA', 'off_a', seat('7A'), 'pay_a');
    await client.query(
      `insert into flight_seat_holds (flight_key, designator, offer_id, traveler_id, status, order_id)
       values ('ZL222-2026-12-25-SYD', '7A', 'off_a', 'T1', 'sold', 'ord_a')`,
    );
    await passengers('ord_a', 1);
    await cabinClaims([['off_a', 'ord_a', 1]]);
    await email('ord_a', 'AAAAAA');
    const clean = await readDbFigures(scoped);
    expect(clean).toMatchObject({
      seatsSold: 1,
      busiestFlight: { flightKey: 'ZL222-2026-12-25-SYD', tickets: 1 },
      doubleSoldSeats: 0,
      seatInventoryMismatches: 0,
      ticketsOverCapacity: 0,
      cabinCountMismatches: 0,
      paidOrdersWithoutPayment: 0,
      moneyWithoutOrder: 0,
      ordersWithoutEmail: 0,
    });

    // A second live order with the same seat (and no email); a ticketed order whose money was never captured; money with
    // no order, one past its order window and one still inside it.
    await order('ord_b', 'BBBBBB', 'off_b', seat('7A'), null);
    // Ticketed on an authorisation that was never captured.
    await payment('pay_c', 'approved', '1 minute');
    await order('ord_c', 'CCCCCC', 'off_c', seat('8A'), 'pay_c');
    await email('ord_c', 'CCCCCC');
    // Twelve more travellers on a 12-seat cabin, claimed but past the counters (which cannot go past
    // the capacity); and ord_c's traveller has no claim at all (a ticket the inventory never counted).
    await offer('off_d');
    await order('ord_d', 'DDDDDD', 'off_d', JSON.stringify({ seats: [], bags: [], meals: [] }), null);
    await passengers('ord_d', 12);
    await cabinClaims([
      ['off_a', 'ord_a', 1],
      ['off_d', 'ord_d', 12],
    ]);
    await passengers('ord_c', 1);
    await payment('pay_orphan', 'captured', '-1 minute');
    await payment('pay_waiting', 'approved', '5 minutes');
    const broken = await readDbFigures(scoped);
    const allowance = 12 - otherChannelSeats(ZL222, new Date());
    expect(broken).toMatchObject({
      ticketsOverCapacity: 14 - allowance,
      // The counters against the claims, and ord_c's ticket that no claim counts.
      cabinCountMismatches: 2,
      doubleSoldSeats: 1,
      // ord_b's 7A and ord_c's 8A are not sold to them in the seat inventory.
      seatInventoryMismatches: 2,
      paidOrdersWithoutPayment: 1,
      moneyWithoutOrder: 2,
      moneyAwaitingReconciler: 1,
      // ord_b and ord_d.
      ordersWithoutEmail: 2,
    });
  });
});
