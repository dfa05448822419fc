/**
 * What the load left in the database, read with SQL on the tables of src/services/db/schema*.ts, and
 * the bar of issue 14 checked on it. Each consistency figure is computed from the records themselves,
 * not from the guards that should have kept them right (a primary key on seat holds cannot show a
 * double sale; the seats written on two live orders can).
 */
import pg from 'pg';
import { nightCapacity } from '../../src/services/hotels/inventory/allotment';
import {
  cabinCapacityOf,
  departureDateOfKey,
  otherChannelSeats,
  type CabinRef,
} from '../../src/services/inventory/cabin.rules';

/** Orders that hold or sold something (Released and Failed gave it back). */
const LIVE = `('Held', 'Authorised', 'Confirmed', 'Ticketed')`;

export interface DbFigures {
  ordersByKindStatus: Record<string, number>;
  paymentsByStatus: Record<string, number>;
  gatewayByStatus: Record<string, number>;
  capturedCents: number;
  seatsSold: number;
  /** The flight with the most tickets on live orders. */
  busiestFlight: { flightKey: string; tickets: number } | null;
  /**
   * Tickets on live orders beyond what the cabin had left for this channel: its seats (the seat map's)
   * less the other channels' share when the first of those bookings was offered (the smallest it was).
   */
  ticketsOverCapacity: number;
  /** Cabins whose sold and held counters differ from their claims, or whose orders' tickets from theirs. */
  cabinCountMismatches: number;
  /** The same seat of the same flight on two live orders. */
  doubleSoldSeats: number;
  /** Seats on live orders that the seat inventory does not show sold to that order, and the reverse. */
  seatInventoryMismatches: number;
  roomNightsSold: number;
  /** Room-nights of one room type sold beyond the night's allotment, or not matching the night's counter. */
  roomsOversold: number;
  /** Card orders (confirmed or ticketed) without a captured payment of theirs. */
  paidOrdersWithoutPayment: number;
  /** Money approved or captured at the gateway whose booking payment no live order took. */
  moneyWithoutOrder: number;
  /** Of which still within ORDER_WITHIN_SECONDS (the reconciler voids them after it): not yet a defect. */
  moneyAwaitingReconciler: number;
  emailsByStatus: Record<string, number>;
  /** Live orders with no email to their contact naming their booking reference. */
  ordersWithoutEmail: number;
}

const tally = (rows: { key: string; n: string }[]) =>
  Object.fromEntries(rows.map((row) => [row.key, Number(row.n)]));

export async function readDbFigures(databaseUrl: string): Promise<DbFigures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]!.n);
  try {
    const byKey = async (sql: string) => tally((await client.query<{ key: string; n: string }>(sql)).rows);
    const money = `
      from payment_gateway_authorisations a
      left join booking_payments p on p.id = a.reference
      left join orders o on o.payment_id = p.id and o.status in ${LIVE}
      where a.status in ('approved', 'captured') and o.id is null`;
    const rooms = await client.query<{
      property_id: string;
      room_type_id: string;
      night: string;
      sales: string;
      sold: string | null;
      first_sale: Date;
    }>(`
      select s.property_id, s.room_type_id, s.night::text as night, count(*) as sales, n.sold,
             min(o.created_at) as first_sale
      from hotel_room_sales s
      join orders o on o.id = s.order_id and o.status in ${LIVE}
      left join hotel_room_nights n
        on n.property_id = s.property_id and n.room_type_id = s.room_type_id and n.night = s.night
      group by s.property_id, s.room_type_id, s.night, n.sold`);
    const { ticketsOverCapacity, cabinCountMismatches } = await cabinFigures(client);
    const roomsOversold = rooms.rows.filter((row) => {
      const capacity = nightCapacity(row.property_id, row.room_type_id, row.night, row.first_sale);
      return Number(row.sales) > capacity || Number(row.sales) !== Number(row.sold ?? 0);
    }).length;
    return {
      ordersByKindStatus: await byKey(
        `select kind || ' ' || status || ' ' || payment_mode as key, count(*) as n from orders group by 1 order by 1`,
      ),
      paymentsByStatus: await byKey(`select status as key, count(*) as n from booking_payments group by 1`),
      gatewayByStatus: await byKey(
        `select status as key, count(*) as n from payment_gateway_authorisations group by 1`,
      ),
      capturedCents: await count(
        `select coalesce(sum(captured_cents), 0) as n from payment_gateway_authorisations where status = 'captured'`,
      ),
      seatsSold: await count(`select count(*) as n from flight_seat_holds where status = 'sold'`),
      busiestFlight: await client
        .query<{ flight_key: string; tickets: string }>(
          `select fk as flight_key, count(*) as tickets
           from orders o
           cross join lateral jsonb_array_elements(o.journeys) j
           cross join lateral jsonb_array_elements_text(j->'flightKeys') fk
           join order_passengers p on p.order_id = o.id
           where o.status in ${LIVE} and o.kind = 'flight'
           group by fk order by tickets desc limit 1`,
        )
        .then(({ rows: [row] }) =>
          row ? { flightKey: row.flight_key, tickets: Number(row.tickets) } : null,
        ),
      ticketsOverCapacity,
      cabinCountMismatches,
      doubleSoldSeats: await count(`
        select count(*) as n from (
          select seat->>'flightKey', seat->>'designator'
          from orders o, jsonb_array_elements(o.ancillaries->'seats') seat
          where o.status in ${LIVE} and o.kind = 'flight'
          group by 1, 2 having count(*) > 1) doubled`),
      seatInventoryMismatches: await count(`
        select count(*) as n from (
          select seat->>'flightKey' as flight_key, seat->>'designator' as designator, o.id as order_id
          from orders o, jsonb_array_elements(o.ancillaries->'seats') seat
          where o.status in ${LIVE} and o.kind = 'flight') ordered
        full join (select flight_key, designator, order_id from flight_seat_holds where status = 'sold') sold
          using (flight_key, designator, order_id)
        where ordered.order_id is null or sold.order_id is null`),
      roomNightsSold: rooms.rows.reduce((sum, row) => sum + Number(row.sales), 0),
      roomsOversold,
      paidOrdersWithoutPayment: await count(`
        select count(*) as n from orders o
        left join booking_payments p on p.id = o.payment_id and p.status = 'Captured'
        left join payment_gateway_authorisations a on a.reference = p.id and a.status = 'captured'
        where o.payment_mode = 'MintPayment' and o.status in ('Confirmed', 'Ticketed') and a.id is null`),
      moneyWithoutOrder: await count(`select count(*) as n ${money}`),
      moneyAwaitingReconciler: await count(
        `select count(*) as n ${money} and (p.expires_at is null or p.expires_at > now())`,
      ),
      emailsByStatus: await byKey(`select status as key, count(*) as n from outbox_emails group by 1`),
      ordersWithoutEmail: await count(`
        select count(*) as n from orders o
        where o.status in ${LIVE} and not exists (
          select 1 from outbox_emails e
          where e.recipient = o.contact_email and position(o.booking_reference in e.subject) > 0)`),
    };
  } finally {
    await client.end();
  }
}

