import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully, trackServer } from './graceful-shutdown';

let release: () => void = () => undefined;
const started: Server[] = [];

async function slowServer(): Promise<{ server: Server; url: string }> {
  const app = new Hono();
  app.get('/slow', async (c) => {
    await new Promise<void>((resolve) => (release = resolve));
    return c.json({ finished: true });
  });
  app.get('/fast', (c) => c.json({ ok: true }));
  const server = await new Promise<Server>((resolve) => {
    const created = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(created as Server),
    );
  });
  started.push(server);
  // As standalone.ts does at start: requests in flight at the shutdown then end their connection.
  trackServer(server);
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

afterEach(() => {
  release();
  for (const server of started.splice(0)) server.closeAllConnections();
});

describe('closeGracefully', () => {
  it('lets a request in flight finish, refuses new connections, and reports drained', async () => {
    const { server, url } = await slowServer();
    const inFlight = fetch(`${url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = closeGracefully(server, 5_000);
    await expect(fetch(`${url}/fast`, { headers: { Connection: 'close' } })).rejects.toThrow();
    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ finished: true });
    await expect(closing).resolves.toBe('drained');
  });

  it('cuts a request that outlives the bound and reports timed-out', async () => {
    const { server, url } = await slowServer();
    const inFlight = fetch(`${url}/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(closeGracefully(server, 200)).resolves.toBe('timed-out');
    await expect(inFlight).resolves.toBe('cut');
  });
});
