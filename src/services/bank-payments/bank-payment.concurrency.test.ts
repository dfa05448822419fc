import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankPaymentResult, BankStatementAnswer } from '../../shared/contracts/bank-payment';
import type { Order } from '../../shared/contracts/order';
import { updateAccountProfile } from '../account/account.repo';
import { CONTACT, invoiceOrder, newKey, openBooking, SITE } from '../orders/booking-test-kit';
import { reconcilePayments } from '../orders/reconcile';
import { countOf } from '../test-kits/db-counts';
import { eftPaymentOf } from './bank-payment-test-kit';
import { testAccountToken } from '../testing/test-tokens';
import { onDatabase } from '../test-kits/database-kind';

/**
 * Bank payments under concurrency (ADR 025): the same held order paid at once by a statement import, an
 * agent and a second agent, while the reconciler runs, records one payment and sells its seat once. On
 * PGlite the transactions queue; with DATABASE_URL set they race on a PostgreSQL pool, where the order
 * row lock and the unique payment keys decide.
 */
let b: Awaited<ReturnType<typeof openBooking>>;
const agents: string[] = [];
beforeAll(async () => {
  b = await openBooking();
  for (const email of ['agent.one@ctg.example', 'agent.two@ctg.example']) {
    const staff = await testAccountToken(b.t, email, SITE);
    await updateAccountProfile(b.platform, staff.accountId, { role: 'agent' });
    agents.push(staff.token);
  }
});
afterAll(() => b.t.close());

const count = (query: string, params: unknown[]) => countOf(b.platform.database, query, params);

describe(onDatabase('bank payments racing'), () => {
  it('settles one order once: one payment row, one ticketing, the seat sold once, counters exact', async () => {
    const orders: Order[] = [];
    for (let index = 0; index < 3; index += 1) {
      const { token, offer } = await b.guestWithOffer();
      // Three buyers: one email holds at most two unpaid orders (ADR 021).
      const body = { ...invoiceOrder(offer), contact: { ...CONTACT, email: `buyer${index}@example.com` } };
      const answer = await b.post<Order>('/Order/OrderCreate', body, token, {
        'Idempotency-Key': newKey(),
        'X-Client-Ip': `203.0.113.${60 + index}`,
      });
      expect(answer.status, answer.json.message).toBe(201);
      orders.push(answer.json.data);
    }
    const line = (order: Order) =>
      `2026-11-22,BPAY,${order.invoice!.customerReference},${(order.invoice!.amountCents / 100).toFixed(2)},`;
    const csv = ['Date,Type,Reference,Amount', ...orders.map(line)].join('\n');
    const record = (token: string, order: Order) =>
      b.post<BankPaymentResult>('/Payments/BankPayment', eftPaymentOf(order), token, {
        'Idempotency-Key': newKey(),
      });
    const [first, second, ...agentAnswers] = await Promise.all([
      b.post<BankStatementAnswer>('/Payments/BankStatement', { statement: csv }, agents[0]!),
      b.post<BankStatementAnswer>('/Payments/BankStatement', { statement: csv }, agents[1]!),
      ...orders.map((order, index) => record(agents[index % 2]!, order)),
      reconcilePayments(b.platform).then(() => ({ status: 200, json: { data: null } })),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const outcomes = [
      ...first.json.data.results.map((result) => result.outcome),
      ...second.json.data.results.map((result) => result.outcome),
      ...agentAnswers.flatMap((answer) => {
        const data = answer.json.data as BankPaymentResult | null;
        return data ? [data.outcome] : [];
      }),
    ];
    // Three orders, nine attempts: each order paid exactly once; the rest replayed or refused.
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(3);
    expect(outcomes.every((outcome) => ['paid', 'replayed', 'not-awaiting-payment'].includes(outcome))).toBe(
      true,
    );

    for (const order of orders) {
      expect(
        await count(`SELECT count(*) AS n FROM bank_payments WHERE order_id = $1`, [order.orderId]),
      ).toBe(1);
      expect(
        await count(`SELECT count(*) AS n FROM orders WHERE id = $1 AND status = 'Ticketed'`, [
          order.orderId,
        ]),
      ).toBe(1);
      expect(
        await count(`SELECT count(*) AS n FROM flight_cabin_claims WHERE order_id = $1 AND status = 'sold'`, [
          order.orderId,
        ]),
      ).toBeGreaterThan(0);
    }
    // Every cabin's counters equal the sums of its live claims.
    const drift = await count(
      `SELECT count(*) AS n FROM flight_cabin_inventory i
        WHERE i.sold <> (SELECT coalesce(sum(seats), 0) FROM flight_cabin_claims c
                          WHERE c.flight_key = i.flight_key AND c.cabin = i.cabin AND c.status = 'sold')`,
      [],
    );
    expect(drift).toBe(0);
  });
});
