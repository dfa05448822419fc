/**
 * The four services and where they are mounted. It lives with the HTTP layer, not in app.ts, so that
 * what only needs a mount (the services root, the OpenAPI files, the public token route) does not import
 * the composition of every service.
 */
import type { Hono } from 'hono';
import type { ServiceEnv } from './app-factory';

export interface Services {
  main: Hono<ServiceEnv>;
  booking: Hono<ServiceEnv>;
  hotel: Hono<ServiceEnv>;
  content: Hono<ServiceEnv>;
}

/** Base paths at which the site mounts the services in embedded mode and standalone.ts serves them. */
export const SERVICE_MOUNTS = {
  main: '/svc/main',
  booking: '/svc/booking',
  hotel: '/svc/hotel',
  content: '/svc/content',
} as const satisfies Record<keyof Services, string>;

/**
 * Where the reference payment gateway (payments/gateway, ADR 011) is mounted beside the four services in
 * the embedded and standalone modes; PAYMENT_GATEWAY_URL points elsewhere when it runs on its own. Only
 * its POST /tokens is public (src/fetch.ts exposes it as /gateway/tokens).
 */
export const GATEWAY_MOUNT = '/svc/payments';
