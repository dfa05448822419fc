import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankPaymentResult, BankStatementAnswer } from '../../shared/contracts/bank-payment';
import type { Order } from '../../shared/contracts/order';
import { updateAccountProfile } from '../account/account.repo';
import { emailsTo } from '../account/account-test-kit';
import { bankPayments, orders } from '../db/schema';
import { CONTACT, invoiceOrder, newKey, openBooking, SITE } from '../orders/booking-test-kit';
import { testAccountToken } from '../testing/test-tokens';
import { sendPayReminders } from '../orders/pay-reminders';
import { eftPaymentOf } from './bank-payment-test-kit';

let b: Awaited<ReturnType<typeof openBooking>>;
let agent: string;
let traveller: string;

async function heldOrder(): Promise<Order> {
  const { token, offer } = await b.guestWithOffer();
  const answer = await b.orderCreate(token, invoiceOrder(offer));
  expect(answer.status, answer.json.message).toBe(201);
  return answer.json.data;
}

/** The order's cabin claims and its cabins' counters (which must move with them). */
async function cabinOf(order: Order) {
  const [row] = await b.platform.database.query<{ claim: string; sold: number; held: number }>(
    `SELECT string_agg(DISTINCT c.status, ',') AS claim, sum(i.sold)::int AS sold, sum(i.held)::int AS held
       FROM flight_cabin_claims c
       JOIN flight_cabin_inventory i ON i.flight_key = c.flight_key AND i.cabin = c.cabin
      WHERE c.order_id = $1`,
    [order.orderId],
  );
  return row!;
}

