/**
 * Pure rules of orders: booking references and e-ticket numbers (the invoice's customer reference and
 * pay-by instant are payments/invoice.rules.ts). Randomness comes in as a function so tests can fix it.
 */
import { cryptoRandom, type RandomInt } from '../platform/ids';

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
