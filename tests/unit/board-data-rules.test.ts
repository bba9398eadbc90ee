import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { err } from '../../shared/api/result';
import { importedKey } from '../../shared/games/ids';
import { chartOf } from '../../shared/board-data/charts';
import { emptyBoardData, type BoardData } from '../../shared/board-data/schema';
import { hexsideId } from '../../shared/board-data/hexsides';
import { hexEffects, hexInfo, pathCost, stepCost } from '../../shared/board-data/rules';
import { createImportedLibrary } from '../../main/games/imported/library';
import { createBoardDataService, type BoardDataService } from '../../main/board-data/service';
import { createBoardDataHandlers } from '../../main/app/handlers-board-data';
import { prefillDarkSandsCombat } from '../../main/board-data/prefill/dark-sands';
import { darkSandsCompanion } from '../../main/games/dark-sands/companion/definition';
import type { WorkRunner } from '../../main/work/runner';
import { wordsEn } from '../support/companion-words';
import { makeTerrainMap, type TerrainMap } from '../support/terrain-map';

/**
 * What the table does with board data (issue 16): a hex's terrain and effects with their rules,
 * a path's movement cost by The Dark Sands' TEC, and its combat calculator prefilled from the
 * counters' values, the defender's hex and the hexsides crossed — checked against the rulebook's
 * example of play (seed 002 §4.23, Compass turn 2, chit 1).
 */

const chart = chartOf('dark-sands')!;
const data = (hexes: BoardData['hexes'], hexsides: BoardData['hexsides'] = {}): BoardData => ({ ...emptyBoardData('dark-sands'), hexes, hexsides });

describe('hex effects and path costs by The Dark Sands TEC', () => {
  const d = data(
    {
      a: { t: 'desert', s: 'central' },
      b: { t: 'rough', s: 'central' },
      c: { t: 'desert', s: 'central' },
      e: { t: 'desert', s: 'east' },
      f: { t: 'mountain', s: 'east' },
      g: { t: 'desert' },
      m: { t: 'mountain', s: 'central' },
      t: { t: 'desert', f: ['tobruk-fort'], s: 'central' },
    },
    { [hexsideId('b', 'c')]: ['ridge'], [hexsideId('c', 'e')]: ['road', 'wadi'], [hexsideId('a', 'e')]: ['escarpment'] },
  );
  it('a hex says its terrain, features and section, each type with its rule', () => {
    const h = hexInfo(chart, d, 't');
    expect(h.terrain?.id).toBe('desert');
    expect(h.features.map((f) => [f.id, f.rule])).toEqual([['tobruk-fort', '14.1, TEC F']]);
    expect(h.column).toBe('central');
    expect(hexInfo(chart, d, 'b').terrain).toMatchObject({ id: 'rough', rule: '6.0, TEC', combat: [{ kind: 'defence-plus', value: 1 }] });
    expect(hexInfo(chart, d, 'nowhere').terrain).toBeNull();
  });
  it("a hex's hover lines: Mountain on a side map costs 4 and shifts one column left (6.0, TEC C); Tobruk adds +1 DF per defender (14.1)", () => {
    expect(hexEffects(chart, d, 'f')).toEqual([
      expect.objectContaining({ type: 'mountain', movement: { kind: 'mp', mp: 4 }, combat: [{ kind: 'shift-left', value: 1 }], rule: '6.0, TEC C' }),
    ]);
    const t = hexEffects(chart, d, 't');
    expect(t.map((l) => [l.type, l.layer, l.movement?.kind, l.rule])).toEqual([['desert', 'hex', 'mp', '6.0, TEC'], ['tobruk-fort', 'feature', 'other', '14.1, TEC F']]);
    expect(t[1]!.combat[0]).toMatchObject({ kind: 'defence-plus-per-unit', value: 1 });
    expect(hexEffects(chart, d, 'g')[0]!.movement).toBeNull();
    expect(hexEffects(chart, d, 'nowhere')).toEqual([]);
  });
  it('Central costs: desert 1, rough 2, a ridge adds 1; along a road whatever the hex and the wadi; entering the side map costs its column, double (19.1.5, 19.1.6)', () => {
    const p = pathCost(chart, d, ['a', 'b', 'c', 'e', 'f']);
    expect(p.steps.map((s) => (s.kind === 'mp' ? s.mp : s.kind))).toEqual([2, 2, 0.5, 4]);
    expect(p.total).toBe(8.5);
    expect(stepCost(chart, d, 'e', 'c')).toMatchObject({ kind: 'mp', mp: 0.25 });
  });
  it('an escarpment hexside is prohibited; a hex with no section or no terrain, or NA on its map, has an unknown cost — never a guess', () => {
    expect(stepCost(chart, d, 'a', 'e')).toMatchObject({ kind: 'prohibited', by: 'escarpment', rule: '6.0, TEC' });
    expect(stepCost(chart, d, 'a', 'g')).toMatchObject({ kind: 'unknown', reason: 'no-section' });
    expect(stepCost(chart, d, 'a', 'm')).toMatchObject({ kind: 'unknown', reason: 'not-in-chart' });
    expect(pathCost(chart, d, ['a', 'g', 'b']).total).toBeNull();
  });
});

