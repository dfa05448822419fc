/**
 * The site's same-origin API in a unit test, without a server: Astro's cookies over a Map, the
 * embedded transport pointed at fresh services, and a browser (its cookie jar) calling /api/main/* as
 * the Node adapter hands a request over.
 */
import { Hono } from 'hono';
import { registerEmbeddedServices } from '../../src/lib/api/transport';
import { POST } from '../../src/pages/api/main/[...path]';
import { SERVICE_MOUNTS } from '../../src/services/http/service-mounts';
import { createTestServices, type TestServices } from '../../src/services/testing/test-platform';
import { cookieJar } from './cookie-jar';

/** Fresh services, whose Main API the site's service transport dispatches to, as in embedded mode. */
export async function openMainApi(): Promise<TestServices> {
  const t = await createTestServices();
  registerEmbeddedServices(async (request) => {
    const root = new Hono();
    root.route(SERVICE_MOUNTS.main, t.services.main);
    return root.fetch(request);
  });
  return t;
}

/** One browser (its cookie jar) calling /api/main/*, from `clientIp` unless a call names another. */
export function mainApiBrowser(clientIp: string) {
  const { jar, cookies } = cookieJar();
  const call = async (path: string, body: unknown, from = clientIp) => {
    const url = new URL(`http://localhost:4321/api/main/${path}`);
    const request = new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url.origin },
      body: JSON.stringify(body),
    });
    const scope = { cookies, url, now: () => Date.now(), clientIp: from, requestId: 'test' };
    const context = { request, url, params: { path }, cookies, locals: { scope } };
    const response = await POST(context as unknown as Parameters<typeof POST>[0]);
    return { status: response.status, text: await response.text() };
  };
  return { jar, call };
}
