import { describe, expect, it } from 'vitest';
import { loadAfrikaKorpsData } from '../../main/games/afrika-korps/data.js';
import {
  AK_REFUSAL_REASONS,
  AK_SPLIT_ROADS,
  ROAD_BONUS,
  STACKING_LIMIT,
  enemyZocAt,
  explainMove,
  followPath,
  isCombatUnit,
  isFortress,
  isPlainEscarpment,
  isPlayable,
  isProhibitedHexside,
  isRoadEscarpment,
  isRoadHexside,
  legalMoves,
  neighboursOf,
  unitKind,
  unitSpec,
  type Board,
  type MoveOptions,
} from '../../main/games/afrika-korps/rules/index.js';
import { mulberry32 } from '../support/prng.js';

/**
 * Property checks on random positions: every legal move is a real, rule-abiding path; following
 * it and asking why gives no refusal; every other hex gets a refusal with a known code and a rule
 * number; and the set of destinations equals that of an independent exhaustive search (an oracle
 * that restates the movement rules without the production search's pruning).
 */

const data = loadAfrikaKorpsData();
const playable = Object.keys(data.terrain).filter((h) => isPlayable(data, h));
const combatIds = data.units.filter((u) => u.type !== 'supply' && u.type !== 'hq').map((u) => u.id);

interface Case {
  board: Board;
  mover: string;
  options: MoveOptions;
}

function randomCase(seed: number): Case {
  const rnd = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  // A cluster of hexes around a random centre, so units interact.
  const centre = pick(playable);
  const cluster = new Set([centre]);
  let frontier = [centre];
  for (let r = 0; r < 4; r++) {
    const next: string[] = [];
    for (const h of frontier) for (const n of neighboursOf(data, h)) if (isPlayable(data, n) && !cluster.has(n)) {
      cluster.add(n);
      next.push(n);
    }
    frontier = next;
  }
  const spots = [...cluster];
  const units = new Map<string, { hex: string; side: string }>();
  const sideAt = new Map<string, string>();
  const place = (id: string): void => {
    if (units.has(id)) return;
    const side = unitSpec(data, id)!.side;
    for (let tries = 0; tries < 10; tries++) {
      const h = pick(spots);
      const other = sideAt.get(h);
      if (other && other !== side) continue;
      units.set(id, { hex: h, side });
      sideAt.set(h, side);
      return;
    }
  };
  const n = 2 + Math.floor(rnd() * 9);
  for (let i = 0; i < n; i++) place(pick(combatIds));
  if (rnd() < 0.5) place(pick(['axis-supply-1', 'axis-supply-2']));
  if (rnd() < 0.5) place(pick(['allied-supply-1', 'allied-supply-2']));
  if (rnd() < 0.4) place('de-rommel');
  const ids = [...units.keys()];
  const mover = pick(ids);
  const moverSide = units.get(mover)!.side;
  const enemies = ids.filter((id) => units.get(id)!.side !== moverSide && isCombatUnit(data, id));
  const options: MoveOptions = {
    fortressZocOutward: rnd() < 0.2,
    stacking: rnd() < 0.2 ? 'endOfPhase' : 'destination',
  };
  if (enemies.length > 0 && rnd() < 0.2) options.automaticVictory = [pick(enemies)];
  return { board: { data, units }, mover, options };
}

