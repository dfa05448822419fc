/**
 * Runs one Artillery script (scenario.yml or saturate.yml) as a child process on this Node, with the
 * processor bundled by esbuild into the run's work directory (Artillery's own TypeScript bundling would
 * write a dist/ folder into scripts/load), and answers the JSON report's aggregate.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { ensureToolPackage } from '../shared/tool-package';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
// Artillery has its own package folder, installed the first time a load run starts (before its cluster).
const artilleryPackage = join(here, 'artillery-package');
ensureToolPackage(artilleryPackage, 'Artillery');

/** A summary as Artillery reports it (ms): min, max, mean, p50, p95, p99 and the count. */
interface Summary {
  min: number;
  max: number;
  count: number;
  mean: number;
  p50: number;
  median: number;
  p95: number;
  p99: number;
}

export interface Aggregate {
  counters: Record<string, number>;
  summaries: Record<string, Summary>;
  firstCounterAt: number;
  lastCounterAt: number;
}

export async function bundleProcessor(workDir: string): Promise<string> {
  const outfile = join(workDir, 'processor.cjs');
  await build({
    entryPoints: [join(here, 'processor.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    logLevel: 'warning',
  });
  return outfile;
}

export interface ArtilleryRun {
  script: 'scenario.yml' | 'saturate.yml';
  target: string;
  processor: string;
  phases: Record<string, unknown>[];
  env: Record<string, string>;
  reportPath: string;
  /** Artillery's own progress lines (every 10 s), e.g. to the console. */
  log: (line: string) => void;
  /** Told Artillery's process id once it runs (its CPU is counted apart from the cluster's). */
  onSpawn?: (pid: number) => void;
}

export async function runArtillery(run: ArtilleryRun): Promise<Aggregate> {
  const overrides = { config: { target: run.target, phases: run.phases, processor: run.processor } };
  const args = [
    join(artilleryPackage, 'node_modules/artillery/bin/run'),
    'run',
    '--overrides',
    JSON.stringify(overrides),
    '--output',
    run.reportPath,
    join(here, run.script),
  ];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...run.env, ARTILLERY_DISABLE_TELEMETRY: 'true', LOAD_TARGET: run.target },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid) run.onSpawn?.(child.pid);
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) run.log(line);
  };
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`artillery exited with ${code}`);
  const report = JSON.parse(await readFile(run.reportPath, 'utf8')) as { aggregate: Aggregate };
  return report.aggregate;
}
