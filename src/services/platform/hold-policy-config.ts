/**
 * Settings of the unpaid-hold policy (ADR 021): how much inventory one buyer may hold on invoice (BPAY /
 * EFT, unpaid until the money arrives) and how far ahead a trip must begin for invoice to be offered.
 * Every setting has a default an agency would pick; see the ADR for the reasons.
 */

export interface HoldPolicyConfig {
  /** Unpaid invoice orders at once per contact email (INVOICE_MAX_PER_EMAIL, default 2). */
  maxPerEmail: number;
  /** Unpaid invoice orders at once per signed-in account (INVOICE_MAX_PER_ACCOUNT, default 3). */
  maxPerAccount: number;
  /** Unpaid invoice orders at once per client address (INVOICE_MAX_PER_ADDRESS, default 3). */
  maxPerAddress: number;
  /** Share of a cabin one buyer may hold unpaid on one flight (INVOICE_CABIN_SHARE_PERCENT, 25). */
  cabinSharePercent: number;
  /** Seats a buyer may always hold on one flight, however small the cabin (INVOICE_MIN_SEATS, 2). */
  minSeatsPerFlight: number;
  /** Share of a room type's allotment one buyer may hold unpaid on a night (INVOICE_ROOM_SHARE_PERCENT, 25). */
  roomSharePercent: number;
  /** Rooms of a type a buyer may always hold on a night (INVOICE_MIN_ROOMS, 1). */
  minRoomsPerNight: number;
  /** Hours after an unpaid release before the buyer may hold the same flight or room type again (24). */
  cooldownHours: number;
  /** Days before the trip or stay begins from which invoice is no longer offered (INVOICE_MIN_LEAD_DAYS, 7). */
  minLeadDays: number;
}

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, max = 10_000): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}`);
  }
  return value;
}

export function readHoldPolicyConfig(env: Env): HoldPolicyConfig {
  return {
    maxPerEmail: whole(env, 'INVOICE_MAX_PER_EMAIL', 2),
    maxPerAccount: whole(env, 'INVOICE_MAX_PER_ACCOUNT', 3),
    maxPerAddress: whole(env, 'INVOICE_MAX_PER_ADDRESS', 3),
    cabinSharePercent: whole(env, 'INVOICE_CABIN_SHARE_PERCENT', 25, 100),
    minSeatsPerFlight: whole(env, 'INVOICE_MIN_SEATS', 2),
    roomSharePercent: whole(env, 'INVOICE_ROOM_SHARE_PERCENT', 25, 100),
    minRoomsPerNight: whole(env, 'INVOICE_MIN_ROOMS', 1),
    cooldownHours: whole(env, 'INVOICE_COOLDOWN_HOURS', 24),
    minLeadDays: whole(env, 'INVOICE_MIN_LEAD_DAYS', 7, 365),
  };
}

export const DEFAULT_HOLD_POLICY: HoldPolicyConfig = readHoldPolicyConfig({});