describe('The Dark Sands combat calculator prefilled from the map', () => {
  const dirs: string[] = [];
  let map: TerrainMap;
  let s: BoardDataService;
  const key = importedKey('terrain-test');
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'board-prefill-'));
    dirs.push(dir);
    map = await makeTerrainMap(dir, { cols: 10, rows: 8 });
    s = createBoardDataService(createImportedLibrary(dir, async () => err('work.failed')));
  });
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('Compass turn 2, chit 1: 7/7 and 7SG/7 (6 + 4) against the Italian Garrison in Tobruk: 5-1, no fort bonus for Italians, roll 6 → DE* read as DE', () => {
    const ctx = s.context(key);
    if (!ctx.ok) throw new Error(ctx.code);
    const tobruk = map.cells[30]!;
    const [west, east] = ctx.value.table.neighbours.get(tobruk)!;
    expect(s.setHexes(key, [{ cell: tobruk, hex: { t: 'desert', f: ['tobruk-fort'], s: 'central' } }, { cell: west!, hex: { t: 'desert', s: 'central' } }, { cell: east!, hex: { t: 'desert', s: 'central' } }]).ok).toBe(true);
    // The values a player enters from the counters (seed 002 §2.5: the factors the example gives).
    expect(
      s.setCounters(key, [
        { piece: 'u0', values: { front: { type: 'tank', steps: 2, attack: 6, nationality: 'allied' } } },
        { piece: 'u1', values: { front: { type: 'infantry', steps: 2, attack: 4, nationality: 'allied' } } },
        { piece: 'u2', values: { front: { type: 'garrison', steps: 1, defence: 2, nationality: 'italian' } } },
        { piece: 'u3', values: { front: { type: 'infantry', steps: 2, attack: 3, defence: 3, nationality: 'italian' }, back: { type: 'infantry', steps: 1, attack: 1, defence: 1, nationality: 'italian' } } },
      ]).ok,
    ).toBe(true);
    const h = createBoardDataHandlers({ imported: createImportedLibrary(path.dirname(path.dirname(map.folder)), async () => err('work.failed')), work: {} as WorkRunner, service: s });
    const r = h['boardData.prefill']({ key, attackers: [{ piece: 'u0', cell: west!, flipped: false, disrupted: false, outOfSupply: false }, { piece: 'u1', cell: east!, flipped: false, disrupted: false, outOfSupply: false }], defenders: [{ piece: 'u2', cell: tobruk, flipped: false, disrupted: false, outOfSupply: false }] }, { id: 'c' } as never);
    if (!(r as { ok: boolean }).ok) throw new Error(JSON.stringify(r));
    const { inputs, unfilled } = (r as { value: { inputs: Record<string, unknown>; unfilled: unknown[] } }).value;
    expect(unfilled).toEqual([]);
    expect(inputs).toMatchObject({ attacker: 'allied', terrain: 'desert', fort: 'tobruk', section: 'central' });
    expect(inputs.defenders).toEqual([{ df: 2, type: 'garrison', steps: 1, italian: true }]);

    const combat = darkSandsCompanion().calculators.find((c) => c.id === 'combat')!;
    const result = combat.compute(inputs as never, {}, [6]);
    const step = (en: string) => result.steps.find((x) => wordsEn(x.label).startsWith(en))?.value;
    expect(step('Odds')).toBe('10:2 = 5-1');
    expect(step('Tobruk fort')).toBe('+0');
    expect(step('A garrison defending alone')).toBe('DE');
    expect(result.outcome?.value).toBe('DE');
  });
  it('an attacker across a Ridge gets the ridge flag; the reduced face is read when flipped; what has no value is listed as unfilled', () => {
    const ctx = s.context(key);
    if (!ctx.ok) throw new Error(ctx.code);
    const target = map.cells[30]!;
    const [west, east] = ctx.value.table.neighbours.get(target)!;
    s.setHexsides(key, [{ id: hexsideId(west!, target), features: ['ridge'] }]);
    const v = s.view(key);
    if (!v.ok) throw new Error(v.code);
    const p = prefillDarkSandsCombat(v.value.chart, v.value.data, [{ piece: 'u3', cell: west!, flipped: true }, { piece: 'u4', cell: east!, flipped: false }], [{ piece: 'u2', cell: target, flipped: false }]);
    expect(p.inputs.attackers).toEqual([
      { af: 1, type: 'infantry', steps: 1, ridge: true, wadi: false },
      { af: 0, type: 'infantry', steps: 1, ridge: false, wadi: false },
    ]);
    expect(p.inputs.attacker).toBe('axis');
    expect(p.inputs).toMatchObject({ attackerOos: false, defenderDisrupted: false });
    const marked = prefillDarkSandsCombat(v.value.chart, v.value.data, [{ piece: 'u3', cell: west!, flipped: true, outOfSupply: true }], [{ piece: 'u2', cell: target, flipped: false, disrupted: true }]);
    expect(marked.inputs).toMatchObject({ attackerOos: true, attackerDisrupted: false, defenderOos: false, defenderDisrupted: true });
    expect(p.unfilled).toEqual([{ input: 'attackers.af', piece: 'u4' }, { input: 'attackers.type', piece: 'u4' }, { input: 'attackers.steps', piece: 'u4' }]);
  });
});

