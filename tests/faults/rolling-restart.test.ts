/**
 * A rolling restart under steady traffic (issue 14): every instance of a 2 + 2 cluster is stopped
 * (SIGTERM, its graceful shutdown) and started again, one after another, while 8 clients keep browsing
 * pages and searching through the BFF. No client may see a 5xx or a failed connection, and every
 * instance must exit 0. Helper A's ports (8150 nginx, 8160.. instances) and Redis db 1.
 */
import { Agent, request as httpRequest } from 'node:http';
import { expect, it } from 'vitest';
import { searchBody } from '../../scripts/shared/booking-driver';
import { clusterForFile } from './support/cluster-for-file';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/ctg_a_rolling_restart';
const CLIENTS = 8;
const started = clusterForFile(8150, DATABASE_URL);

interface Figures {
  requests: number;
  byStatus: Record<string, number>;
  /** Requests resent once after the connection they were written into had been closed (browser rule). */
  resent: number;
  /** Every 5xx and failed connection (the first 20 described in `failures`). */
  failed: number;
  failures: string[];
  maxMs: number;
}

interface Sent {
  status: number;
  body: string;
  setCookies: string[];
}

/**
 * One request on a keep-alive agent. A connection the server (nginx) closed while idle in the pool
 * fails the request written into it before any answer; browsers resend such a request once on a fresh
 * connection, whatever its method (and Node documents the same rule: reusedSocket and ECONNRESET), so
 * the client does too and counts it. Any other failure is the test's failure.
 */
function sendOnce(agent: Agent, url: URL, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<Sent>((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const setCookie = res.headers['set-cookie'] ?? [];
        resolve({ status: res.statusCode ?? 0, body: text, setCookies: setCookie });
      });
      res.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(Object.assign(error, { reusedSocket: req.reusedSocket })),
    );
    req.end(body);
  });
}

/** One browser-like client: a cookie jar, pages, and the flight search the home page's form posts. */
async function client(
  origin: string,
  figures: Figures,
  running: () => boolean,
  index: number,
): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const cookies = new Map<string, string>();
  const fail = (what: string) => {
    figures.failed += 1;
    if (figures.failures.length < 20) figures.failures.push(`${new Date().toISOString()} ${what}`);
  };
  const send = async (
    label: string,
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ) => {
    const started = performance.now();
    const headers = {
      ...init.headers,
      Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    figures.requests += 1;
    try {
      let answer: Sent;
      try {
        answer = await sendOnce(agent, new URL(path, origin), init.method ?? 'GET', headers, init.body);
      } catch (error) {
        const { code, reusedSocket } = error as NodeJS.ErrnoException & { reusedSocket?: boolean };
        if (!reusedSocket || code !== 'ECONNRESET') throw error;
        figures.resent += 1;
        answer = await sendOnce(agent, new URL(path, origin), init.method ?? 'GET', headers, init.body);
      }
      for (const line of answer.setCookies) {
        const [pair = ''] = line.split(';');
        const equals = pair.indexOf('=');
        if (equals > 0) cookies.set(pair.slice(0, equals).trim(), pair.slice(equals + 1).trim());
      }
      figures.byStatus[answer.status] = (figures.byStatus[answer.status] ?? 0) + 1;
      if (answer.status >= 500) fail(`${label} ${answer.status} ${answer.body.slice(0, 120)}`);
      return answer;
    } catch (error) {
      figures.byStatus.neterr = (figures.byStatus.neterr ?? 0) + 1;
      fail(`${label} ${String((error as NodeJS.ErrnoException).code ?? error)}`);
      return { status: 0, body: '', setCookies: [] };
    } finally {
      figures.maxMs = Math.max(figures.maxMs, performance.now() - started);
    }
  };
  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: origin },
    body: JSON.stringify(body),
  });
  const depDate = new Date(Date.now() + (20 + index) * 86_400_000).toISOString().slice(0, 10);

  while (running()) {
    await send('GET /', '/', { headers: { Accept: 'text/html' } });
    await send('GET /search', '/search', { headers: { Accept: 'text/html' } });
    const search = await send(
      'POST search',
      '/api/booking/AirShopping/Search',
      json(searchBody({ depDate })),
    );
    const rspId = (() => {
      try {
        return (JSON.parse(search.body) as { data?: { shoppingRspId?: string } }).data?.shoppingRspId;
      } catch {
        return undefined;
      }
    })();
    if (rspId) {
      await send(
        'POST results',
        '/api/booking/AirShopping/GetResult',
        json({ shoppingRspId: rspId, pageNumber: 1 }),
      );
    }
  }
  agent.destroy();
}

it('restarts every instance under traffic without a 5xx or a lost connection', async () => {
  const figures: Figures = { requests: 0, byStatus: {}, resent: 0, failed: 0, failures: [], maxMs: 0 };
  let traffic = true;
  const clients = Array.from({ length: CLIENTS }, (_, i) =>
    client(started.cluster!.url, figures, () => traffic, i),
  );

  // Traffic flowing before the first restart.
  while (figures.requests < CLIENTS * 4) await new Promise((resolve) => setTimeout(resolve, 50));
  const exits: Record<string, number | null> = {};
  const before = figures.requests;
  const restartStarted = performance.now();
  for (const instance of started.cluster!.instances) {
    exits[instance.name] = await instance.stop();
    await instance.start();
  }
  const duringRestarts = figures.requests - before;
  const restartSeconds = (performance.now() - restartStarted) / 1000;
  // And after the last one, so every instance serves again under the same traffic.
  const after = figures.requests + CLIENTS * 4;
  while (figures.requests < after) await new Promise((resolve) => setTimeout(resolve, 50));
  traffic = false;
  await Promise.all(clients);

  console.log(
    `rolling restart: ${figures.requests} requests, by status ${JSON.stringify(figures.byStatus)}, ` +
      `resent on a closed keep-alive connection ${figures.resent}, ` +
      `max latency ${Math.round(figures.maxMs)} ms, exits ${JSON.stringify(exits)}; ` +
      `${duringRestarts} requests sent during the ${restartSeconds.toFixed(1)} s of restarts`,
  );
  expect(figures.failures).toEqual([]);
  expect(figures.failed).toBe(0);
  expect(Object.values(exits)).toEqual(started.cluster!.instances.map(() => 0));
  // Traffic ran through the restarts, and reached the services (not every answer a refusal).
  expect(duringRestarts).toBeGreaterThan(CLIENTS * 4);
  expect(figures.byStatus['200'] ?? 0).toBeGreaterThan(figures.requests / 2);
});
