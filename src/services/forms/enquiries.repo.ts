/**
 * Reading the enquiries inbox (issue 24): form submissions with their handling, filtered and paged,
 * and the forms' own definitions for titles and field labels.
 */
import { and, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { EnquiryFilter, EnquiryStaffMember } from '../../shared/contracts/enquiries';
import type { FormValue } from '../../shared/content/form-rules';
import { findEntries } from '../content/content.repo';
import { FormSchema, type Form } from '../content/content.schema';
import { accountProfiles, accounts, enquiryStates, formSubmissions } from '../db/schema';
import type { Platform } from '../platform/platform';
import { siteLocalToInstant } from '../../shared/domain/site-time';
import { nextDay } from './enquiries.rules';

const STATUS = sql<'new' | 'in_progress' | 'closed'>`coalesce(${enquiryStates.status}, 'new')`;
const REPLIES = sql<number>`(SELECT count(*) FROM enquiry_replies r WHERE r.submission_id = ${formSubmissions.id})::int`;

function whereOf(filter: EnquiryFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.formKey) where.push(eq(formSubmissions.formKey, filter.formKey));
  if (filter.status) where.push(sql`${STATUS} = ${filter.status}`);
  if (filter.assigneeId === 'none') where.push(isNull(enquiryStates.assigneeId));
  else if (filter.assigneeId) where.push(eq(enquiryStates.assigneeId, filter.assigneeId));
  if (filter.from) where.push(gte(formSubmissions.createdAt, siteLocalToInstant(filter.from)!));
  if (filter.to) where.push(lt(formSubmissions.createdAt, siteLocalToInstant(nextDay(filter.to))!));
  return where.length > 0 ? and(...where) : undefined;
}

const columns = {
  id: formSubmissions.id,
  formKey: formSubmissions.formKey,
  values: formSubmissions.values,
  sourcePath: formSubmissions.sourcePath,
  createdAt: formSubmissions.createdAt,
  status: STATUS,
  assigneeId: enquiryStates.assigneeId,
  assigneeEmail: accounts.email,
  replies: REPLIES,
};

export interface EnquiryRow {
  id: string;
  formKey: string;
  values: Record<string, FormValue>;
  sourcePath: string | null;
  createdAt: Date;
  status: 'new' | 'in_progress' | 'closed';
  assigneeId: string | null;
  assigneeEmail: string | null;
  replies: number;
}

function baseQuery(platform: Platform) {
  return platform.database.db
    .select(columns)
    .from(formSubmissions)
    .leftJoin(enquiryStates, eq(enquiryStates.submissionId, formSubmissions.id))
    .leftJoin(accounts, eq(accounts.id, enquiryStates.assigneeId));
}

/** One page of the inbox, newest first, and how many match in all. */
export async function findEnquiries(
  platform: Platform,
  filter: EnquiryFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: EnquiryRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await baseQuery(platform)
    .where(where)
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await platform.database.db
    .select({ total: sql<number>`count(*)::int` })
    .from(formSubmissions)
    .leftJoin(enquiryStates, eq(enquiryStates.submissionId, formSubmissions.id))
    .where(where);
  return { rows: rows as EnquiryRow[], total: count?.total ?? 0 };
}

export async function findEnquiry(platform: Platform, id: string): Promise<EnquiryRow | undefined> {
  const [row] = await baseQuery(platform).where(eq(formSubmissions.id, id));
  return row as EnquiryRow | undefined;
}

/** Every form that has submissions, for the inbox's form filter. */
export async function submittedFormKeys(platform: Platform): Promise<string[]> {
  const rows = await platform.database.db
    .selectDistinct({ key: formSubmissions.formKey })
    .from(formSubmissions)
    .orderBy(formSubmissions.formKey);
  return rows.map((row) => row.key);
}

/** The forms' definitions by key, drafts included (a form may be unpublished after it collected). */
export async function loadForms(platform: Platform, keys: readonly string[]): Promise<Map<string, Form>> {
  const entries = await findEntries(platform, 'form', keys, { preview: true });
  const forms = new Map<string, Form>();
  for (const [key, entry] of entries) {
    const parsed = v.safeParse(FormSchema, entry.data);
    if (parsed.success) forms.set(key, parsed.output);
  }
  return forms;
}

/** The accounts an enquiry may be assigned to: agents and admins. */
export async function findOrderStaff(platform: Platform): Promise<EnquiryStaffMember[]> {
  const rows = await platform.database.db
    .select({
      id: accounts.id,
      email: accounts.email,
      givenName: accounts.givenName,
      familyName: accounts.familyName,
    })
    .from(accounts)
    .innerJoin(accountProfiles, eq(accountProfiles.accountId, accounts.id))
    .where(inArray(accountProfiles.role, ['agent', 'admin']))
    .orderBy(accounts.email);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: `${row.givenName} ${row.familyName}`.trim(),
  }));
}
