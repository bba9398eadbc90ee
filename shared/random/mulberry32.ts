/**
 * mulberry32: a tiny seeded generator of numbers in [0, 1). Not for dice (main/engine/rng.ts draws
 * those); for reproducible choices among equals — the computer player's ties, property tests and
 * benchmarks.
 */
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

/** The same generator seeded by a string (its FNV-1a hash). */
export function seededByText(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return mulberry32(h >>> 0);
}
