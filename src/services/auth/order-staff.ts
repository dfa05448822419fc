/**
 * Who runs orders, bank payments and enquiries (issue 24): a live account session whose account is an
 * agent or an admin. The role is read from the database on every call (as for content staff, see
 * editor-access.ts), so a demotion takes effect at once. Everyone else gets a 403 from the service
 * itself, not only a hidden link.
 */
import type { MiddlewareHandler } from 'hono';
import { isOrderStaff } from '../../shared/contracts/profile';
import { RequestRejected } from '../http/envelope';
import type { ServiceEnv } from '../http/app-factory';
import type { Platform } from '../platform/platform';
import { findAccountRole } from './editor-access';
import { requireToken } from './require-token';

const NOT_ORDER_STAFF = 'This is for agents and admins only.';

export function requireOrderStaff(platform: Platform): MiddlewareHandler<ServiceEnv> {
  const signedIn = requireToken(platform, ['account']);
  return (c, next) =>
    signedIn(c, async () => {
      const role = await findAccountRole(platform, c.get('claims').sub);
      // Thrown, so the app's error handler answers it in the envelope (as for every RequestRejected).
      if (!isOrderStaff(role)) throw new RequestRejected(403, NOT_ORDER_STAFF);
      await next();
    });
}
