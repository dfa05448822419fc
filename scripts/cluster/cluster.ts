/**
 * The scaled topology on one machine (issue 14): nginx on a public port balancing N site instances,
 * and on an internal loopback port balancing M service instances, all over one PostgreSQL and one Redis.
 *
 *   browser ─▶ nginx :port ─▶ site-1..N ─▶ nginx :port+1 ─▶ services-1..M ─▶ PostgreSQL, Redis
 *
 * Used by `npm run start:cluster` (start.ts), the load run (scripts/load) and the fault tests.
 */
import { lstatSync, mkdirSync, mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInstance, nodeBinary, type ClusterInstance } from './instance';
import { startNginx, type Nginx } from './nginx';
import { renderNginxConf } from './nginx-conf';
import { copySiteBuild } from './site-build';

export interface ClusterOptions {
  /** Site instances (default 2, CLUSTER_SITES). */
  sites?: number;
  /** Service instances (default 2, CLUSTER_SERVICES). */
  services?: number;
  /** nginx public port (default 8080, CLUSTER_PORT); nginx's internal services port is port + 1. */
  port?: number;
  /** First instance port (default port + 10): sites, then services, then their metrics ports. */
  basePort?: number;
  /** PostgreSQL (required). */
  databaseUrl: string;
  redisUrl?: string;
  /** Extra env for every instance (e.g. PAYMENT_GATEWAY_URL, SHUTDOWN_GRACE_MS). */
  env?: Record<string, string>;
  siteEnv?: Record<string, string>;
  servicesEnv?: Record<string, string>;
  /** Where dist is copied and nginx's conf and logs live (default a new temp dir). */
  workDir?: string;
  /** Every instance's output lines, prefixed "[site-1] " etc. */
  log?: (line: string) => void;
}

