/**
 * Drizzle table definitions used for queries, gathered for the services. The DDL lives in the
 * migrations; schema.test.ts fails when the two drift apart. A schema-<feature>.ts file imports the
 * tables it references from its own file (schema-core.ts, ...), never from here, so this stays a leaf.
 */
export * from './schema-core';
export * from './schema-accounts';
export * from './schema-content';
export * from './schema-flights';
export * from './schema-payments';
export * from './schema-offers';
export * from './schema-orders';
export * from './schema-hotels';
export * from './schema-inventory';
export * from './schema-hold-policy';
export * from './schema-cancellations';
export * from './schema-bank-payments';
export * from './schema-audit';
export * from './schema-order-notes';
export * from './schema-content-revisions';
export * from './schema-enquiries';
export * from './schema-order-changes';
export * from './schema-order-extras';
export * from './schema-order-change-payments';
export * from './schema-order-payment-challenges';
export * from './schema-media';
export * from './schema-ticket-reissues';
export * from './schema-bank-refunds';
export * from './schema-seat-credits';
export * from './schema-price-trackers';
export * from './schema-reservation-profiles';
