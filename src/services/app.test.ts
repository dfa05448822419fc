import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, jsonRequest, type TestServices } from './testing/test-platform';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

describe('every service', () => {
  it.each(['main', 'booking', 'hotel', 'content'] as const)(
    '%s answers health and readiness',
    async (name) => {
      const app = t.services[name];
      expect((await app.request('/healthz')).status).toBe(200);
      const ready = await app.request('/readyz');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    },
  );

  it('answers an unknown endpoint with a 404 envelope', async () => {
    const response = await t.services.booking.request('/No/Such/Endpoint', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 'Failed', statusCode: 404 });
  });

  it('refuses a body over the size limit with 413 before reading it', async () => {
    const huge = JSON.stringify({ siteId: 'x'.repeat(300 * 1024) });
    const response = await t.services.main.request('/Login/publicToken', jsonRequest('POST', huge));
    expect(response.status).toBe(413);
  });

  it('gives picture uploads a larger allowance than other bodies', async () => {
    const megabyte = JSON.stringify({ image: 'x'.repeat(1024 * 1024) });
    const upload = await t.services.main.request(
      '/Profile/UpdateProfileImage',
      jsonRequest('POST', megabyte),
    );
    expect(upload.status).toBe(401); // past the size limit, stopped by the missing token
    const other = await t.services.main.request(
      '/Profile/UpdatePersonalDetails',
      jsonRequest('POST', megabyte),
    );
    expect(other.status).toBe(413);
    const tooBig = JSON.stringify({ image: 'x'.repeat(3 * 1024 * 1024 + 1) });
    expect(
      (await t.services.main.request('/Profile/UpdateProfileImage', jsonRequest('POST', tooBig))).status,
    ).toBe(413);
  });

  it('echoes the caller request id so one id follows a request across the site and services', async () => {
    const response = await t.services.main.request('/healthz', {
      headers: { 'X-Request-Id': 'req-abc-123' },
    });
    expect(response.headers.get('X-Request-Id')).toBe('req-abc-123');
  });
});
