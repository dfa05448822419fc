import { Hono } from 'hono';
import { AccountSearchSchema, AuditQuerySchema, RoleChangeSchema } from '../../shared/contracts/staff-admin';
import { requireAdmin } from '../auth/admin-only';
import type { ServiceEnv } from '../http/app-factory';
import { success } from '../http/envelope';
import { describeRoute } from '../http/openapi';
import { readJsonBody } from '../http/validate';
import type { Platform } from '../platform/platform';
import { changeRole, searchAccounts } from './staff-accounts.service';
import { readAuditPage } from './staff-audit-read.service';

const ADMINS =
  'For admins (a live account session whose role is admin); anyone else, other staff included, gets 403.';

const docs = {
  search: describeRoute({
    summary: 'Find accounts by email or name, optionally of one role (admins)',
    description: `${ADMINS} At most 25 accounts, by email.`,
    auth: ['account'],
    body: AccountSearchSchema,
    errors: [403],
  }),
  role: describeRoute({
    summary: 'Promote or demote an account among traveller, editor, agent and admin (admins; audited)',
    description:
      `${ADMINS} Audited as \`role.change\` with the role before and after. 409 when an admin would ` +
      'demote themself, or the last admin would be demoted.',
    auth: ['account'],
    body: RoleChangeSchema,
    errors: [403, 404, 409],
  }),
  audit: describeRoute({
    summary: 'The staff audit log, newest first, 50 a page (admins; read-only)',
    description:
      `${ADMINS} Filters by actor (account id or email), action, target and instants; the answer's ` +
      '`nextTo` is the `to` of the next, older page. Nothing edits or deletes the log.',
    auth: ['account'],
    body: AuditQuerySchema,
    errors: [403],
  }),
};

/** Main API (accounts): staff administration and the audit log, for admins (issue 24). */
export function staffAdminRoutes(platform: Platform): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const admin = requireAdmin(platform);

  app.post('/Staff/Accounts/Search', docs.search, admin, async (c) => {
    const query = await readJsonBody(c, AccountSearchSchema);
    c.header('Cache-Control', 'no-store');
    return success(c, await searchAccounts(platform, query));
  });

  app.post('/Staff/Accounts/Role', docs.role, admin, async (c) => {
    const change = await readJsonBody(c, RoleChangeSchema);
    c.header('Cache-Control', 'no-store');
    const answer = await changeRole(platform, c.get('claims').sub, change);
    return success(c, answer, answer.changed ? 'Role changed.' : 'The account already has this role.');
  });

  app.post('/Staff/Audit', docs.audit, admin, async (c) => {
    const query = await readJsonBody(c, AuditQuerySchema);
    c.header('Cache-Control', 'no-store');
    return success(c, await readAuditPage(platform, query));
  });

  return app;
}
