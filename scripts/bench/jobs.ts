/**
 * `npx tsx scripts/bench/jobs.ts`: figures of the job queue (ADR 019), not a test.
 * 1. pg-boss start on PGlite (in memory) and on PostgreSQL: the first start (installs its schema) and a
 *    restart (schema there).
 * 2. Mail latency, from mailer.send() returning to the transport being called, over EMAILS emails sent
 *    one after another with the queue running (p50, p95), on each database.
 * 3. Exactly once on PostgreSQL: two instances (two platforms, two pools, two queues) on one database,
 *    EMAILS emails queued alternately by each; deliveries per address are counted.
 * PostgreSQL: DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; a fresh database is created
 * beside it and dropped after.
 */
import { withScratchDatabase } from '../cluster/database';
import { createMemoryCache } from '../../src/services/platform/cache';
import { openDatabase } from '../../src/services/platform/db';
import { createLogger } from '../../src/services/platform/logger';
import type { MailTransport } from '../../src/services/platform/mailer';
import { createPlatform, type Platform } from '../../src/services/platform/platform';
import { startMailJobs } from '../../src/services/jobs/mail-jobs';
import { startJobQueue, type JobQueue } from '../../src/services/jobs/queue';

const EMAILS = Number(process.env.BENCH_EMAILS ?? 100);
const ENV = { LOG_LEVEL: 'silent', TOKEN_SECRET: 'bench-secret-that-is-long-enough-for-hs256' };

const pct = (samples: number[], p: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.ceil(samples.length * p) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timedStart(platform: Platform): Promise<[JobQueue, number]> {
  const started = performance.now();
  const queue = await startJobQueue(platform, { connectionString: platform.config.databaseUrl });
  return [queue, performance.now() - started];
}

/** A transport that notes when each address reached it. */
function timingTransport() {
  const at = new Map<string, number[]>();
  const transport: MailTransport = {
    deliver: async (email) => void at.set(email.to, [...(at.get(email.to) ?? []), performance.now()]),
  };
  return { transport, at };
}

async function mailLatency(platform: Platform, queue: JobQueue): Promise<string> {
  const { transport, at } = timingTransport();
  const jobs = await startMailJobs(queue, platform, transport);
  const sentAt = new Map<string, number>();
  for (let i = 0; i < EMAILS; i += 1) {
    const to = `latency-${i}@example.com`;
    await platform.mailer.send({ to, subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' });
    sentAt.set(to, performance.now());
  }
  while (at.size < EMAILS) await new Promise((resolve) => setTimeout(resolve, 50));
  jobs.stop();
  const samples = [...sentAt].map(([to, sent]) => (at.get(to)?.[0] ?? NaN) - sent);
  if (process.env.BENCH_DEBUG) console.log(samples.map((v) => Math.round(v)).join(' '));
  return `p50 ${ms(pct(samples, 0.5))}, p95 ${ms(pct(samples, 0.95))} (n=${samples.length})`;
}

async function onPglite() {
  const database = await openDatabase({});
  const platform = await createPlatform(ENV, {
    database,
    log: createLogger('silent'),
    cache: createMemoryCache(),
  });
  const [first, install] = await timedStart(platform);
  await first.stop(1_000);
  const [queue, restart] = await timedStart(platform);
  console.log(`PGlite: queue start ${ms(install)} (installs its schema), restart ${ms(restart)}`);
  console.log(`PGlite: mail latency ${await mailLatency(platform, queue)}`);
  await queue.stop(1_000);
  await platform.close();
}

async function onPostgres() {
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  await withScratchDatabase(base, `ctg_b_jobs_${process.pid}`, async (databaseUrl) => {
    const env = { ...ENV, DATABASE_URL: databaseUrl };
    const platform = await createPlatform(env, { log: createLogger('silent'), cache: createMemoryCache() });
    const other = await createPlatform(env, { log: createLogger('silent'), cache: createMemoryCache() });
    const [first, install] = await timedStart(platform);
    await first.stop(1_000);
    const [queue, restart] = await timedStart(platform);
    console.log(`PostgreSQL: queue start ${ms(install)} (installs its schema), restart ${ms(restart)}`);
    console.log(`PostgreSQL: mail latency ${await mailLatency(platform, queue)}`);

    // Fresh queues for the two instances: the latency run's workers go with its queue.
    await queue.stop(1_000);
    const [[one], [otherQueue]] = await Promise.all([timedStart(platform), timedStart(other)]);
    const counts = new Map<string, number>();
    const transport: MailTransport = {
      deliver: async (email) => void counts.set(email.to, (counts.get(email.to) ?? 0) + 1),
    };
    const handles = [
      await startMailJobs(one, platform, transport),
      await startMailJobs(otherQueue, other, transport),
    ];
    const addresses = Array.from({ length: EMAILS }, (_, i) => `once-${i}@example.com`);
    await Promise.all(
      addresses.map((to, i) =>
        (i % 2 ? other : platform).mailer.send({ to, subject: 'Hi', html: 'Hi', text: 'Hi' }),
      ),
    );
    while (counts.size < EMAILS) await new Promise((resolve) => setTimeout(resolve, 50));
    // A little longer, so that a second delivery of any email would be counted.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const handle of handles) handle.stop();
    const twice = [...counts.values()].filter((count) => count > 1).length;
    const delivered = [...counts.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `PostgreSQL, 2 instances: ${EMAILS} emails queued, ${counts.size} addresses reached, ${delivered} deliveries, ${twice} delivered more than once`,
    );
    await Promise.all([one.stop(1_000), otherQueue.stop(1_000)]);
    await Promise.all([platform.close(), other.close()]);
  });
}

await onPglite();
if (!process.env.BENCH_PGLITE_ONLY) await onPostgres();
