/**
 * Line of sight by the ASL Starter Kit rules (3.2.1 and the terrain of 1.1.1) over per-hex terrain
 * and ground level: the thread from centre dot to centre dot, each hex it crosses judged by its
 * terrain and level against the two units' levels. Advice only: the verdict says what the app sees
 * in its per-hex terrain, with the reason and the rule, for the players to check on the map's art.
 *
 * - The end hexes never block (3.2.1).
 * - Same level: an obstacle at that level blocks; a hindrance adds its DRM; ground higher than
 *   both units blocks (hills, 1.1.1); terrain below them does not act (1.1.1: two units on hills).
 * - Different levels: the higher unit sees down only through the crest line leaving its own hex,
 *   crossing no other (3.2.1), so ground as high as the higher unit blocks; obstacles block (the
 *   higher unit cannot see beyond them); orchards block in season and hinder (+1) out of it (1.1.1);
 *   grain and brush do not hinder (3.2.1). Ground between the two levels (a board with level-2
 *   hills) is beyond the Starter Kit's rules: noted, not judged.
 * - Obstacles block where the thread crosses their art with art on both sides of it (3.2.1): a
 *   thread along a hexspine is blocked when both hexes hold obstacles, and only noted when one
 *   does; a hex whose corner the thread only clips is noted, not judged (CLIP_DEPTH). Inherent
 *   hindrances (orchards) act on the whole hex, hexsides included (1.1.1).
 * - Hindrances adding up to +6 block (3.2.1).
 */
import { ASL_TERRAIN, HINDRANCE_BLOCKS_AT, type AslTerrainId, type Season } from '../../../../shared/games/asl-starter-kit/terrain.js';
import { hexRange, threadSteps, type HexRC } from './thread.js';

export interface LosHex {
  /** Printed name (`yI2`, or `I2` on a one-board map). */
  name: string;
  /** Terrain at the centre dot; null when unknown (then the verdict says so). */
  terrain: AslTerrainId | null;
  /** Ground level at the centre dot. */
  level: number;
}

/** The map's hexes by map-wide column and row; null off the map. */
export type LosMap = (h: HexRC) => LosHex | null;

export type LosVerdict = 'clear' | 'hindered' | 'blocked';

export interface LosReason {
  /** Message code under `asl-starter-kit:los.` */
  code: string;
  params: Record<string, string | number>;
  rule: string;
}

export interface LosResult {
  verdict: LosVerdict;
  range: number;
  hindrance: number;
  /** The first reason the thread is blocked, if it is. */
  blockedBy: LosReason | null;
  /** Every hindrance counted and every note, in order along the thread from the firer. */
  reasons: LosReason[];
  /** Names of the hexes the thread passes, in order (a hexspine as `J2/J3`). */
  passes: string[];
}

export interface LosQuery {
  from: HexRC;
  to: HexRC;
  season: Season;
}

/**
 * A hex the thread only clips (passing farther than this from its centre dot, in inradii) is not
 * judged by its terrain: the art that decides lies near the dot (2.1: each hex's dominant terrain
 * holds its centre dot), so the verdict notes it for the players to check on the map.
 */
export const CLIP_DEPTH = 0.8;

type Effect =
  | { kind: 'block'; inherent: boolean; reason: LosReason }
  | { kind: 'hinder'; drm: number; inherent: boolean; reason: LosReason }
  | { kind: 'note'; reason: LosReason }
  | null;

interface Levels {
  hi: number;
  lo: number;
  season: Season;
}