const statusOf = async (orderId: string) =>
  (await b.platform.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;

const statement = (...lines: string[]) => ['Date,Type,Reference,Amount,Description', ...lines].join('\n');
const dollars = (cents: number) => (cents / 100).toFixed(2);

beforeAll(async () => {
  b = await openBooking();
  const staff = await testAccountToken(b.t, 'agent@ctg.example', SITE);
  await updateAccountProfile(b.platform, staff.accountId, { role: 'agent' });
  agent = staff.token;
  traveller = (await testAccountToken(b.t, 'someone@example.com', SITE)).token;
});
afterAll(() => b.t.close());

describe('who may record bank payments', () => {
  it('is agents and admins: a traveller gets 403, a guest 401, and nothing is recorded', async () => {
    const order = await heldOrder();
    const body = {
      bookingReference: order.bookingReference,
      method: 'BPAY',
      reference: order.invoice!.customerReference,
      amountCents: order.invoice!.amountCents,
      receivedOn: '2026-11-22',
    };
    const headers = { 'Idempotency-Key': newKey() };
    const refused = await b.post('/Payments/BankPayment', body, traveller, headers);
    expect([refused.status, refused.json.message]).toEqual([403, 'This is for agents and admins only.']);
    const guest = await b.post('/Payments/BankPayment', body, await b.kit.publicToken(), headers);
    expect(guest.status).toBe(401);
    const statementAnswer = await b.post('/Payments/BankStatement', { statement: 'x' }, traveller);
    expect(statementAnswer.status).toBe(403);
    expect(await statusOf(order.orderId)).toBe('Held');
  });

  it('400s what is not a payment, with the field and the reason', async () => {
    const bad = await b.post('/Payments/BankPayment', { bookingReference: 'x', method: 'CASH' }, agent, {
      'Idempotency-Key': newKey(),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(
      /bookingReference: bookingReference must be the 6-character booking reference/,
    );
    const empty = await b.post('/Payments/BankStatement', { statement: '' }, agent);
    expect([empty.status, empty.json.message]).toEqual([
      400,
      'statement: statement is required: the CSV text of the bank statement',
    ]);
  });
});

describe('a statement file settles held invoice orders', () => {
  it('matches BPAY on its Luhn-checked reference and amount, tickets the flight and sells the held seat', async () => {
    const order = await heldOrder();
    const before = await cabinOf(order);
    const { customerReference, amountCents } = order.invoice!;
    const csv = statement(
      `2026-11-22,BPAY,${customerReference},${dollars(amountCents)},`,
      `2026-11-22,BPAY,${customerReference.slice(0, -1)}${(Number(customerReference.at(-1)) + 1) % 10},10.00,`,
      `22/11/2026,EFT,,5.00,CTG ZZZZZZ`,
      `2026-11-22,CHEQUE,1,1.00,`,
    );
    const answer = await b.post<BankStatementAnswer>('/Payments/BankStatement', { statement: csv }, agent);
    expect(answer.status, answer.json.message).toBe(200);
    expect(answer.json.data.results.map((line) => [line.line, line.outcome])).toEqual([
      [1, 'paid'],
      [2, 'no-order'],
      [3, 'no-order'],
      [4, 'unreadable'],
    ]);
    expect([answer.json.data.paid, answer.json.data.unmatched]).toEqual([1, 3]);

    const paid = await b.post<Order>('/Order/Retrieve', { orderId: order.orderId }, agent);
    expect(await statusOf(order.orderId)).toBe('Ticketed');
    const after = await cabinOf(order);
    expect([before.claim, after.claim]).toEqual(['held', 'sold']);
    expect([after.sold - before.sold, after.held - before.held]).toEqual([1, -1]);
    expect(paid.status).toBe(404); // the agent reads orders in the workspace (issue 24), not as a traveller
    const emails = (await emailsTo(b.t, CONTACT.email)).map((email) => email.subject);
    expect(emails).toContain(`Booking ${order.bookingReference} is paid and ticketed`);

    // The same file again records nothing new and sends nothing.
    const again = await b.post<BankStatementAnswer>('/Payments/BankStatement', { statement: csv }, agent);
    expect(again.json.data.results[0]).toMatchObject({ outcome: 'replayed', orderId: order.orderId });
    expect(
      await b.platform.database.db.select().from(bankPayments).where(eq(bankPayments.orderId, order.orderId)),
    ).toHaveLength(1);
    expect((await emailsTo(b.t, CONTACT.email)).length).toBe(emails.length);
  });

  it('matches EFT on the booking reference in its description', async () => {
    const order = await heldOrder();
    const csv = statement(
      `2026-11-23,EFT,,"${dollars(order.invoice!.amountCents)}",TRANSFER ${order.bookingReference} A TRAVELLER`,
    );
    const answer = await b.post<BankStatementAnswer>('/Payments/BankStatement', { statement: csv }, agent);
    expect(answer.json.data.results[0]).toMatchObject({
      outcome: 'paid',
      bookingReference: order.bookingReference,
    });
    expect(await statusOf(order.orderId)).toBe('Ticketed');
  });
});

describe('an agent records a payment', () => {
  it('refuses a wrong amount or reference and changes nothing, then records the right one once', async () => {
    const order = await heldOrder();
    const base = {
      bookingReference: order.bookingReference,
      method: 'BPAY' as const,
      reference: order.invoice!.customerReference,
      amountCents: order.invoice!.amountCents,
      receivedOn: '2026-11-22',
    };
    const record = (body: object, key = newKey()) =>
      b.post<BankPaymentResult>('/Payments/BankPayment', body, agent, { 'Idempotency-Key': key });

    const short = await record({ ...base, amountCents: base.amountCents - 100 });
    expect(short.json.data.outcome).toBe('amount-differs');
    expect(short.json.message).toMatch(
      /^The amount is not the amount due: \$[\d,]+\.\d{2} is due\. Nothing was recorded\.$/,
    );
    const wrong = await record({ ...base, method: 'EFT', reference: 'ABCDEF' });
    expect(wrong.json.data.outcome).toBe('bad-reference');
    expect(await statusOf(order.orderId)).toBe('Held');

    const key = newKey();
    const first = await record(base, key);
    expect([first.status, first.json.data.outcome]).toEqual([200, 'paid']);
    const replay = await record(base, key);
    expect(replay.json.data.outcome).toBe('replayed');
    const second = await record(base);
    expect(second.json.data.outcome).toBe('not-awaiting-payment');
    expect(await statusOf(order.orderId)).toBe('Ticketed');
  });

  it('does not settle an order whose hold was released at its pay-by time', async () => {
    const order = await heldOrder();
    await b.platform.database.db
      .update(orders)
      .set({ status: 'Released' })
      .where(eq(orders.id, order.orderId));
    const answer = await b.post<BankPaymentResult>(
      '/Payments/BankPayment',
      eftPaymentOf(order, order.bookingReference.toLowerCase()),
      agent,
      { 'Idempotency-Key': newKey() },
    );
    expect(answer.json.data).toMatchObject({ outcome: 'not-awaiting-payment' });
    expect(answer.json.message).toBe(
      'This booking is not awaiting payment (Released). Nothing was recorded.',
    );
  });
});

describe('pay-by reminders', () => {
  it('emails a held order once, in the two days before its pay-by time, with the bank details', async () => {
    const order = await heldOrder();
    const payBy = new Date(order.invoice!.payBy).getTime();
    expect(await sendPayReminders(b.platform)).toBe(0); // held 72 hours: not yet due
    b.t.clock.advance(payBy - b.platform.clock.now().getTime() - 47 * 3_600_000);
    expect(await sendPayReminders(b.platform)).toBeGreaterThanOrEqual(1);
    expect(await sendPayReminders(b.platform)).toBe(0);
    const reminder = (await emailsTo(b.t, CONTACT.email)).find(
      (email) => email.subject === `Reminder: booking ${order.bookingReference} is released unless paid`,
    );
    expect(reminder?.text).toContain(order.invoice!.customerReference);
  });
});
