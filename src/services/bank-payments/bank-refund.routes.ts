import { Hono } from 'hono';
import {
  BankRefundListRequestSchema,
  BankRefundListSchema,
  BankRefundRecordedSchema,
  BankRefundRequestSchema,
  BANK_REFUND_BUSINESS_DAYS,
} from '../../shared/contracts/bank-refund';
import { findStaffActor } from '../audit/staff-audit';
import { requireOrderStaff } from '../auth/order-staff';
import type { ServiceEnv } from '../http/app-factory';
import { success } from '../http/envelope';
import { describeRoute } from '../http/openapi';
import { readJsonBody } from '../http/validate';
import { readIdempotencyKey } from '../http/booking-idempotency';
import type { Platform } from '../platform/platform';
import { listOwedBankRefunds, recordBankRefund } from './bank-refund.service';

const STAFF =
  'For agents and admins (a live account session whose role is agent or admin); anyone else gets 403.';

const docs = {
  list: describeRoute({
    summary:
      'Refunds owed by bank transfer: cancelled bank-paid orders whose refund is not yet paid (agents)',
    description:
      `${STAFF} Oldest first, each with the amount owed, the credit note and how the booking was paid ` +
      `(BPAY or EFT, the reference, the day): the refund goes back to that account within ` +
      `${BANK_REFUND_BUSINESS_DAYS} business days of the cancellation.`,
    auth: ['account'],
    body: BankRefundListRequestSchema,
    data: BankRefundListSchema,
    errors: [403],
  }),
  record: describeRoute({
    summary: 'Record a refund paid by bank transfer (agents)',
    description:
      `${STAFF} Requires an \`Idempotency-Key\` header: the same key and details answer the first ` +
      'outcome (`replayed: true`); the same key with other details 409. The amount must equal the ' +
      'refund owed (400 otherwise), the date paid can be neither in the future nor before the ' +
      'cancellation (400). The order becomes Refunded or PartlyRefunded, its cancellation Completed, ' +
      'the traveller is emailed and the action audited, in one transaction. A refund already recorded ' +
      '(by another agent) answers 409 and records nothing; a booking owing no bank refund 409.',
    auth: ['account'],
    body: BankRefundRequestSchema,
    data: BankRefundRecordedSchema,
    idempotencyKey: true,
    errors: [403, 404, 409],
  }),
};

/** Booking API: refunds of bank-paid orders (issue 23, ADR 025 amendment of 2026-11-28). */
export function bankRefundRoutes(platform: Platform): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const staff = requireOrderStaff(platform);

  app.post('/Payments/BankRefunds', docs.list, staff, async (c) => {
    const { limit } = await readJsonBody(c, BankRefundListRequestSchema);
    c.header('Cache-Control', 'no-store');
    return success(c, { refunds: await listOwedBankRefunds(platform, limit) });
  });

  app.post('/Payments/BankRefund', docs.record, staff, async (c) => {
    const key = readIdempotencyKey(c);
    const input = await readJsonBody(c, BankRefundRequestSchema);
    const actor = await findStaffActor(platform, c.get('claims').sub);
    c.header('Cache-Control', 'no-store');
    const answer = await recordBankRefund(platform, actor, key, input);
    if (answer.replayed) c.header('Idempotent-Replayed', 'true');
    return success(c, answer);
  });

  return app;
}
