/** Drizzle tables of flight offers and seat holds (DDL in migrations/0009-offers.ts). */
export {};
