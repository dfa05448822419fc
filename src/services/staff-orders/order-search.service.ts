/**
 * Finding orders for agents (issue 24): flight and hotel orders together (one `orders` table, ADR 016),
 * by any mix of reference, surname, contact email, created days, status and payment; newest first, at
 * most STAFF_ORDERS_PAGE_SIZE a page.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { HotelStay } from '../../shared/contracts/hotel-order';
import type { OrderStatus } from '../../shared/contracts/order';
import {
  STAFF_ORDERS_PAGE_SIZE,
  type StaffOrderRow,
  type StaffOrderSearchAnswer,
} from '../../shared/contracts/staff-orders';
import { orderPassengers, orders } from '../db/schema';
import { toTripSummary, type OrderRow } from '../orders/order.repo';
import type { Platform } from '../platform/platform';
import { SITE_TIME_ZONE } from '../../shared/domain/site-time';

export interface StaffOrderSearch {
  bookingReference?: string | undefined;
  surname?: string | undefined;
  email?: string | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  status?: OrderStatus | undefined;
  payment?: 'card' | 'invoice' | undefined;
  page: number;
}

/** The agent's words as a LIKE pattern that matches them literally (a `%` typed is a `%` searched). */
const literal = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);

// The days an agent types are Sydney days (the business's calendar), not UTC ones.
const sydneyMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${SITE_TIME_ZONE})`;

function conditions(search: StaffOrderSearch): SQL[] {
  const where: SQL[] = [];
  if (search.bookingReference)
    where.push(sql`lower(${orders.bookingReference}) LIKE ${`%${literal(search.bookingReference)}%`}`);
  if (search.email) where.push(sql`lower(${orders.contactEmail}) LIKE ${`%${literal(search.email)}%`}`);
  if (search.surname) {
    const prefix = `${literal(search.surname)}%`;
    where.push(sql`(EXISTS (SELECT 1 FROM ${orderPassengers}
        WHERE ${orderPassengers.orderId} = ${orders.id} AND lower(${orderPassengers.lastName}) LIKE ${prefix})
      OR lower(${orders.stay}->'leadGuest'->>'lastName') LIKE ${prefix})`);
  }
  if (search.createdFrom) where.push(sql`${orders.createdAt} >= ${sydneyMidnight(search.createdFrom)}`);
  if (search.createdTo) where.push(sql`${orders.createdAt} < ${sydneyMidnight(search.createdTo, 1)}`);
  if (search.status) where.push(eq(orders.status, search.status));
  if (search.payment)
    where.push(eq(orders.paymentMode, search.payment === 'card' ? 'MintPayment' : 'Invoice'));
  return where;
}

/** The lead traveller's name of each order: its first passenger, or a stay's lead guest. */
async function leadNames(platform: Platform, rows: OrderRow[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const flightIds = rows.filter((row) => row.kind === 'flight').map((row) => row.id);
  if (flightIds.length > 0) {
    const passengers = await platform.database.db
      .select()
      .from(orderPassengers)
      .where(inArray(orderPassengers.orderId, flightIds))
      .orderBy(asc(orderPassengers.travelerId));
    for (const passenger of passengers) {
      if (!names.has(passenger.orderId))
        names.set(passenger.orderId, `${passenger.firstName} ${passenger.lastName}`);
    }
  }
  for (const row of rows) {
    const guest = (row.stay as HotelStay | null)?.leadGuest;
    if (guest) names.set(row.id, `${guest.firstName} ${guest.lastName}`);
  }
  return names;
}

/** One order as a row of the agents' results table. */
export function toStaffOrderRow(row: OrderRow, traveller: string): StaffOrderRow {
  const trip = toTripSummary(row, 0);
  return {
    orderId: row.id,
    bookingReference: row.bookingReference,
    kind: row.kind,
    status: row.status as OrderStatus,
    paymentMode: row.paymentMode,
    traveller,
    route: trip.stay?.propertyName ?? trip.route,
    travelDate: trip.stay?.checkInDate ?? trip.firstDeparture,
    contactEmail: row.contactEmail,
    totalCents: trip.totalCents,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function searchStaffOrders(
  platform: Platform,
  search: StaffOrderSearch,
): Promise<StaffOrderSearchAnswer> {
  const { db } = platform.database;
  const where = conditions(search);
  const filter = where.length > 0 ? and(...where) : undefined;
  const [total] = await db.select({ n: count() }).from(orders).where(filter);
  const rows = await db
    .select()
    .from(orders)
    .where(filter)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(STAFF_ORDERS_PAGE_SIZE)
    .offset((search.page - 1) * STAFF_ORDERS_PAGE_SIZE);
  const names = await leadNames(platform, rows);
  return {
    page: search.page,
    pageSize: STAFF_ORDERS_PAGE_SIZE,
    total: Number(total?.n ?? 0),
    orders: rows.map((row) => toStaffOrderRow(row, names.get(row.id) ?? '')),
  };
}
