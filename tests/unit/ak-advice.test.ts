import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startAppServices } from '../../main/app/services';
import { tempDir } from './helpers';
import { loadAfrikaKorpsData } from '../../main/games/afrika-korps/data';
import { gridNameToHex, hexNeighbors, hexToGridName } from '../../shared/hex/index';
import { OverlaysSchema } from '../../shared/api/contract';
import type { RuleLayer } from '../../shared/board/overlay';

/** One part of a layer the game sends (its hexes), and the place lines of a layer's legend (hex → side or null). */
const partHexes = (o: { layers: RuleLayer[] }, layer: string, part: string) => o.layers.find((l) => l.id === layer)?.parts.find((p) => p.id === part)?.hexes ?? [];
const holders = (o: { layers: RuleLayer[] }) => Object.fromEntries(o.layers.find((l) => l.id === 'control')!.legend.map((l) => [l.hex, l.side ?? null]));

/** The movement rules reach players as advice through the API, with their rule numbers. */
describe('Afrika Korps movement advice (free mode)', () => {
  async function game() {
    const services = startAppServices({ dataDir: path.join(tempDir(), 'data'), mode: 'web', version: 't' });
    const client = { id: 'advice' };
    const call = (channel: string, args: unknown) => services.registry.dispatch(channel, args, client) as Promise<{ ok: boolean; value?: any; code?: string; params?: any }>;
    const created = await call('game.create', { gameId: 'afrika-korps', scenario: 'march-1941:free' });
    return { services, call, id: created.value.id as string };
  }

  it('lists where a unit may go, within its movement factor, with stops', async () => {
    const { services, call, id } = await game();
    const r = await call('game.moves', { id, unit: 'de-21pz-5' });
    expect(r.ok).toBe(true);
    expect(r.value.from).toBe('W6');
    const hexes = new Map<string, { remaining: number; path: string[] }>(r.value.moves.map((m: { hex: string }) => [m.hex, m]));
    expect(hexes.size).toBeGreaterThan(10);
    expect(hexes.has('W6')).toBe(false); // not moving is not a destination
    for (const m of hexes.values()) {
      expect(m.path[0]).toBe('W6');
      expect(m.remaining).toBeGreaterThanOrEqual(0);
    }
    // A stop is a generic mark with the game's key and its rule: a zone of control (8.1) or an escarpment (18.1).
    const stops = new Set(r.value.moves.map((m: { stop: unknown }) => JSON.stringify(m.stop)));
    for (const s of stops) {
      expect([
        'null',
        JSON.stringify({ mark: 'bar', key: 'overlay.stopZoc', rule: '8.1' }),
        JSON.stringify({ mark: 'chevron', key: 'overlay.stopEscarpment', rule: '18.1' }),
      ]).toContain(s);
    }
    services.close();
  });

  it('explains why a move would be refused, with the rule, and accepts a legal one', async () => {
    const { services, call, id } = await game();
    const moves = await call('game.moves', { id, unit: 'de-21pz-5' });
    const legal = moves.value.moves[0].hex as string;
    expect(await call('game.adviseMove', { id, unit: 'de-21pz-5', to: legal })).toEqual({ ok: true, value: { legal: true } });
    const far = await call('game.adviseMove', { id, unit: 'de-21pz-5', to: 'L59' }); // El Alamein, far beyond reach
    expect(far.value).toMatchObject({ legal: false });
    expect(far.value.rule).toMatch(/^\d+(\.\d+)*$/);
    // Free mode still lets the counter go there, as on a real table.
    expect((await call('game.apply', { id, head: 0, action: { type: 'move', units: ['de-21pz-5'], to: 'L59' } })).ok).toBe(true);
    expect(await call('game.moves', { id, unit: 'de-nonexistent' })).toMatchObject({ ok: false });
    services.close();
  });
});

