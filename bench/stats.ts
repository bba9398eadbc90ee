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
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
