/**
 * The unpaid-hold policy (ADR 021): an invoice order holds seats or rooms until its pay-by instant with
 * no money taken, so how much one buyer may hold that way is limited. A buyer is whoever matches the new
 * order by contact email, account or client address. Pure rules; the counts come from hold-policy.repo.ts.
 */
import type { HoldPolicyConfig } from '../platform/hold-policy-config';
import { INVOICE_MESSAGES } from '../payments/invoice.rules';

export type HoldKind = 'flight' | 'hotel';

/** Who places an invoice order; each known identity matches the buyer's earlier orders. */
export interface Buyer {
  /** The contact email, lower-cased. */
  email: string;
  /** The account's token subject; null for guests. */
  account: string | null;
  /** The client address; null when unknown or exempt (RATE_LIMIT_EXEMPT_IPS). */
  address: string | null;
}

/**
 * What an order holds of one thing: seats of a cabin on a flight (`day` empty), or rooms of a type on a
 * night. `capacity` is the cabin's seats or the night's allotment.
 */
export interface HoldUnit {
  unit: string;
  day: string;
  quantity: number;
  capacity: number;
  /** The flight number, for messages; empty for rooms. */
  label: string;
}

/** The buyer's standing: unpaid orders held now, what they hold, and their recent unpaid releases. */
export interface BuyerHolds {
  heldByEmail: number;
  heldByAccount: number;
  heldByAddress: number;
  /** Quantity held unpaid per `unitKey(unit, day)`. */
  held: Map<string, number>;
  /** The latest unpaid release per unit. */
  releasedAt: Map<string, Date>;
}

export interface HoldRefusal {
  status: 409;
  message: string;
}

export const unitKey = (unit: string, day: string) => `${unit}|${day}`;
export const flightUnit = (flightKey: string, cabin: string) => `flight:${flightKey}:${cabin}`;
export const roomUnit = (propertyId: string, roomTypeId: string) => `room:${propertyId}:${roomTypeId}`;

export const HOLD_MESSAGES = {
  ...INVOICE_MESSAGES,
  tooMany: (count: number) =>
    `You already have ${count} bookings awaiting bank payment. Pay for one of them, or pay by card.`,
  flightShare: (max: number, flight: string) =>
    `Bank payment can hold at most ${max} of the seats on flight ${flight} for one booker. Please pay by card.`,
  roomShare: (max: number) =>
    `Bank payment can hold at most ${max} of these rooms a night for one booker. Please pay by card.`,
  flightCooldown: (until: string) =>
    `Your earlier booking on this flight awaiting bank payment was released unpaid, so bank payment is not available for it again until ${until}. Please pay by card.`,
  hotelCooldown: (until: string) =>
    `Your earlier booking of this room awaiting bank payment was released unpaid, so bank payment is not available for it again until ${until}. Please pay by card.`,
};

/** "2026-11-22 10:00 UTC": an instant in messages, the same in every language. */
export function utcMinute(instant: Date): string {
  return `${instant.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** What one buyer may hold unpaid of a unit: a share of its capacity, never below the floor. */
export function shareOf(capacity: number, percent: number, floor: number): number {
  return Math.max(floor, Math.floor((Math.max(0, capacity) * percent) / 100));
}

const refuse = (message: string): HoldRefusal => ({ status: 409, message });

/**
 * Why the buyer may not place this invoice hold, or null when they may. Checked in this order: unpaid
 * orders per email, account and address; a recent unpaid release of the same flight or room type; the
 * buyer's share of each flight's cabin or each night's rooms, counting what they hold already.
 */
export function holdRefusal(
  policy: HoldPolicyConfig,
  kind: HoldKind,
  buyer: Buyer,
  holds: BuyerHolds,
  demand: HoldUnit[],
  now: Date,
): HoldRefusal | null {
  const limits: [boolean, number, number][] = [
    [true, holds.heldByEmail, policy.maxPerEmail],
    [buyer.account !== null, holds.heldByAccount, policy.maxPerAccount],
    [buyer.address !== null, holds.heldByAddress, policy.maxPerAddress],
  ];
  for (const [applies, held, max] of limits) {
    if (!applies || held < max) continue;
    return refuse(held === 0 ? HOLD_MESSAGES.invoiceOff : HOLD_MESSAGES.tooMany(held));
  }

  const cooldownMs = policy.cooldownHours * 3_600_000;
  for (const unit of new Set(demand.map((wanted) => wanted.unit))) {
    const released = holds.releasedAt.get(unit);
    if (!released || cooldownMs === 0) continue;
    const until = new Date(released.getTime() + cooldownMs);
    if (until.getTime() <= now.getTime()) continue;
    const message = kind === 'flight' ? HOLD_MESSAGES.flightCooldown : HOLD_MESSAGES.hotelCooldown;
    return refuse(message(utcMinute(until)));
  }

  for (const wanted of demand) {
    const max =
      kind === 'flight'
        ? shareOf(wanted.capacity, policy.cabinSharePercent, policy.minSeatsPerFlight)
        : shareOf(wanted.capacity, policy.roomSharePercent, policy.minRoomsPerNight);
    const held = holds.held.get(unitKey(wanted.unit, wanted.day)) ?? 0;
    if (held + wanted.quantity <= max) continue;
    return refuse(
      kind === 'flight' ? HOLD_MESSAGES.flightShare(max, wanted.label) : HOLD_MESSAGES.roomShare(max),
    );
  }
  return null;
}
