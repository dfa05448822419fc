/**
 * `npm run load`: issue 14's load run. On a fresh PostgreSQL database (ctg_load_<time>, dropped after)
 * it starts the cluster (scripts/cluster/cluster.ts: nginx, LOAD_SITES site and LOAD_SERVICES service
 * instances), then:
 *   1. travellers (scenario.yml): LOAD_USERS arrive over LOAD_RAMP_SECONDS, each doing one journey with
 *      think times sized so the run lasts about LOAD_DURATION_SECONDS (defaults 100, 60 s, 300 s);
 *   2. saturation (saturate.yml): LOAD_SATURATION_USERS book back to back for LOAD_SATURATION_SECONDS
 *      (defaults 16, 60 s; 0 skips it): the cluster's ceiling, the figure the 1/2-site ratio compares;
 *   3. waits for the payment reconciler to settle authorisations no order took, reads the database,
 *      prints everything and checks the bar; exits 1 when missed.
 * `npm run load -- --compare` (or LOAD_COMPARE=1) does it with 1 site instance, then 2 (services 2 both
 * times), each on its own fresh database, and prints the saturation throughput ratio.
 *
 * Short mode for development and CI smoke: LOAD_DURATION_SECONDS=30 LOAD_USERS=20 (ramp: half of it).
 * Other settings: CLUSTER_PORT (8080), DATABASE_URL (the server to create the database on; default
 * postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL, LOAD_KEEP_DATABASE=1.
 */
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../cluster/cluster';
import { createDatabaseIfMissing, dropDatabase } from '../cluster/database';
import { bundleProcessor, runArtillery, type Aggregate } from './artillery-run';
import { cpuLine, measureCpu, withDescendants, type CpuShare } from './cpu-share';
import { readDbFigures, type DbFigures } from './db-figures';
import { prepareDatabase } from './prepare-database';
import {
  countersLine,
  dbLines,
  missedBar,
  stepTable,
  throughputLine,
  throughputOf,
  type Throughput,
} from './report';

const setting = (name: string, fallback: number) => {
  const raw = process.env[name];
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(value) ? value : fallback;
};

const users = setting('LOAD_USERS', 100);
const duration = setting('LOAD_DURATION_SECONDS', 300);
const ramp = setting('LOAD_RAMP_SECONDS', Math.min(60, Math.round(duration / 2)));
const saturationSeconds = setting('LOAD_SATURATION_SECONDS', duration >= 300 ? 60 : 20);
const saturationUsers = setting('LOAD_SATURATION_USERS', 16);
const services = setting('LOAD_SERVICES', 2);
const port = setting('CLUSTER_PORT', 8080);
/**
 * A booking has about 8 pauses (home, results, detail, offer, passengers, seat, and the 3-D Secure or
 * declined-card pauses of some): sized so the last arrivals finish near the end of the run.
 */
const thinkMs = Math.max(0, Math.round(((duration - ramp) * 1000) / 8));
/**
 * The reconciler's window for this run: an authorisation no order took within it is voided. A browser
 * orders right after its authorisation, so a minute is plenty, and the run can wait it out.
 */
const ORDER_WITHIN_SECONDS = 60;
const RECONCILE_SECONDS = 10;
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const compare = process.argv.includes('--compare') || process.env.LOAD_COMPARE === '1';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line = '') => console.log(line);

function databaseUrlFor(sites: number): string {
  const url = new URL(serverUrl);
  url.pathname = `/ctg_load_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${sites}s`;
  return url.toString();
}

/** Waits (bounded) until no approved authorisation is still inside its order window, then one more pass. */
async function settleReconciler(databaseUrl: string): Promise<void> {
  const deadline = Date.now() + (ORDER_WITHIN_SECONDS + 3 * RECONCILE_SECONDS) * 1000;
  let figures = await readDbFigures(databaseUrl);
  while (figures.moneyAwaitingReconciler + figures.moneyWithoutOrder > 0 && Date.now() < deadline) {
    await sleep(2_000);
    figures = await readDbFigures(databaseUrl);
  }
}

interface RunResult {
  sites: number;
  travellers: Aggregate;
  travellersCpu: CpuShare;
  saturation: Aggregate | null;
  saturationCpu: CpuShare | null;
  figures: DbFigures;
  missed: string[];
}

