import { Hono } from 'hono';
import {
  EnquiryFilterSchema,
  EnquiryIdSchema,
  EnquiryReplySchema,
  EnquirySearchSchema,
  EnquiryUpdateSchema,
} from '../../shared/contracts/enquiries';
import { requireOrderStaff } from '../auth/order-staff';
import type { ServiceEnv } from '../http/app-factory';
import { failed, success } from '../http/envelope';
import { describeRoute } from '../http/openapi';
import { readJsonBody } from '../http/validate';
import { readIdempotencyKey } from '../http/idempotency-key';
import type { Platform } from '../platform/platform';
import { ENQUIRY_NOT_FOUND, replyToEnquiry, updateEnquiry } from './enquiry-actions.service';
import { exportEnquiries, readEnquiry, searchEnquiries } from './enquiries.service';

const STAFF =
  'For agents and admins (a live account session whose role is agent or admin); anyone else gets 403.';

const docs = {
  search: describeRoute({
    summary: 'The enquiries inbox: form submissions with their status and assignee, newest first (agents)',
    description: `${STAFF} Filters by form, status, assignee (\`none\`: unassigned) and Sydney dates (inclusive); 25 a page.`,
    auth: ['account'],
    body: EnquirySearchSchema,
    errors: [403],
  }),
  detail: describeRoute({
    summary: 'One enquiry: every field the visitor filled in, its handling and the replies sent (agents)',
    description: STAFF,
    auth: ['account'],
    body: EnquiryIdSchema,
    errors: [403, 404],
  }),
  update: describeRoute({
    summary: "Set an enquiry's status or assignee (agents; audited)",
    description: `${STAFF} The assignee must be an agent or an admin; \`null\` unassigns.`,
    auth: ['account'],
    body: EnquiryUpdateSchema,
    errors: [403, 404],
  }),
  reply: describeRoute({
    summary: "Email a reply to an enquiry's submitter, the original quoted (agents; audited)",
    description:
      `${STAFF} Requires an \`Idempotency-Key\` header: the same key answers the first reply ` +
      '(`replayed: true`) and sends nothing. 409 when the enquiry has no email address.',
    auth: ['account'],
    body: EnquiryReplySchema,
    idempotencyKey: true,
    success: [201, 200],
    errors: [403, 404, 409],
  }),
  export: describeRoute({
    summary: 'The enquiries matching the filters as a CSV file (agents)',
    description: `${STAFF} RFC 4180 CSV; a cell a spreadsheet would run as a formula starts with an apostrophe.`,
    auth: ['account'],
    body: EnquiryFilterSchema,
    binary: { 200: 'text/csv' },
    errors: [403],
  }),
};

/** Content API (which collects the form submissions): the agents' enquiries inbox (issue 24). */
export function enquiryRoutes(platform: Platform): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const staff = requireOrderStaff(platform);

  app.post('/Staff/Enquiries/Search', docs.search, staff, async (c) => {
    const { page, ...filter } = await readJsonBody(c, EnquirySearchSchema);
    c.header('Cache-Control', 'no-store');
    return success(c, await searchEnquiries(platform, filter, page));
  });

  app.post('/Staff/Enquiries/Detail', docs.detail, staff, async (c) => {
    const { id } = await readJsonBody(c, EnquiryIdSchema);
    c.header('Cache-Control', 'no-store');
    const enquiry = await readEnquiry(platform, id);
    return enquiry ? success(c, enquiry) : failed(c, 404, ENQUIRY_NOT_FOUND);
  });

  app.post('/Staff/Enquiries/Update', docs.update, staff, async (c) => {
    const change = await readJsonBody(c, EnquiryUpdateSchema);
    c.header('Cache-Control', 'no-store');
    return success(c, await updateEnquiry(platform, c.get('claims').sub, change), 'Enquiry updated.');
  });

  app.post('/Staff/Enquiries/Reply', docs.reply, staff, async (c) => {
    const key = readIdempotencyKey(c);
    const input = await readJsonBody(c, EnquiryReplySchema);
    const staffId = c.get('claims').sub;
    c.header('Cache-Control', 'no-store');
    // Scoped to the agent, as every other Idempotency-Key is scoped to its caller.
    const answer = await replyToEnquiry(platform, staffId, `staff:${staffId}:${key}`, input);
    return success(
      c,
      answer,
      answer.replayed ? 'This reply was already sent.' : 'Reply sent.',
      answer.replayed ? 200 : 201,
    );
  });

  app.post('/Staff/Enquiries/Export', docs.export, staff, async (c) => {
    const filter = await readJsonBody(c, EnquiryFilterSchema);
    const csv = await exportEnquiries(platform, filter);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Cache-Control': 'no-store',
    });
  });

  return app;
}
