import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../db/schema';
import type { Platform } from '../platform/platform';
import { createTestServices, type TestServices } from '../testing/test-platform';
import {
  dropJobsSchema,
  email,
  jobsSchemaFor,
  recordingTransport,
  secondInstance,
  startTestQueue,
} from './jobs-test-kit';
import { startMailJobs } from './mail-jobs';
import { startPeriodicJob } from './periodic';
import type { JobQueue } from './queue';

/**
 * Two instances of the services on one database, each with its queue running, as two processes behind
 * the load balancer: on PGlite two queues share the one client; with DATABASE_URL set they are two pools
 * on one PostgreSQL database, which is the deployment the guarantee is for.
 */

let t: TestServices;
let other: Platform;
const queues: JobQueue[] = [];
const handles: Array<{ stop(): void }> = [];

beforeAll(async () => {
  t = await createTestServices();
  other = await secondInstance(t);
  // Started together, as a rolling deploy or `start:cluster` does: pg-boss installs its schema once.
  queues.push(...(await Promise.all([startTestQueue(t.platform), startTestQueue(other)])));
});
afterAll(async () => {
  for (const handle of handles) handle.stop();
  await Promise.all(queues.map((queue) => queue.stop(5_000)));
  await other.close();
  await dropJobsSchema(t.platform);
  await t.close();
});

describe('two instances on one database', () => {
  it('install the queue schema once', async () => {
    const schema = await jobsSchemaFor(t.platform);
    const versions = await t.platform.database.query<{ version: number }>(
      `SELECT version FROM ${schema}.version`,
    );
    expect(versions).toHaveLength(1);
  });

  it('deliver N emails exactly once each, whichever instance queued them', async () => {
    const transport = recordingTransport();
    handles.push(await startMailJobs(queues[0]!, t.platform, transport));
    handles.push(await startMailJobs(queues[1]!, other, transport));
    const addresses = Array.from({ length: 40 }, (_, i) => `twice-${i}@example.com`);
    await Promise.all(
      addresses.map((address, i) => (i % 2 ? other : t.platform).mailer.send(email(address))),
    );
    await expect
      .poll(() => transport.sent.length, { timeout: 30_000, interval: 100 })
      .toBeGreaterThanOrEqual(addresses.length);
    const rows = await t.platform.database.db.select().from(outboxEmails);
    await expect
      .poll(
        async () =>
          (await t.platform.database.db.select().from(outboxEmails)).every(
            (row) => row.status === 'delivered',
          ),
        { timeout: 15_000, interval: 100 },
      )
      .toBe(true);
    expect(rows).toHaveLength(addresses.length);
    // Each address handed to the mail server once, each row claimed once.
    expect(transport.sent.map((sent) => sent.to).sort()).toEqual([...addresses].sort());
    expect((await t.platform.database.db.select().from(outboxEmails)).map((row) => row.attempts)).toEqual(
      addresses.map(() => 1),
    );
  });

  it('run a periodic pass once per interval, not once per instance', async () => {
    const passes: Array<{ instance: string; slot: number | null }> = [];
    const job = (instance: string) => ({
      name: 'test-periodic',
      intervalSeconds: 1,
      run: async ({ slot }: { slot: Date | null }) => {
        passes.push({ instance, slot: slot?.getTime() ?? null });
      },
    });
    handles.push(await startPeriodicJob(queues[0]!, t.platform, job('a')));
    handles.push(await startPeriodicJob(queues[1]!, other, job('b')));
    await expect.poll(() => passes.length, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(4);
    const slots = passes.map((pass) => pass.slot);
    // Every pass has its own interval: two instances offering each slot twice still ran it once.
    expect(slots.every((slot) => slot !== null)).toBe(true);
    expect(new Set(slots).size).toBe(slots.length);
  });
});
