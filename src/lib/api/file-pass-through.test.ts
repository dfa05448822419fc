import { describe, expect, it } from 'vitest';
import { passFileThrough } from './file-pass-through';

const isPdf = (type: string) => type.startsWith('application/pdf');
const headers = { 'Content-Type': 'application/pdf', 'Cache-Control': 'private, no-store' };

describe('passFileThrough', () => {
  it('streams a 2xx file of the expected type with the route headers only', async () => {
    const service = new Response('%PDF-1.7', {
      status: 200,
      headers: { 'Content-Type': 'application/pdf; charset=binary', 'Set-Cookie': 'x=1' },
    });
    const answer = passFileThrough(service, isPdf, headers);
    expect(answer?.status).toBe(200);
    expect(Object.fromEntries(answer!.headers)).toEqual({
      'cache-control': 'private, no-store',
      'content-type': 'application/pdf',
    });
    expect(await answer!.text()).toBe('%PDF-1.7');
  });

  it('answers a service failure with the 502 envelope', async () => {
    const answer = passFileThrough(new Response('boom', { status: 503 }), isPdf, headers);
    expect(answer?.status).toBe(502);
    expect(await answer!.json()).toMatchObject({ status: 'Error', statusCode: 502 });
  });

  it.each([
    ['a refusal', new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } })],
    ['a 2xx of another type', new Response('{}', { status: 200, headers: { 'Content-Type': 'text/html' } })],
  ])('leaves %s to the route', (_name, service) => {
    expect(passFileThrough(service, isPdf, headers)).toBeNull();
  });
});
