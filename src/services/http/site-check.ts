import type { Context } from 'hono';
import type { ServiceEnv } from './app-factory';
import { RequestRejected } from './envelope';

/**
 * A request's siteId must be the site its token was issued for: data is kept per site. For routes
 * behind requireToken, which puts the token's claims on the context.
 */
export function checkSite(c: Context<ServiceEnv>, siteId: string): void {
  if (c.get('claims').site !== siteId)
    throw new RequestRejected(403, 'siteId does not match the site of your token');
}
