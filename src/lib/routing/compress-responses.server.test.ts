import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressResponses } from './compress-responses.server';

const PAGE = `<!doctype html><html><body>${'<p>Business class to London, lie-flat all the way.</p>'.repeat(200)}</body></html>`;

/** A body produced in two parts, the second only after a timer (as a page waiting on I/O). */
function slowBody(): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const half = PAGE.length / 2;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(PAGE.slice(0, half)));
      setTimeout(() => {
        controller.enqueue(encoder.encode(PAGE.slice(half)));
        controller.close();
      }, 20);
    },
  });
}

type Route = (headers: Headers) => Response;

const ROUTES: Record<string, Route> = {
  '/page': () => new Response(PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
  '/slow': () => new Response(slowBody(), { headers: { 'Content-Type': 'text/html' } }),
  '/json': () => Response.json({ items: Array.from({ length: 200 }, (_, i) => ({ i })) }),
  '/small': () =>
    new Response('<p>hi</p>', { headers: { 'Content-Type': 'text/html', 'Content-Length': '9' } }),
  '/image': () => new Response(new Uint8Array(4096), { headers: { 'Content-Type': 'image/png' } }),
  '/no-transform': () =>
    new Response(PAGE, { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'no-transform' } }),
  '/encoded': () =>
    new Response(PAGE, { headers: { 'Content-Type': 'text/html', 'Content-Encoding': 'br' } }),
  '/partial': () => new Response(PAGE, { status: 206, headers: { 'Content-Type': 'text/html' } }),
  '/etag': () =>
    new Response(PAGE, { headers: { 'Content-Type': 'text/html', ETag: '"v1"', Vary: 'Cookie' } }),
  '/empty': () => new Response(null, { status: 204 }),
};

function appWith(middleware: ReturnType<typeof compressResponses>): Hono {
  const app = new Hono();
  app.use(middleware);
  app.all('*', (c) =>
    (ROUTES[c.req.path] ?? (() => new Response('none', { status: 404 })))(c.req.raw.headers),
  );
  return app;
}

async function decoded(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('Content-Encoding');
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  if (encoding === 'deflate') return inflateSync(bytes).toString();
  return bytes.toString();
}

const ours = appWith(compressResponses());
const hono = appWith(compress());

describe('compressResponses', () => {
  it.each([
    ['/page', 'GET', 'gzip, deflate, br'],
    ['/page', 'GET', 'deflate'],
    ['/page', 'GET', 'gzip;q=0.5, deflate;q=0.8'],
    ['/page', 'GET', '*'],
    ['/page', 'GET', 'identity'],
    ['/page', 'GET', undefined],
    ['/page', 'HEAD', 'gzip'],
    ['/slow', 'GET', 'gzip'],
    ['/json', 'GET', 'gzip'],
    ['/small', 'GET', 'gzip'],
    ['/image', 'GET', 'gzip'],
    ['/no-transform', 'GET', 'gzip'],
    ['/encoded', 'GET', 'gzip'],
    ['/partial', 'GET', 'gzip'],
    ['/etag', 'GET', 'gzip'],
    ['/empty', 'GET', 'gzip'],
  ])('answers %s (%s, Accept-Encoding %s) as hono compress() does', async (path, method, accept) => {
    const headers: Record<string, string> = accept === undefined ? {} : { 'Accept-Encoding': accept };
    const init = { method, headers };
    const [mine, theirs] = await Promise.all([ours.request(path, init), hono.request(path, init)]);
    expect(mine.status).toBe(theirs.status);
    for (const header of ['Content-Encoding', 'Vary', 'ETag', 'Content-Type', 'Cache-Control']) {
      expect(mine.headers.get(header), header).toBe(theirs.headers.get(header));
    }
    expect(await decoded(mine)).toBe(await decoded(theirs));
  });

  it('compresses a body that is ready in one call, with its length', async () => {
    const response = await ours.request('/page', { headers: { 'Accept-Encoding': 'gzip' } });
    const bytes = await response.clone().arrayBuffer();
    expect(response.headers.get('Content-Length')).toBe(String(bytes.byteLength));
    expect(await decoded(response)).toBe(PAGE);
  });

  it('keeps streaming a body that waits on I/O', async () => {
    const response = await ours.request('/slow', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Length')).toBeNull();
    expect(await decoded(response)).toBe(PAGE);
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['gzip, deflate', 'gzip'],
    ['deflate, gzip', 'gzip'],
    ['deflate', 'deflate'],
    ['gzip;q=0, deflate;q=0.1', 'deflate'],
    ['br', undefined],
    ['*;q=0.5', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
