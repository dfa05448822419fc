import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import routeCacheProvider from './route-cache-provider.server';

const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const page = `<!doctype html><html><body>${'<p>Sydney to London in business class.</p>'.repeat(60)}</body></html>`;

/** A page as Astro hands it to the provider after Astro.cache.set({ maxAge: 60, swr: 300, tags }). */
function rendered(options: { tags?: string; cookie?: string; status?: number } = {}) {
  const headers = new Headers({
    'Content-Type': 'text/html',
    'CDN-Cache-Control': 'max-age=60, stale-while-revalidate=300',
    'Cache-Tag': options.tags ?? 'content,list:deal',
    'X-Request-Id': 'first-request',
  });
  if (options.cookie) headers.set('Set-Cookie', options.cookie);
  return new Response(page, { status: options.status ?? 200, headers });
}

function visit(
  provider: ReturnType<typeof routeCacheProvider>,
  path: string,
  next: () => Promise<Response>,
  headers = {},
) {
  const request = new Request(`https://site.test${path}`, {
    headers: { 'Accept-Encoding': 'gzip', ...headers },
  });
  return provider.onRequest!({ request, url: new URL(request.url), logger }, next);
}

describe('route cache provider', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('renders once, then answers from memory gzipped, without the first request id', async () => {
    const provider = routeCacheProvider();
    const next = vi.fn(async () => rendered());
    const first = await visit(provider, '/deals', next);
    expect(first.headers.get('X-Cache')).toBe('MISS');
    const second = await visit(provider, '/deals', next);
    expect(second.headers.get('X-Cache')).toBe('HIT');
    expect(next).toHaveBeenCalledTimes(1);
    expect(second.headers.get('Content-Encoding')).toBe('gzip');
    expect(second.headers.get('X-Request-Id')).toBeNull();
    expect(gunzipSync(new Uint8Array(await second.arrayBuffer())).toString()).toBe(page);
    const plain = await visit(provider, '/deals', next, { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
  });

  it('never stores a page that sets a cookie or is not a 200, and never serves a personal request', async () => {
    const provider = routeCacheProvider();
    const withCookie = vi.fn(async () => rendered({ cookie: 'ctg_form_flash=x' }));
    await visit(provider, '/contact', withCookie);
    await visit(provider, '/contact', withCookie);
    expect(withCookie).toHaveBeenCalledTimes(2);

    const missing = vi.fn(async () => rendered({ status: 404 }));
    await visit(provider, '/nope', missing);
    await visit(provider, '/nope', missing);
    expect(missing).toHaveBeenCalledTimes(2);

    const next = vi.fn(async () => rendered());
    await visit(provider, '/insights', next);
    const signedIn = await visit(provider, '/insights', next, { Cookie: 'ctg_auth_token=t' });
    expect(signedIn.headers.get('X-Cache')).toBeNull();
    expect(next).toHaveBeenCalledTimes(2);
  });

  it('purges by tag, and serves a stale copy while one render replaces it', async () => {
    const provider = routeCacheProvider();
    const deals = vi.fn(async () => rendered({ tags: 'list:deal' }));
    const insights = vi.fn(async () => rendered({ tags: 'list:insight' }));
    await visit(provider, '/deals', deals);
    await visit(provider, '/insights', insights);
    await provider.invalidate({ tags: ['list:deal'] });
    expect((await visit(provider, '/deals', deals)).headers.get('X-Cache')).toBe('MISS');
    expect((await visit(provider, '/insights', insights)).headers.get('X-Cache')).toBe('HIT');

    vi.advanceTimersByTime(61_000);
    const stale = await visit(provider, '/insights', insights);
    expect(stale.headers.get('X-Cache')).toBe('STALE');
    await vi.waitFor(async () =>
      expect((await visit(provider, '/insights', insights)).headers.get('X-Cache')).toBe('HIT'),
    );
    expect(insights).toHaveBeenCalledTimes(2);
  });

  it('does not keep a page whose render overlapped a purge (it may show what was purged)', async () => {
    const provider = routeCacheProvider();
    let finish: (response: Response) => void = () => {};
    const slow = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    const visiting = visit(provider, '/deals', slow);
    await vi.waitFor(() => expect(slow).toHaveBeenCalledTimes(1));
    await provider.invalidate({ tags: ['list:deal'] });
    finish(rendered());
    expect((await visiting).headers.get('X-Cache')).toBe('MISS');
    const fresh = vi.fn(async () => rendered());
    expect((await visit(provider, '/deals', fresh)).headers.get('X-Cache')).toBe('MISS');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('lets concurrent first visits wait for one render', async () => {
    const provider = routeCacheProvider();
    let finish: (response: Response) => void = () => {};
    const next = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    const visits = [
      visit(provider, '/deals', next),
      visit(provider, '/deals', next),
      visit(provider, '/deals', next),
    ];
    await vi.waitFor(() => expect(next).toHaveBeenCalledTimes(1));
    finish(rendered());
    const statuses = (await Promise.all(visits)).map((response) => response.headers.get('X-Cache'));
    expect(statuses.sort()).toEqual(['HIT', 'HIT', 'MISS']);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
