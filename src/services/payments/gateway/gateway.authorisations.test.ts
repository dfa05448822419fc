import { describe, expect, it } from 'vitest';
import {
  authorise,
  call,
  gatewayWithSecretKey,
  openTestGateway,
  postAuthorisation,
  tokenise,
  type AuthorisationData,
} from './gateway-test-kit';
import { TOKEN_LIFETIME_MS } from './gateway.service';
import { openPerFile } from '../../test-kits/per-file';

const gateway = openPerFile(openTestGateway, (opened) => opened.close());

const body = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  amount: 125_000,
  currency: 'AUD',
  reference: 'ORDER-1',
  ...overrides,
});

describe('POST /authorisations with each test card', () => {
  it.each([
    ['4242 4242 4242 4242', 'approved', null, 'visa'],
    ['5555 5555 5555 4444', 'approved', null, 'mastercard'],
    ['3782 822463 10005', 'approved', null, 'amex'],
    ['4111 1111 1111 1111', 'approved', null, 'visa'],
    ['4000 0000 0000 9995', 'declined', 'insufficient_funds', 'visa'],
    ['4000 0000 0000 0002', 'declined', 'do_not_honour', 'visa'],
    ['4000 0000 0000 0069', 'declined', 'expired_card', 'visa'],
    ['4000 0000 0000 3220', 'requires_action', null, 'visa'],
    ['4000 0084 0000 1629', 'requires_action', null, 'visa'],
    ['4000 0000 0000 0259', 'pending', null, 'visa'],
  ])('%s → %s %s', async (cardNumber, status, declineCode, scheme) => {
    const answer = await authorise(gateway, cardNumber, 9_950);
    expect(answer.status).toBe(201);
    expect(answer.body.status).toBe('Success');
    const data = answer.body.data;
    expect(data).toMatchObject({
      id: expect.stringMatching(/^auth_/),
      status,
      amount: 9_950,
      currency: 'AUD',
      capturedAmount: null,
      reference: 'ORDER-1',
      card: { last4: cardNumber.slice(-4), scheme },
      createdAt: '2026-11-21T00:00:00.000Z',
    });
    expect(data.decline?.code ?? null).toBe(declineCode);
    if (declineCode) expect(data.decline?.message).toMatch(/\.$/);
    if (status === 'requires_action') {
      expect(data.challenge).toEqual({
        id: expect.stringMatching(/^chl_/),
        url: `/challenges/${data.challenge!.id}`,
      });
    } else {
      expect(data.challenge).toBeNull();
    }
    expect(data.approvedAt).toBe(status === 'approved' ? '2026-11-21T00:00:00.000Z' : null);
  });

  it('keeps a never-answering authorisation pending however long the site polls', async () => {
    const created = await authorise(gateway, '4000000000000259');
    gateway.t.clock.advance(60 * 60_000);
    const polled = await call(gateway, 'GET', `/authorisations/${created.body.data.id}`);
    expect(polled.status).toBe(200);
    expect(polled.body.data.status).toBe('pending');
    gateway.t.clock.advance(-60 * 60_000);
  });
});

