/**
 * The enquiries inbox (issue 24): every form submission the site collects, with its handling (status and
 * assignee) and the replies agents email from the staff workspace. Shared by the Content API and the
 * workspace pages.
 */
import * as v from 'valibot';
import { requiredText } from './request-fields';

export const ENQUIRY_STATUS_VALUES = ['new', 'in_progress', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUS_VALUES)[number];

export const ENQUIRY_PAGE_SIZE = 25;

const uuid = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.uuid(`${name} must be an enquiry or account id`));
const day = (name: string) =>
  v.optional(v.pipe(v.string(), v.isoDate(`${name} must be a date such as 2026-11-27`)));

/** The inbox's filters: form, status, assignee ("none" for unassigned) and Sydney dates, inclusive. */
export const EnquiryFilterSchema = v.object({
  formKey: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'formKey must be a form key such as contact')),
  ),
  status: v.optional(v.picklist(ENQUIRY_STATUS_VALUES, "status must be 'new', 'in_progress' or 'closed'")),
  assigneeId: v.optional(
    v.union([v.literal('none'), v.pipe(v.string(), v.uuid())], "assigneeId must be an account id or 'none'"),
  ),
  from: day('from'),
  to: day('to'),
});
export type EnquiryFilter = v.InferOutput<typeof EnquiryFilterSchema>;

export const EnquirySearchSchema = v.object({
  ...EnquiryFilterSchema.entries,
  page: v.optional(
    v.pipe(
      v.number('page must be a whole number'),
      v.integer('page must be a whole number'),
      v.minValue(1, 'page must be at least 1'),
      v.maxValue(10_000, 'page is at most 10000'),
    ),
    1,
  ),
});

export const EnquiryIdSchema = v.object({ id: uuid('id') });

export const EnquiryUpdateSchema = v.pipe(
  v.object({
    id: uuid('id'),
    status: v.optional(v.picklist(ENQUIRY_STATUS_VALUES, "status must be 'new', 'in_progress' or 'closed'")),
    /** An agent's or admin's account id; null unassigns. */
    assigneeId: v.optional(v.nullable(v.pipe(v.string(), v.uuid('assigneeId must be an account id')))),
  }),
  v.check(
    (input) => input.status !== undefined || input.assigneeId !== undefined,
    'Give a status or an assignee to change',
  ),
);

export const EnquiryReplySchema = v.object({
  id: uuid('id'),
  subject: requiredText('subject', 200),
  body: requiredText('body', 10_000),
});

export interface EnquiryStaffMember {
  id: string;
  email: string;
  name: string;
}

export interface EnquirySummary {
  id: string;
  formKey: string;
  formTitle: string;
  status: EnquiryStatus;
  assigneeId: string | null;
  assigneeEmail: string | null;
  /** The submitter, as the form's email and name fields gave them. */
  fromEmail: string | null;
  fromName: string | null;
  /** ISO instant. */
  receivedAt: string;
  replies: number;
}

export interface EnquiryPage {
  items: EnquirySummary[];
  total: number;
  page: number;
  pageSize: number;
  forms: { key: string; title: string }[];
  staff: EnquiryStaffMember[];
}

export interface EnquiryReply {
  id: string;
  authorEmail: string;
  recipient: string;
  subject: string;
  body: string;
  sentAt: string;
}

export interface EnquiryDetail extends EnquirySummary {
  sourcePath: string | null;
  /** Every field the visitor filled in, with its label, in the form's order. */
  fields: { name: string; label: string; value: string }[];
  history: EnquiryReply[];
  staff: EnquiryStaffMember[];
}

export interface EnquiryReplyAnswer {
  reply: EnquiryReply;
  replayed: boolean;
}
