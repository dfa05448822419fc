import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { guardMethods } from './method-guard';

function siteLike() {
  const app = new Hono();
  app.use(guardMethods());
  // Stands in for Astro, which renders the page for any method that reaches it.
  app.all('*', (c) => c.html('<p>page</p>'));
  return app;
}

describe('guardMethods', () => {
  it.each(['PROPFIND', 'PURGE', 'LOCK', 'QUERY', 'DELETE', 'PATCH', 'X-ANYTHING'])(
    'answers %s with 405, Allow and a clear message',
    async (method) => {
      const response = await siteLike().request('/deals?page=2', { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET, HEAD, POST, PUT, OPTIONS');
      expect(await response.text()).toBe(
        `The ${method} method is not supported here. Use one of: GET, HEAD, POST, PUT, OPTIONS.`,
      );
    },
  );

  it('answers OPTIONS with the allowed methods and no page', async () => {
    const response = await siteLike().request('/', { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('Allow')).toBe('GET, HEAD, POST, PUT, OPTIONS');
    expect(await response.text()).toBe('');
  });

  it.each(['GET', 'POST', 'PUT'])('lets %s through to the pages', async (method) => {
    const response = await siteLike().request('/', { method });
    expect(response.status).toBe(200);
  });
});
