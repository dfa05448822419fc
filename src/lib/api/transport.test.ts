import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServiceUnavailableError, sendToService } from './transport';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answering = (response: Response) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );

describe('sendToService', () => {
  it('treats a 503 with Retry-After (the service lost its database) as the service unavailable', async () => {
    answering(new Response('{}', { status: 503, headers: { 'Retry-After': '5' } }));
    await expect(
      sendToService('booking', 'http://127.0.0.1:1/svc/booking', '/x', { method: 'GET' }),
    ).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('passes a 503 without Retry-After (one refused request, e.g. a form not stored) to the caller', async () => {
    answering(new Response('{}', { status: 503 }));
    const response = await sendToService('content', 'http://127.0.0.1:1/svc/content', '/x', {
      method: 'GET',
    });
    expect(response.status).toBe(503);
  });

  it('treats a connection failure as the service unavailable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(
      sendToService('main', 'http://127.0.0.1:1/svc/main', '/x', { method: 'GET' }),
    ).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});
