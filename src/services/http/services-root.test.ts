import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { Hono } from 'hono';
import { createServicesRoot, mountServices } from './services-root';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(async () => {
  await t.close();
});

describe('the standalone services root', () => {
  it('answers an unknown path under a service mount with the 404 envelope, not plain text', async () => {
    const root = createServicesRoot(t.services);
    const publicToken = await (
      await root.request('/svc/main/Login/publicToken', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ siteId: 'web' }),
      })
    ).json();
    for (const [path, headers] of [
      ['/svc/main/No/Such', {}],
      [
        '/svc/content/deals/',
        {
          Authorization: `Bearer ${publicToken.access_token}`,
          'X-Channel-Code': 'web',
          'X-Site-Code': 'web',
        },
      ],
      ['/nowhere', {}],
    ] as const) {
      const answer = await root.request(path, { headers });
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('content-type'), path).toContain('application/json');
      expect(await answer.json(), path).toMatchObject({ status: 'Failed', statusCode: 404 });
    }
  });

  it('closes the connection after answering without reading a request body', async () => {
    const root = createServicesRoot(t.services);
    const unread = await root.request('/svc/main/Profile/RetrieveProfile', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ value: 'x'.repeat(1000) }),
    });
    expect(unread.status).toBe(401);
    expect(unread.headers.get('connection')).toBe('close');
    const read = await root.request('/svc/main/Login/publicToken', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ siteId: 'web' }),
    });
    expect(read.headers.get('connection')).toBeNull();
  });

  it("answers the embedded dispatcher's unknown paths (endpoints no service has) with the 404 envelope", async () => {
    const root = mountServices(new Hono(), t.services);
    const answer = await root.request('/svc/hotel/Order/NoSuchEndpoint', { method: 'POST' });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ status: 'Failed', statusCode: 404 });
  });
});
