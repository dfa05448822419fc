import { Hono } from 'hono';
import { CancellationQuoteSchema, CancellationSchema } from '../../shared/contracts/order-cancel';
import {
  StaffCancelRequestSchema,
  StaffOrderDetailSchema,
  StaffOrderNoteRequestSchema,
  StaffOrderRequestSchema,
  StaffOrderSearchAnswerSchema,
  StaffOrderSearchRequestSchema,
  StaffResendAnswerSchema,
} from '../../shared/contracts/staff-orders';
import { findStaffActor } from '../audit/staff-audit';
import { requireOrderStaff } from '../auth/order-staff';
import type { ServiceEnv } from '../http/app-factory';
import { success } from '../http/envelope';
import { describeRoute } from '../http/openapi';
import { readJsonBody } from '../http/validate';
import { readIdempotencyKey } from '../http/booking-idempotency';
import { cancelOrder, quoteCancellation } from '../orders/order-cancel.service';
import type { Platform } from '../platform/platform';
import { loadStaffOrder, loadStaffOrderDetail } from './order-detail.service';
import { searchStaffOrders } from './order-search.service';
import { addOrderNote, resendOrderEmail } from './order-staff-actions.service';

const STAFF =
  'For agents and admins (a live account session whose role is agent or admin); anyone else gets 403. ' +
  'Flight and hotel orders alike.';

const docs = {
  search: describeRoute({
    summary: 'Find orders by reference, surname, contact email, created days, status and payment (agents)',
    description:
      `${STAFF} Every filter is optional and they combine: part of the booking reference, the start of a ` +
      "passenger's or lead guest's last name, part of the contact email (any case), created from/to " +
      '(Sydney days, both inclusive), the order status and card or invoice payment. Newest first, ' +
      '50 a page.',
    auth: ['account'],
    body: StaffOrderSearchRequestSchema,
    data: StaffOrderSearchAnswerSchema,
    errors: [403],
  }),
  detail: describeRoute({
    summary: 'One order with its payments, refunds, emails, staff notes and timeline (agents)',
    description:
      `${STAFF} The timeline merges, newest first, the state changes the order records, its card or bank ` +
      'payment, gateway refunds, the emails sent to its contact address, staff notes and the staff ' +
      'actions of the audit log. 404 when no order has the id.',
    auth: ['account'],
    body: StaffOrderRequestSchema,
    data: StaffOrderDetailSchema,
    errors: [403, 404],
  }),
  note: describeRoute({
    summary: 'Add a staff note to an order (agents; audited)',
    description: `${STAFF} Notes are added, never edited; each writes an audit row in the same transaction.`,
    auth: ['account'],
    body: StaffOrderNoteRequestSchema,
    success: [201],
    errors: [403, 404],
  }),
  resend: describeRoute({
    summary: "Send the order's email again to its contact address (agents; audited)",
    description:
      `${STAFF} Queues the confirmation as the order now stands (held, confirmed or ticketed) or, for a ` +
      'cancelled order, its cancellation. Requires an `Idempotency-Key`: the same key answers ' +
      '`replayed: true` and sends nothing more. 409 when the order has no such email (failed, or released ' +
      'unpaid without a cancellation); 429 when the contact address is over its email limit.',
    auth: ['account'],
    body: StaffOrderRequestSchema,
    data: StaffResendAnswerSchema,
    idempotencyKey: true,
    errors: [403, 404, 409],
  }),
  quote: describeRoute({
    summary: "What cancelling an order for the customer would refund now (agents; the traveller's quote)",
    description:
      `${STAFF} The same quote and rules as POST /Order/CancelQuote gives the traveller (ADR 024), ` +
      'read-only. 404 when no order has the id.',
    auth: ['account'],
    body: StaffOrderRequestSchema,
    data: CancellationQuoteSchema,
    errors: [403, 404],
  }),
  cancel: describeRoute({
    summary: 'Cancel and refund an order for the customer (agents; audited)',
    description:
      `${STAFF} As POST /Order/Cancel: \`confirmedRefundCents\` is the quote's refund the agent ` +
      'confirmed (409 when the quote changed since), an `Idempotency-Key` is required and a second ' +
      "cancel answers the first outcome (`Idempotent-Replayed: true`). The cancel's audit row " +
      '(`order.cancel`, status before and after, the refund) is written in its transaction.',
    auth: ['account'],
    body: StaffCancelRequestSchema,
    data: CancellationSchema,
    idempotencyKey: true,
    errors: [403, 404, 409],
  }),
};

/** Booking API: the agents' orders workspace (issue 24). */
export function staffOrderRoutes(platform: Platform): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const staff = requireOrderStaff(platform);
  const actorOf = (accountId: string) => findStaffActor(platform, accountId);

  app.post('/Staff/Orders/Search', docs.search, staff, async (c) => {
    const input = await readJsonBody(c, StaffOrderSearchRequestSchema);
    c.header('Cache-Control', 'no-store');
    return success(c, await searchStaffOrders(platform, input));
  });

  app.post('/Staff/Orders/Detail', docs.detail, staff, async (c) => {
    const { orderId } = await readJsonBody(c, StaffOrderRequestSchema);
    c.header('Cache-Control', 'no-store');
    return success(c, await loadStaffOrderDetail(platform, orderId));
  });

  app.post('/Staff/Orders/Note', docs.note, staff, async (c) => {
    const { orderId, text } = await readJsonBody(c, StaffOrderNoteRequestSchema);
    c.header('Cache-Control', 'no-store');
    const note = await addOrderNote(platform, await actorOf(c.get('claims').sub), orderId, text);
    return success(c, note, 'Note added', 201);
  });

  app.post('/Staff/Orders/ResendEmail', docs.resend, staff, async (c) => {
    const key = readIdempotencyKey(c);
    const { orderId } = await readJsonBody(c, StaffOrderRequestSchema);
    c.header('Cache-Control', 'no-store');
    const answer = await resendOrderEmail(platform, await actorOf(c.get('claims').sub), key, orderId);
    if (answer.replayed) c.header('Idempotent-Replayed', 'true');
    return success(c, answer);
  });

  app.post('/Staff/Orders/CancelQuote', docs.quote, staff, async (c) => {
    const { orderId } = await readJsonBody(c, StaffOrderRequestSchema);
    const { order } = await loadStaffOrder(platform, orderId);
    const actor = await actorOf(c.get('claims').sub);
    c.header('Cache-Control', 'no-store');
    return success(c, await quoteCancellation(platform, c.get('claims'), { orderId }, order.kind, { actor }));
  });

  app.post('/Staff/Orders/Cancel', docs.cancel, staff, async (c) => {
    const key = readIdempotencyKey(c);
    const input = await readJsonBody(c, StaffCancelRequestSchema);
    const { order } = await loadStaffOrder(platform, input.orderId);
    const actor = await actorOf(c.get('claims').sub);
    const { cancellation, replayed } = await cancelOrder(platform, c.get('claims'), key, input, order.kind, {
      actor,
    });
    c.header('Cache-Control', 'no-store');
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return success(c, cancellation);
  });

  return app;
}
