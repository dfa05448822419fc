/**
 * `npm run start:cluster`: the scaled topology on this machine (issue 14, docs/operations.md). Builds the
 * site when dist/ is missing or stale, creates the database when missing, starts the service instances,
 * nginx and the site instances, and prints where each listens. Ctrl-C (or SIGTERM) stops everything it
 * started, each instance gracefully, and exits 0.
 *
 * Settings: CLUSTER_SITES (2), CLUSTER_SERVICES (2), CLUSTER_PORT (8080; the services' internal port is
 * the next one), DATABASE_URL (postgres://postgres@127.0.0.1:5432/ctg_cluster), REDIS_URL
 * (redis://127.0.0.1:6379/0); anything else in the environment (SHUTDOWN_GRACE_MS, SMTP_URL,
 * PAYMENT_GATEWAY_URL...) reaches every instance.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster, type Cluster } from './cluster';
import { createDatabaseIfMissing } from './database';
import { ensureSiteBuild } from './site-build';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

function count(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  return value;
}

const sites = count('CLUSTER_SITES', 2);
const services = count('CLUSTER_SERVICES', 2);
const port = count('CLUSTER_PORT', 8080);
const databaseUrl = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/ctg_cluster';
const redisUrl = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379/0';

ensureSiteBuild(root, { checkStale: true, log: (line) => console.log(line) });
if (await createDatabaseIfMissing(databaseUrl))
  console.log(`Created the database ${new URL(databaseUrl).pathname.slice(1)}.`);

// A signal while starting is honoured once the start has finished (it cannot be cut halfway without
// leaving processes behind); then everything started is stopped.
const run: { stopping: boolean; cluster?: Cluster } = { stopping: false };
const stop = (signal: NodeJS.Signals) => {
  if (run.stopping) return;
  run.stopping = true;
  console.log(`${signal}: stopping the cluster (instances finish their requests in flight).`);
  if (run.cluster) void stopAndExit(run.cluster);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

function stopAndExit(cluster: Cluster): Promise<never> {
  return cluster.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

const cluster = await startCluster({
  sites,
  services,
  port,
  databaseUrl,
  redisUrl,
  log: (line) => console.log(line),
}).catch((error: unknown) => {
  // startCluster has stopped whatever it had started.
  console.error(error instanceof Error ? error.message : error);
  process.exit(run.stopping ? 0 : 1);
});
run.cluster = cluster;
if (run.stopping) await stopAndExit(cluster);

for (const instance of cluster.instances) {
  console.log(
    `  ${instance.name}: http://127.0.0.1:${instance.port} (metrics port ${instance.metricsPort}, pid ${instance.pid()})`,
  );
}
console.log(`  services through nginx: ${cluster.servicesUrl} (loopback only)`);
console.log(`  nginx conf and logs: ${cluster.workDir}`);
console.log(`Cluster ready on ${cluster.url} (${sites} site, ${services} services instances)`);
