/**
 * The admins' staff and audit pages (issue 24), on the server: account search and role changes, and the
 * audit log's filters (Sydney days to instants), all sent to the Main API with the admin's account
 * token. The Main API checks the role and the last-admin rule; this reads the forms and says what came
 * back.
 */
import * as v from 'valibot';
import type { RequestScope } from '../../lib/api/service-client';
import { readFormBody, SITE_BODY_LIMITS } from '../../lib/api/json-body';
import {
  AccountSearchSchema,
  AuditQuerySchema,
  RoleChangeSchema,
  type AuditPage,
  type RoleChangeAnswer,
  type StaffAccount,
} from '../../shared/contracts/staff-admin';
import { siteLocalToInstant } from '../../shared/domain/site-time';
import { callStaffService, type StaffAnswer } from './staff-service.server';

export interface AccountSearch {
  query: string;
  role: string;
}

export function readAccountSearch(params: URLSearchParams): AccountSearch {
  return { query: (params.get('query') ?? '').trim().slice(0, 100), role: params.get('role') ?? '' };
}

export function searchAccounts(scope: RequestScope, search: AccountSearch) {
  const parsed = v.safeParse(AccountSearchSchema, {
    query: search.query,
    ...(search.role ? { role: search.role } : {}),
  });
  const body = parsed.success ? parsed.output : { query: search.query };
  return callStaffService<StaffAccount[]>(scope, 'main', '/Staff/Accounts/Search', body);
}

/** Handles the staff page's POST: one account's new role. */
export async function submitRoleChange(
  request: Request,
  scope: RequestScope,
): Promise<StaffAnswer<RoleChangeAnswer>> {
  const form = await readFormBody(request, SITE_BODY_LIMITS.formBytes).catch(() => new FormData());
  const parsed = v.safeParse(RoleChangeSchema, { accountId: form.get('accountId'), role: form.get('role') });
  if (!parsed.success) return { ok: false, status: 400, message: parsed.issues[0].message };
  return callStaffService<RoleChangeAnswer>(scope, 'main', '/Staff/Accounts/Role', parsed.output);
}

export const AUDIT_FIELDS = ['actor', 'action', 'targetType', 'targetId', 'fromDay', 'toDay'] as const;
export type AuditForm = Record<(typeof AUDIT_FIELDS)[number], string>;

/** The audit page's filters as typed (days in Sydney) and the cursor of the page asked for. */
export function readAuditForm(params: URLSearchParams): { form: AuditForm; cursor: string | null } {
  const form = Object.fromEntries(
    AUDIT_FIELDS.map((field) => [field, (params.get(field) ?? '').trim().slice(0, 254)]),
  ) as AuditForm;
  const cursor = params.get('to');
  return { form, cursor: cursor && !Number.isNaN(Date.parse(cursor)) ? cursor : null };
}

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

export function readAudit(scope: RequestScope, form: AuditForm, cursor: string | null) {
  const from = /^\d{4}-\d{2}-\d{2}$/.test(form.fromDay) ? siteLocalToInstant(form.fromDay) : null;
  const toDay = /^\d{4}-\d{2}-\d{2}$/.test(form.toDay) ? siteLocalToInstant(nextDay(form.toDay)) : null;
  // The cursor pages within the chosen days: whichever end is earlier.
  const to = [cursor ? new Date(cursor) : null, toDay].filter((value): value is Date => value !== null);
  const body = {
    ...(form.actor ? { actor: form.actor } : {}),
    ...(form.action ? { action: form.action } : {}),
    ...(form.targetType ? { targetType: form.targetType } : {}),
    ...(form.targetId ? { targetId: form.targetId } : {}),
    ...(from ? { from: from.toISOString() } : {}),
    ...(to.length > 0 ? { to: new Date(Math.min(...to.map(Number))).toISOString() } : {}),
  };
  const parsed = v.safeParse(AuditQuerySchema, body);
  if (!parsed.success)
    return Promise.resolve({ ok: false, status: 400, message: parsed.issues[0].message } as const);
  return callStaffService<AuditPage>(scope, 'main', '/Staff/Audit', parsed.output);
}
