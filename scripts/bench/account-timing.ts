/**
 * `npm run bench:account-timing`: how long forgot-password and sign-up take for a registered address and
 * for an unknown one (account enumeration by timing, docs/security.md), not a test. The Main API runs in
 * process over PGlite on disk (a fresh temporary data folder, like `npm start`), and each endpoint gets
 * BENCH_SAMPLES requests per path (default 300), known and unknown alternating (and which goes first)
 * so drift of the machine's load affects both alike, each for its own address from its own client
 * address, below every rate limit. The background jobs run as under `npm start` (email is queued with its delivery
 * job, and delivered to the development outbox meanwhile); BENCH_JOBS=0 leaves them off. To see where
 * a difference comes from: BENCH_GAP_MS pauses before each request (the deliverer's work of the last
 * one then falls outside the next), BENCH_NO_NOTIFY=1 stops the deliverer waking on a new job. Prints
 * the median and p90 of each path and their differences.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureAccountProfile, insertAccount } from '../../src/services/account/account.repo';
import { hashPassword } from '../../src/services/account/password';
import { createServices } from '../../src/services/app';
import { MAIL_DELIVER_QUEUE } from '../../src/services/jobs/mail-jobs';
import { startBackgroundJobs } from '../../src/services/jobs/start-jobs';
import { createPlatform } from '../../src/services/platform/platform';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const WARM_UP = 20;
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 0);
const PASSWORD = 'Correct-Horse-Battery-9';

const dataDir = await mkdtemp(join(tmpdir(), 'ctg-bench-account-timing-'));
const env = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  TOKEN_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  OUTBOX_ENABLED: 'true',
};
const platform = await createPlatform(env);
const withJobs = process.env.BENCH_JOBS !== '0';
const queue = withJobs ? await startBackgroundJobs(platform, env) : undefined;
if (process.env.BENCH_NO_NOTIFY) await queue?.boss.updateQueue(MAIL_DELIVER_QUEUE, { notify: false });
const main = createServices(platform, { apiReference: false }).main;

const pct = (samples: number[], p: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.ceil(samples.length * p) - 1)] ?? NaN;

let request = 0;
/** Milliseconds until the answer, from a client address no limit has seen yet. */
async function timePost(path: string, body: unknown): Promise<number> {
  request += 1;
  if (GAP_MS > 0) await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  const clientIp = `10.${(request >> 16) & 255}.${(request >> 8) & 255}.${request & 255}`;
  const started = performance.now();
  const response = await main.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Client-Ip': clientIp },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status} (request ${request})`);
  return elapsed;
}

/** Registered accounts for the known path, made up front (one password hash shared by all). */
async function createAccounts(prefix: string, count: number): Promise<string[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const emails: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `${prefix}-known-${i}@example.com`;
    const account = await insertAccount(platform, {
      email,
      passwordHash,
      title: 'Mr',
      givenName: 'Known',
      familyName: 'Traveller',
      status: 'active',
    });
    await ensureAccountProfile(platform, account.id);
    emails.push(email);
  }
  return emails;
}

async function measure(label: string, path: string, bodyFor: (email: string) => unknown, prefix: string) {
  const known = await createAccounts(prefix, SAMPLES + WARM_UP);
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < SAMPLES + WARM_UP; i += 1) {
    // Which goes first alternates too: the second of a pair may pay for the first's garbage.
    const knownFirst = i % 2 === 0;
    const unknownEmail = `${prefix}-unknown-${i}@example.com`;
    const first = await timePost(path, bodyFor(knownFirst ? (known[i] as string) : unknownEmail));
    const second = await timePost(path, bodyFor(knownFirst ? unknownEmail : (known[i] as string)));
    const [knownTime, unknownTime] = knownFirst ? [first, second] : [second, first];
    if (i < WARM_UP) continue;
    times.known.push(knownTime);
    times.unknown.push(unknownTime);
  }
  const row = (name: string, samples: number[]) =>
    `  ${name.padEnd(8)} median ${pct(samples, 0.5).toFixed(2)} ms   p90 ${pct(samples, 0.9).toFixed(2)} ms`;
  console.log(`${label} (${SAMPLES} requests per path, background jobs ${withJobs ? 'on' : 'off'})`);
  console.log(row('known', times.known));
  console.log(row('unknown', times.unknown));
  const diff = (p: number) => (pct(times.known, p) - pct(times.unknown, p)).toFixed(2);
  console.log(`  known - unknown: median ${diff(0.5)} ms, p90 ${diff(0.9)} ms`);
}

try {
  await measure(
    'POST /ForgotPassword/RequestResetPassword',
    '/ForgotPassword/RequestResetPassword',
    (email) => ({ email }),
    'forgot',
  );
  await measure(
    'POST /Signup/AccountSignup',
    '/Signup/AccountSignup',
    (email) => ({
      title: 'Mr',
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      newPassword: PASSWORD,
      confirmPassword: PASSWORD,
      marketingOptIn: false,
    }),
    'signup',
  );
} finally {
  await platform.close();
  await rm(dataDir, { recursive: true, force: true });
}
