import { Hono } from 'hono';
import { BankPaymentRequestSchema, BankStatementRequestSchema } from '../../shared/contracts/bank-payment';
import { requireOrderStaff } from '../auth/order-staff';
import type { ServiceEnv } from '../http/app-factory';
import { success } from '../http/envelope';
import { describeRoute } from '../http/openapi';
import { readJsonBody } from '../http/validate';
import { readIdempotencyKey } from '../http/booking-idempotency';
import type { Platform } from '../platform/platform';
import { recordBankPayment } from './bank-payment.service';
import { importStatement } from './bank-statement.service';

const STAFF =
  'For agents and admins (a live account session whose role is agent or admin); anyone else gets 403.';

const docs = {
  record: describeRoute({
    summary: 'Record a BPAY or EFT payment of a held invoice order (agents)',
    description:
      `${STAFF} Requires an \`Idempotency-Key\` header: the same key answers the first outcome ` +
      "(`replayed`). The payment settles the order when its reference is the order's BPAY customer " +
      'reference (Luhn-checked) or booking reference and the amount is the amount due; the order is ' +
      'then ticketed and the "paid" email sent. Any other outcome (`amount-differs`, `bad-reference`, ' +
      '`not-awaiting-payment`) records nothing and says why.',
    auth: ['account'],
    body: BankPaymentRequestSchema,
    idempotencyKey: true,
    errors: [403],
  }),
  statement: describeRoute({
    summary: 'Import a bank statement (CSV) and settle the held invoice orders it pays (agents)',
    description:
      `${STAFF} The CSV's first line names its columns: Date, Type (BPAY or EFT), Reference, Amount and ` +
      'an optional Description. Each line is matched and recorded on its own; a line already imported ' +
      'answers `replayed`. The answer lists every line with its outcome.',
    auth: ['account'],
    body: BankStatementRequestSchema,
    errors: [403],
  }),
};

/** Booking API: bank payments of invoice orders (issue 23, ADR 025). */
export function bankPaymentRoutes(platform: Platform): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>();
  const staff = requireOrderStaff(platform);

  app.post('/Payments/BankPayment', docs.record, staff, async (c) => {
    const key = readIdempotencyKey(c);
    const input = await readJsonBody(c, BankPaymentRequestSchema);
    const agentId = c.get('claims').sub;
    c.header('Cache-Control', 'no-store');
    const answer = await recordBankPayment(platform, input, {
      // Scoped to the agent, as every other Idempotency-Key is scoped to its caller.
      key: `staff:${agentId}:${key}`,
      source: 'staff',
      recordedBy: agentId,
    });
    return success(c, answer, answer.message);
  });

  app.post('/Payments/BankStatement', docs.statement, staff, async (c) => {
    const { statement } = await readJsonBody(c, BankStatementRequestSchema);
    c.header('Cache-Control', 'no-store');
    return success(c, await importStatement(platform, statement, c.get('claims').sub));
  });

  return app;
}
