import { describe, expect, it } from 'vitest';
import { step } from '../../main/engine/core';
import { decide } from '../../main/games/afrika-korps/ai/player';
import type { AkState } from '../../main/games/afrika-korps/play/state';
import { act, ak, position } from './fixtures/ak-play';

/** The computer's movement step from `s`, action by action through the engine (at most 12). */
function movementBy(s: AkState, strength: 'normal' | 'strong'): AkState {
  let t = s;
  for (let i = 0; i < 12 && t.rules.step === 'movement'; i++) {
    const d = decide(ak, t, strength, 'garrison')!;
    const r = step(ak, t, { action: d.action }, 'physical');
    if (!r.ok) throw new Error(JSON.stringify(r.refusal));
    t = r.state as AkState;
  }
  return t;
}

/**
 * The garrison of a victory hex its side holds stays in it. In ai-match (seed sq-4) the strong
 * Allied player marched Tobruch's whole garrison out, one unit at a time, each a hex nearer the
 * Allied base the Axis had taken; next to the enemy it owed an attack at 1-1 (8.4) and lost its
 * last units, and with them the game (4.1: all Allied combat units eliminated).
 */
describe('Afrika Korps computer player: garrisons', () => {
  it('keeps Tobruch garrisoned while the enemy holds the Allied base', () => {
    let s: AkState = position(
      {
        'au-9a-20': 'G25',
        'gb-2arm-3': 'G25',
        'in-7arm-3i-motor': 'G25',
        'allied-supply-1': 'G25',
        'de-15pz-115': 'H25',
        'de-21pz-5': 'G24',
        'de-21pz-104': 'J62',
        'axis-supply-1': 'H20',
      },
      { side: 'allied' },
    );
    s = act(s, { type: 'endArrival' }).state;
    for (const strength of ['normal', 'strong'] as const) {
      const t = movementBy(s, strength);
      expect(t.rules.step, strength).toBe('combat');
      for (const u of ['au-9a-20', 'gb-2arm-3', 'in-7arm-3i-motor']) expect(t.units[u]!.hex, `${strength} ${u}`).toBe('G25');
    }
  });
});

/**
 * One unit holds a victory hex (4.3); the rest of a stack there goes to the front. In ai-match
 * (seed sq-1) the strong Axis kept six units and three supply units at its base and Bengasi for
 * the whole game, and lost it at the last turn without having attacked Tobruch.
 */
describe('Afrika Korps computer player: one unit holds a victory hex', () => {
  it('leaves one unit at the Axis base and sends the others east', () => {
    let s: AkState = position({ 'de-21pz-104': 'W3', 'it-savona': 'W3', 'it-bologna': 'W3', 'axis-supply-1': 'W3', 'gb-22gds': 'G25', 'allied-supply-1': 'G25' });
    if (s.rules.step === 'arrival') s = act(s, { type: 'rollSupply' }, [6]).state;
    s = act(s, { type: 'endArrival' }).state;
    for (const strength of ['normal', 'strong'] as const) {
      const t = movementBy(s, strength);
      const stayed = ['de-21pz-104', 'it-savona', 'it-bologna'].filter((u) => t.units[u]!.hex === 'W3');
      expect(stayed, strength).toHaveLength(1);
    }
  });
});
