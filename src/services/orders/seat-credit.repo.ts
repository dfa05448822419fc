/**
 * The database side of seat credits after a date change (ADR 027 amended 2026-11-28): written in the
 * change's transaction from what the released seats were paid, read with the extras options, and used
 * once in the extras purchase's transaction (seat-credit.rules.ts has the rule).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Offer } from '../../shared/contracts/offer';
import type { ExtraLine, ExtrasOptions, ExtraSeat } from '../../shared/contracts/order-extras';
import {
  SEAT_CREDIT_MESSAGES,
  type AppliedSeatCredit,
  type SeatCredit,
} from '../../shared/contracts/seat-credit';
import { orderExtraPurchases, orderItems, orderSeatCredits } from '../db/schema';
import { RequestRejected } from '../http/envelope';
import type { DbOrTx, DbTx } from '../db/database';
import {
  applySeatCredits,
  creditsOfRelease,
  creditsTaken,
  flightNumberOf,
  type CreditSeat,
  type OpenCredit,
  type PricedSeat,
  type SeatPayment,
  type SeatRef,
} from './seat-credit.rules';

const BOOKING_SEAT = /^Seat (\S+) on (\S+)$/;

/** Every seat payment of the order, oldest first: booking lines, then each extras purchase's seats. */
async function seatPaymentsOf(tx: DbOrTx, orderId: string): Promise<SeatPayment[]> {
  const [items, purchases, used] = await Promise.all([
    tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position)),
    tx
      .select()
      .from(orderExtraPurchases)
      .where(eq(orderExtraPurchases.orderId, orderId))
      .orderBy(asc(orderExtraPurchases.createdAt)),
    tx.select().from(orderSeatCredits).where(eq(orderSeatCredits.orderId, orderId)),
  ]);
  const payments: SeatPayment[] = items.flatMap((item) => {
    const match = item.kind === 'seat' ? BOOKING_SEAT.exec(item.label) : null;
    if (!match || !item.travelerId) return [];
    return [
      {
        travelerId: item.travelerId,
        flightKey: null,
        flightNumber: match[2]!,
        designator: match[1]!,
        valueCents: item.amountCents,
      },
    ];
  });
  for (const purchase of purchases) {
    const seatLines = (purchase.lines as ExtraLine[]).filter((line) => line.kind === 'seat');
    (purchase.seats as ExtraSeat[]).forEach((seat, index) => {
      // A seat bought with a credit is worth its price: the credit it took was paid before.
      const credited = used
        .filter((row) => row.purchaseId === purchase.id && row.travelerId === seat.travelerId)
        .flatMap((row) => row.seats as CreditSeat[])
        .find((item) => item.flightKey === seat.flightKey && item.designator === seat.designator);
      payments.push({
        ...seat,
        flightNumber: flightNumberOf(seat.flightKey),
        valueCents: credited?.priceCents ?? seatLines[index]?.amountCents ?? 0,
      });
    });
  }
  return payments;
}

/** In the change's transaction: a credit per traveller whose seats on the moved journey were released. */
export async function recordSeatCredits(
  tx: DbTx,
  orderId: string,
  changeId: string,
  journeyIndex: number,
  released: SeatRef[],
  now: Date,
): Promise<void> {
  if (released.length === 0) return;
  const credits = creditsOfRelease(released, await seatPaymentsOf(tx, orderId));
  await tx
    .insert(orderSeatCredits)
    .values(
      credits.map((credit) => ({
        id: `osc_${randomBytes(12).toString('hex')}`,
        orderId,
        changeId,
        travelerId: credit.travelerId,
        journeyIndex,
        amountCents: credit.amountCents,
        createdAt: now,
      })),
    )
    .onConflictDoNothing();
}

async function openRows(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(orderSeatCredits)
    .where(and(eq(orderSeatCredits.orderId, orderId), isNull(orderSeatCredits.purchaseId)))
    .orderBy(asc(orderSeatCredits.createdAt), asc(orderSeatCredits.id));
}