/** Tickets per flight cabin on live orders, read from the orders' own journeys and passengers. */
async function cabinFigures(client: pg.Client) {
  const tickets = await client.query<{
    flight_key: string;
    cabin: string | null;
    aircraft: string | null;
    tickets: string;
    first_offer: Date;
  }>(`
    select fk.key as flight_key, j->'itinerary'->'segments'->(fk.idx::int - 1)->>'cabinClass' as cabin,
           j->'itinerary'->'segments'->(fk.idx::int - 1)->'aircraft'->>'code' as aircraft,
           count(*) as tickets, min(coalesce(f.created_at, o.created_at)) as first_offer
    from orders o
    left join flight_offers f on f.id = o.offer_id
    cross join lateral jsonb_array_elements(o.journeys) j
    cross join lateral jsonb_array_elements_text(j->'flightKeys') with ordinality fk(key, idx)
    join order_passengers p on p.order_id = o.id and p.passenger_type <> 'Infants'
    where o.status in ${LIVE} and o.kind = 'flight'
    group by 1, 2, 3`);
  let ticketsOverCapacity = 0;
  for (const row of tickets.rows) {
    const cabin = (row.cabin ?? 'Economy') as CabinRef['cabin'];
    const ref: CabinRef = {
      flightKey: row.flight_key,
      cabin,
      capacity: cabinCapacityOf(row.aircraft ?? '', cabin),
      departureDate: departureDateOfKey(row.flight_key),
    };
    const allowance = ref.capacity - otherChannelSeats(ref, row.first_offer);
    ticketsOverCapacity += Math.max(0, Number(row.tickets) - allowance);
  }
  const counters = await client.query<{ n: string }>(`
    select count(*) as n from flight_cabin_inventory i
    left join lateral (
      select coalesce(sum(seats) filter (where status = 'sold'), 0) as sold,
             coalesce(sum(seats) filter (where status = 'held'), 0) as held
      from flight_cabin_claims c where c.flight_key = i.flight_key and c.cabin = i.cabin) c on true
    where i.sold <> c.sold or i.held <> c.held`);
  const ordered = await client.query<{ flight_key: string; cabin: string; seats: string }>(`
    select c.flight_key, c.cabin, sum(c.seats) as seats from flight_cabin_claims c
    join orders o on o.id = c.order_id and o.status in ${LIVE}
    group by 1, 2`);
  const claimed = new Map(ordered.rows.map((row) => [`${row.flight_key}|${row.cabin}`, Number(row.seats)]));
  const uncounted = tickets.rows.filter(
    (row) => claimed.get(`${row.flight_key}|${row.cabin ?? 'Economy'}`) !== Number(row.tickets),
  ).length;
  return { ticketsOverCapacity, cabinCountMismatches: Number(counters.rows[0]!.n) + uncounted };
}
