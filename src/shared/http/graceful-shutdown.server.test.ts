import { createServer, request as httpRequest, Agent, type Server, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully, readGraceMs, trackServer } from './graceful-shutdown.server';

const started: Server[] = [];
const releases: (() => void)[] = [];
const releaseAll = () => {
  for (const release of releases.splice(0)) release();
};

/**
 * /slow waits for the test to release it before sending anything; /stream sends its head at once and
 * its end when released; /fast answers at once.
 */
async function slowServer(): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    if (req.url === '/fast') {
      res.end('fast');
      return;
    }
    if (req.url === '/stream') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('head ');
    }
    releases.push(() => res.end('finished'));
  });
  // Far longer than any grace below: an idle keep-alive connection must be closed by the shutdown,
  // not by this timeout.
  server.keepAliveTimeout = 120_000;
  trackServer(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  started.push(server);
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string, agent?: Agent): Promise<{ res: IncomingMessage; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: agent ?? false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ res, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Resolves once the server has `count` requests it has not answered yet. */
async function waitForPending(count: number): Promise<void> {
  while (releases.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
}

afterEach(() => {
  releaseAll();
  for (const server of started.splice(0)) server.closeAllConnections();
});

describe('closeGracefully (site instances)', () => {
  it('lets a request in flight finish, refuses new connections, and reports drained', async () => {
    const { server, port } = await slowServer();
    const inFlight = get(port, '/slow');
    await waitForPending(1);
    const closing = closeGracefully(server, 30_000);
    await expect(get(port, '/fast')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    releaseAll();
    const { res, body } = await inFlight;
    expect(res.statusCode).toBe(200);
    expect(body).toBe('finished');
    await expect(closing).resolves.toBe('drained');
  });

  it('answers a request in flight with Connection: close, so a proxy does not reuse the connection', async () => {
    const { server, port } = await slowServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    // Before the shutdown, answers keep the connection alive.
    expect((await get(port, '/fast', agent)).res.headers.connection).toBe('keep-alive');
    const inFlight = get(port, '/slow', agent);
    await waitForPending(1);
    const closing = closeGracefully(server, 30_000);
    releaseAll();
    expect((await inFlight).res.headers.connection).toBe('close');
    await expect(closing).resolves.toBe('drained');
    agent.destroy();
  });

  it('answers a request a proxy sends on an idle keep-alive connection after the shutdown began', async () => {
    const { server, port } = await slowServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, '/fast', agent)).res.headers.connection).toBe('keep-alive');
    // The connection is idle in the client's pool when the shutdown starts; closing it from the server
    // side would lose a request written into it at that moment.
    const closing = closeGracefully(server, 30_000);
    const { res, body } = await get(port, '/fast', agent);
    expect(res.statusCode).toBe(200);
    expect(body).toBe('fast');
    expect(res.headers.connection).toBe('close');
    await expect(closing).resolves.toBe('drained');
    agent.destroy();
  });

  it('ends once an idle keep-alive connection reaches the keep-alive timeout', async () => {
    const { server, port } = await slowServer();
    server.keepAliveTimeout = 300;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const inFlight = get(port, '/stream', agent);
    await waitForPending(1);
    // Its head went out saying keep-alive before the shutdown; the connection idles afterwards.
    const closing = closeGracefully(server, 60_000);
    releaseAll();
    expect((await inFlight).body).toBe('head finished');
    await expect(closing).resolves.toBe('drained');
    agent.destroy();
  });

  it('cuts a request that outlives the bound and reports timed-out', async () => {
    const { server, port } = await slowServer();
    const inFlight = get(port, '/slow').then(
      () => 'answered',
      () => 'cut',
    );
    await waitForPending(1);
    await expect(closeGracefully(server, 200)).resolves.toBe('timed-out');
    await expect(inFlight).resolves.toBe('cut');
  });
});

describe('readGraceMs', () => {
  it('defaults to 10 s and refuses what is not a whole number of milliseconds', () => {
    expect(readGraceMs({})).toBe(10_000);
    expect(readGraceMs({ SHUTDOWN_GRACE_MS: '2500' })).toBe(2_500);
    expect(() => readGraceMs({ SHUTDOWN_GRACE_MS: '2.5s' })).toThrow(/SHUTDOWN_GRACE_MS/);
  });
});
