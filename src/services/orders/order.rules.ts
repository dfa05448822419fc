/**
 * Pure rules of orders: booking references, e-ticket numbers, BPAY customer reference numbers and the
 * invoice's pay-by instant. Randomness comes in as a function so tests can fix it.
 */
import { randomInt } from 'node:crypto';

export type RandomInt = (maxExclusive: number) => number;
const cryptoRandom: RandomInt = (max) => randomInt(max);

/**
 * Letters and digits that cannot be mistaken for one another when read aloud or handwritten: no 0/O,
 * 1/I/L. Six of 31 symbols give 887 million references; a clash is retried by the unique index.
 */
export const PNR_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newBookingReference(random: RandomInt = cryptoRandom): string {
  let reference = '';
  for (let index = 0; index < 6; index += 1) reference += PNR_ALPHABET[random(PNR_ALPHABET.length)];
  return reference;
}

/**
 * A 13-digit e-ticket number: a 3-digit issuer prefix and a 10-digit serial. The reference engine is not
 * an airline's accounting system, so the prefix is a fixed test range (999) rather than one carrier's
 * IATA accounting code; the unique index retries a clash.
 */
export function newTicketNumber(random: RandomInt = cryptoRandom): string {
  let serial = '';
  for (let index = 0; index < 10; index += 1) serial += String(random(10));
  return `999${serial}`;
}

/** The Luhn (mod 10) check digit of a string of digits: BPAY's MOD10V01 customer reference check. */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isLuhnNumber(value: string): boolean {
  return /^\d{2,}$/.test(value) && luhnCheckDigit(value.slice(0, -1)) === value.slice(-1);
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
