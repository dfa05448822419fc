import { beforeEach, describe, expect, it } from 'vitest';
import { forwardToService } from './bff';
import { bffContext, fakeServices } from '../../../tests/support/bff-context';

/** What the fake Booking service answers to the forwarded call. */
let answer: () => Response;

beforeEach(() => {
  fakeServices(() => answer());
});

const context = () => bffContext();

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

  it('passes a JSON envelope on as the service wrote it, headers other than the replay mark left behind', async () => {
    const written = '{"status":"Success","message":"","data":{"amount":12.5},"statusCode":200}';
    answer = () =>
      new Response(written, {
        headers: {
          'Content-Type': 'application/json; charset=UTF-8',
          'Idempotent-Replayed': 'true',
          'X-Other': '1',
        },
      });
    const response = await forward();
    expect(await response.text()).toBe(written);
    expect(response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(response.headers.get('X-Other')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('passes the bytes on unchanged: text beyond ASCII and a trailing line break included', async () => {
    const written =
      '{"status":"Success","message":"","data":{"city":"Zürich","ja":"東京"},"statusCode":200}\r\n';
    answer = () => new Response(written, { headers: { 'Content-Type': 'application/json' } });
    const response = await forward();
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(written));
  });

  it('still refuses a server error declared as JSON whose body is not JSON', async () => {
    answer = () =>
      new Response('{"status":"Error", truncated', {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      });
    expect((await forward()).status).toBe(502);
    answer = () =>
      new Response('<html>oops</html>', { status: 500, headers: { 'Content-Type': 'application/json' } });
    expect((await forward()).status).toBe(502);
  });
});
