/** Drizzle table of flight orders' date changes (DDL in migrations/0022-order-changes.ts, ADR 026). */
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One quoted change of one journey of an order and, once confirmed, the change made. */
export const orderChanges = pgTable('order_changes', {
  id: text('id').primaryKey(),
  /** Quoted: a quote not (yet) confirmed, bound to the order's offer then; Completed: the change made. */
  status: text('status', { enum: ['Quoted', 'Completed'] }).notNull(),
  orderId: text('order_id').notNull(),
  journeyIndex: integer('journey_index').notNull(),
  /** The offer the order held before and the one it holds since (its flights and cabin claims). */
  fromOfferId: text('from_offer_id').notNull(),
  toOfferId: text('to_offer_id').notNull(),
  fromDeparture: at('from_departure').notNull(),
  toDeparture: at('to_departure').notNull(),
  fareDifferenceCents: integer('fare_difference_cents').notNull(),
  taxesDifferenceCents: integer('taxes_difference_cents').notNull(),
  changeFeeCents: integer('change_fee_cents').notNull(),
  /** What the new flights cost less than the old, kept by the fare rules (ADR 026). */
  forfeitedCents: integer('forfeited_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  currency: text('currency').notNull(),
  /** The seat choices given back ({ travelerId, flightKey, designator }[]): chosen again after the change. */
  releasedSeats: jsonb('released_seats').notNull().default([]),
  changedBy: text('changed_by').notNull(),
  createdAt: at('created_at').notNull(),
  completedAt: at('completed_at'),
});
