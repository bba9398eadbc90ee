/**
 * Hex geometry benchmarks. Prints numbers; asserts nothing. Run directly: `npx tsx bench/hex.ts`.
 *   - reachable(): a 70×30 pointy/odd map, ~10% prohibited hexes, entry costs 1–2, 12 MP,
 *     from 200 random starts (median and p95 per call)
 *   - hexLine() and pixelToHex() throughput
 */
import { hexDistance, hexKey, hexLine, type Hex } from '../shared/hex/axial.js';
import { pixelToHex, type PixelLayout } from '../shared/hex/layout.js';
import { reachable, type MovementRules } from '../shared/hex/movement.js';
import { offsetToAxial } from '../shared/hex/offset.js';
import { mulberry32, report } from './stats.js';

/** Calls fn n times (after a warm-up) and prints calls per second. fn returns a number that is summed, so the work cannot be optimised away. */
function throughput(name: string, n: number, fn: (i: number) => number): number {
  let sink = 0;
  for (let i = 0; i < Math.min(n, 10_000); i++) sink += fn(i); // warm up
  const t = performance.now();
  for (let i = 0; i < n; i++) sink += fn(i);
  const secs = (performance.now() - t) / 1000;
  console.log(`${name.padEnd(52)} ${Math.round(n / secs).toLocaleString('en')} /s`);
  return sink;
}

export async function benchHex(): Promise<void> {
  const rand = mulberry32(20240601);
  const COLS = 70;
  const ROWS = 30;
  const MP = 12;

  // The map: entry cost of every hex that exists (null = prohibited).
  const cost = new Map<string, number | null>();
  const open: Hex[] = [];
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < COLS; col++) {
      const h = offsetToAxial({ col, row }, 'pointy', 'odd');
      const c = rand() < 0.1 ? null : rand() < 0.5 ? 1 : 2;
      cost.set(hexKey(h), c);
      if (c !== null) open.push(h);
    }
  }
  const rules: MovementRules = { stepCost: (_from, to) => cost.get(hexKey(to)) ?? null };
  const starts = Array.from({ length: 200 }, () => open[Math.floor(rand() * open.length)]!);

  console.log('\n== Hex geometry');
  for (let i = 0; i < 3; i++) for (const s of starts) reachable(s, MP, rules); // warm up (JIT)
  const samples: number[] = [];
  let reached = 0;
  for (const s of starts) {
    const t = performance.now();
    const r = reachable(s, MP, rules);
    samples.push(performance.now() - t);
    reached += r.size;
  }
  report(`reachable, ${COLS}×${ROWS} map, ${MP} MP (avg ${Math.round(reached / starts.length)} hexes)`, samples);

  const pairs = Array.from({ length: 1000 }, () => [open[Math.floor(rand() * open.length)]!, open[Math.floor(rand() * open.length)]!] as const);
  const avgLen = pairs.reduce((n, [a, b]) => n + hexDistance(a, b) + 1, 0) / pairs.length;
  throughput(`hexLine (random pairs on the map, avg ${avgLen.toFixed(1)} hexes)`, 200_000, (i) => {
    const [a, b] = pairs[i % pairs.length]!;
    return hexLine(a, b).length;
  });

  for (const orientation of ['pointy', 'flat'] as const) {
    const layout: PixelLayout = { orientation, size: { x: 30, y: 30 }, origin: { x: 40, y: 40 } };
    const points = Array.from({ length: 4096 }, () => ({ x: rand() * 3600, y: rand() * 1400 }));
    throughput(`pixelToHex (${orientation})`, 2_000_000, (i) => {
      return pixelToHex(layout, points[i & 4095]!).q;
    });
  }
}

if (process.argv[1]?.endsWith('hex.ts')) void benchHex();
