import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { step } from '../../main/engine/core';
import { seedRng } from '../../main/engine/rng';
import { createAfrikaKorpsModule } from '../../main/games/afrika-korps/module';
import type { AkState } from '../../main/games/afrika-korps/play/state';
import { LegalOptionSchema, optionAction, type LegalOption } from '../../shared/engine/options';
import { akData } from './fixtures/ak-board';
import { act, passTurn, position } from './fixtures/ak-play';
import { unitId } from '../../shared/engine/ids';

/**
 * The options the Afrika Korps view lists for the side to act (play/legal-options.ts) are the one
 * source of what may be done: over the positions of random games, every option listed is accepted
 * by the engine core's step() (schema, prompt, explain, apply) — for a move or a retreat, at every
 * hex it lists — and the end of a step is listed even when refused, with the engine's reason.
 */
const ak = createAfrikaKorpsModule(akData);

/** A small deterministic generator, so a failing position can be found again. */
function chooser(seed: number) {
  let x = seed >>> 0 || 1;
  const next = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), (x >>> 0) / 2 ** 32);
  return { int: (n: number) => Math.floor(next() * n), chance: (p: number) => next() < p };
}

function accepted(state: AkState, action: Record<string, unknown>): string | null {
  const r = step(ak, state, { action }, 'app');
  return r.ok ? null : `${JSON.stringify(action)} refused: ${r.refusal.reason} ${JSON.stringify(r.refusal.params ?? {})}`;
}

function checkOptions(state: AkState, options: LegalOption[]): string[] {
  const problems: string[] = [];
  for (const o of options) {
    LegalOptionSchema.parse(o);
    if (o.refused) {
      const r = step(ak, state, { action: o.action }, 'app');
      if (r.ok) problems.push(`${o.kind} listed as refused but accepted`);
      continue;
    }
    if (!o.target) {
      const bad = accepted(state, optionAction(o));
      if (bad) problems.push(bad);
      continue;
    }
    // Asked for on demand, a unit free to move may find no hex open; listed in full, never.
    const hexes = o.target.hexes ?? ak.optionTargets(state, o);
    if (o.target.hexes && !hexes.length) problems.push(`${o.kind} ${o.units.join(',')} listed with no hex`);
    for (const hex of hexes) {
      const bad = accepted(state, optionAction(o, hex));
      if (bad) problems.push(bad);
    }
  }
  return problems;
}

