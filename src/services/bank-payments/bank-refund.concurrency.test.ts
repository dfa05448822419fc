import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { newKey } from '../orders/booking-test-kit';
import { openBankRefundKit } from './bank-refund-test-kit';
import { openPerFile } from '../test-kits/per-file';
import { onDatabase } from '../test-kits/database-kind';

/**
 * Two agents record the same bank refund at once, each with their own Idempotency-Key (ADR 025
 * amendment): one record, one order move, one email, one audit row; the other agent is told it was
 * already recorded. On PGlite (one connection) the transactions queue; with DATABASE_URL set they run
 * truly concurrently on a PostgreSQL pool, where the order row's lock decides. There the refund row is
 * held locked by the test until all three are waiting on a lock, so the three transactions overlap for
 * certain rather than by timing.
 */

const k = openPerFile(openBankRefundKit, (opened) => opened.t.close());

/**
 * On PostgreSQL: a connection of the test's own holding the order's refund row locked, released once
 * `waiting` sessions wait behind it (each racer waits on the order row or on this one).
 */
async function holdRefundRow(orderId: string) {
  if (k.platform.database.kind !== 'postgres') return { release: async () => undefined };
  const [row] = await k.platform.database.query<{ schema: string }>('SELECT current_schema() AS schema');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`SET search_path TO ${row!.schema}`);
  await client.query('BEGIN');
  await client.query('SELECT 1 FROM order_bank_refunds WHERE order_id = $1 FOR UPDATE', [orderId]);
  // Sessions waiting behind this one, directly (the refund row) or through another waiter (the order
  // row): other test files' locks on the same server are not counted.
  const lockWaiters = async () =>
    Number(
      (
        await client.query<{ n: string }>(
          `WITH RECURSIVE blocked(pid) AS (
             SELECT pid FROM pg_stat_activity WHERE pg_backend_pid() = ANY (pg_blocking_pids(pid))
             UNION
             SELECT a.pid FROM pg_stat_activity a JOIN blocked b ON b.pid = ANY (pg_blocking_pids(a.pid))
           ) SELECT count(*) AS n FROM blocked`,
        )
      ).rows[0]!.n,
    );
  return {
    release: async (waiting: number) => {
      // Bounded (2 s): not an assertion, only the point after which the racers are let go. The first
      // racer waits on this row at once; the others, behind it, by the time the bound is reached.
      for (let i = 0; i < 80 && (await lockWaiters()) < waiting; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await client.query('COMMIT');
      await client.end();
    },
  };
}

describe(onDatabase('two agents recording one bank refund at once'), () => {
  it('records it once and refuses the other with the first record', async () => {
    const { order, cancellation } = await k.cancelledBankOrder('Refundable');
    const body = (bankReference: string) => ({
      orderId: order.orderId,
      amountCents: cancellation.refundCents,
      bankReference,
      paidOn: k.today(),
    });
    const blocker = await holdRefundRow(order.orderId);
    const racing = Promise.all([
      k.record(k.tokens.agent, body('WBC 111111'), newKey()),
      k.record(k.tokens.agent2, body('WBC 222222'), newKey()),
      k.record(k.tokens.admin, body('WBC 333333'), newKey()),
    ]);
    await blocker.release(3);
    const answers = await racing;
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, answers.map((answer) => answer.json.message).join(' | ')).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.json.data as { bankReference: string };
    for (const loser of answers.filter((answer) => answer.status === 409)) {
      expect(loser.json.message).toContain(`(bank reference ${winner.bankReference})`);
    }
    const rows = await k.platform.database.query<{ status: string; bank_reference: string }>(
      `SELECT status, bank_reference FROM order_bank_refunds WHERE order_id = $1`,
      [order.orderId],
    );
    expect(rows).toEqual([{ status: 'Paid', bank_reference: winner.bankReference }]);
    const one = (query: string) => k.count(query, [order.orderId]);
    expect(
      await one(
        `SELECT count(*) AS n FROM staff_audit WHERE target_id = $1 AND action = 'order.bank-refund'`,
      ),
    ).toBe(1);
    expect(await one(`SELECT count(*) AS n FROM orders WHERE id = $1 AND status = 'Refunded'`)).toBe(1);
    expect(
      await k.count(`SELECT count(*) AS n FROM outbox_emails WHERE subject = $1`, [
        `Your refund for booking ${order.bookingReference} has been paid`,
      ]),
    ).toBe(1);
  });
});
