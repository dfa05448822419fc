/**
 * E-tickets re-issued by a date change (issue 23, ADR 026 amended 2026-11-28). A ticket names the
 * flights it is good for, so when a ticketed order moves to other flights each passenger gets a new
 * 13-digit number in the change's own transaction, and the number it replaces is kept with the change,
 * who confirmed it and when. The trip page, the receipt, the change email and the staff timeline read
 * the numbers from here and from the passengers' rows.
 */
import { and, asc, eq, isNotNull, or } from 'drizzle-orm';
import { orderPassengers, orderTicketReissues } from '../db/schema';
import type { DbOrTx, DbTx } from '../db/database';
import { newTicketNumber } from './order.rules';
import type { RandomInt } from '../platform/ids';

export type TicketReissueRow = typeof orderTicketReissues.$inferSelect;

interface ReissuedTicket {
  travelerId: string;
  name: string;
  oldTicketNumber: string;
  newTicketNumber: string;
}

/** Whether a number was ever issued here, current or replaced (a new ticket must be new everywhere). */
async function isTaken(tx: DbTx, ticketNumber: string): Promise<boolean> {
  const [current] = await tx
    .select({ id: orderPassengers.travelerId })
    .from(orderPassengers)
    .where(eq(orderPassengers.ticketNumber, ticketNumber))
    .limit(1);
  if (current) return true;
  const [replaced] = await tx
    .select({ id: orderTicketReissues.changeId })
    .from(orderTicketReissues)
    .where(
      or(
        eq(orderTicketReissues.oldTicketNumber, ticketNumber),
        eq(orderTicketReissues.newTicketNumber, ticketNumber),
      ),
    )
    .limit(1);
  return Boolean(replaced);
}

/**
 * Gives every ticketed passenger of the order a new e-ticket and records the one replaced, inside the
 * change's transaction (the order row is locked by it). A drawn number already in use is drawn again
 * before it is written, so a clash cannot abort the change; the unique indexes still guard the rest.
 */
export async function reissueTickets(
  tx: DbTx,
  input: { orderId: string; changeId: string; by: string; now: Date },
  random?: RandomInt,
): Promise<ReissuedTicket[]> {
  const passengers = await tx
    .select()
    .from(orderPassengers)
    .where(and(eq(orderPassengers.orderId, input.orderId), isNotNull(orderPassengers.ticketNumber)))
    .orderBy(asc(orderPassengers.travelerId));
  const reissued: ReissuedTicket[] = [];
  for (const passenger of passengers) {
    let ticketNumber = newTicketNumber(random);
    while (await isTaken(tx, ticketNumber)) ticketNumber = newTicketNumber(random);
    await tx
      .update(orderPassengers)
      .set({ ticketNumber })
      .where(
        and(eq(orderPassengers.orderId, input.orderId), eq(orderPassengers.travelerId, passenger.travelerId)),
      );
    await tx.insert(orderTicketReissues).values({
      changeId: input.changeId,
      orderId: input.orderId,
      travelerId: passenger.travelerId,
      oldTicketNumber: passenger.ticketNumber!,
      newTicketNumber: ticketNumber,
      reissuedBy: input.by,
      reissuedAt: input.now,
    });
    reissued.push({
      travelerId: passenger.travelerId,
      name: `${passenger.title} ${passenger.firstName} ${passenger.lastName}`,
      oldTicketNumber: passenger.ticketNumber!,
      newTicketNumber: ticketNumber,
    });
  }
  return reissued;
}

/** An order's re-issues, oldest first. */
export function ticketReissuesOf(db: DbOrTx, orderId: string): Promise<TicketReissueRow[]> {
  return db
    .select()
    .from(orderTicketReissues)
    .where(eq(orderTicketReissues.orderId, orderId))
    .orderBy(asc(orderTicketReissues.reissuedAt), asc(orderTicketReissues.travelerId));
}

/** The passenger's latest re-issue: which number the current ticket replaced, and when. */
export function latestReissueOf(
  reissues: TicketReissueRow[],
  travelerId: string,
): { replaces: string; reissuedAt: string } | null {
  const latest = reissues.filter((row) => row.travelerId === travelerId).at(-1);
  return latest ? { replaces: latest.oldTicketNumber, reissuedAt: latest.reissuedAt.toISOString() } : null;
}
