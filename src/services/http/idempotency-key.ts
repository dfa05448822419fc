/**
 * The `Idempotency-Key` request header (ADR 015): required on every call that moves money or inventory
 * or sends on someone's behalf, one new key per attempt. Reading it is HTTP's concern; what a key claims
 * (http/booking-idempotency.ts) is the caller's.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { success } from './envelope';
import { IDEMPOTENCY_KEY_PATTERN } from './openapi-document';
import { parseInput } from './validate';

export const IDEMPOTENCY_KEY_MISSING =
  'The Idempotency-Key header is required: one new key (8 to 64 characters) per payment or booking attempt';

const KeySchema = v.pipe(
  v.string(IDEMPOTENCY_KEY_MISSING),
  v.regex(
    new RegExp(IDEMPOTENCY_KEY_PATTERN),
    'The Idempotency-Key header must be 8 to 64 letters, digits, ".", ":", "_" or "-"',
  ),
);

export function readIdempotencyKey(c: Context): string {
  return parseInput(KeySchema, c.req.header('Idempotency-Key'));
}

/**
 * The answer of a call that makes something under a key: never cached; 201 when this request made it,
 * 200 marked `Idempotent-Replayed` when the key had already made it.
 */
export function createdOrReplayed<T>(c: Context, data: T, replayed: boolean, message = '') {
  c.header('Cache-Control', 'no-store');
  if (replayed) c.header('Idempotent-Replayed', 'true');
  return success(c, data, message, replayed ? 200 : 201);
}