/** The unused credits, one per traveller and journey (two changes' credits of one journey add up). */
export async function openCreditsOf(db: DbOrTx, orderId: string): Promise<OpenCredit[]> {
  const credits: OpenCredit[] = [];
  for (const row of await openRows(db, orderId)) {
    const found = credits.find((c) => c.travelerId === row.travelerId && c.journeyIndex === row.journeyIndex);
    if (found) found.amountCents += row.amountCents;
    else
      credits.push({
        travelerId: row.travelerId,
        journeyIndex: row.journeyIndex,
        amountCents: row.amountCents,
      });
  }
  return credits;
}

/** The selection's seats with their journey, place in it and map price, for the credit rule. */
export function pricedSeats(
  offer: Pick<Offer, 'journeys'>,
  seats: ExtraSeat[],
  priceOf: (seat: ExtraSeat) => number | null,
): PricedSeat[] {
  return seats.map((seat) => {
    const journey = offer.journeys.find((item) => item.flightKeys.includes(seat.flightKey));
    return {
      ...seat,
      journeyIndex: journey?.journeyIndex ?? null,
      flightOrder: journey?.flightKeys.indexOf(seat.flightKey) ?? 0,
      priceCents: priceOf(seat) ?? 0,
    };
  });
}

/**
 * In the purchase's transaction, with the order row locked: the credits as priced must still be open
 * (409 otherwise: another purchase used them first), and are marked used by this purchase only while
 * unused, so a credit is taken once.
 */
export async function useSeatCredits(
  tx: DbTx,
  orderId: string,
  purchaseId: string,
  seats: PricedSeat[],
  priced: AppliedSeatCredit[],
  now: Date,
): Promise<void> {
  const open = await openCreditsOf(tx, orderId);
  if (JSON.stringify(applySeatCredits(open, seats)) !== JSON.stringify(priced))
    throw new RequestRejected(409, SEAT_CREDIT_MESSAGES.used);
  const rows = await openRows(tx, orderId);
  for (const credit of creditsTaken(open, seats)) {
    const mine = priced.filter(
      (item) =>
        item.travelerId === credit.travelerId &&
        seats.find((seat) => seat.flightKey === item.flightKey)?.journeyIndex === credit.journeyIndex,
    );
    let take = mine.reduce((sum, item) => sum + item.creditCents, 0);
    const group = rows.filter(
      (row) => row.travelerId === credit.travelerId && row.journeyIndex === credit.journeyIndex,
    );
    for (const [index, row] of group.entries()) {
      const applied = Math.min(take, row.amountCents);
      take -= applied;
      // The seats are recorded on the group's first credit only, so each seat's value counts once.
      const bought: CreditSeat[] =
        index === 0
          ? mine.map(({ flightKey, designator, priceCents, creditCents }) => ({
              flightKey,
              designator,
              priceCents,
              creditCents,
            }))
          : [];
      const updated = await tx
        .update(orderSeatCredits)
        .set({ purchaseId, usedAt: now, appliedCents: applied, seats: bought })
        .where(and(eq(orderSeatCredits.id, row.id), isNull(orderSeatCredits.purchaseId)))
        .returning({ id: orderSeatCredits.id });
      if (updated.length !== 1) throw new RequestRejected(409, SEAT_CREDIT_MESSAGES.used);
    }
  }
}

/** The open credits as the options answer them: each with the journey's flights and current seats. */
export function seatCreditView(open: OpenCredit[], journeys: ExtrasOptions['journeys']): SeatCredit[] {
  return open.flatMap((credit) => {
    const journey = journeys.find((item) => item.journeyIndex === credit.journeyIndex);
    if (!journey) return [];
    return [
      {
        travelerId: credit.travelerId,
        journeyIndex: credit.journeyIndex,
        creditCents: credit.amountCents,
        flights: journey.flights.map((flight) => ({
          flightKey: flight.flightKey,
          flightNumber: flight.flightNumber,
          open: flight.open,
          seat: flight.travellers.find((t) => t.travelerId === credit.travelerId)?.seat ?? null,
        })),
      },
    ];
  });
}
