/**
 * Staff administration (issue 24): admins find accounts, change their roles and read the staff audit log.
 * Shared by the Main API and the workspace pages.
 */
import * as v from 'valibot';
import { ACCOUNT_ROLES, type AccountRole } from './profile';

export const STAFF_ACCOUNTS_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 50;

const ROLE_MESSAGE = "role must be 'traveller', 'editor', 'agent' or 'admin'";

export const AccountSearchSchema = v.object({
  /** Part of an email address or a name; empty lists every account. */
  query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'query is at most 100 characters')), ''),
  role: v.optional(v.picklist(ACCOUNT_ROLES, ROLE_MESSAGE)),
});

export const RoleChangeSchema = v.object({
  accountId: v.pipe(v.string('accountId is required'), v.uuid('accountId must be an account id')),
  role: v.picklist(ACCOUNT_ROLES, ROLE_MESSAGE),
});

const instant = (name: string) =>
  v.optional(v.pipe(v.string(), v.isoTimestamp(`${name} must be an instant such as 2026-11-27T03:00:00Z`)));

export const AuditQuerySchema = v.object({
  /** The actor's account id or email address. */
  actor: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254, 'actor is at most 254 characters'))),
  action: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z]+(\.[a-z-]+)*$/, 'action must be an action such as role.change')),
  ),
  targetType: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z-]{1,40}$/, 'targetType must be a word such as account')),
  ),
  targetId: v.optional(v.pipe(v.string(), v.maxLength(200, 'targetId is at most 200 characters'))),
  /** From (inclusive) and to (exclusive); `to` is also the cursor of the next page. */
  from: instant('from'),
  to: instant('to'),
});

export interface StaffAccount {
  id: string;
  email: string;
  name: string;
  role: AccountRole;
}

export interface RoleChangeAnswer {
  account: StaffAccount;
  before: AccountRole;
  changed: boolean;
}

export interface AuditEntry {
  id: string;
  actorId: string;
  actorEmail: string;
  actorRole: string;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  before: unknown;
  after: unknown;
  /** ISO instant. */
  createdAt: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** The `to` of the next (older) page; null on the last page. */
  nextTo: string | null;
}
