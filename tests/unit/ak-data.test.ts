import { describe, expect, it } from 'vitest';
import { loadAfrikaKorpsData } from '../../main/games/afrika-korps/data.js';
import { GameDataSchema, type GameData, type GridSpec } from '../../shared/games/descriptor.js';
import { areAdjacent, gridNameToHex, hexDistance, hexNeighbors, hexToGridName, type Hex } from '../../shared/hex/index.js';

/**
 * Afrika Korps data checked against the rulebook (seed 000_9dce4600f0004f56.txt, Italian translation
 * of the 1980 third edition; section numbers as printed there) and, for counts, against the
 * reference it was converted from (see main/games/afrika-korps/PROVENANCE.md).
 */

const data = loadAfrikaKorpsData();

function at(name: string, grid: GridSpec = data.grid): Hex {
  const h = gridNameToHex(grid, name);
  if (!h) throw new Error(`${name} is not on the grid`);
  return h;
}

const terrainType = (id: string) => data.terrainTypes.find((t) => t.id === id);
const playable = (hex: string): boolean => {
  const t = data.terrain[hex];
  return t !== undefined && terrainType(t)!.playable;
};
const place = (id: string) => data.places.find((p) => p.id === id);
const placeAt = (hex: string) => data.places.find((p) => p.hex === hex);
const unit = (id: string) => {
  const u = data.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id}`);
  return u;
};
const sameSide = (a: string, b: string) => (x: { a: string; b: string }) => (x.a === a && x.b === b) || (x.a === b && x.b === a);
const sideFeatures = (a: string, b: string): string[] => data.hexsides.filter(sameSide(a, b)).map((s) => s.feature);
const touching = (hex: string, feature: string) => data.hexsides.filter((s) => s.feature === feature && (s.a === hex || s.b === hex));

/** Odds as rule 7.3 computes them: rounded in the defender's favour. */
function odds(attack: number, defence: number): string {
  return attack >= defence ? `${Math.floor(attack / defence)}-1` : `1-${Math.ceil(defence / attack)}`;
}

const scenario = data.scenarios.find((s) => s.id === 'march-1941')!;

describe('Afrika Korps data: loading', () => {
  it('loads, passes the schema and carries a provenance for every dataset', () => {
    expect(() => GameDataSchema.parse(data)).not.toThrow();
    expect(data.game).toBe('afrika-korps');
    expect(scenario).toBeDefined();
    for (const p of [...Object.values(data.provenance), scenario.provenance]) {
      expect(p.source.ref.length).toBeGreaterThan(0);
      expect(p.checkedAgainst.length).toBeGreaterThan(0);
      if (p.source.kind === 'reference') expect(p.licence).toBe('MIT');
    }
  });
});

describe('Afrika Korps data: grid (§1.1, §5.7, §5.8, §17, §18)', () => {
  it('names every hex of the map by its printed coordinate, and back', () => {
    for (const name of Object.keys(data.terrain)) {
      const h = gridNameToHex(data.grid, name);
      expect(h, name).not.toBeNull();
      expect(hexToGridName(data.grid, h!)).toBe(name);
    }
  });

  it('puts the reference anchors where the reference formula says', () => {
    // [col, row] = G25, W3, J62 (reference README): number = col + floor((row - 5) / 2) - 9.
    const offsets: [string, number, number][] = [['G25', 31, 11], ['W3', 1, 27], ['J62', 67, 14]];
    for (const [name, col, row] of offsets) {
      const k = row - data.grid.naming.row0;
      expect(data.grid.naming.kind).toBe('letter-diagonal');
      if (data.grid.naming.kind !== 'letter-diagonal') return;
      expect(`${String.fromCharCode(65 + k)}${col + Math.floor(k / 2) + data.grid.naming.num0}`).toBe(name);
    }
  });

  // Pairs the rulebook treats as adjacent: the anomalous hexsides, and every step of the worked
  // coast-road / escarpment examples (§17.3.2, §18).
  const rulebookPaths: string[][] = [
    ['E18', 'F19'],
    ['E18', 'E19'],
    ['W62', 'X62'],
    ['Q60', 'R60'],
    ['G22', 'H23', 'H24', 'H25', 'H26', 'H27'],
    ['H24', 'I25', 'I26', 'J27', 'I27', 'I28', 'H28', 'H29', 'I30'],
    ['G25', 'H26', 'I27', 'J27', 'J28'],
    ['G25', 'H26', 'I27', 'J28'],
    ['G24', 'H24', 'H23'],
    ['I24', 'H24', 'H25'],
    ['I26', 'I27', 'I28'],
  ];

  it('makes every step of the rulebook examples adjacent', () => {
    for (const path of rulebookPaths) {
      for (let i = 1; i < path.length; i++) {
        expect(areAdjacent(at(path[i - 1]!), at(path[i]!)), `${path[i - 1]}-${path[i]}`).toBe(true);
      }
    }
  });

  it('would break the rulebook examples with the other row parity', () => {
    const other: GridSpec = { ...data.grid, offset: data.grid.offset === 'odd' ? 'even' : 'odd' };
    const broken = rulebookPaths.flatMap((p) => p.slice(1).map((h, i) => [p[i]!, h] as const)).filter(([a, b]) => !areAdjacent(at(a, other), at(b, other)));
    expect(broken.length).toBeGreaterThan(0);
  });

  it('gives H24 the six neighbours of the §18 examples and the distances between the key hexes', () => {
    const names = hexNeighbors(at('H24')).map((h) => hexToGridName(data.grid, h));
    expect(new Set(names)).toEqual(new Set(['H23', 'H25', 'G23', 'G24', 'I24', 'I25']));
    expect(hexDistance(at('G25'), at('H2'))).toBe(24);
    expect(hexDistance(at('G25'), at('L59'))).toBe(34);
    expect(hexDistance(at('W3'), at('W6'))).toBe(3);
  });
});

describe('Afrika Korps data: terrain (§1.1, §5.6, §5.8)', () => {
  it('defines every terrain it uses, in our own colours, with the rule behind it', () => {
    const ids = new Set(data.terrainTypes.map((t) => t.id));
    for (const [hex, t] of Object.entries(data.terrain)) expect(ids.has(t), `${hex}: ${t}`).toBe(true);
    for (const t of data.terrainTypes) expect(t.rule, t.id).toBeTruthy();
    expect(terrainType('sea')!.playable).toBe(false);
    expect(terrainType('qattara')!.playable).toBe(false);
    expect(terrainType('qattara-partial')!.playable).toBe(true);
  });

  it('has the escarpment of §1.1 (G24; T29 is not a pass) and of the §18 examples', () => {
    for (const hex of ['G24', 'T29', 'H23', 'H24', 'H25', 'I26', 'I27']) expect(data.terrain[hex], hex).toBe('escarpment');
    expect(data.terrain['H29']).toBe('clear'); // "un esagono di terreno libero lungo una strada (H29)"
    expect(data.terrain['H26']).not.toBe('escarpment'); // a unit continues past H26 (§18, from G22)
  });

  it('has the Qattara Depression of §1.1 and §5.6: R60 and T61 wholly inside, Q60 partly', () => {
    expect(data.terrain['R60']).toBe('qattara');
    expect(data.terrain['T61']).toBe('qattara');
    expect(playable('R60')).toBe(false);
    expect(playable('T61')).toBe(false);
    expect(data.terrain['Q60']).toBe('qattara-partial');
    expect(playable('Q60')).toBe(true);
  });

  it('has the map edge of §5.8', () => {
    for (const hex of ['I63', 'K64', 'M65', 'O66', 'Q67', 'S68', 'U69']) expect(playable(hex), hex).toBe(true);
    for (const hex of ['R68', 'X70', 'Y70']) expect(data.terrain[hex], hex).toBeUndefined();
    expect(Object.keys(data.terrain).some((h) => h.startsWith('Y'))).toBe(false);
  });

  it('has the fortresses and bases of §1.1 on their own terrain', () => {
    expect(data.terrain['H2']).toBe('fortress');
    expect(data.terrain['G25']).toBe('fortress');
    expect(data.terrain['W3']).toBe('base');
    expect(data.terrain['J62']).toBe('base');
  });

  it('lists every hex of the map and nothing off it (counted against the reference)', () => {
    expect(Object.keys(data.terrain)).toHaveLength(1385);
  });
});

describe('Afrika Korps data: places (§1.1, §4, §23.3)', () => {
  it('puts El Agheila in W6 and El Alamein in L59', () => {
    expect(placeAt('W6')?.id).toBe('el-agheila');
    expect(placeAt('W6')?.name).toBe('El Agheila');
    expect(placeAt('L59')?.id).toBe('el-alamein');
    expect(placeAt('L59')?.name).toBe('El Alamein');
  });

  it('has Bengasi (H2) and Tobruch (G25) as fortresses; only Tobruch is a port', () => {
    expect(place('bengasi')).toMatchObject({ name: 'Bengasi', hex: 'H2' });
    expect(place('tobruch')).toMatchObject({ name: 'Tobruch', hex: 'G25' });
    expect(place('bengasi')!.kinds).toContain('fortress');
    expect(place('tobruch')!.kinds).toContain('fortress');
    expect(place('tobruch')!.kinds).toContain('port');
    expect(place('bengasi')!.kinds).not.toContain('port');
  });

  it('has the German base in W3 and the Allied base in J62, each with its side', () => {
    expect(place('axis-base')).toMatchObject({ hex: 'W3', side: 'axis' });
    expect(place('allied-base')).toMatchObject({ hex: 'J62', side: 'allied' });
    for (const id of ['axis-base', 'allied-base']) expect(place(id)!.kinds).toEqual(expect.arrayContaining(['base', 'port']));
  });

  it('makes both fortresses and both bases the victory hexes of §4.1, on playable hexes', () => {
    expect(data.places.filter((p) => p.kinds.includes('victory')).map((p) => p.hex).sort()).toEqual(['G25', 'H2', 'J62', 'W3']);
    for (const p of data.places) expect(playable(p.hex), p.id).toBe(true);
    const sides = new Set(data.sides.map((s) => s.id));
    for (const p of data.places) if (p.side !== undefined) expect(sides.has(p.side)).toBe(true);
  });
});

describe('Afrika Korps data: hexsides (§1.1, §5.7, §17, §18)', () => {
  it('joins two existing, adjacent hexes with every hexside, once per feature', () => {
    const seen = new Set<string>();
    for (const s of data.hexsides) {
      expect(data.terrain[s.a], s.a).toBeDefined();
      expect(data.terrain[s.b], s.b).toBeDefined();
      expect(areAdjacent(at(s.a), at(s.b)), `${s.a}-${s.b}`).toBe(true);
      const key = [s.a, s.b].sort().join('|') + ':' + s.feature;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('uses only the three features, in the counts the reference gives', () => {
    const count = (f: string) => data.hexsides.filter((s) => s.feature === f).length;
    expect(count('road')).toBe(99);
    expect(count('closed')).toBe(1);
    expect(count('qattara')).toBe(25);
    expect(data.hexsides).toHaveLength(125);
  });

  it('closes E18-F19 (all sea) and W62-X62 (all Qattara), §5.7', () => {
    expect(sideFeatures('E18', 'F19')).toEqual(['closed']);
    expect(sideFeatures('W62', 'X62')).toEqual(['qattara']);
    // E18-E19 (the other printing, §5.7/§7.1) cannot be crossed either: E19 is sea.
    expect(data.terrain['E19']).toBe('sea');
  });

  it('runs the coast road through K61, §1.1', () => {
    expect(touching('K61', 'road').length).toBeGreaterThanOrEqual(1);
  });

  it('has the two roads of I26 (§17.3) and the road hexsides of the §18 examples', () => {
    for (const [a, b] of [
      ['I25', 'I26'],
      ['I26', 'J27'],
      ['J27', 'I27'],
      ['G22', 'H23'],
      ['H23', 'H24'],
      ['H24', 'H25'],
      ['H24', 'I25'],
      ['I27', 'I28'],
      ['I28', 'H28'],
      ['H28', 'H29'],
    ] as const) {
      expect(sideFeatures(a, b), `${a}-${b}`).toEqual(['road']);
    }
    // Two roads that do not meet inside the hex: more road hexsides than one road would have.
    expect(touching('I26', 'road').length).toBeGreaterThanOrEqual(3);
  });

  it('has no road on the hexsides the §18 examples cross off the road', () => {
    for (const [a, b] of [
      ['G24', 'H24'],
      ['I24', 'H24'],
      ['H25', 'H26'],
      ['H26', 'I27'],
      ['I27', 'J28'],
    ] as const) {
      expect(sideFeatures(a, b), `${a}-${b}`).not.toContain('road');
    }
  });
});

describe('Afrika Korps data: units (§1.2, §7.3, examples)', () => {
  it('has unique ids, known sides and nationalities of the same side', () => {
    const ids = data.units.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    const nat = new Map(data.nationalities.map((n) => [n.id, n.side]));
    const sides = new Set(data.sides.map((s) => s.id));
    for (const u of data.units) {
      expect(sides.has(u.side), u.id).toBe(true);
      expect(nat.get(u.nationality), u.id).toBe(u.side);
    }
  });

  it('gives the factors the rulebook prints or implies', () => {
    const adm = (id: string) => {
      const u = unit(id);
      return `${u.attack}-${u.defence}-${u.movement}`;
    };
    expect(adm('gb-7arm-7')).toBe('3-3-7'); // §7.3, British 7th brigade
    expect(adm('it-savona')).toBe('2-2-4'); // §7.3, Italian division Savona
    expect(odds(unit('gb-7arm-7').attack, unit('it-savona').defence)).toBe('1-1'); // §7.3
    expect(adm('de-rommel')).toBe('0-0-12'); // figure before §22
    expect(adm('de-21pz-5')).toBe('7-7-10'); // diagram after §11.9
    expect(adm('de-21pz-104')).toBe('3-3-10');
    expect(adm('de-21pz-3')).toBe('2-2-12');
    // The red 2-2-12 soaks off against the blue 2nd (4-4-7) and 24th (2-2-6) brigades at 1-3.
    expect(adm('gb-1arm-2')).toBe('4-4-7');
    expect(adm('au-9a-24')).toBe('2-2-6');
    expect(odds(unit('de-21pz-3').attack, unit('gb-1arm-2').defence + unit('au-9a-24').defence)).toBe('1-3');
    // 21/5 + 21/104 against 22 Gds (2-2-6): 10 to 2, 5-1.
    expect(adm('gb-22gds')).toBe('2-2-6');
    expect(odds(unit('de-21pz-5').attack + unit('de-21pz-104').attack, unit('gb-22gds').defence)).toBe('5-1');
    // §15.4: the 32nd (2-2-7) attacks 15/8 at 1-4; with the 1st armoured (another 2-2-7) it would be 1-2.
    expect(adm('gb-32arm')).toBe('2-2-7');
    expect(adm('gb-1arm')).toBe('2-2-7');
    expect(odds(unit('gb-32arm').attack, unit('de-15pz-8').defence)).toBe('1-4');
    expect(odds(unit('gb-32arm').attack + unit('gb-1arm').attack, unit('de-15pz-8').defence)).toBe('1-2');
    // §9.7: 15/115 against 1/22 + 32 is 1-2, and would be 1-3 if 32 had defence 3.
    expect(odds(unit('de-15pz-115').attack, unit('gb-1arm-22').defence + unit('gb-32arm').defence)).toBe('1-2');
    expect(odds(unit('de-15pz-115').attack, unit('gb-1arm-22').defence + 3)).toBe('1-3');
    // §24.2: 15/33 attacks 1SA/3 at 2-1.
    expect(odds(unit('de-15pz-33').attack, unit('za-1sa-3').defence)).toBe('2-1');
    // §21.3: a 4-4-10 substitute exists.
    expect(adm('gb-sub-arm-1')).toBe('4-4-10');
  });

  it('types Rommel as the HQ and the supply counters as supply', () => {
    expect(unit('de-rommel').type).toBe('hq');
    const supplies = data.units.filter((u) => u.type === 'supply');
    expect(supplies.every((u) => u.attack === 0 && u.defence === 0)).toBe(true);
    // Own supplies: Axis at most 3 on the map (§12.2), Allied 4 (§12.1); each side also has
    // two captured-supply counters.
    expect(supplies.filter((u) => u.side === 'axis')).toHaveLength(5);
    expect(supplies.filter((u) => u.side === 'allied')).toHaveLength(6);
  });
});

describe('Afrika Korps data: the March 1941 scenario (§2.2.1, §19)', () => {
  const placed = new Set(scenario.setup.map((p) => p.unit));
  const arriving = new Set(scenario.arrivals.map((a) => a.unit));
  const sideOf = (id: string) => unit(id).side;
  const count = (ids: Iterable<string>, side: string) => [...ids].filter((id) => sideOf(id) === side).length;

  it('starts on turn 1', () => {
    expect(scenario.startTurn).toBe(1);
    expect(data.turns[0]!.turn).toBe(scenario.startTurn);
  });

  it('places every set-up counter once, on an existing playable hex', () => {
    expect(placed.size).toBe(scenario.setup.length);
    for (const p of scenario.setup) {
      expect(() => unit(p.unit)).not.toThrow();
      expect(playable(p.hex), `${p.unit} at ${p.hex}`).toBe(true);
    }
  });

  it('never both places and schedules a unit, and schedules each once, within the track', () => {
    expect(arriving.size).toBe(scenario.arrivals.length);
    for (const a of scenario.arrivals) {
      expect(placed.has(a.unit), a.unit).toBe(false);
      expect(() => unit(a.unit)).not.toThrow();
      expect(a.turn).toBeGreaterThanOrEqual(1);
      expect(a.turn).toBeLessThanOrEqual(38);
      expect(data.turns.some((t) => t.turn === a.turn)).toBe(true);
    }
  });

  it('brings reinforcements in at Tobruch and the own base only (§19.2, §19.7)', () => {
    for (const a of scenario.arrivals) {
      const own = sideOf(a.unit) === 'axis' ? 'axis-base' : 'allied-base';
      expect([...a.at].sort(), a.unit).toEqual([own, 'tobruch'].sort());
      for (const id of a.at) expect(place(id), id).toBeDefined();
    }
  });

  it('has the reference counts: set-up 11 Axis / 12 Allied, arrivals 18 Axis / 44 Allied', () => {
    expect(count(placed, 'axis')).toBe(11);
    expect(count(placed, 'allied')).toBe(12);
    expect(count(arriving, 'axis')).toBe(18);
    expect(count(arriving, 'allied')).toBe(44);
  });

  it('leaves the Axis without a port on turn 1 (§12.2): no Axis counter on W3 or G25', () => {
    for (const p of scenario.setup) if (sideOf(p.unit) === 'axis') expect(['W3', 'G25']).not.toContain(p.hex);
  });

  it('keeps 4 Axis and 5 Allied supply counters off the map after set-up (§2.3)', () => {
    const offMap = data.units.filter((u) => u.type === 'supply' && !placed.has(u.id) && !arriving.has(u.id));
    expect(offMap.filter((u) => u.side === 'axis')).toHaveLength(4);
    expect(offMap.filter((u) => u.side === 'allied')).toHaveLength(5);
  });

  it('uses only supply, Rommel and combat counters that exist; reinforcements are combat units', () => {
    for (const a of scenario.arrivals) expect(['supply', 'hq']).not.toContain(unit(a.unit).type);
    // Every unit is placed, scheduled, or one of the off-map pools (supplies, §2.3; substitutes, §21).
    for (const u of data.units) {
      if (placed.has(u.id) || arriving.has(u.id)) continue;
      expect(u.type === 'supply' || u.id.startsWith('gb-sub-'), u.id).toBe(true);
    }
  });
});

describe('Afrika Korps data: turn track (§1.6, §4.1, §12.2, §20.1, §21.1)', () => {
  it('has 38 turns numbered 1-38, on the 1st and 15th of each month, dates strictly increasing', () => {
    expect(data.turns).toHaveLength(38);
    data.turns.forEach((t, i) => {
      expect(t.turn).toBe(i + 1);
      const date = t.date ?? '';
      expect(['01', '15']).toContain(date.slice(8));
      expect(Number.isNaN(Date.parse(date))).toBe(false);
      if (i > 0) expect(date > (data.turns[i - 1]!.date ?? '')).toBe(true);
    });
  });

  it('starts in April 1941 and ends with the last turn of October 1942', () => {
    expect(data.turns[0]!.date).toBe('1941-04-01');
    expect(data.turns.at(-1)!.date).toBe('1942-10-15');
  });

  it('puts the rulebook dates on the expected turns', () => {
    const turnOf = (date: string) => data.turns.find((t) => t.date === date)?.turn;
    expect(turnOf('1941-07-01')).toBe(7); // §12.2 supply table: July-November 1941
    expect(turnOf('1941-12-01')).toBe(17); // §12.2: December 1941 to the end
    expect(turnOf('1942-03-01')).toBe(23); // §20.1 replacements from March 1942
    expect(turnOf('1942-08-01')).toBe(33); // §21.1 substitutes from August 1942
  });
});
