/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 128-bit state), kept as plain data
 * in the game state so that replaying the log redraws exactly the same dice.
 */
export type RngState = readonly [number, number, number, number];

/** Seeds from a 32-hex-digit string (128 bits); the generator is warmed up so that similar seeds diverge. */
export function seedRng(seedHex: string): RngState {
  if (!/^[0-9a-f]{32}$/i.test(seedHex)) throw new Error('seed must be 32 hex digits');
  let s: RngState = [0, 1, 2, 3].map((i) => parseInt(seedHex.slice(i * 8, i * 8 + 8), 16) >>> 0) as unknown as RngState;
  for (let i = 0; i < 15; i++) s = nextUint32(s)[1];
  return s;
}

export function nextUint32(s: RngState): [number, RngState] {
  let [a, b, c, d] = s;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t, [a >>> 0, b >>> 0, c, d]];
}

/** A uniform die roll in 1..sides, without modulo bias (rejection sampling). */
export function rollDie(s: RngState, sides: number): [number, RngState] {
  const limit = Math.floor(0x100000000 / sides) * sides;
  let state = s;
  for (;;) {
    const [x, next] = nextUint32(state);
    state = next;
    if (x < limit) return [(x % sides) + 1, state];
  }
}
