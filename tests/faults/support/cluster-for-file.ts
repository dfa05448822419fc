import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startCluster, type Cluster } from '../../../scripts/cluster/cluster';
import { createDatabaseIfMissing, dropDatabase } from '../../../scripts/cluster/database';
import { ensureSiteBuild } from '../../../scripts/cluster/site-build';

const ROOT = join(import.meta.dirname, '../../..');

/**
 * A 2 + 2 cluster behind nginx on `port`, over a fresh `databaseUrl` and Redis db 1, for the calling
 * test file: started before its tests (the site built if missing), stopped and its database dropped
 * after them. `cluster` is set once started; `logs` gathers every instance's lines.
 */
export function clusterForFile(port: number, databaseUrl: string) {
  const file: { cluster?: Cluster; logs: string[] } = { logs: [] };
  beforeAll(async () => {
    ensureSiteBuild(ROOT, { checkStale: false, log: console.log });
    await dropDatabase(databaseUrl);
    await createDatabaseIfMissing(databaseUrl);
    file.cluster = await startCluster({
      port,
      databaseUrl,
      redisUrl: 'redis://127.0.0.1:6379/1',
      log: (line) => file.logs.push(line),
    });
  });
  afterAll(async () => {
    await file.cluster?.stop();
    await dropDatabase(databaseUrl);
  });
  return file;
}
