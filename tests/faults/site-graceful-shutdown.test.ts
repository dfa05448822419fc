/**
 * A real site instance (the built dist/server/entry.mjs, as the cluster runs it) on SIGTERM: it stops
 * taking connections, answers the request in flight, and exits 0. The services behind it are a stub
 * that holds every call until the test releases it, so the request is in flight by construction.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { nodeBinary } from '../../scripts/cluster/instance';
import { copySiteBuild, ensureSiteBuild } from '../../scripts/cluster/site-build';

const ROOT = join(import.meta.dirname, '../..');
const SITE_PORT = 8190;
let workDir: string;
let stub: Server;
const held: (() => void)[] = [];
// The request id each held call carried (the site passes its page's id on to the services).
const heldIds: string[] = [];

beforeAll(async () => {
  ensureSiteBuild(ROOT, { checkStale: false, log: console.log });
  workDir = mkdtempSync(join(tmpdir(), 'ctg-site-shutdown-'));
  stub = createServer((req, res) => {
    const answer = () => {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ status: 'Error', message: 'stub', data: null, statusCode: 503 }));
    };
    if (req.url?.endsWith('/readyz')) answer();
    else {
      held.push(answer);
      heldIds.push(String(req.headers['x-request-id']));
    }
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
});

afterAll(() => {
  for (const answer of held.splice(0)) answer();
  stub?.closeAllConnections();
  stub?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: SITE_PORT, path, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('exits 0 on SIGTERM after answering the request in flight, refusing new connections meanwhile', async () => {
  const entry = copySiteBuild(ROOT, workDir);
  const services = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  const output: string[] = [];
  const site = spawn(nodeBinary(ROOT), [entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(SITE_PORT),
      MAIN_API_URL: `${services}/svc/main`,
      BOOKING_API_URL: `${services}/svc/booking`,
      HOTEL_API_URL: `${services}/svc/hotel`,
      CONTENT_API_URL: `${services}/svc/content`,
      CONTENT_CHANGES_POLL_MS: '0',
      SHUTDOWN_GRACE_MS: '30000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  site.stdout.on('data', (chunk) => output.push(String(chunk)));
  site.stderr.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    site.on('exit', (code, signal) => resolve({ code, signal })),
  );

  try {
    // Listening (the stub answers readiness at once, with a 503: any answer will do).
    for (;;) {
      if (site.exitCode !== null) throw new Error(`site exited early:\n${output.join('')}`);
      if (
        await get('/readyz').then(
          () => true,
          () => false,
        )
      )
        break;
      await pause(100);
    }
    const inFlight = get('/', { 'X-Request-Id': 'graceful-shutdown-home' });
    // The home page is waiting on a (stubbed) service (not only a background call, like the content
    // change feed's, is).
    while (!heldIds.includes('graceful-shutdown-home')) await pause(20);
    site.kill('SIGTERM');
    // The listener closes first: a new connection is refused (a proxy moves on to another instance).
    let refused = false;
    while (!refused) {
      refused = await get('/healthz').then(
        () => false,
        (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
      );
      if (!refused) await pause(20);
    }
    expect(site.exitCode).toBeNull();
    // Released: the page in flight gets its whole answer, then the process exits by itself with 0.
    for (;;) {
      for (const answer of held.splice(0)) answer();
      if (site.exitCode !== null) break;
      const settled = await Promise.race([inFlight.then(() => true), pause(50).then(() => false)]);
      if (settled) break;
    }
    const answer = await inFlight;
    console.log(`in-flight GET / answered ${answer.status} (${answer.body.length} bytes) after SIGTERM`);
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.body).toMatch(/<\/html>\s*$/);
    for (;;) {
      for (const next of held.splice(0)) next();
      const done = await Promise.race([exited.then(() => true), pause(50).then(() => false)]);
      if (done) break;
    }
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(output.join('')).toContain('stopping: no new connections');
  } finally {
    if (site.exitCode === null && site.signalCode === null) site.kill('SIGKILL');
  }
});
