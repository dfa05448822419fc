/**
 * Who may see an order, and the traveller's trips (spec §7 /Order/*, issue 10 item 8). An order is its
 * creator's (the token subject that booked, guest or account) and, once claimed, the account's whose
 * owner proved the contact email by following the link in the confirmation email (order-claim.service.ts).
 * A matching contact email alone gives nothing: anyone can type anyone's email as a booking's contact.
 */
import { and, count, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { HotelStay } from '../../shared/contracts/hotel-order';
import type { Order, TripList } from '../../shared/contracts/order';
import { accountProfiles, accounts, orderPassengers, orders } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { TokenClaims } from '../http/token-claims';
import type { Platform } from '../platform/platform';
import { CANCELLED_STATES } from './order-state.rules';
import { loadManageableOrder } from './order-manage-access';
import { loadOrderRecord, toOrder, toTripSummary } from './order.repo';
import { changePaymentsOf } from './order-change-payments-view';

const ORDER_NOT_FOUND = 'We could not find this booking.';

/** The account's email once verified; null for guests and unverified accounts. */
export async function verifiedEmailOf(platform: Platform, claims: TokenClaims): Promise<string | null> {
  if (claims.typ !== 'account' || !/^[0-9a-f-]{36}$/i.test(claims.sub)) return null;
  const [row] = await platform.database.db
    .select({ email: accounts.email })
    .from(accounts)
    .innerJoin(accountProfiles, eq(accountProfiles.accountId, accounts.id))
    .where(
      and(
        eq(accounts.id, claims.sub),
        eq(accounts.status, 'active'),
        isNotNull(accountProfiles.emailVerifiedAt),
      ),
    );
  return row?.email ?? null;
}

function visibleTo(subject: string) {
  return or(eq(orders.owner, subject), eq(orders.claimedByAccount, subject));
}

export async function retrieveOrder(
  platform: Platform,
  claims: TokenClaims,
  orderId: string,
  accessToken?: string,
): Promise<Order> {
  const record = await loadOrderRecord(platform.database.db, orderId);
  const allowed =
    record && (record.order.owner === claims.sub || record.order.claimedByAccount === claims.sub);
  let order: Order;
  if (record && !allowed && accessToken !== undefined) {
    // A guest who proved the booking by the emailed code (issue 23): the same rule as quote and cancel.
    order = toOrder(await loadManageableOrder(platform, claims, orderId, accessToken, record.order.kind));
  } else if (!record || !allowed) {
    throw new RequestRejected(404, ORDER_NOT_FOUND);
  } else {
    order = toOrder(record);
  }
  // Stays are never changed (ADR 026): only a flight order has change payments to read. An order
  // without any answers as it always did (no field), as OrderCreate answered it.
  if (order.kind !== 'flight') return order;
  const changePayments = await changePaymentsOf(platform.database.db, orderId);
  return changePayments.length > 0 ? { ...order, changePayments } : order;
}

/**
 * Upcoming (first departure or check-in still ahead, not released or failed) and previous trips, flights
 * and stays together; a stay's route reads "<property>, <city>".
 */
export async function listTrips(platform: Platform, claims: TokenClaims, siteId: string): Promise<TripList> {
  const { db } = platform.database;
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), visibleTo(claims.sub)))
    .orderBy(desc(orders.firstDeparture))
    .limit(200);
  const counts = rows.length
    ? await db
        .select({ orderId: orderPassengers.orderId, n: count() })
        .from(orderPassengers)
        .where(
          inArray(
            orderPassengers.orderId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(orderPassengers.orderId)
    : [];
  const passengersOf = new Map(counts.map((row) => [row.orderId, Number(row.n)]));
  const now = platform.clock.now().getTime();
  const list: TripList = { upcoming: [], previous: [] };
  for (const row of rows) {
    // A hotel order has no passengers: its guests are in its stay.
    const stay = row.stay as HotelStay | null;
    const people = row.kind === 'hotel' && stay ? stay.adults + stay.children : passengersOf.get(row.id);
    const trip = toTripSummary(row, people ?? 0);
    // A cancelled trip is a previous one whatever its dates (ADR 024).
    const active = !['Released', 'Failed', ...CANCELLED_STATES].includes(row.status);
    if (active && row.firstDeparture.getTime() > now) list.upcoming.push(trip);
    else list.previous.push(trip);
  }
  // Upcoming: soonest first; previous: most recent first.
  list.upcoming.reverse();
  return list;
}
