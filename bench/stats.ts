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
