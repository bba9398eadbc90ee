import { createHmac } from 'node:crypto';

/**
 * The dice of one roll, fixed by both players' reveals for it and by where it stands (the game,
 * the roll's index and the log position of the action that needs it). A stream of HMAC-SHA256
 * blocks keyed by both reveals is read 32 bits at a time; values that would bias a die are
 * skipped (rejection sampling), as the seeded generator does (main/engine/rng.ts).
 */
export function diceFromReveals(p: { game: string; k: number; seq: number; a: string; b: string; count: number; sides: number }): number[] {
  if (!Number.isInteger(p.sides) || p.sides < 2 || p.sides > 1000) throw new RangeError('sides');
  if (!Number.isInteger(p.count) || p.count < 1 || p.count > 100) throw new RangeError('count');
  const limit = Math.floor(0x100000000 / p.sides) * p.sides;
  const out: number[] = [];
  for (let block = 0; out.length < p.count; block++) {
    const bytes = createHmac('sha256', `${p.a}:${p.b}`).update(`campaign-table-dice-draw\n${p.game}\n${p.k}\n${p.seq}\n${p.count}d${p.sides}\n${block}`).digest();
    for (let i = 0; i + 4 <= bytes.length && out.length < p.count; i += 4) {
      const x = bytes.readUInt32BE(i);
      if (x < limit) out.push((x % p.sides) + 1);
    }
  }
  return out;
}
