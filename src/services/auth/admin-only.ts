/**
 * Who manages staff and reads the audit log (issue 24): a live account session whose account is an
 * admin. As for order staff (order-staff.ts), the role is read from the database on every call, so a
 * demotion takes effect at once, and everyone else gets a 403 from the service itself.
 */
import type { MiddlewareHandler } from 'hono';
import { RequestRejected } from '../http/envelope';
import type { ServiceEnv } from '../http/app-factory';
import type { Platform } from '../platform/platform';
import { findAccountRole } from './editor-access';
import { requireToken } from './require-token';

export const NOT_ADMIN = 'This is for admins only.';

export function requireAdmin(platform: Platform): MiddlewareHandler<ServiceEnv> {
  const signedIn = requireToken(platform, ['account']);
  return (c, next) =>
    signedIn(c, async () => {
      const role = await findAccountRole(platform, c.get('claims').sub);
      if (role !== 'admin') throw new RequestRejected(403, NOT_ADMIN);
      await next();
    });
}
