/**
 * The standalone services server the fuzz stage talks to (`npm run start:services` on a temporary
 * DATA_DIR and a free port), and the tokens it fuzzes with, obtained through the real endpoints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNT } from '../../src/services/seed/seed';
import { SITE_ID } from './cases';

/** The address every fuzz request claims (X-Client-Ip); the server exempts it from rate limits. */
export const FUZZ_CLIENT_IP = '127.0.0.1';

/** The Content API editor key the server is started with, so the editor endpoints are reachable. */
const FUZZ_EDITOR_KEY = 'fuzz-editor-key-0123456789abcdef';

export interface ServicesServer {
  origin: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startServicesServer(root: string): Promise<ServicesServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ctg-fuzz-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    SERVICES_PORT: String(port),
    SERVICES_HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'development',
    RATE_LIMIT_EXEMPT_IPS: FUZZ_CLIENT_IP,
    OUTBOX_ENABLED: 'true',
    CONTENT_EDITOR_TOKEN: FUZZ_EDITOR_KEY,
  };
  // Embedded PGlite and an in-memory cache: the fuzz must not touch a shared database or Redis.
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']) delete env[name];
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'start:services'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited && child.pid) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  // Start-up is initdb, migrations and the content seed: up to a minute on a loaded machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(`${origin}/svc/main/readyz`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(
    exited ? 'the services server exited during start-up' : 'the services server did not start',
  );
}

export interface Credentials {
  public: string;
  account: string;
  editor: string;
}

/** The fields of the answers this file reads (token answers, and envelopes of the sign-in steps). */
interface Answer {
  access_token?: string;
  data?: { loginToken?: string; access_token?: string };
}

async function postJson(origin: string, path: string, body: unknown): Promise<Answer> {
  const answer = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Client-Ip': FUZZ_CLIENT_IP },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as Answer;
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(json)}`);
  return json;
}

/** A public token, and the demo account signed in with the code read from the outbox (loopback). */
export async function obtainCredentials(origin: string): Promise<Credentials> {
  const publicToken = (await postJson(origin, '/svc/main/Login/publicToken', { siteId: SITE_ID }))
    .access_token;
  const step = await postJson(origin, '/svc/main/Login/Token', {
    username: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
    siteId: SITE_ID,
  });
  const loginToken = step.data?.loginToken;
  if (!loginToken) throw new Error('the demo account did not get to the two-factor step');
  const code = await readCode(origin, DEMO_ACCOUNT.email);
  const signedIn = await postJson(origin, '/svc/main/Login/Verify2FA', { loginToken, code });
  const account = signedIn.data?.access_token;
  if (!publicToken || !account) throw new Error('the public token or the demo sign-in did not succeed');
  return { public: publicToken, account, editor: FUZZ_EDITOR_KEY };
}

/** The six-digit code of the newest email to the address; mail is queued, so it may take a moment. */
async function readCode(origin: string, to: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`${origin}/svc/main/Dev/Outbox?to=${encodeURIComponent(to)}&limit=1`, {
      headers: { 'X-Client-Ip': FUZZ_CLIENT_IP },
    });
    if (answer.ok) {
      const { data } = (await answer.json()) as { data: { emails: Array<{ text: string }> } };
      const code = /\b(\d{6})\b/.exec(data.emails[0]?.text ?? '')?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no sign-in code reached the outbox for ${to}`);
}
