/** Shared reporting for the benchmark suites: percentiles over samples in milliseconds. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const elapsedMs = (startNs: bigint): number => Number(process.hrtime.bigint() - startNs) / 1e6;

export function report(name: string, samples: readonly number[]): void {
  const s = [...samples].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(52)} p50 ${percentile(s, 50).toFixed(3)} ms  p95 ${percentile(s, 95).toFixed(3)} ms  max ${s[s.length - 1]!.toFixed(3)} ms  (n=${s.length})`,
  );
}

export function reportRate(name: string, count: number, ms: number, unit = '/s'): void {
  console.log(`${name.padEnd(52)} ${Math.round((count / ms) * 1000).toLocaleString('en')} ${unit}`);
}

/** A small seeded generator so every run benchmarks the same work. */
export { mulberry32 } from '../tests/support/prng.js';

/** Wall-clock and CPU time (this process, user + system) of each sample, in milliseconds. */
export interface Samples {
  wall: number[];
  cpu: number[];
}

/** Times one sample of `fn` into `into` (so a caller can set each sample up outside the clock). */
export function sample(into: Samples, fn: () => void): void {
  const cpu = process.cpuUsage();
  const t = process.hrtime.bigint();
  fn();
  into.wall.push(elapsedMs(t));
  const used = process.cpuUsage(cpu);
  into.cpu.push((used.user + used.system) / 1000);
}

/** `fn` run `n` times, after one run to warm up. */
export function timed(n: number, fn: () => void): Samples {
  fn();
  const out: Samples = { wall: [], cpu: [] };
  for (let i = 0; i < n; i++) sample(out, fn);
  return out;
}

/**
 * A figure with its target beside it: the medians of wall-clock and CPU time (CPU counts every
 * thread of the process, the garbage collector's too), and whether the wall-clock median meets it.
 */
export function reportTarget(name: string, s: Samples, targetMs: number): void {
  const wall = percentile([...s.wall].sort((a, b) => a - b), 50);
  const cpu = percentile([...s.cpu].sort((a, b) => a - b), 50);
  const met = wall < targetMs ? 'met' : 'NOT met';
  const digits = targetMs < 10 ? 3 : 1;
  console.log(`${name.padEnd(52)} p50 ${wall.toFixed(digits)} ms (CPU ${cpu.toFixed(digits)} ms)  target < ${targetMs} ms: ${met}  (n=${s.wall.length})`);
}
