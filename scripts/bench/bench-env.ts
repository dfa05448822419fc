/**
 * The settings every in-process bench starts its platform with: no log output, a fixed token secret
 * (benches sign their own tokens) and no outbox worker racing the measured calls.
 */
export const BENCH_ENV = {
  LOG_LEVEL: 'silent',
  TOKEN_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  OUTBOX_ENABLED: 'false',
};

/** Every bench booking has the same contact address; the per-address limits are not what is measured. */
export const NO_CONTACT_LIMITS = {
  CONTACT_ORDERS_PER_HOUR: '100000',
  CONTACT_ORDERS_PER_DAY: '100000',
};

/** A probe of the abuse limits: no address is exempt from them. */
export const NO_EXEMPT_ADDRESSES = { RATE_LIMIT_EXEMPT_IPS: '' };
