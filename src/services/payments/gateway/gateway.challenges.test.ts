import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorise, call, openTestGateway, type TestGateway } from './gateway-test-kit';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await openTestGateway();
});
afterAll(() => gateway.close());

const THREE_DS = '4000000000003220';
const THREE_DS_THEN_DECLINE = '4000008400001629';

async function challenged(card = THREE_DS) {
  const created = await authorise(gateway, card, 123_456);
  expect(created.body.data.status).toBe('requires_action');
  return { authorisationId: created.body.data.id, challengeUrl: created.body.data.challenge!.url };
}

const answerChallenge = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  call(gateway, 'POST', url, body, headers);

describe('GET /challenges/{id}', () => {
  it('describes the challenge for the site to render', async () => {
    const { authorisationId, challengeUrl } = await challenged();
    const answer = await call(gateway, 'GET', challengeUrl);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      id: challengeUrl.split('/').pop(),
      authorisationId,
      status: 'awaiting_cardholder',
      amount: 123_456,
      currency: 'AUD',
      card: { last4: '3220', scheme: 'visa' },
      title: 'Verify your payment',
      prompt:
        'Your bank asks you to confirm the payment of $1,234.56 (AUD) with your Visa card ending in 3220.',
      actions: [
        { outcome: 'complete', label: 'Confirm payment' },
        { outcome: 'cancel', label: 'Cancel payment' },
      ],
    });
  });

  it('answers 404 for an unknown or malformed challenge', async () => {
    expect((await call(gateway, 'GET', '/challenges/chl_000000000000000000000000')).status).toBe(404);
    const malformed = await call(gateway, 'GET', '/challenges/not-a-challenge');
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe('No such challenge');
  });
});

describe('POST /challenges/{id}', () => {
  it('approves the authorisation when the cardholder completes the challenge', async () => {
    const { authorisationId, challengeUrl } = await challenged();
    const answer = await answerChallenge(challengeUrl, { outcome: 'complete' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Approved');
    expect(answer.body.data).toMatchObject({
      id: authorisationId,
      status: 'approved',
      decline: null,
      challenge: null,
      approvedAt: '2026-11-21T00:00:00.000Z',
    });
    const polled = await call(gateway, 'GET', `/authorisations/${authorisationId}`);
    expect(polled.body.data.status).toBe('approved');
    expect((await call(gateway, 'GET', challengeUrl)).body.data.status).toBe('completed');
    const captured = await call(gateway, 'POST', `/authorisations/${authorisationId}/capture`);
    expect(captured.body.data.status).toBe('captured');
  });

  it("declines it with 'authentication_failed' when the cardholder cancels", async () => {
    const { authorisationId, challengeUrl } = await challenged();
    const answer = await answerChallenge(challengeUrl, { outcome: 'cancel' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: authorisationId,
      status: 'declined',
      decline: {
        code: 'authentication_failed',
        message: 'The cardholder did not complete 3-D Secure authentication.',
      },
    });
    expect((await call(gateway, 'GET', challengeUrl)).body.data.status).toBe('cancelled');
  });

  it('declines the 3-D Secure-then-decline card after a completed challenge', async () => {
    const { challengeUrl } = await challenged(THREE_DS_THEN_DECLINE);
    const answer = await answerChallenge(challengeUrl, { outcome: 'complete' });
    expect(answer.body.data).toMatchObject({ status: 'declined', decline: { code: 'do_not_honour' } });
  });

  it('answers the same outcome again with the same result, and refuses the other one', async () => {
    const { challengeUrl } = await challenged();
    const first = await answerChallenge(challengeUrl, { outcome: 'complete' });
    const again = await answerChallenge(challengeUrl, { outcome: 'complete' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const reversed = await answerChallenge(challengeUrl, { outcome: 'cancel' });
    expect(reversed.status).toBe(409);
    expect(reversed.body.message).toBe('This challenge was already completed');
  });

  it('refuses an answer after the authorisation was voided', async () => {
    const { authorisationId, challengeUrl } = await challenged();
    await call(gateway, 'POST', `/authorisations/${authorisationId}/void`);
    const answer = await answerChallenge(challengeUrl, { outcome: 'complete' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This authorisation was voided');
  });

  it('lets one of two concurrent opposite answers win', async () => {
    const { authorisationId, challengeUrl } = await challenged();
    const answers = await Promise.all([
      answerChallenge(challengeUrl, { outcome: 'complete' }),
      answerChallenge(challengeUrl, { outcome: 'cancel' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const polled = await call(gateway, 'GET', `/authorisations/${authorisationId}`);
    expect(polled.body.data.status).toBe(winner.body.data.status);
  });

  it.each([
    ['no outcome', {}, "outcome is required: 'complete' or 'cancel'"],
    ['another outcome', { outcome: 'approve' }, "outcome must be 'complete' or 'cancel'"],
    ['a body that is not JSON', 'complete', 'The request body must be valid JSON'],
  ])('refuses %s with a clear 400', async (_case, body, message) => {
    const { challengeUrl } = await challenged();
    const answer = await answerChallenge(challengeUrl, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
    expect((await call(gateway, 'GET', challengeUrl)).body.data.status).toBe('awaiting_cardholder');
  });

  it('answers 404 for an unknown challenge', async () => {
    const answer = await answerChallenge('/challenges/chl_000000000000000000000000', { outcome: 'complete' });
    expect(answer.status).toBe(404);
  });
});