describe('Afrika Korps options listed by the view', () => {
  it('lists only what the engine accepts, over positions of random games', { timeout: 120_000 }, () => {
    const kinds = new Set<string>();
    for (const seed of [7, 1941]) {
      let state = ak.setup('march-1941', seedRng(seed.toString(16).padStart(32, '0')))!;
      const c = chooser(seed);
      for (let i = 0; i < 260 && !state.rules.winner; i++) {
        const view = ak.view(state, null);
        const options = view.play!.legal;
        // The view's list is the module's list (moves with their hexes left to ask for).
        expect(options).toEqual(ak.legalOptions(state));
        if (i % 3 === 0) expect(checkOptions(state, i % 9 === 0 ? ak.legalOptions(state, 'all') : options)).toEqual([]);
        for (const o of options) kinds.add(o.refused ? `${o.kind}!` : o.kind);
        const action = ak.randomAction(state, c);
        if (!action) break;
        const r = step(ak, state, { action }, 'app');
        expect(r.ok, JSON.stringify(action)).toBe(true);
        if (r.ok) state = r.state as AkState;
      }
    }
    // The positions cover every step and the choices of a battle.
    for (const k of ['rollSupply', 'reinforce', 'endArrival', 'move', 'endMovement', 'attack', 'endCombat', 'endTurn']) expect(kinds, k).toContain(k);
  });

  it('offers the end of a step the rules forbid now, with the refusal, and nothing after a victory', () => {
    let state = ak.setup('march-1941', seedRng('00'.repeat(16)))!;
    const r = step(ak, state, { action: { type: 'endArrival' } }, 'app');
    if (!r.ok) throw new Error(r.refusal.reason);
    state = r.state as AkState;
    // Nine combat units on W6 at the start: movement cannot end (6.3).
    const end = ak.legalOptions(state).find((o) => o.kind === 'endMovement')!;
    expect(end.refused).toMatchObject({ reason: 'overstacked', rule: '6.3' });
    const move = ak.legalOptions(state).find((o) => o.kind === 'move' && o.units[0] === 'de-21pz-5')!;
    expect(move).toMatchObject({ action: { type: 'move', units: ['de-21pz-5'] }, target: { field: 'to', hexes: null }, label: { key: 'choice.move' }, rule: '5.2' });
    expect(ak.optionTargets(state, move)).toEqual(ak.legalOptions(state, 'all').find((o) => o.kind === 'move' && o.units[0] === 'de-21pz-5')!.target!.hexes);
    const won = { ...state, rules: { ...state.rules, winner: { side: 'axis' as const, reason: 'control' as const } } };
    expect(ak.legalOptions(won)).toEqual([]);
  });

  it('lists replacements, substitutions, break-downs and embarking from the calendar, each accepted', () => {
    const kindsOf = (st: AkState) => new Set(ak.legalOptions(st).map((o) => o.kind));
    // Replacements from turn 23 only (20.1), with factors banked.
    const early = position({ 'de-21pz-5': 'W3', 'it-ariete': 'G25', 'axis-supply-1': 'W3', 'gb-22gds': 'J62' }, { turn: 22 });
    expect(kindsOf(early)).not.toContain('replace');
    let s = passTurn(passTurn(position({ 'de-21pz-5': 'W3', 'it-ariete': 'G25', 'axis-supply-1': 'W3', 'gb-22gds': 'J62', 'allied-supply-1': 'J62' }, { turn: 23 })));
    s = act(s, { type: 'rollSupply' }, [6]).state;
    const replace = ak.legalOptions(s).filter((o) => o.kind === 'replace');
    expect(replace.map((o) => o.action)).toContainEqual({ type: 'replace', unit: 'it-brescia', port: 'axis-base' });
    expect(checkOptions(s, ak.legalOptions(s, 'all'))).toEqual([]);
    // Substitutes from turn 33 (21.1): two armour units worth 4 on P31 may become the 4-4-10.
    const sub = (turn: number) => act(position({ 'gb-1arm': 'P31', 'gb-32arm': 'P31', 'allied-supply-1': 'P31', 'au-9a-20': 'G25', 'de-21pz-5': 'W6', 'axis-supply-1': 'W6' }, { turn, side: 'allied' }), { type: 'endArrival' }).state;
    expect(kindsOf(sub(32))).not.toContain('substitute');
    const late = sub(33);
    const subs = ak.legalOptions(late).filter((o) => o.kind === 'substitute');
    expect(subs.map((o) => o.action)).toContainEqual({ type: 'substitute', units: ['gb-1arm', 'gb-32arm'], substitute: 'gb-sub-arm-1' });
    expect(ak.legalOptions(late).filter((o) => o.kind === 'embark').map((o) => o.units)).toEqual([['au-9a-20']]);
    expect(checkOptions(late, ak.legalOptions(late, 'all'))).toEqual([]);
    const formed = act(late, subs.find((o) => o.units.includes(unitId('gb-1arm')))!.action as never).state;
    const back = ak.legalOptions(formed).find((o) => o.kind === 'breakDown')!;
    expect(back.action).toEqual({ type: 'breakDown', substitute: 'gb-sub-arm-1', units: ['gb-1arm', 'gb-32arm'] });
    expect(checkOptions(formed, ak.legalOptions(formed, 'all'))).toEqual([]);
  });

  it('every label key of an option exists in both languages', () => {
    const en = JSON.parse(readFileSync('locales/en/games/afrika-korps.json', 'utf8')) as { choice: Record<string, string> };
    const it = JSON.parse(readFileSync('locales/it/games/afrika-korps.json', 'utf8')) as { choice: Record<string, string> };
    const kinds = ['setOption', 'rollSupply', 'landSupply', 'reinforce', 'land', 'replace', 'endArrival', 'move', 'declareAv', 'embark', 'substitute', 'breakDown', 'endMovement', 'attack', 'captureSupply', 'retreat', 'exchangeLosses', 'advance', 'endCombat', 'endTurn'];
    for (const k of kinds) {
      expect(Object.keys(en.choice).some((key) => key === k || key.startsWith(`${k}_`)), k).toBe(true);
      expect(Object.keys(it.choice).some((key) => key === k || key.startsWith(`${k}_`)), k).toBe(true);
    }
  });

  it('leaves no copy of legality in the panel, the command line or the random player', () => {
    const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));
    const panel = readFileSync('renderer/src/components/table/PlayPanel.svelte', 'utf8');
    // The panel knows no date of the calendar and no unit type: it draws the options it is given.
    expect(panel).not.toMatch(/view\.turn\s*[<>]=?\s*\d/);
    expect(panel).not.toMatch(/firstSum|family\(|portHexes|spareSupply/);
    const player = readFileSync('main/games/afrika-korps/play/random-player.ts', 'utf8');
    expect(player).not.toMatch(/explainAttack|explainLosses|retreatEnds|freshAttackersOf|dischargingBattles|machine\.explain/);
    // The view reads the retreat ends and the captures off the options instead of searching again.
    expect(readFileSync('main/games/afrika-korps/play/machine.ts', 'utf8')).not.toMatch(/retreatEnds\(|explainEscortCapture\(/);
    for (const f of [...files('main/cli'), ...files('main/games/afrika-korps')]) expect(readFileSync(f, 'utf8'), f).not.toMatch(/legal-actions|legalActions\(/);
  });
});
