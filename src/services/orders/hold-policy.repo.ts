/**
 * The counts the unpaid-hold policy reads and the rows it writes (ADR 021), all in the order's
 * transaction. On PostgreSQL the buyer's identities are locked first (transaction-scoped advisory locks),
 * so two orders of one buyer cannot both count before either writes; PGlite runs one transaction at a time.
 */
import { and, eq, gt, inArray, max, or, sql, sum, type SQL } from 'drizzle-orm';
import { invoiceBuyers, invoiceHoldUnits, orders } from '../db/schema';
import type { DbTx } from '../db/database';
import type { Database } from '../db/database';
import { unitKey, type Buyer, type BuyerHolds, type HoldUnit } from './hold-policy.rules';

// Arbitrary constant: the first key of every hold-policy advisory lock, apart from other lock users.
const HOLD_POLICY_LOCK_CLASS = 727_021;

/** Locks of this buyer's identities until the transaction ends, in one global order (no deadlocks). */
export async function lockBuyer(tx: DbTx, kind: Database['kind'], buyer: Buyer): Promise<void> {
  if (kind !== 'postgres') return;
  const keys = [`email:${buyer.email}`];
  if (buyer.account) keys.push(`account:${buyer.account}`);
  if (buyer.address) keys.push(`address:${buyer.address}`);
  for (const key of keys.sort()) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${HOLD_POLICY_LOCK_CLASS}, hashtext(${key}))`);
  }
}

function matching(buyer: Buyer): SQL {
  const identities = [eq(invoiceBuyers.email, buyer.email)];
  if (buyer.account) identities.push(eq(invoiceBuyers.account, buyer.account));
  if (buyer.address) identities.push(eq(invoiceBuyers.address, buyer.address));
  return or(...identities)!;
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * What the buyer holds unpaid now (orders Held on invoice) and their unpaid releases since `since`, for
 * the units of a new order.
 */
export async function readBuyerHolds(
  tx: DbTx,
  buyer: Buyer,
  units: string[],
  since: Date,
): Promise<BuyerHolds> {
  const [counts] = await tx
    .select({
      byEmail: countWhere(sql`${invoiceBuyers.email} = ${buyer.email}`),
      byAccount: countWhere(sql`${invoiceBuyers.account} = ${buyer.account ?? ''}`),
      byAddress: countWhere(sql`${invoiceBuyers.address} = ${buyer.address ?? ''}`),
    })
    .from(invoiceBuyers)
    .innerJoin(orders, eq(orders.id, invoiceBuyers.orderId))
    .where(and(eq(orders.status, 'Held'), matching(buyer)));
  const holds: BuyerHolds = {
    heldByEmail: counts?.byEmail ?? 0,
    heldByAccount: buyer.account ? (counts?.byAccount ?? 0) : 0,
    heldByAddress: buyer.address ? (counts?.byAddress ?? 0) : 0,
    held: new Map(),
    releasedAt: new Map(),
  };
  if (units.length === 0) return holds;

  const held = await tx
    .select({
      unit: invoiceHoldUnits.unit,
      day: invoiceHoldUnits.day,
      quantity: sum(invoiceHoldUnits.quantity),
    })
    .from(invoiceHoldUnits)
    .innerJoin(invoiceBuyers, eq(invoiceBuyers.orderId, invoiceHoldUnits.orderId))
    .innerJoin(orders, eq(orders.id, invoiceHoldUnits.orderId))
    .where(and(eq(orders.status, 'Held'), inArray(invoiceHoldUnits.unit, units), matching(buyer)))
    .groupBy(invoiceHoldUnits.unit, invoiceHoldUnits.day);
  for (const row of held) holds.held.set(unitKey(row.unit, row.day), Number(row.quantity ?? 0));

  const released = await tx
    .select({ unit: invoiceHoldUnits.unit, at: max(orders.releasedAt) })
    .from(invoiceHoldUnits)
    .innerJoin(invoiceBuyers, eq(invoiceBuyers.orderId, invoiceHoldUnits.orderId))
    .innerJoin(orders, eq(orders.id, invoiceHoldUnits.orderId))
    .where(
      and(
        eq(orders.status, 'Released'),
        gt(orders.releasedAt, since),
        inArray(invoiceHoldUnits.unit, units),
        matching(buyer),
      ),
    )
    .groupBy(invoiceHoldUnits.unit);
  for (const row of released) if (row.at) holds.releasedAt.set(row.unit, new Date(row.at));
  return holds;
}

/** Records who placed the invoice order and what it holds, in the order's transaction. */
export async function recordInvoiceHold(
  tx: DbTx,
  orderId: string,
  buyer: Buyer,
  demand: HoldUnit[],
  now: Date,
): Promise<void> {
  await tx.insert(invoiceBuyers).values({ orderId, ...buyer, createdAt: now });
  const units = new Map<string, { unit: string; day: string; quantity: number }>();
  for (const wanted of demand) {
    const key = unitKey(wanted.unit, wanted.day);
    const known = units.get(key);
    if (known) known.quantity += wanted.quantity;
    else units.set(key, { unit: wanted.unit, day: wanted.day, quantity: wanted.quantity });
  }
  if (units.size === 0) return;
  await tx.insert(invoiceHoldUnits).values([...units.values()].map((unit) => ({ orderId, ...unit })));
}
