/**
 * The site's /dev/outbox.json (issue 9, items 2 and 5): only a browser on this machine reaching the
 * server directly may read it; a bad query is a 400 with a clear message, never a 500. The page calls
 * the real Main API, in process, as the embedded site does.
 */
import type { AstroCookies } from 'astro';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerEmbeddedServices } from '../../src/lib/api/transport';
import { GET } from '../../src/pages/dev/outbox.json';
import { SERVICE_MOUNTS } from '../../src/services/http/service-mounts';
import { createTestServices, type TestServices } from '../../src/services/testing/test-platform';

let demo: TestServices;
let production: TestServices;
let current: TestServices;

beforeAll(async () => {
  demo = await createTestServices({ OUTBOX_ENABLED: 'true' });
  production = await createTestServices({ NODE_ENV: 'production' });
  registerEmbeddedServices(async (request) => {
    const root = new Hono();
    root.route(SERVICE_MOUNTS.main, current.services.main);
    return root.fetch(request);
  });
  await demo.platform.mailer.send({
    to: 'reader@example.com',
    subject: 'Code',
    html: '<p>1</p>',
    text: '123456',
  });
});
afterAll(async () => {
  await demo.close();
  await production.close();
});

const noCookies = { get: () => undefined, has: () => false, set: () => undefined, delete: () => undefined };

/** GET /dev/outbox.json as the Node adapter hands it to the endpoint. */
async function getOutbox(
  query: string,
  {
    clientAddress = '127.0.0.1',
    headers = {},
  }: { clientAddress?: string; headers?: Record<string, string> } = {},
) {
  const url = new URL(`http://localhost:4321/dev/outbox.json${query}`);
  const scope = {
    cookies: noCookies as unknown as AstroCookies,
    url,
    now: () => Date.now(),
    clientIp: clientAddress,
    requestId: 'test',
  };
  const context = { request: new Request(url, { headers }), url, clientAddress, locals: { scope } };
  return GET(context as unknown as Parameters<typeof GET>[0]);
}

describe('/dev/outbox.json', () => {
  it('answers a browser on this machine (loopback, IPv4 or IPv6) with the outbox', async () => {
    current = demo;
    for (const clientAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await getOutbox('?to=reader@example.com', { clientAddress });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { emails: Array<{ text: string }> } };
      expect(body.data.emails.map((email) => email.text)).toEqual(['123456']);
    }
  });

  it.each([
    ['a client elsewhere', { clientAddress: '192.168.1.20' }],
    ['a client through a proxy (X-Forwarded-For)', { headers: { 'X-Forwarded-For': '127.0.0.1' } }],
    ['a client through a proxy (Forwarded)', { headers: { Forwarded: 'for=127.0.0.1;proto=http' } }],
    ['a client through a proxy (X-Real-IP)', { headers: { 'X-Real-IP': '127.0.0.1' } }],
  ])('answers 404 to %s', async (_case, request) => {
    current = demo;
    const response = await getOutbox('', request);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  it('answers 404 in production unless OUTBOX_ENABLED=true is set, even on this machine', async () => {
    current = production;
    expect((await getOutbox('')).status).toBe(404);
  });

  it.each([
    ['?limit=abc', 'limit: must be a whole number from 1 to 200'],
    ['?limit=-1', 'limit: must be a whole number from 1 to 200'],
    ['?limit=0', 'limit: must be a whole number from 1 to 200'],
    [`?to=${'x'.repeat(5000)}`, 'to: must be an email address of at most 254 characters'],
  ])('answers 400 with a clear message to %s', async (query, message) => {
    current = demo;
    const response = await getOutbox(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'Failed', message, statusCode: 400 });
  });
});
