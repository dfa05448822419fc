import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorise, call, openTestGateway, type TestGateway } from './gateway-test-kit';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await openTestGateway();
});
afterAll(() => gateway.close());

const capture = (id: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  call(gateway, 'POST', `/authorisations/${id}/capture`, body, headers);
const voidIt = (id: string, headers: Record<string, string> = {}) =>
  call(gateway, 'POST', `/authorisations/${id}/void`, {}, headers);

async function approved(amount = 50_000): Promise<string> {
  const answer = await authorise(gateway, '4242424242424242', amount);
  expect(answer.body.data.status).toBe('approved');
  return answer.body.data.id;
}

describe('POST /authorisations/{id}/capture', () => {
  it('captures the full amount by default', async () => {
    const id = await approved();
    const answer = await capture(id);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Captured');
    expect(answer.body.data).toMatchObject({
      status: 'captured',
      amount: 50_000,
      capturedAmount: 50_000,
      capturedAt: '2026-11-21T00:00:00.000Z',
    });
  });

  it('captures less than the authorised amount, never more', async () => {
    const id = await approved();
    const tooMuch = await capture(id, { amount: 50_001 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toContain('cannot exceed the authorised amount of 50000 cents');
    const partial = await capture(id, { amount: 42_000 });
    expect(partial.status).toBe(200);
    expect(partial.body.data.capturedAmount).toBe(42_000);
  });

  it('answers a repeated capture with the same result instead of capturing twice', async () => {
    const id = await approved();
    const first = await capture(id, { amount: 30_000 });
    gateway.t.clock.advance(60_000);
    const again = await capture(id, { amount: 30_000 });
    const withoutAmount = await capture(id);
    gateway.t.clock.advance(-60_000);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(withoutAmount.body.data).toEqual(first.body.data);
    const other = await capture(id, { amount: 20_000 });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('This authorisation was already captured for 30000 cents');
  });

  it.each([2, 6])('makes one capture of %i concurrent ones', async (contenders) => {
    const id = await approved();
    const answers = await Promise.all(
      Array.from({ length: contenders }, (_, index) => capture(id, { amount: 10_000 + index })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(contenders - 1).fill(409)]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const stored = await call(gateway, 'GET', `/authorisations/${id}`);
    expect(stored.body.data.capturedAmount).toBe(winner.body.data.capturedAmount);
  });

  it('lets only one of a concurrent capture and void win', async () => {
    const id = await approved();
    const [captured, voided] = await Promise.all([capture(id), voidIt(id)]);
    expect([captured.status, voided.status].sort()).toEqual([200, 409]);
    const stored = await call(gateway, 'GET', `/authorisations/${id}`);
    expect(stored.body.data.status).toBe(captured.status === 200 ? 'captured' : 'voided');
  });

  it.each([
    ['declined', '4000000000000002', 'A declined authorisation cannot be captured'],
    ['pending', '4000000000000259', 'A pending authorisation cannot be captured'],
    ['requires_action', '4000000000003220', 'A requires action authorisation cannot be captured'],
  ])('refuses to capture a %s authorisation: 409', async (_status, card, message) => {
    const created = await authorise(gateway, card);
    const answer = await capture(created.body.data.id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(message);
  });

  it('refuses to capture a voided authorisation: 409', async () => {
    const id = await approved();
    await voidIt(id);
    const answer = await capture(id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('A voided authorisation cannot be captured');
  });

  it.each([
    ['a zero amount', { amount: 0 }, 'amount must be more than 0 cents'],
    ['an amount as text', { amount: '100' }, 'amount must be a number of cents'],
    ['a body that is not an object', [1], 'The request body must be a JSON object'],
  ])('refuses %s with a clear 400', async (_case, body, message) => {
    const id = await approved();
    const answer = await capture(id, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
    expect((await call(gateway, 'GET', `/authorisations/${id}`)).body.data.status).toBe('approved');
  });

  it('answers 404 for an unknown authorisation', async () => {
    const answer = await capture('auth_000000000000000000000000');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('No such authorisation');
  });

  it('replays a capture under the same Idempotency-Key and refuses the key for another request', async () => {
    const id = await approved();
    const first = await capture(id, { amount: 1_000 }, { 'Idempotency-Key': 'capture-1' });
    const again = await capture(id, { amount: 1_000 }, { 'Idempotency-Key': 'capture-1' });
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const reused = await capture(id, { amount: 2_000 }, { 'Idempotency-Key': 'capture-1' });
    expect(reused.status).toBe(409);
  });
});

describe('POST /authorisations/{id}/void', () => {
  it('voids an approved authorisation, and again answers the same', async () => {
    const id = await approved();
    const first = await voidIt(id);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'voided', voidedAt: '2026-11-21T00:00:00.000Z' });
    const again = await voidIt(id);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
  });

  it.each([
    ['pending', '4000000000000259'],
    ['requires_action', '4000000000003220'],
  ])('voids a %s authorisation (the site gave up waiting)', async (_status, card) => {
    const created = await authorise(gateway, card);
    const answer = await voidIt(created.body.data.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('voided');
    expect(answer.body.data.challenge).toBeNull();
  });

  it.each([
    ['captured', 'A captured authorisation cannot be voided'],
    ['declined', 'A declined authorisation cannot be voided'],
  ])('refuses to void a %s authorisation: 409', async (status, message) => {
    const created = await authorise(gateway, status === 'declined' ? '4000000000009995' : '4242424242424242');
    if (status === 'captured') await capture(created.body.data.id);
    const answer = await voidIt(created.body.data.id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(message);
  });

  it('refuses a body that is not an object and answers 404 for an unknown id', async () => {
    const id = await approved();
    const bad = await call(gateway, 'POST', `/authorisations/${id}/void`, '"void"');
    expect(bad.status).toBe(400);
    expect((await voidIt('auth_000000000000000000000000')).status).toBe(404);
  });
});
