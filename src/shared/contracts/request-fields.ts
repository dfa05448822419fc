/** Request fields of the staff and agent endpoints whose messages name the field they are about. */
import * as v from 'valibot';

/** A required text, trimmed, of 1 to `max` characters. */
export const requiredText = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} is required`),
    v.trim(),
    v.minLength(1, `${name} is required`),
    v.maxLength(max, `${name} is at most ${max} characters`),
  );

/** An amount of money moved by bank transfer for a booking, in whole cents. */
export const TransferAmountCentsSchema = v.pipe(
  v.number('amountCents must be a whole number of cents'),
  v.integer('amountCents must be a whole number of cents'),
  v.minValue(1, 'amountCents must be at least 1'),
  v.maxValue(10_000_000, 'amountCents is more than any booking'),
);
