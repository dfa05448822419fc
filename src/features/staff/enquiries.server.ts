/**
 * The enquiries inbox pages (issue 24), on the server: the filters read from the page's query, the
 * Content API's inbox calls with the agent's account token, and the detail page's posted forms (status
 * and assignee, a reply). The Content API checks the role and validates everything again.
 */
import * as v from 'valibot';
import type { RequestScope } from '../../lib/api/service-client';
import { readFormBody, SITE_BODY_LIMITS } from '../../lib/api/json-body';
import {
  EnquiryFilterSchema,
  EnquiryReplySchema,
  EnquiryUpdateSchema,
  type EnquiryDetail,
  type EnquiryFilter,
  type EnquiryPage,
  type EnquiryReplyAnswer,
} from '../../shared/contracts/enquiries';
import { callStaffService, formKeyOf, type StaffAnswer } from './staff-service.server';

const FILTER_FIELDS = ['formKey', 'status', 'assigneeId', 'from', 'to'] as const;

/** The inbox's filters from a query string; a value that is not a valid filter is left out. */
export function readEnquiryFilter(params: URLSearchParams): { filter: EnquiryFilter; page: number } {
  const filter: Record<string, string> = {};
  for (const field of FILTER_FIELDS) {
    const value = params.get(field)?.trim();
    if (!value) continue;
    const one = v.safeParse(EnquiryFilterSchema, { [field]: value });
    if (one.success) filter[field] = value;
  }
  const page = Number(params.get('page') ?? '1');
  return {
    filter: filter as EnquiryFilter,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The filters as a query string, for paging and the CSV link. */
export function enquiryQuery(filter: EnquiryFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const field of FILTER_FIELDS) {
    const value = filter[field];
    if (value) params.set(field, value);
  }
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function searchEnquiries(scope: RequestScope, filter: EnquiryFilter, page: number) {
  return callStaffService<EnquiryPage>(scope, 'content', '/Staff/Enquiries/Search', { ...filter, page });
}

export function readEnquiry(scope: RequestScope, id: string) {
  return callStaffService<EnquiryDetail>(scope, 'content', '/Staff/Enquiries/Detail', { id });
}

export type EnquiryPostOutcome =
  | { kind: 'updated' }
  | { kind: 'replied'; replayed: boolean }
  | { kind: 'refused'; message: string | null }
  | { kind: 'reload' };

function outcomeOf<T>(answer: StaffAnswer<T>, ok: (data: T) => EnquiryPostOutcome): EnquiryPostOutcome {
  return answer.ok ? ok(answer.data) : { kind: 'refused', message: answer.message };
}

/** Handles the detail page's POST: `action` is "update" (status, assignee) or "reply". */
export async function submitEnquiryForm(
  request: Request,
  scope: RequestScope,
  id: string,
): Promise<EnquiryPostOutcome> {
  const form = await readFormBody(request, SITE_BODY_LIMITS.formBytes).catch(() => new FormData());
  if (form.get('action') === 'reply') {
    const key = formKeyOf(form);
    if (!key) return { kind: 'reload' };
    const parsed = v.safeParse(EnquiryReplySchema, {
      id,
      subject: form.get('subject') ?? '',
      body: form.get('body') ?? '',
    });
    if (!parsed.success) return { kind: 'refused', message: parsed.issues[0].message };
    const answer = await callStaffService<EnquiryReplyAnswer>(
      scope,
      'content',
      '/Staff/Enquiries/Reply',
      parsed.output,
      {
        'Idempotency-Key': key,
      },
    );
    return outcomeOf(answer, (data) => ({ kind: 'replied', replayed: data.replayed }));
  }
  const assignee = String(form.get('assigneeId') ?? '');
  const parsed = v.safeParse(EnquiryUpdateSchema, {
    id,
    status: form.get('status') ?? undefined,
    assigneeId: assignee === '' ? null : assignee,
  });
  if (!parsed.success) return { kind: 'refused', message: parsed.issues[0].message };
  const answer = await callStaffService(scope, 'content', '/Staff/Enquiries/Update', parsed.output);
  return outcomeOf(answer, () => ({ kind: 'updated' }));
}
