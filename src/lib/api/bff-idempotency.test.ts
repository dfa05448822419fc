import type { APIContext } from 'astro';
import { beforeEach, describe, expect, it } from 'vitest';
import { forwardToService, idempotencyHeaderOf } from './bff';
import { BadRequest } from './json-body';
import { bffContext, fakeServices } from '../../../tests/support/bff-context';

/** The headers the fake Booking service received on the forwarded call. */
let received: Headers | undefined;

beforeEach(() => {
  received = undefined;
  fakeServices((request) => {
    received = request.headers;
    return Response.json({ status: 'Success', message: '', data: {}, statusCode: 200 });
  });
});

function context(headers: Record<string, string>): APIContext {
  const request = new Request('http://localhost:4321/api/booking/Payment/PreAuth', {
    method: 'POST',
    headers,
  });
  return bffContext(request);
}

const preAuth = { method: 'POST' as const, path: '/Payment/PreAuth', body: {} };

describe('the BFF and Idempotency-Key', () => {
  it('forwards a valid key on a Booking API POST', async () => {
    const response = await forwardToService(
      context({ 'Idempotency-Key': 'pay_0123abcd-EF' }),
      'booking',
      preAuth,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Idempotent-Replayed')).toBeNull();
    expect(received?.get('Idempotency-Key')).toBe('pay_0123abcd-EF');
    expect(received?.get('Authorization')).toBe('Bearer guest-1');
  });

  it('sends no key when the browser sent none', async () => {
    await forwardToService(context({}), 'booking', preAuth);
    expect(received).toBeDefined();
    expect(received?.get('Idempotency-Key')).toBeNull();
  });

  it('refuses a malformed key with a 400 before calling the service', async () => {
    for (const key of ['short', 'x'.repeat(65), 'has space here', 'semi;colon;key']) {
      await expect(forwardToService(context({ 'Idempotency-Key': key }), 'booking', preAuth)).rejects.toThrow(
        BadRequest,
      );
    }
    expect(received).toBeUndefined();
  });

  it('forwards it only for POSTs to the Booking and Hotel APIs', () => {
    const request = new Request('http://x/', { headers: { 'Idempotency-Key': 'abcdefgh' } });
    expect(idempotencyHeaderOf(request, 'booking', 'POST')).toEqual({ 'Idempotency-Key': 'abcdefgh' });
    expect(idempotencyHeaderOf(request, 'hotel', 'POST')).toEqual({ 'Idempotency-Key': 'abcdefgh' });
    expect(idempotencyHeaderOf(request, 'booking', 'GET')).toBeUndefined();
    expect(idempotencyHeaderOf(request, 'main', 'POST')).toBeUndefined();
    expect(idempotencyHeaderOf(undefined, 'booking', 'POST')).toBeUndefined();
  });

  it("cannot be used to overwrite the site's own headers", async () => {
    await forwardToService(context({ 'Idempotency-Key': 'abcdefgh' }), 'booking', {
      ...preAuth,
      headers: { Authorization: 'Bearer forged', 'X-Request-Id': 'forged' },
    });
    expect(received?.get('Authorization')).toBe('Bearer guest-1');
    expect(received?.get('X-Request-Id')).toBe('req-1');
  });

  it("passes the service's Idempotent-Replayed header back to the browser, and nothing else of its headers", async () => {
    fakeServices(() =>
      Response.json(
        { status: 'Success', message: '', data: { orderId: 'o-1' }, statusCode: 200 },
        { headers: { 'Idempotent-Replayed': 'true', 'X-Internal-Host': 'svc-7' } },
      ),
    );
    const replayed = await forwardToService(context({ 'Idempotency-Key': 'abcdefgh' }), 'booking', preAuth);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replayed.headers.get('X-Internal-Host')).toBeNull();
  });
});
