import type { APIContext, AstroCookies } from 'astro';
import { beforeEach, describe, expect, it } from 'vitest';
import { forwardToService } from './bff';
import type { RequestScope } from './service-client';
import { registerEmbeddedServices } from './transport';

/** What the fake Booking service answers to the forwarded call. */
let answer: () => Response;

beforeEach(() => {
  registerEmbeddedServices(async (request) => {
    if (new URL(request.url).pathname.endsWith('/Login/publicToken')) {
      return Response.json({ access_token: 'guest-1', token_type: 'Bearer', expires_in: 86_400 });
    }
    return answer();
  });
});

function context(): APIContext {
  const values = new Map<string, string>();
  const cookies = {
    get: (name: string) => (values.has(name) ? { value: values.get(name) as string } : undefined),
    has: (name: string) => values.has(name),
    set: (name: string, value: string) => void values.set(name, value),
    delete: (name: string) => void values.delete(name),
  } as unknown as AstroCookies;
  const scope: RequestScope = {
    cookies,
    url: new URL('http://localhost:4321/'),
    now: () => Date.parse('2026-11-21T10:00:00Z'),
    clientIp: '203.0.113.9',
    requestId: 'req-1',
  };
  return { locals: { scope } } as unknown as APIContext;
}

const forward = () =>
  forwardToService(context(), 'booking', { method: 'POST', path: '/Payment/CardSurcharge', body: {} });

describe('forwardToService', () => {
  it("passes the service's status and JSON body through", async () => {
    answer = () =>
      Response.json({ status: 'Failed', message: 'No', data: null, statusCode: 409 }, { status: 409 });
    const response = await forward();
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ status: 'Failed', message: 'No', data: null, statusCode: 409 });
  });

  it('answers an endpoint the service does not have (a plain-text 404) with a 404 envelope, not a 502', async () => {
    answer = () => new Response('404 Not Found', { status: 404 });
    const response = await forward();
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      status: 'Failed',
      message: 'This endpoint is not available',
      statusCode: 404,
    });
  });

  it('answers another refusal without a JSON body with its status', async () => {
    answer = () => new Response('Forbidden', { status: 403 });
    expect((await forward()).status).toBe(403);
  });

  it('answers 502 when the service answers a server error that is not JSON', async () => {
    answer = () => new Response('<html>oops</html>', { status: 500 });
    const response = await forward();
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ status: 'Error', statusCode: 502 });
  });
});