/** What one hex the thread passes does to it, by its terrain and level against the units' levels. */
function effectOf(h: LosHex, l: Levels): Effect {
  const sameLevel = l.hi === l.lo;
  const base = { hex: h.name, level: h.level };
  if (h.level > l.hi) return { kind: 'block', inherent: false, reason: { code: sameLevel ? 'blocked.hill' : 'blocked.crest', params: base, rule: sameLevel ? '1.1.1' : '3.2.1' } };
  if (!sameLevel && h.level === l.hi) return { kind: 'block', inherent: false, reason: { code: 'blocked.crest', params: base, rule: '3.2.1' } };
  if (!sameLevel && h.level > l.lo) return { kind: 'note', reason: { code: 'note.beyondStarterKit', params: base, rule: '1.1.1' } };
  // Same level: terrain below two units on hills does not act (1.1.1).
  if (sameLevel && h.level < l.hi) return null;
  if (!h.terrain) return { kind: 'note', reason: { code: 'note.unknownTerrain', params: base, rule: '3.2.1' } };
  const terrain = ASL_TERRAIN[h.terrain];
  const named = { ...base, terrain: terrain.id };
  const inSeason = terrain.season === 'orchard' ? l.season.orchards : terrain.season === 'grain' ? l.season.grain : true;
  if (terrain.los === 'obstacle') return { kind: 'block', inherent: terrain.inherent, reason: { code: 'blocked.obstacle', params: named, rule: terrain.rule } };
  if (!sameLevel) {
    if (terrain.betweenLevels === 'block') return { kind: 'block', inherent: terrain.inherent, reason: { code: 'blocked.obstacle', params: named, rule: terrain.rule } };
    if (terrain.betweenLevels !== 'seasonal') return null;
    if (inSeason) return { kind: 'block', inherent: terrain.inherent, reason: { code: 'blocked.orchardBetweenLevels', params: named, rule: '1.1.1' } };
    return { kind: 'hinder', drm: 1, inherent: terrain.inherent, reason: { code: 'hindrance', params: { ...named, drm: 1 }, rule: '1.1.1' } };
  }
  if (terrain.los !== 'hindrance' || !inSeason || !terrain.hindrance) return null;
  return { kind: 'hinder', drm: terrain.hindrance, inherent: terrain.inherent, reason: { code: 'hindrance', params: { ...named, drm: terrain.hindrance }, rule: terrain.rule } };
}

const marginal = (e: NonNullable<Effect>, code: string, hexes: string): LosReason => ({ code, params: { ...e.reason.params, along: hexes }, rule: '3.2.1' });

export function lineOfSight(map: LosMap, q: LosQuery): LosResult | { error: 'offMap' } {
  const a = map(q.from);
  const b = map(q.to);
  if (!a || !b) return { error: 'offMap' };
  const range = hexRange(q.from, q.to);
  const levels: Levels = { hi: Math.max(a.level, b.level), lo: Math.min(a.level, b.level), season: q.season };
  const reasons: LosReason[] = [];
  const passes: string[] = [];
  let hindrance = 0;
  const done = (verdict: LosVerdict, blockedBy: LosReason | null): LosResult => ({ verdict, range, hindrance, blockedBy, reasons, passes });
  const hinder = (drm: number, reason: LosReason): LosResult | null => {
    hindrance += drm;
    reasons.push(reason);
    return hindrance >= HINDRANCE_BLOCKS_AT ? done('blocked', { code: 'blocked.hindrances', params: { drm: hindrance }, rule: '3.2.1' }) : null;
  };

  for (const step of threadSteps(q.from, q.to)) {
    if (step.kind === 'hex') {
      const h = map(step.hex);
      if (!h) continue;
      passes.push(h.name);
      const e = effectOf(h, levels);
      if (!e) continue;
      const clipped = step.depth > CLIP_DEPTH;
      if (e.kind === 'note') reasons.push(e.reason);
      else if (e.kind === 'block') {
        if (!clipped) return done('blocked', e.reason);
        reasons.push(marginal(e, 'note.clips', h.name));
      } else if (!clipped || e.inherent) {
        const end = hinder(e.drm, e.reason);
        if (end) return end;
      } else reasons.push(marginal(e, 'note.clips', h.name));
      continue;
    }
    // Along a hexspine: art on both sides of the thread blocks it (3.2.1); an inherent hindrance
    // acts on its hexsides (1.1.1); anything on one side only is the players' call, noted.
    const hexes = step.hexes.map(map).filter((h): h is LosHex => h !== null);
    if (!hexes.length) continue;
    const along = hexes.map((h) => h.name).join('/');
    passes.push(along);
    const effects = hexes.map((h) => effectOf(h, levels));
    const blocks = effects.filter((e): e is Extract<Effect, { kind: 'block' }> => e?.kind === 'block');
    const blocking = blocks.find((e) => e.inherent) ?? (blocks.length === 2 ? blocks[0] : undefined);
    if (blocking) return done('blocked', { ...blocking.reason, params: { ...blocking.reason.params, along } });
    for (const e of blocks) reasons.push(marginal(e, 'note.alongEdge', along));
    for (const e of effects) if (e?.kind === 'note') reasons.push(e.reason);
    const hinders = effects.filter((e): e is Extract<Effect, { kind: 'hinder' }> => e?.kind === 'hinder');
    const counted = hinders.filter((e) => e.inherent || hinders.length === 2).sort((x, y) => y.drm - x.drm)[0];
    if (counted) {
      const end = hinder(counted.drm, counted.reason);
      if (end) return end;
    } else for (const e of hinders) reasons.push(marginal(e, 'note.alongEdge', along));
  }
  return done(hindrance > 0 ? 'hindered' : 'clear', null);
}
