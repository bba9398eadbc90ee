import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { step } from '../../main/engine/core';
import { seedRng } from '../../main/engine/rng';
import { decide, STRENGTHS, type Strength } from '../../main/games/afrika-korps/ai/player';
import type { AkState } from '../../main/games/afrika-korps/play/state';
import { optionAction } from '../../shared/engine/options';
import { act, ak, position } from './fixtures/ak-play';

/**
 * The computer player of Afrika Korps (main/games/afrika-korps/ai/): it only ever chooses an option
 * the view lists (completed with one of its hexes), which the engine step accepts; it takes an
 * automatic victory when one is offered; it goes for a victory hex it can take; it is the same for
 * the same seed; and every reason it gives is a sentence in both languages.
 */

/**
 * The decision is one of the options listed now, or a battle the board's combat planner accepts
 * (a whole fortress garrison, 23.1, is planned there, not listed): a person could have chosen it.
 */
function listed(state: AkState, action: Record<string, unknown>): boolean {
  if (action.type === 'attack' && state.rules.step === 'combat' && !state.rules.pending && !ak.battlePlan!(state, action.attackers as string[], action.defenders as string[]).refusal) return true;
  return ak.legalOptions(state).some((o) => {
    if (o.refused) return false;
    const hexes = o.target ? (o.target.hexes ?? ak.optionTargets(state, o)) : [undefined];
    return hexes.some((h) => JSON.stringify(optionAction(o, h)) === JSON.stringify(action));
  });
}

function play(strengths: Record<'axis' | 'allied', Strength>, seedHex: string, actions: number, check: (s: AkState, a: Record<string, unknown>) => void): AkState {
  let s = ak.setup('march-1941', seedRng(seedHex))!;
  for (let i = 0; i < actions && !s.rules.winner; i++) {
    const actor = s.rules.pending ? s.rules.pending.chooser : s.rules.side;
    const d = decide(ak, s, strengths[actor], 'test');
    expect(d, `no decision at action ${i}`).not.toBeNull();
    check(s, d!.action);
    const r = step(ak, s, { action: d!.action }, 'app');
    if (!r.ok) throw new Error(`refused at action ${i}: ${JSON.stringify(d!.action)} ${JSON.stringify(r.refusal)}`);
    s = r.state as AkState;
  }
  return s;
}

describe('Afrika Korps computer player', () => {
  it('only chooses listed options the engine accepts, over the first turns of games at each strength', () => {
    let checked = 0;
    const end = play({ axis: 'quick', allied: 'normal' }, '1'.repeat(32), 90, (s, a) => {
      expect(listed(s, a), JSON.stringify(a)).toBe(true);
      checked++;
    });
    expect(checked).toBeGreaterThan(30);
    expect(end.turn).toBeGreaterThan(1);
    const strong = play({ axis: 'strong', allied: 'quick' }, '2'.repeat(32), 40, (s, a) => expect(listed(s, a), JSON.stringify(a)).toBe(true));
    expect(strong.turn).toBeGreaterThanOrEqual(1);
  }, 240_000);

  it('takes an automatic victory when one is offered (9.1)', () => {
    let s = position({ 'de-21pz-5': 'P30', 'gb-7arm-7sg': 'P31', 'axis-supply-1': 'O29', 'allied-supply-1': 'M40' });
    s = act(s, { type: 'endArrival' }).state;
    expect(ak.legalOptions(s).some((o) => o.kind === 'declareAv')).toBe(true);
    for (const strength of STRENGTHS) {
      const d = decide(ak, s, strength, 'av');
      expect(d?.action).toEqual({ type: 'declareAv', attackers: ['de-21pz-5'], defenders: ['gb-7arm-7sg'] });
      expect(d?.why.code).toBe('av');
    }
  });

  it('moves into a victory hex it can take: an empty Tobruch (4.1, 4.3)', () => {
    let s = position({ 'de-21pz-5': 'H31', 'axis-supply-1': 'H30', 'gb-22gds': 'M40', 'allied-supply-1': 'M39' });
    s = act(s, { type: 'endArrival' }).state;
    const d = decide(ak, s, 'normal', 'tobruch');
    expect(d?.action).toMatchObject({ type: 'move', to: 'G25' });
    expect(d?.why).toMatchObject({ code: 'move.occupy', params: { place: 'tobruch', hex: 'G25' } });
  });

  it('does not move a unit away to no purpose: without a better position it ends movement', () => {
    // The Allies hold Tobruch and their base: nothing to gain by leaving them.
    let s = position({ 'gb-22gds': 'G25', 'gb-7arm-4': 'J62', 'allied-supply-1': 'G25', 'de-21pz-5': 'W3', 'axis-supply-1': 'W3' }, { side: 'allied' });
    s = act(s, { type: 'endArrival' }).state;
    const d = decide(ak, s, 'normal', 'hold');
    expect(d?.action).toEqual({ type: 'endMovement' });
  });

  it('is the same for the same seed', () => {
    let s = position({ 'de-21pz-5': 'P30', 'de-21pz-104': 'P29', 'gb-22gds': 'M40', 'axis-supply-1': 'O29', 'allied-supply-1': 'M39' });
    s = act(s, { type: 'endArrival' }).state;
    expect(decide(ak, s, 'quick', 'seed-a')).toEqual(decide(ak, s, 'quick', 'seed-a'));
  });

  it('gives every reason it may give as a sentence in English and Italian', () => {
    const src = ['player.ts', 'match.ts'].map((f) => readFileSync(`main/games/afrika-korps/ai/${f}`, 'utf8')).join('\n');
    const codes = new Set([...src.matchAll(/code: [`'"]([a-zA-Z.]+)(\$\{[^}]+\})?/g)].map((m) => m[1]!));
    const expanded = [...codes].flatMap((c) =>
      c === 'end.' ? ['endArrival', 'endMovement', 'endCombat', 'endTurn'].map((k) => `end.${k}`) : c === 'arrival.' ? ['rollSupply', 'landSupply', 'land', 'reinforce', 'replace'].map((k) => `arrival.${k}`) : [c],
    );
    expect(expanded.length).toBeGreaterThan(15);
    for (const lang of ['en', 'it']) {
      const t = JSON.parse(readFileSync(`locales/${lang}/translation.json`, 'utf8')) as { ai: { why: Record<string, unknown> } };
      for (const code of expanded) {
        const v = code.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], t.ai.why);
        expect(typeof v, `${lang} ai.why.${code}`).toBe('string');
      }
    }
  });
});
