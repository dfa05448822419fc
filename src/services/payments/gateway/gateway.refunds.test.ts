import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorise, call, newIdempotencyKey, openTestGateway, type TestGateway } from './gateway-test-kit';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await openTestGateway();
});
afterAll(() => gateway.close());

interface RefundData {
  id: string;
  authorisationId: string;
  amount: number;
  currency: string;
  reason: string | null;
}

const refund = (id: string, body: unknown, key: string | null = newIdempotencyKey()) =>
  call<RefundData>(
    gateway,
    'POST',
    `/authorisations/${id}/refunds`,
    body,
    key ? { 'Idempotency-Key': key } : {},
  );

async function captured(amount = 50_000): Promise<string> {
  const answer = await authorise(gateway, '4242424242424242', amount);
  const id = answer.body.data.id;
  expect((await call(gateway, 'POST', `/authorisations/${id}/capture`, {})).status).toBe(200);
  return id;
}

describe('POST /authorisations/{id}/refunds', () => {
  it('refunds in parts up to the captured amount, and records each refund', async () => {
    const id = await captured();
    const first = await refund(id, { amount: 20_000, reason: 'Cancelled by the traveller' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ authorisationId: id, amount: 20_000, currency: 'AUD' });
    expect((await refund(id, { amount: 30_000 })).status).toBe(201);
    const tooMuch = await refund(id, { amount: 1 });
    expect([tooMuch.status, tooMuch.body.message]).toEqual([
      409,
      'This payment was already refunded in full',
    ]);
    const view = await call(gateway, 'GET', `/authorisations/${id}`);
    expect(view.body.data).toMatchObject({
      status: 'captured',
      capturedAmount: 50_000,
      refundedAmount: 50_000,
    });
    const records = await call<RefundData[]>(gateway, 'GET', `/refunds?authorisationId=${id}`);
    expect(records.body.data.map((item) => item.amount).sort()).toEqual([20_000, 30_000]);
  });

  it('answers the same key with the first refund, never refunding twice', async () => {
    const id = await captured(10_000);
    const key = newIdempotencyKey();
    const answers = await Promise.all([1, 2, 3].map(() => refund(id, { amount: 6_000 }, key)));
    const ids = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.data.id));
    expect(ids.size).toBe(1);
    const view = await call(gateway, 'GET', `/authorisations/${id}`);
    expect(view.body.data).toMatchObject({ refundedAmount: 6_000 });
    const other = await refund(id, { amount: 5_000 }, key);
    expect(other.status).toBe(409);
  });

  it('refuses an uncaptured payment, a missing key and a bad amount', async () => {
    const answer = await authorise(gateway, '4242424242424242', 5_000);
    const id = answer.body.data.id;
    const uncaptured = await refund(id, { amount: 100 });
    expect(uncaptured.status).toBe(409);
    expect(uncaptured.body.message).toContain('only a captured payment can');
    expect((await refund(id, { amount: 100 }, null)).status).toBe(400);
    const bad = await refund(id, { amount: -5 });
    expect([bad.status, bad.body.message]).toEqual([400, 'amount: amount must be more than 0 cents']);
  });
});
