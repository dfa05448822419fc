import * as v from 'valibot';

/**
 * A whole number in a service's answer: an amount in cents, a count, minutes, an index. Answers are
 * checked for their shape (the client parses what it reads), not bounded, since the service wrote them;
 * request fields are bounded and name themselves in their messages (request-fields.ts).
 */
export const WholeNumberSchema = v.pipe(v.number(), v.integer());
