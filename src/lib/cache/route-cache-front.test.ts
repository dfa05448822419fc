import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedPageHtml, cachedPageResponse } from './cached-page.fixture';
import routeCacheProvider from './route-cache-provider.server';
import { serveRouteCacheHits } from './route-cache-front';
import { applyContentChange } from './content-invalidation';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const page = cachedPageHtml('Business class to London.');

/**
 * The request entry in small: the front door, then "Astro", a handler that hands the request to the
 * real cache provider with a page render behind it (counted, so a hit that reached Astro shows).
 */
function site() {
  const provider = routeCacheProvider();
  const render = vi.fn(async () => cachedPageResponse(page));
  const astro = vi.fn((request: Request) =>
    provider.onRequest!({ request, url: new URL(request.url), logger }, render),
  );
  const app = new Hono();
  app.use(serveRouteCacheHits());
  app.all('*', (c) => astro(c.req.raw));
  const visit = (path: string, headers: Record<string, string> = {}) =>
    app.request(`https://site.test${path}`, { headers: { 'Accept-Encoding': 'gzip', ...headers } });
  return { provider, render, astro, visit };
}

describe('route cache front door', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('answers a fresh page without invoking Astro, from the store the provider fills', async () => {
    const { astro, render, visit } = site();
    expect((await visit('/deals')).headers.get('X-Cache')).toBe('MISS');
    expect(astro).toHaveBeenCalledTimes(1);
    const hit = await visit('/deals?utm_source=mail');
    expect(hit.headers.get('X-Cache')).toBe('HIT');
    expect(hit.headers.get('Content-Encoding')).toBe('gzip');
    expect(astro).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledTimes(1);
    // The key's variations hold: another language is another page, rendered by Astro.
    await visit('/deals', { Cookie: 'ctg_lang=zh-CN' });
    expect(astro).toHaveBeenCalledTimes(2);
  });

  it('sends signed-in visitors and preview to Astro, never a stored page', async () => {
    const { astro, visit } = site();
    await visit('/deals');
    const bypasses: [string, Record<string, string>][] = [
      ['/deals', { Cookie: 'ctg_auth_token=t; ctg_fb_profile_exp=1' }],
      ['/deals', { Cookie: 'ctg_preview=1' }],
      ['/deals?mode=1', {}],
    ];
    for (const [path, headers] of bypasses) {
      expect((await visit(path, headers)).headers.get('X-Cache')).toBeNull();
    }
    expect(astro).toHaveBeenCalledTimes(1 + bypasses.length);
  });

  it('leaves stale pages and purged ones to the provider', async () => {
    const { astro, render, visit } = site();
    await visit('/deals');
    vi.advanceTimersByTime(61_000);
    expect((await visit('/deals')).headers.get('X-Cache')).toBe('STALE');
    expect(astro).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    expect((await visit('/deals')).headers.get('X-Cache')).toBe('HIT');
    expect(astro).toHaveBeenCalledTimes(2);

    // The content change feed purges the one store: the next visit renders again.
    expect(applyContentChange({ tags: ['list:deal'] })).toBe(1);
    expect((await visit('/deals')).headers.get('X-Cache')).toBe('MISS');
    expect(astro).toHaveBeenCalledTimes(3);
  });

  it('never answers anything but GET', async () => {
    const { astro, visit } = site();
    await visit('/deals');
    const app = new Hono();
    app.use(serveRouteCacheHits());
    app.all('*', (c) => c.text('astro'));
    const head = await app.request('https://site.test/deals', { method: 'HEAD' });
    expect(head.headers.get('X-Cache')).toBeNull();
    expect(astro).toHaveBeenCalledTimes(1);
  });
});
