import type { Migration } from './migration';

/** Orders, passengers, payments and idempotency records of the Booking API (issue 10, ADR 015). */
export const orders0010: Migration = {
  id: '0010_orders',
  statements: [],
};