async function loadRun(sites: number): Promise<RunResult> {
  const databaseUrl = databaseUrlFor(sites);
  const workDir = mkdtempSync(join(tmpdir(), `ctg-load-${sites}s-`));
  const logPath = join(workDir, 'instances.log');
  await createDatabaseIfMissing(databaseUrl);
  await prepareDatabase(databaseUrl);
  say(
    `\n=== ${sites} site instance(s), ${services} service instance(s); database ${new URL(databaseUrl).pathname.slice(1)}`,
  );
  say(`    instance output: ${logPath}`);
  let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
  try {
    cluster = await startCluster({
      sites,
      services,
      port,
      databaseUrl,
      redisUrl,
      env: {
        // Every simulated traveller reaches the cluster from this machine: the per-address limits (card
        // testing, unpaid holds) would count them as one client. Per-offer, per-card, per-email and
        // per-flight limits still apply.
        RATE_LIMIT_EXEMPT_IPS: '127.0.0.1,::1,::ffff:127.0.0.1',
        ORDER_WITHIN_SECONDS: String(ORDER_WITHIN_SECONDS),
        PAYMENT_RECONCILE_SECONDS: String(RECONCILE_SECONDS),
      },
      workDir: join(workDir, 'cluster'),
      log: (line) => appendFileSync(logPath, `${line}\n`),
    });
    const processor = await bundleProcessor(workDir);
    const artilleryLog = (line: string) => appendFileSync(join(workDir, 'artillery.log'), `${line}\n`);
    say(
      `    travellers: ${users} over ${ramp} s, mean think ${(thinkMs / 1000).toFixed(1)} s, about ${duration} s in all`,
    );
    const started = Date.now();
    let artilleryPid = 0;
    const onSpawn = (pid: number) => (artilleryPid = pid);
    const running = cluster;
    const pidsOf = (kind: 'site' | 'services') =>
      running.instances.filter((instance) => instance.kind === kind).map((instance) => instance.pid() ?? 0);
    const groups = () => ({
      sites: pidsOf('site'),
      services: pidsOf('services'),
      artillery: withDescendants(artilleryPid),
    });
    const { result: travellers, cpu: travellersCpu } = await measureCpu(groups, () =>
      runArtillery({
        script: 'scenario.yml',
        target: running.url,
        processor,
        phases: [{ name: 'travellers arrive', duration: ramp, arrivalCount: users }],
        env: { LOAD_THINK_MS: String(thinkMs) },
        reportPath: join(workDir, 'travellers.json'),
        log: artilleryLog,
        onSpawn,
      }),
    );
    say(`    travellers done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    let saturation: Aggregate | null = null;
    let saturationCpu: CpuShare | null = null;
    if (saturationSeconds > 0) {
      say(`    saturation: ${saturationUsers} users booking back to back for ${saturationSeconds} s`);
      ({ result: saturation, cpu: saturationCpu } = await measureCpu(groups, () =>
        runArtillery({
          script: 'saturate.yml',
          target: running.url,
          processor,
          phases: [{ name: 'saturation', duration: 2, arrivalCount: saturationUsers }],
          env: { LOAD_SATURATION_SECONDS: String(saturationSeconds) },
          reportPath: join(workDir, 'saturation.json'),
          log: artilleryLog,
          onSpawn,
        }),
      ));
    }
    say('    waiting for the reconciler to settle authorisations no order took…');
    await settleReconciler(databaseUrl);
    const figures = await readDbFigures(databaseUrl);
    const missed = missedBar(saturation ? [travellers, saturation] : [travellers], figures);
    const result = { sites, travellers, travellersCpu, saturation, saturationCpu, figures, missed };
    printRun(result);
    return result;
  } finally {
    await cluster?.stop();
    if (process.env.LOAD_KEEP_DATABASE !== '1') await dropDatabase(databaseUrl);
    // The Artillery reports and instance logs stay for a look; the copied build does not.
    rmSync(join(workDir, 'cluster', 'dist'), { recursive: true, force: true });
  }
}

function printRun(run: RunResult) {
  const { travellers, saturation, figures, missed } = run;
  say(`\n--- travellers (open model: throughput follows the arrival rate)`);
  for (const line of stepTable(travellers)) say(`  ${line}`);
  say(`  ${throughputLine('throughput', throughputOf(travellers))}`);
  say(`  ${cpuLine(run.travellersCpu)}`);
  say(`  responses by status: ${countersLine(travellers.counters, 'status.')}`);
  say(`  journeys: ${countersLine(travellers.counters, 'journey.')}`);
  say(
    `  payments: ${countersLine(travellers.counters, 'payment.')}; resends: ${countersLine(travellers.counters, 'resend.')}`,
  );
  say(
    `  seats: ${countersLine(travellers.counters, 'seat.')} (taken_retry: held by someone else meanwhile, another picked)`,
  );
  if (saturation) {
    say(`--- saturation (closed loop, no think time: the cluster's ceiling on this machine)`);
    for (const line of stepTable(saturation)) say(`  ${line}`);
    say(`  ${throughputLine('throughput', throughputOf(saturation))}`);
    if (run.saturationCpu) say(`  ${cpuLine(run.saturationCpu)}`);
    say(`  responses by status: ${countersLine(saturation.counters, 'status.')}`);
    say(`  journeys: ${countersLine(saturation.counters, 'journey.')}`);
    say(
      `  seats: ${countersLine(saturation.counters, 'seat.')}; resends: ${countersLine(saturation.counters, 'resend.')}`,
    );
  }
  say(`--- database (after both phases and the reconciler)`);
  for (const line of dbLines(figures)) say(`  ${line}`);
  say(
    missed.length
      ? `BAR MISSED: ${missed.join('; ')}`
      : 'Bar met: 0 5xx, 0 double-sold seats or rooms, 0 money without an order, 0 order without its email.',
  );
}

const runs: RunResult[] = [];
try {
  say(
    `Load run on ${new Date().toISOString()} (figures are indicative: every process shares this machine's CPUs)`,
  );
  if (compare) {
    runs.push(await loadRun(1));
    runs.push(await loadRun(2));
    const [one, two] = runs.map((run) =>
      run.saturation ? throughputOf(run.saturation) : throughputOf(run.travellers),
    ) as [Throughput, Throughput];
    say('\n=== scaling (saturation phase, 1 site instance → 2)');
    say(`  ${throughputLine('1 site ', one)}`);
    say(`  ${throughputLine('2 sites', two)}`);
    say(
      `  ratio: ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}x requests/s, ` +
        `${(two.bookingsPerSecond / Math.max(one.bookingsPerSecond, 1e-9)).toFixed(2)}x bookings/s`,
    );
    for (const run of runs)
      if (run.saturationCpu) say(`  ${run.sites} site(s): ${cpuLine(run.saturationCpu)}`);
    say(
      '  A ratio near 1 with the machine busy on every core means the CPU, not the number of site ' +
        'instances, is the ceiling here: nginx, PostgreSQL, the services, the sites and Artillery share it.',
    );
  } else {
    runs.push(await loadRun(setting('LOAD_SITES', 2)));
  }
} catch (error) {
  console.error(error);
  process.exit(2);
}
process.exit(runs.some((run) => run.missed.length) ? 1 : 0);
