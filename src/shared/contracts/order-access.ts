import * as v from 'valibot';

/**
 * How every request about a booked order names it and proves the caller may act on it (ADR 024): the
 * order's id, and for a guest the order access token they hold after proving the booking with the code
 * emailed to its contact (POST /Order/AccessVerify); the owner and the claiming account send none.
 */

const OrderIdSchema = v.pipe(
  v.string('orderId is required'),
  v.regex(/^ord_[0-9a-f]{24}$/, 'orderId is not valid'),
);

const OrderAccessTokenSchema = v.pipe(
  v.string('accessToken must be text'),
  v.regex(/^oat\.[\w.-]{10,200}$/, 'accessToken is not a valid order access token'),
);

/** The first entries of such a request's object schema: `v.object({ ...ORDER_ACCESS_ENTRIES, ... })`. */
export const ORDER_ACCESS_ENTRIES = {
  orderId: OrderIdSchema,
  accessToken: v.optional(OrderAccessTokenSchema),
};

/** The whole cents of a quote the traveller saw and confirmed; `name` is the field's, for the messages. */
export const confirmedCentsSchema = (name: string) =>
  v.pipe(
    v.number(`${name} must be a number of cents`),
    v.integer(`${name} must be whole cents`),
    v.minValue(0, `${name} cannot be negative`),
    v.maxValue(99_999_999, `${name} is too large`),
  );
