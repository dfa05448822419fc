import { describe, expect, it } from 'vitest';
import type { OrderChange } from '../../shared/contracts/order-change';
import { newKey } from './booking-test-kit';
import { openCancelKit } from './order-cancel-test-kit';
import { paidChangeBody, quotePaidChange } from './order-change-test-kit';
import { openPerFile } from '../test-kits/per-file';
import { onDatabase } from '../test-kits/database-kind';

/**
 * Paid date changes under concurrency (ADR 026 amended 2026-11-28): the same quote confirmed by three
 * calls at once, each with its own card token and Idempotency-Key. On PGlite the transactions queue;
 * with DATABASE_URL set they race on a PostgreSQL pool. One change, one capture, every other
 * authorisation voided.
 */

const k = openPerFile(openCancelKit, (opened) => opened.t.close());

describe(onDatabase('concurrent paid changes of one quote'), () => {
  it('changes once and captures once; the other authorisations are voided', async () => {
    const { token, order, quoted, quote } = await quotePaidChange(k, '2026-12-18');
    expect(quoted.status, quoted.json.message).toBe(200);
    const bodies = await Promise.all([0, 1, 2].map(() => paidChangeBody(k, order.orderId, quote)));
    const answers = await Promise.all(
      bodies.map((body) =>
        k.post<OrderChange>('/Order/Change', body, token, { 'Idempotency-Key': newKey() }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.filter((status) => status === 201),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    for (const answer of answers) expect([200, 201, 409]).toContain(answer.status);

    const auths = await k.platform.database.query<{ status: string; captured: number | null }>(
      `SELECT status, captured_cents AS captured FROM payment_gateway_authorisations WHERE reference = $1`,
      [`change:${order.orderId}`],
    );
    expect(auths.filter((auth) => auth.status === 'captured')).toHaveLength(1);
    expect(auths.filter((auth) => auth.status !== 'captured').every((auth) => auth.status === 'voided')).toBe(
      true,
    );
    expect(
      await k.count(
        `SELECT count(*) AS n FROM order_change_payments WHERE order_id = $1 AND status = 'Paid'`,
        [order.orderId],
      ),
    ).toBe(1);
  });
});
