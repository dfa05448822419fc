/**
 * Pure rules of an invoice (BPAY / EFT): the customer reference number and the pay-by instant. In
 * payments, beside invoice-terms.ts, which is their one user apart from the bank statement reader.
 */
import { luhnCheckDigit, passesLuhn } from '../../shared/domain/luhn';
import { cryptoRandom, type RandomInt } from '../platform/ids';

/** A BPAY customer reference's check (MOD10V01): at least one digit, then its Luhn check digit. */
export function isLuhnNumber(value: string): boolean {
  return /^\d{2,}$/.test(value) && passesLuhn(value);
}

/** A 10-digit customer reference number: 9 random digits (not starting with 0) and the Luhn digit. */
export function newCustomerReference(random: RandomInt = cryptoRandom): string {
  let base = String(1 + random(9));
  for (let index = 0; index < 8; index += 1) base += String(random(10));
  return `${base}${luhnCheckDigit(base)}`;
}

const HOUR_MS = 3_600_000;

/**
 * When an invoice must be paid: `holdHours` from now, but never later than 24 hours before the first
 * departure (the airline must ticket before check-in). Null when that leaves no time at all.
 */
export function invoicePayBy(now: Date, firstDeparture: Date, holdHours: number): Date | null {
  const latest = firstDeparture.getTime() - 24 * HOUR_MS;
  const payBy = Math.min(now.getTime() + holdHours * HOUR_MS, latest);
  return payBy > now.getTime() ? new Date(payBy) : null;
}

/** Why invoice is not offered (ADR 021); orders/hold-policy.rules.ts includes them in HOLD_MESSAGES. */
export const INVOICE_MESSAGES = {
  invoiceOff: 'Invoice payment is not available',
  flightLead: (days: number) =>
    `Invoice payment needs at least ${days} days before departure for a bank payment to clear. Please pay by card.`,
  hotelLead: (days: number) =>
    `Invoice payment needs at least ${days} days before check-in for a bank payment to clear. Please pay by card.`,
};

/**
 * Why invoice cannot be used for a trip or stay beginning at `startsAt`, or null: a BPAY or EFT payment
 * takes 1 to 3 business days to clear, so invoice needs `minLeadDays` before it begins.
 */
export function leadTimeRefusal(
  kind: 'flight' | 'hotel',
  startsAt: Date,
  now: Date,
  minLeadDays: number,
): string | null {
  if (startsAt.getTime() - now.getTime() >= minLeadDays * 86_400_000) return null;
  return kind === 'flight'
    ? INVOICE_MESSAGES.flightLead(minLeadDays)
    : INVOICE_MESSAGES.hotelLead(minLeadDays);
}
