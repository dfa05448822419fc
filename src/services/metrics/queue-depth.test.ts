import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseExposition, sumOf } from '../../shared/metrics/parse-exposition';
import { dropJobsSchema, jobsSchemaFor, startTestQueue } from '../jobs/jobs-test-kit';
import type { JobQueue } from '../jobs/queue';
import { createTestServices, type TestServices } from '../testing/test-platform';
import { createServiceMetrics } from './service-metrics';

let t: TestServices;
let queue: JobQueue | undefined;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(async () => {
  await queue?.stop(1_000);
  await dropJobsSchema(t.platform);
  await t.close();
});

const depth = async (schema: string, where: Record<string, string>) => {
  const metrics = createServiceMetrics(t.platform.database, { jobsSchema: schema });
  return sumOf(parseExposition(await metrics.registry.metrics()), 'job_queue_depth', where);
};

describe('job_queue_depth', () => {
  it('is left out quietly while pg-boss has not installed its schema', async () => {
    expect(await depth('pgboss_not_installed', { queue: 'metrics-test' })).toBe(0);
    const metrics = createServiceMetrics(t.platform.database, { jobsSchema: 'pgboss_not_installed' });
    const samples = parseExposition(await metrics.registry.metrics());
    // The outbox is always there, at 0 when nothing waits.
    expect(samples.filter((s) => s.name === 'job_queue_depth')).toEqual([
      { name: 'job_queue_depth', labels: { queue: 'outbox', state: 'queued' }, value: 0 },
    ]);
  });

  it('counts the jobs waiting in pg-boss, by queue and state, at scrape time', async () => {
    const schema = await jobsSchemaFor(t.platform);
    queue = await startTestQueue(t.platform);
    await queue.ensureQueue('metrics-test');
    await queue.boss.send('metrics-test', { n: 1 });
    await queue.boss.send('metrics-test', { n: 2 });
    await queue.ensureQueue('metrics-empty');
    expect(await depth(schema, { queue: 'metrics-test', state: 'created' })).toBe(2);
    // A queue with nothing waiting shows at 0, so the series exists before its first job.
    const metrics = createServiceMetrics(t.platform.database, { jobsSchema: schema });
    const samples = parseExposition(await metrics.registry.metrics());
    expect(samples).toContainEqual({
      name: 'job_queue_depth',
      labels: { queue: 'metrics-empty', state: 'created' },
      value: 0,
    });
  });
});
