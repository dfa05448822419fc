import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { readServiceConfig } from '../platform/config';
import { openDatabase } from '../platform/db';
import { createLogger } from '../platform/logger';
import { startJobQueue, type JobQueue } from './queue';

// The server runs PGlite on its own thread (ADR 030), and pg-boss shares it through its PGlite adapter:
// its schema install (many statements in one exec), its locked blocks and LISTEN must all cross.
describe('the job queue over PGlite on its own thread', () => {
  let database: Database;
  let queue: JobQueue;

  beforeAll(async () => {
    database = await openDatabase({ ownThread: true });
    queue = await startJobQueue({ database, config: readServiceConfig({}), log: createLogger('silent') });
  });
  afterAll(async () => {
    await queue.stop(1_000);
    await database.close();
  });

  it('installs its schema, takes a job and completes it', async () => {
    await queue.ensureQueue('thread-test', { notify: true });
    const worked: unknown[] = [];
    await queue.boss.work(
      'thread-test',
      { pollingIntervalSeconds: 30, notifyPollingIntervalSeconds: 30 },
      async ([job]) => {
        worked.push(job?.data);
      },
    );
    // Polling is every 30 s: a job worked sooner was woken by the NOTIFY that crossed the thread.
    const id = await queue.boss.send('thread-test', { hello: 'thread' });
    await expect.poll(() => worked, { timeout: 15_000 }).toEqual([{ hello: 'thread' }]);
    await expect
      .poll(async () => (await queue.boss.getJobById('thread-test', id!))?.state, { timeout: 5_000 })
      .toBe('completed');
  });
});