describe('POST /authorisations input', () => {
  it.each([
    ['no amount', { amount: undefined }, 'amount is required'],
    ['a zero amount', { amount: 0 }, 'amount must be more than 0 cents'],
    ['a fractional amount', { amount: 10.5 }, 'whole number of cents'],
    ['an amount as text', { amount: '1000' }, 'amount must be a number of cents'],
    ['another currency', { currency: 'USD' }, 'currency must be AUD'],
    ['no reference', { reference: ' ' }, 'Give a reference'],
    ['a long description', { description: 'x'.repeat(201) }, 'at most 200 characters'],
    ['a malformed token', { token: 'card-4242' }, 'token is not a card token'],
    ['an unknown token', { token: 'tok_doesnotexist000000000' }, 'No such card token'],
  ])('refuses %s with a clear 400', async (_case, overrides, message) => {
    const token = await tokenise(gateway);
    const answer = await postAuthorisation(gateway, body(token, overrides));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
    // The refusal changed nothing: the token still authorises.
    expect((await postAuthorisation(gateway, body(token))).status).toBe(201);
  });

  it('requires an Idempotency-Key header', async () => {
    const token = await tokenise(gateway);
    const missing = await postAuthorisation(gateway, body(token), { idempotencyKey: null });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('Idempotency-Key header is required');
    const blank = await postAuthorisation(gateway, body(token), { idempotencyKey: 'has space' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('visible ASCII');
  });
});

describe('card tokens', () => {
  it('authorise once: a second authorisation with the token is refused', async () => {
    const token = await tokenise(gateway);
    expect((await postAuthorisation(gateway, body(token))).status).toBe(201);
    const again = await postAuthorisation(gateway, body(token));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This card token was already used; tokenise the card again');
  });

  it('expire 15 minutes after tokenisation', async () => {
    const fresh = await tokenise(gateway);
    const stale = await tokenise(gateway);
    gateway.t.clock.advance(TOKEN_LIFETIME_MS - 1);
    expect((await postAuthorisation(gateway, body(fresh))).status).toBe(201);
    gateway.t.clock.advance(1);
    const expired = await postAuthorisation(gateway, body(stale));
    expect(expired.status).toBe(410);
    expect(expired.body.message).toContain('expired');
    gateway.t.clock.advance(-TOKEN_LIFETIME_MS);
  });
});

describe('idempotency', () => {
  it('replays the first answer, with its status, for the same key and body', async () => {
    const token = await tokenise(gateway, { cardNumber: '4000000000009995' });
    const first = await postAuthorisation(gateway, body(token), { idempotencyKey: 'pay-1' });
    const again = await postAuthorisation(gateway, body(token), { idempotencyKey: 'pay-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('refuses the same key with a different body: 409', async () => {
    const token = await tokenise(gateway);
    await postAuthorisation(gateway, body(token), { idempotencyKey: 'pay-2' });
    const changed = await postAuthorisation(gateway, body(token, { amount: 1 }), { idempotencyKey: 'pay-2' });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toContain('already used for a different request');
  });

  it('makes one authorisation of two concurrent requests with one key', async () => {
    const token = await tokenise(gateway);
    const [a, b] = await Promise.all([
      postAuthorisation(gateway, body(token), { idempotencyKey: 'pay-3' }),
      postAuthorisation(gateway, body(token), { idempotencyKey: 'pay-3' }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.id).toBe(b.body.data.id);
  });

  it('scopes keys to the caller: another secret key with the same Idempotency-Key gets its own answer', async () => {
    const other = gatewayWithSecretKey(gateway, 'sk_test_another_merchant_key_000000');
    const mine = await postAuthorisation(gateway, body(await tokenise(gateway)), { idempotencyKey: 'pay-4' });
    const theirs = await postAuthorisation(gateway, body(await tokenise(gateway)), {
      idempotencyKey: 'pay-4',
      key: 'sk_test_another_merchant_key_000000',
      app: other,
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    const peek = await other.request(`/authorisations/${mine.body.data.id}`, {
      headers: { Authorization: 'Bearer sk_test_another_merchant_key_000000' },
    });
    expect(peek.status).toBe(404);
  });
});

describe('keys on server endpoints', () => {
  it.each([
    ['POST', '/authorisations'],
    ['GET', '/authorisations'],
    ['GET', '/authorisations/auth_000000000000000000000000'],
    ['POST', '/authorisations/auth_000000000000000000000000/capture'],
    ['POST', '/authorisations/auth_000000000000000000000000/void'],
    ['GET', '/challenges/chl_000000000000000000000000'],
    ['POST', '/challenges/chl_000000000000000000000000'],
  ] as const)('%s %s: 401 without a key, 403 with the publishable key', async (method, path) => {
    const none = await call(gateway, method, path, {}, { Authorization: '' });
    expect(none.status).toBe(401);
    const publishable = await call(
      gateway,
      method,
      path,
      {},
      { Authorization: `Bearer ${gateway.keys.publishableKey}` },
    );
    expect(publishable.status).toBe(403);
    expect(publishable.body.message).toContain('publishable key can only create card tokens');
    const wrong = await call(
      gateway,
      method,
      path,
      {},
      { Authorization: 'Bearer sk_test_guess_guess_guess_guess' },
    );
    expect(wrong.status).toBe(401);
  });

  it('a publishable key cannot authorise a token it created', async () => {
    const token = await tokenise(gateway);
    const answer = await postAuthorisation(gateway, body(token), { key: gateway.keys.publishableKey });
    expect(answer.status).toBe(403);
    expect((await postAuthorisation(gateway, body(token))).status).toBe(201);
  });
});

describe('GET /authorisations', () => {
  it('polls one authorisation by id; an unknown or malformed id is a 404', async () => {
    const created = await authorise(gateway);
    const polled = await call(gateway, 'GET', `/authorisations/${created.body.data.id}`);
    expect(polled.status).toBe(200);
    expect(polled.body.data).toEqual(created.body.data);
    expect((await call(gateway, 'GET', '/authorisations/auth_000000000000000000000000')).status).toBe(404);
    expect((await call(gateway, 'GET', '/authorisations/%27%3B--')).status).toBe(404);
  });

  it('lists approved authorisations still uncaptured since an instant, for the reconciler', async () => {
    const old = await authorise(gateway);
    const oldCaptured = await authorise(gateway);
    await call(gateway, 'POST', `/authorisations/${oldCaptured.body.data.id}/capture`);
    gateway.t.clock.advance(30 * 60_000);
    const recent = await authorise(gateway);
    const since = new Date(gateway.t.clock.now().getTime() - 10 * 60_000).toISOString();
    const listed = await call<AuthorisationData[]>(
      gateway,
      'GET',
      `/authorisations?status=approved&uncapturedSince=${encodeURIComponent(since)}`,
    );
    expect(listed.status).toBe(200);
    const ids = listed.body.data.map((item) => item.id);
    expect(ids).toContain(old.body.data.id);
    expect(ids).not.toContain(oldCaptured.body.data.id);
    expect(ids).not.toContain(recent.body.data.id);
    expect(listed.body.data.every((item) => item.status === 'approved')).toBe(true);
    gateway.t.clock.advance(-30 * 60_000);
  });

  it('filters by status and limits the list', async () => {
    await authorise(gateway, '4000000000000259');
    const pending = await call<AuthorisationData[]>(gateway, 'GET', '/authorisations?status=pending&limit=1');
    expect(pending.status).toBe(200);
    expect(pending.body.data).toHaveLength(1);
    expect(pending.body.data[0]!.status).toBe('pending');
  });

  it.each([
    ['status=settled', 'status must be'],
    ['uncapturedSince=yesterday', 'uncapturedSince must be an ISO 8601 timestamp'],
    ['status=pending&uncapturedSince=2026-11-21T00:00:00Z', 'applies to approved authorisations only'],
    ['limit=0', 'limit must be a number from 1 to 100'],
    ['limit=1000', 'limit must be a number from 1 to 100'],
  ])('refuses ?%s with a clear 400', async (query, message) => {
    const answer = await call(gateway, 'GET', `/authorisations?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
  });
});