describe('Afrika Korps combat planner (free mode)', () => {
  it('works out factors, fortress doubling, odds, supply and chances, and says why a battle is not allowed', async () => {
    const services = startAppServices({ dataDir: path.join(tempDir(), 'data'), mode: 'web', version: 't' });
    const client = { id: 'odds' };
    const call = (channel: string, args: unknown) => services.registry.dispatch(channel, args, client) as Promise<{ ok: boolean; value?: any; code?: string }>;
    const id = (await call('game.create', { gameId: 'afrika-korps', scenario: 'march-1941:free' })).value.id as string;
    // Bring two German units next to Tobruch (G25), held by the Australian 9A/20.
    const data = loadAfrikaKorpsData();
    const g25 = gridNameToHex(data.grid, 'G25')!;
    const land = hexNeighbors(g25)
      .map((h) => hexToGridName(data.grid, h))
      .filter((n): n is string => !!n && ['clear', 'escarpment'].includes(data.terrain[n] ?? ''));
    expect(land.length).toBeGreaterThan(0);
    await call('game.apply', { id, head: 0, action: { type: 'move', units: ['de-21pz-5', 'de-21pz-3'], to: land[0] } });

    const plan = (await call('game.odds', { id, attackers: ['de-21pz-5', 'de-21pz-3'], defenders: ['au-9a-20'] })).value;
    const spec = (u: string) => data.units.find((x) => x.id === u)!;
    const attack = spec('de-21pz-5').attack + spec('de-21pz-3').attack;
    const defence = 2 * spec('au-9a-20').defence; // doubled in the fortress (10.2)
    expect(plan).toMatchObject({ attack, defence, defenders: [{ unit: 'au-9a-20', doubled: true, value: defence }], refusal: null });
    // Reduced in the defender's favour (7.3).
    const expected = attack >= defence ? `${Math.floor(attack / defence)}-1` : `1-${Math.ceil(defence / attack)}`;
    expect(plan.column).toBe(Math.floor(attack / defence) >= 7 ? 'auto-elimination' : expected);
    expect(plan.chances.reduce((s: number, c: { probability: number }) => s + c.probability, 0)).toBeCloseTo(1);
    expect(plan.needsSupply).toBe(true);

    // An attacker far away may not join this battle (8.5).
    const far = (await call('game.odds', { id, attackers: ['de-21pz-5', 'it-ariete'], defenders: ['au-9a-20'] })).value;
    expect(far.refusal).toMatchObject({ legal: false, reason: 'attackerNotAdjacent', rule: '8.5' });
    expect(await call('game.odds', { id, attackers: ['nobody'], defenders: ['au-9a-20'] })).toMatchObject({ ok: false });
    services.close();
  });
});

describe('Afrika Korps overlays (free mode)', () => {
  it('shows each side’s zones of control and who controls the fortresses and bases (4.3)', async () => {
    const services = startAppServices({ dataDir: path.join(tempDir(), 'data'), mode: 'web', version: 't' });
    const client = { id: 'overlays' };
    const call = (channel: string, args: unknown) => services.registry.dispatch(channel, args, client) as Promise<{ ok: boolean; value?: any }>;
    const id = (await call('game.create', { gameId: 'afrika-korps', scenario: 'march-1941:free' })).value.id as string;
    const data = loadAfrikaKorpsData();
    const neighbours = (name: string) => hexNeighbors(gridNameToHex(data.grid, name)!).map((h) => hexToGridName(data.grid, h)).filter(Boolean) as string[];

    const start = (await call('game.overlays', { id })).value;
    // Generic layers: the table toggles them by these ids, and draws them by style without knowing what they mean.
    expect(() => OverlaysSchema.parse(start)).not.toThrow();
    expect(start.layers.map((l: RuleLayer) => [l.id, l.label, l.style, l.defaultOn])).toEqual([
      ['zoc', 'overlay.zoc', 'hatch', false],
      ['control', 'overlay.control', 'ring', false],
      ['supply', 'overlay.supply', 'dot', false],
      ['isolated', 'overlay.isolated', 'dashed-ring', false],
    ]);
    const zocAxis = partHexes(start, 'zoc', 'axis');
    expect(start.layers[0].legend).toContainEqual(expect.objectContaining({ key: 'overlay.zocOf', side: 'axis', count: zocAxis.length }));
    // The Axis stack at El Agheila (W6) exerts ZOC into its neighbours, not into its own hex.
    for (const n of neighbours('W6').filter((h) => data.terrain[h] === 'clear')) expect(zocAxis).toContain(n);
    expect(zocAxis).not.toContain('W6');
    // No ZOC reaches into a fortress (19.5).
    expect(zocAxis).not.toContain('G25');
    const control = holders(start);
    // Tobruch and Bengasi are held by Allied units; the bases are empty, so nobody controls them.
    expect(control).toEqual({ G25: 'allied', H2: 'allied', W3: null, J62: null });
    // Drawn as rings in the holder's tone, and open rings where nobody holds.
    expect(start.layers[1].parts.map((p: RuleLayer['parts'][number]) => [p.id, p.style ?? 'ring', p.tone, [...p.hexes].sort()])).toEqual([
      ['allied', 'ring', 'allied', ['G25', 'H2']],
      ['none', 'open-ring', 'neutral', ['J62', 'W3']],
    ]);

    // A German unit walks into the Axis base: controlled. An Allied unit next to it: ZOC, so not.
    await call('game.apply', { id, head: 0, action: { type: 'move', units: ['de-21pz-3'], to: 'W3' } });
    let now = (await call('game.overlays', { id })).value;
    expect(holders(now).W3).toBe('axis');
    const next = neighbours('W3').find((h) => data.terrain[h] === 'clear')!;
    await call('game.apply', { id, head: 1, action: { type: 'move', units: ['gb-2arm-2sg'], to: next } });
    now = (await call('game.overlays', { id })).value;
    expect(holders(now).W3).toBeNull();
    services.close();
  });
});
