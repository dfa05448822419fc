/**
 * Idempotency keys of the payment calls. One key per payment attempt (a card entered and Pay pressed):
 * a retry of the same attempt (a lost answer, a double click, a reload) sends the same key, so the
 * Booking API replays its first answer instead of charging again; another card is another attempt and
 * gets a new key. OrderCreate has a key of its own, kept until the order exists.
 */

/** What the BFF forwards and the Booking API accepts (IDEMPOTENCY_HEADER, 8 to 64 characters). */
const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}

/** A new random key with a readable prefix ("pay", "ord"): 128 random bits as hex. */
export function newIdempotencyKey(
  prefix: 'pay' | 'ord',
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(16));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${prefix}_${hex}`;
}
