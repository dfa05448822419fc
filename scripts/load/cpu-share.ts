/**
 * Where the CPU went during a phase (Linux /proc): the machine's busy cores, and the cores used by each
 * group of this run's processes (site instances, service instances, Artillery). It explains the scaling
 * ratio: when the machine is already busy on every core with one site instance, a second one cannot add
 * throughput. PostgreSQL, nginx and other users of the machine show only in the machine's figure (the
 * database server is shared, so its processes cannot be told apart per run).
 */
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { readFileSync, readdirSync } from 'node:fs';

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** User plus system CPU seconds of a process so far; 0 when it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/** The process and everything it started (Artillery's CLI runs its workers as child processes). */
export function withDescendants(pid: number): number[] {
  if (!pid) return [];
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const family = [pid];
  for (let index = 0; index < family.length; index += 1) {
    for (const [child, parent] of parentOf) if (parent === family[index]) family.push(child);
  }
  return family;
}

/** Busy and total jiffies of the whole machine (all cores). */
function machineTicks(): { busy: number; total: number } {
  try {
    const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const numbers = values.map(Number);
    const idle = (numbers[3] ?? 0) + (numbers[4] ?? 0);
    const total = numbers.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

export interface CpuShare {
  seconds: number;
  cores: number;
  /** Cores the whole machine kept busy on average (0 to `cores`). */
  machineBusyCores: number;
  /** Cores each group used on average. */
  byGroup: Record<string, number>;
}

/**
 * Runs `work` and answers its result with the CPU the groups' processes used meanwhile. The pids are
 * sampled every second, so a process that starts after `work` began (Artillery) counts all its CPU and
 * one that ends before it finished counts up to its last sample.
 */
export async function measureCpu<T>(
  groups: () => Record<string, number[]>,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: CpuShare }> {
  // Per process: its group, its CPU seconds when first seen (0 for one started meanwhile) and lately.
  const seen = new Map<number, { group: string; first: number; last: number }>();
  const sample = (atStart: boolean) => {
    for (const [group, pids] of Object.entries(groups())) {
      for (const pid of pids) {
        if (!pid) continue;
        const used = cpuSecondsOf(pid);
        const known = seen.get(pid);
        if (known) known.last = Math.max(known.last, used);
        else seen.set(pid, { group, first: atStart ? used : 0, last: used });
      }
    }
  };
  sample(true);
  const machineBefore = machineTicks();
  const started = performance.now();
  const timer = setInterval(() => sample(false), 1_000);
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(timer);
  }
  sample(false);
  const seconds = (performance.now() - started) / 1000;
  const machineAfter = machineTicks();
  const cores = cpus().length;
  const share =
    (machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total);
  const byGroup: Record<string, number> = Object.fromEntries(Object.keys(groups()).map((name) => [name, 0]));
  for (const { group, first, last } of seen.values())
    byGroup[group] = (byGroup[group] ?? 0) + (last - first) / seconds;
  return { result, cpu: { seconds, cores, machineBusyCores: share * cores, byGroup } };
}

export function cpuLine(cpu: CpuShare): string {
  const groups = Object.entries(cpu.byGroup)
    .map(([name, cores]) => `${name} ${cores.toFixed(2)}`)
    .join(', ');
  return (
    `CPU over ${cpu.seconds.toFixed(0)} s: machine busy ${cpu.machineBusyCores.toFixed(2)} of ${cpu.cores} cores; ` +
    `cores used by ${groups} (the rest: PostgreSQL, nginx, Redis and whatever else runs on the machine)`
  );
}
