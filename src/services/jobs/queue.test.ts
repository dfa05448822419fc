import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { dropJobsSchema, jobsSchemaFor, startTestQueue } from './jobs-test-kit';

/** The queue's life: start on the test database, and a stop that waits for the job in hand. */

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(async () => {
  await dropJobsSchema(t.platform);
  await t.close();
});

describe('the job queue', () => {
  it('stop() waits for a running job to finish, and the job completes', async () => {
    const queue = await startTestQueue(t.platform);
    await queue.ensureQueue('test-slow');
    // Created again by a second instance: nothing changes, nothing throws.
    await queue.ensureQueue('test-slow');
    const events: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await queue.boss.work('test-slow', { pollingIntervalSeconds: 0.5 }, async () => {
      events.push('job started');
      await gate;
      events.push('job finished');
    });
    const id = await queue.boss.send('test-slow', {});
    await expect.poll(() => events, { timeout: 15_000 }).toEqual(['job started']);
    const stopped = queue.stop(10_000).then(() => events.push('queue stopped'));
    // The worker is told to stop while its job is still running.
    await expect
      .poll(() => queue.boss.getWipData().map((worker) => worker.state), { timeout: 5_000 })
      .toContain('stopping');
    expect(events).toEqual(['job started']);
    release();
    await stopped;
    expect(events).toEqual(['job started', 'job finished', 'queue stopped']);
    const schema = await jobsSchemaFor(t.platform);
    const [job] = await t.platform.database.query<{ state: string }>(
      `SELECT state FROM ${schema}.job WHERE id = $1`,
      [id],
    );
    expect(job?.state).toBe('completed');
  });
});