/** The exhaustive oracle: every (hex, MP, bonus, crossing, road, stop) state, no pruning. */
function oracle(c: Case): Set<string> {
  const { board, mover, options } = c;
  const me = board.units.get(mover)!;
  const kind = unitKind(data, mover)!;
  const av = new Set(options.automaticVictory ?? []);
  const zocOpts = { automaticVictory: options.automaticVictory, fortressZocOutward: options.fortressZocOutward };
  const enemyCombat = (h: string, blockingOnly: boolean): boolean =>
    [...board.units].some(([id, u]) => u.hex === h && u.side !== me.side && isCombatUnit(data, id) && (!blockingOnly || !av.has(id)));
  const enemySupplyNear = (h: string): boolean =>
    [...board.units].some(([id, u]) => {
      if (u.side === me.side || unitKind(data, id) !== 'supply') return false;
      if (u.hex === h) return true;
      return neighboursOf(data, h).includes(u.hex) && !isProhibitedHexside(data, h, u.hex) && !isFortress(data, u.hex);
    });
  const friendlyCombat = (h: string): number =>
    [...board.units].filter(([id, u]) => id !== mover && u.hex === h && u.side === me.side && isCombatUnit(data, id)).length;
  const startZoc = new Set(enemyZocAt(board, me.side, me.hex, zocOpts));
  const split = AK_SPLIT_ROADS;
  const joined = (h: string, a: string, b: string): boolean =>
    !split[h] || split[h]!.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

  type S = { hex: string; n: number; b: number; used: boolean; road: string | null; stop: boolean; first: boolean };
  const seen = new Set<string>();
  const out = new Set<string>();
  const queue: S[] = [{ hex: me.hex, n: unitSpec(data, mover)!.movement, b: ROAD_BONUS, used: false, road: null, stop: false, first: true }];
  while (queue.length) {
    const s = queue.pop()!;
    const key = `${s.hex}|${s.n}|${s.b}|${s.used}|${s.road}|${s.stop}|${s.first}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!s.first && s.hex !== me.hex && !enemyCombat(s.hex, false)) {
      const over = options.stacking !== 'endOfPhase' && kind === 'combat' && friendlyCombat(s.hex) + 1 > STACKING_LIMIT;
      if (!over) out.add(s.hex);
    }
    if (s.stop) continue;
    for (const to of neighboursOf(data, s.hex)) {
      if (!isPlayable(data, to) || isProhibitedHexside(data, s.hex, to) || enemyCombat(to, true)) continue;
      const zoc = enemyZocAt(board, me.side, to, zocOpts);
      if (s.first && zoc.some((id) => startZoc.has(id))) continue;
      if (kind === 'rommel' && zoc.length > 0) continue;
      if (kind !== 'combat' && enemySupplyNear(to)) continue;
      const road = isRoadHexside(data, s.hex, to);
      const extra = road && s.road !== null && !joined(s.hex, s.road, to) ? 1 : 0;
      const crossing = !road && (isRoadEscarpment(data, s.hex) || isRoadEscarpment(data, to));
      if (crossing && s.used) continue;
      // Try both ways of paying a road step; the oracle does not assume the greedy choice.
      const payments: [number, number][] = road ? [[s.n - extra, s.b - 1], [s.n - extra - 1, s.b]] : [[s.n - 1, s.b]];
      for (const [n, b] of payments) {
        if (n < 0 || b < 0) continue;
        queue.push({
          hex: to,
          n,
          b,
          used: s.used || crossing,
          road: road && split[to] ? s.hex : null,
          stop: zoc.length > 0 || isPlainEscarpment(data, to),
          first: false,
        });
      }
    }
  }
  return out;
}

describe('movement properties on random positions', () => {
  // AK_CASES=400 npx vitest run tests/unit/ak-rules-properties for a longer run.
  const CASES = Number(process.env.AK_CASES ?? 40);
  const TIMEOUT = Math.max(20_000, CASES * 1_000);

  it('legal moves are contiguous, within the rules, explained as legal, and match the exhaustive oracle', () => {
    for (let seed = 1; seed <= CASES; seed++) {
      const c = randomCase(seed);
      const { board, mover, options } = c;
      const me = board.units.get(mover)!;
      const zocOpts = { automaticVictory: options.automaticVictory, fortressZocOutward: options.fortressZocOutward };
      const moves = legalMoves(board, mover, options);
      const allowance = unitSpec(data, mover)!.movement;
      const startZoc = new Set(enemyZocAt(board, me.side, me.hex, zocOpts));

      expect(new Set(moves.keys()), `seed ${seed}`).toEqual(oracle(c));

      let checked = 0;
      for (const [dest, m] of moves) {
        const p = m.path;
        expect(p[0]).toBe(me.hex);
        expect(p[p.length - 1]).toBe(dest);
        expect(p.length).toBeLessThanOrEqual(allowance + ROAD_BONUS + 1);
        let offRoad = 0;
        let crossings = 0;
        for (let i = 1; i < p.length; i++) {
          const a = p[i - 1]!;
          const b = p[i]!;
          expect(neighboursOf(data, a), `seed ${seed} ${a}-${b}`).toContain(b);
          expect(isPlayable(data, b)).toBe(true);
          expect(isProhibitedHexside(data, a, b)).toBe(false);
          const road = isRoadHexside(data, a, b);
          if (!road) offRoad++;
          if (!road && (isRoadEscarpment(data, a) || isRoadEscarpment(data, b))) crossings++;
          if (i < p.length - 1) {
            // Never through enemy ZOC (8.1, 8.3) nor a plain escarpment (18.1).
            expect(enemyZocAt(board, me.side, b, zocOpts), `seed ${seed} through ${b}`).toEqual([]);
            expect(isPlainEscarpment(data, b)).toBe(false);
          }
        }
        expect(offRoad).toBeLessThanOrEqual(allowance);
        expect(crossings).toBeLessThanOrEqual(1);
        if (p.length > 1) {
          const first = enemyZocAt(board, me.side, p[1]!, zocOpts);
          expect(first.some((id) => startZoc.has(id)), `seed ${seed} 8.3`).toBe(false);
        }
        expect(m.enemyZoc).toEqual(enemyZocAt(board, me.side, dest, zocOpts));
        // Following the path gives the same move; asking why gives no refusal.
        const f = followPath(board, mover, p, options);
        expect(f.ok).toBe(true);
        if (f.ok) expect(f.move).toEqual(m);
        if (checked++ < 12) {
          expect(explainMove(board, mover, p, options), `seed ${seed} path to ${dest}`).toBeNull();
          expect(explainMove(board, mover, dest, options), `seed ${seed} ${dest}`).toBeNull();
        }
      }
    }
  }, TIMEOUT);

  it('every hex that is not a legal destination gets a refusal with a known code and a rule number', () => {
    for (let seed = 1; seed <= CASES; seed++) {
      const c = randomCase(seed);
      const { board, mover, options } = c;
      const me = board.units.get(mover)!;
      const moves = legalMoves(board, mover, options);
      const rnd = mulberry32(seed * 7919);
      const near = new Set<string>([me.hex]);
      let ring = [me.hex];
      for (let r = 0; r < 8; r++) {
        const next: string[] = [];
        for (const h of ring) for (const n of neighboursOf(data, h)) if (!near.has(n)) {
          near.add(n);
          next.push(n);
        }
        ring = next;
      }
      const candidates = [...near].filter((h) => h !== me.hex && !moves.has(h));
      for (let i = 0; i < 6 && candidates.length > 0; i++) {
        const h = candidates.splice(Math.floor(rnd() * candidates.length), 1)[0]!;
        const r = explainMove(board, mover, h, options);
        expect(r, `seed ${seed} ${mover} to ${h}`).not.toBeNull();
        expect(AK_REFUSAL_REASONS).toContain(r!.reason);
        expect(r!.rule).toMatch(/^\d+(\.\d+)*$/);
      }
      expect(explainMove(board, mover, 'Z99', options)).toMatchObject({ reason: 'offMap', rule: '5.8' });
    }
  }, TIMEOUT);
});