describe('Case Yellow and Battle for North Africa charts', () => {
  it('Case Yellow: a road does not reduce a river crossing (10.4c): along a road across a minor river costs 1 + 1; Woods is left unknown', () => {
    const cy = chartOf('case-yellow')!;
    const d: BoardData = { ...emptyBoardData('case-yellow'), hexes: { a: { t: 'open' }, b: { t: 'forest' }, c: { t: 'woods' } }, hexsides: { [hexsideId('a', 'b')]: ['road', 'minor-river'] } };
    expect(stepCost(cy, d, 'a', 'b')).toMatchObject({ kind: 'mp', mp: 2, rules: ['10.4a, 10.4c', 'TEC, Scen. 2.2'] });
    expect(stepCost(cy, d, 'b', 'a')).toMatchObject({ kind: 'mp', mp: 2 });
    expect(stepCost(cy, d, 'a', 'c')).toMatchObject({ kind: 'unknown', reason: 'not-in-chart' });
    expect(hexInfo(cy, d, 'b').terrain?.combat).toEqual([{ kind: 'shift-left', value: 1 }]);
  });
  it('Battle for North Africa: the chart is missing, so costs are unknown; mountains are closed to mechanized units (6.2.4)', () => {
    const bn = chartOf('battle-for-north-africa')!;
    const t = (id: string) => bn.types.find((x) => x.id === id)!;
    expect(t('mountain').movement).toEqual({ foot: { kind: 'unknown' }, mechanized: { kind: 'prohibited' } });
    expect(t('desert').combat[0]!.kind).toBe('unknown');
    expect(t('pass').movement.foot).toEqual({ kind: 'mp', mp: 1 });
    const d: BoardData = { ...emptyBoardData('battle-for-north-africa'), hexes: { a: { t: 'desert' }, m: { t: 'mountain' } } };
    expect(stepCost(bn, d, 'a', 'm', 'mechanized')).toMatchObject({ kind: 'prohibited', by: 'mountain', rule: '6.2.4, 6.4.2, 7.1' });
    expect(stepCost(bn, d, 'a', 'm', 'foot')).toMatchObject({ kind: 'unknown' });
  });
});