export interface Cluster {
  /** http://127.0.0.1:<port>: the site, through nginx. */
  url: string;
  /** http://127.0.0.1:<port+1>: the services, through nginx. */
  servicesUrl: string;
  instances: ClusterInstance[];
  /** Stops nginx and every instance (SIGTERM, then SIGKILL after the grace). */
  stop(): Promise<void>;
  /** Where the copied build, nginx.conf, access.log and nginx-error.log are. */
  workDir: string;
  /** nginx's access log (format `cluster`, parseAccessLog in nginx-conf.ts reads it). */
  accessLogPath: string;
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVICE_NAMES = ['main', 'booking', 'hotel', 'content'] as const;
const DEFAULT_GRACE_MS = 10_000;
// A first start migrates and seeds an empty database: tens of seconds on a busy 2-core machine.
const START_TIMEOUT_MS = 180_000;

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const sites = options.sites ?? 2;
  const servicesCount = options.services ?? 2;
  if (sites < 1 || servicesCount < 1)
    throw new Error('A cluster needs at least one site and one service instance');
  const port = options.port ?? 8080;
  const servicesPort = port + 1;
  const basePort = options.basePort ?? port + 10;
  const log = options.log ?? ((line: string) => console.log(line));
  const workDir = options.workDir ?? mkdtempSync(join(tmpdir(), `ctg-cluster-${port}-`));
  mkdirSync(join(workDir, 'temp'), { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const servicesUrl = `http://127.0.0.1:${servicesPort}`;

  const entry = copySiteBuild(ROOT, workDir);
  const node = nodeBinary(ROOT);
  const graceMs = Number(options.env?.SHUTDOWN_GRACE_MS ?? process.env.SHUTDOWN_GRACE_MS ?? DEFAULT_GRACE_MS);

  const common: Record<string, string> = {
    // As `npm start` runs the built site: production, and the outbox (read on loopback, through no
    // proxy, i.e. on an instance's own port) unless real SMTP is configured.
    NODE_ENV: 'production',
    ASTRO_TELEMETRY_DISABLED: '1',
    ...(process.env.SMTP_URL || options.env?.SMTP_URL ? {} : { OUTBOX_ENABLED: 'true' }),
    // Links in emails point at the public port, not at the instance that sent them.
    SITE_URL: url,
    SHUTDOWN_GRACE_MS: String(graceMs),
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
  };
  // The parent's own settings (a PORT, an API URL for the embedded mode) must not leak in.
  const inherited = { ...process.env } as Record<string, string>;
  for (const name of ['PORT', 'HOST', 'SERVICES_PORT', 'SERVICES_HOST', 'METRICS_PORT', 'DATA_DIR'])
    delete inherited[name];

  const metricsBase = basePort + sites + servicesCount;
  const stopTimeoutMs = graceMs + 5_000;
  const instances: ClusterInstance[] = [];

  for (let i = 0; i < servicesCount; i++) {
    const name = `services-${i + 1}`;
    const instancePort = basePort + sites + i;
    instances.push(
      createInstance(
        {
          name,
          kind: 'services',
          port: instancePort,
          metricsPort: metricsBase + sites + i,
          // Straight through Node with tsx's loader (not the tsx CLI, which would put a second process
          // between a signal and the instance).
          args: ['--import', 'tsx', join(ROOT, 'src/services/standalone.ts')],
          cwd: ROOT,
          env: {
            ...inherited,
            ...common,
            ...options.servicesEnv,
            SERVICES_HOST: '127.0.0.1',
            SERVICES_PORT: String(instancePort),
            METRICS_PORT: String(metricsBase + sites + i),
            CLUSTER_INSTANCE: name,
          },
          readyUrl: `http://127.0.0.1:${instancePort}/svc/main/readyz`,
          stopTimeoutMs,
          startTimeoutMs: START_TIMEOUT_MS,
          log,
        },
        node,
      ),
    );
  }

  for (let i = 0; i < sites; i++) {
    const name = `site-${i + 1}`;
    const instancePort = basePort + i;
    const apis = Object.fromEntries(
      SERVICE_NAMES.map((service) => [`${service.toUpperCase()}_API_URL`, `${servicesUrl}/svc/${service}`]),
    );
    instances.push(
      createInstance(
        {
          name,
          kind: 'site',
          port: instancePort,
          metricsPort: metricsBase + i,
          args: [entry],
          // The repository root, for files the server reads relative to it.
          cwd: ROOT,
          env: {
            ...inherited,
            // nginx is the proxy in front: its X-Forwarded-Proto is believed (and only nginx's).
            TRUSTED_PROXIES: '127.0.0.1',
            ...common,
            ...options.siteEnv,
            ...apis,
            HOST: '127.0.0.1',
            PORT: String(instancePort),
            METRICS_PORT: String(metricsBase + i),
            CLUSTER_INSTANCE: name,
            BUILD_FILE: join(workDir, 'dist/client/build.json'),
          },
          readyUrl: `http://127.0.0.1:${instancePort}/readyz`,
          stopTimeoutMs,
          startTimeoutMs: START_TIMEOUT_MS,
          log,
        },
        node,
      ),
    );
  }

  let nginx: Nginx | undefined;

  const stopAll = async () => {
    await nginx?.stop(stopTimeoutMs);
    await Promise.all(instances.map((instance) => instance.stop()));
    // The build copy is most of the work dir's size; nginx.conf and the logs stay for a look afterwards.
    rmSync(join(workDir, 'dist'), { recursive: true, force: true });
    rmSync(join(workDir, 'temp'), { recursive: true, force: true });
    // The link only (unlink never follows it into the repository's node_modules).
    if (lstatSync(join(workDir, 'node_modules'), { throwIfNoEntry: false })?.isSymbolicLink()) {
      unlinkSync(join(workDir, 'node_modules'));
    }
  };

  try {
    // Services first (one of them migrates while the others wait on the advisory lock), then nginx
    // (the sites reach the services through it), then the sites, whose readiness asks the services.
    const services = instances.filter((instance) => instance.kind === 'services');
    await Promise.all(services.map((instance) => instance.start()));
    const confPath = join(workDir, 'nginx.conf');
    await writeFile(
      confPath,
      renderNginxConf({
        workDir,
        port,
        servicesPort,
        sitePorts: instances.filter((i) => i.kind === 'site').map((i) => i.port),
        servicesPorts: services.map((i) => i.port),
        asRoot: process.getuid?.() === 0,
      }),
    );
    nginx = await startNginx(confPath, workDir, `${servicesUrl}/svc/main/healthz`, log);
    await Promise.all(instances.filter((i) => i.kind === 'site').map((instance) => instance.start()));
  } catch (error) {
    await stopAll();
    throw error;
  }

  return { url, servicesUrl, instances, workDir, accessLogPath: join(workDir, 'access.log'), stop: stopAll };
}
