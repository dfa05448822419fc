/** How the benches time a call and report a series: p95 and median in milliseconds, with the count. */

export function p95(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? NaN;
  return `${at.toFixed(1)} ms (median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, n=${sorted.length})`;
}

/** Runs `work` and adds its duration to `samples`. */
export async function timed<T>(samples: number[], work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  samples.push(performance.now() - started);
  return result;
}
