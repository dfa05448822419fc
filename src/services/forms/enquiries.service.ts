/**
 * The enquiries inbox read side (issue 24): the list, one enquiry with its replies, and the CSV export.
 * What changes an enquiry is in enquiry-actions.service.ts.
 */
import { asc, eq } from 'drizzle-orm';
import {
  ENQUIRY_PAGE_SIZE,
  type EnquiryDetail,
  type EnquiryFilter,
  type EnquiryPage,
  type EnquirySummary,
} from '../../shared/contracts/enquiries';
import { inputFields } from '../../shared/content/form-rules';
import type { Form } from '../content/content.schema';
import { enquiryReplies } from '../db/schema';
import type { Platform } from '../platform/platform';
import {
  findEnquiries,
  findEnquiry,
  findOrderStaff,
  loadForms,
  submittedFormKeys,
  type EnquiryRow,
} from './enquiries.repo';
import { csvRows, displayFormValue, submitterEmail, submitterName, sydneyStamp } from './enquiries.rules';

/** The most rows one export holds; an inbox larger than this is exported a date range at a time. */
const EXPORT_MAX_ROWS = 10_000;

function summaryOf(row: EnquiryRow, form: Form | undefined): EnquirySummary {
  return {
    id: row.id,
    formKey: row.formKey,
    formTitle: form?.title ?? row.formKey,
    status: row.status,
    assigneeId: row.assigneeId,
    assigneeEmail: row.assigneeEmail,
    fromEmail: submitterEmail(form?.fields ?? [], row.values),
    fromName: submitterName(row.values),
    receivedAt: row.createdAt.toISOString(),
    replies: row.replies,
  };
}

/** Every value of a submission with its label: the form's fields first, in order, then any others. */
export function labelledValues(row: EnquiryRow, form: Form | undefined) {
  const fields = inputFields(form?.fields ?? []).filter((field) => field.type !== 'Hidden');
  const known = new Set(fields.map((field) => field.name));
  const extra = Object.keys(row.values).filter((name) => !known.has(name));
  return [
    ...fields.map((field) => ({ name: field.name, label: field.label })),
    ...extra.map((name) => ({ name, label: name })),
  ]
    .filter(({ name }) => row.values[name] !== undefined)
    .map(({ name, label }) => ({ name, label, value: displayFormValue(row.values[name]) }));
}

export async function searchEnquiries(
  platform: Platform,
  filter: EnquiryFilter,
  page: number,
): Promise<EnquiryPage> {
  const { rows, total } = await findEnquiries(platform, filter, {
    limit: ENQUIRY_PAGE_SIZE,
    offset: (page - 1) * ENQUIRY_PAGE_SIZE,
  });
  const keys = await submittedFormKeys(platform);
  const forms = await loadForms(platform, keys);
  return {
    items: rows.map((row) => summaryOf(row, forms.get(row.formKey))),
    total,
    page,
    pageSize: ENQUIRY_PAGE_SIZE,
    forms: keys.map((key) => ({ key, title: forms.get(key)?.title ?? key })),
    staff: await findOrderStaff(platform),
  };
}

export async function readEnquiry(platform: Platform, id: string): Promise<EnquiryDetail | null> {
  const row = await findEnquiry(platform, id);
  if (!row) return null;
  const form = (await loadForms(platform, [row.formKey])).get(row.formKey);
  const history = await platform.database.db
    .select()
    .from(enquiryReplies)
    .where(eq(enquiryReplies.submissionId, id))
    .orderBy(asc(enquiryReplies.createdAt));
  return {
    ...summaryOf(row, form),
    sourcePath: row.sourcePath,
    fields: labelledValues(row, form),
    history: history.map((reply) => ({
      id: reply.id,
      authorEmail: reply.authorEmail,
      recipient: reply.recipient,
      subject: reply.subject,
      body: reply.body,
      sentAt: reply.createdAt.toISOString(),
    })),
    staff: await findOrderStaff(platform),
  };
}

/**
 * The inbox as CSV: one line per enquiry with its handling, then every field the visitor filled in
 * (labelled "Label: value", one cell each, since forms differ in their fields).
 */
export async function exportEnquiries(platform: Platform, filter: EnquiryFilter): Promise<string> {
  const { rows } = await findEnquiries(platform, filter, { limit: EXPORT_MAX_ROWS, offset: 0 });
  const forms = await loadForms(
    platform,
    rows.map((row) => row.formKey),
  );
  const header = ['Received (Sydney)', 'Form', 'Status', 'Assignee', 'From email', 'From name', 'Replies'];
  const lines = rows.map((row) => {
    const form = forms.get(row.formKey);
    const summary = summaryOf(row, form);
    return [
      sydneyStamp(row.createdAt),
      summary.formTitle,
      summary.status,
      summary.assigneeEmail ?? '',
      summary.fromEmail ?? '',
      summary.fromName ?? '',
      String(summary.replies),
      ...labelledValues(row, form).map(({ label, value }) => `${label}: ${value}`),
    ];
  });
  return csvRows([header, ...lines]);
}
