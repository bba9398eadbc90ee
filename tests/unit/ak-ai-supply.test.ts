import { describe, expect, it } from 'vitest';
import { step } from '../../main/engine/core';
import { decide } from '../../main/games/afrika-korps/ai/player';
import { distance } from '../../main/games/afrika-korps/ai/evaluate';
import type { AkState } from '../../main/games/afrika-korps/play/state';
import { act, ak, position } from './fixtures/ak-play';

/**
 * The computer brings its supply up to the fortress it besieges: no attack without a supply unit
 * within five hexes of every attacker (14.2), so an Axis army round Tobruch with its supply left far
 * behind could never take it (in ai-match it sat there until the game ended, the Allies winning).
 */
describe('Afrika Korps computer player and supply', () => {
  it('moves a supply unit left far behind towards the Tobruch it besieges', () => {
    let s = position({ 'de-21pz-5': 'H25', 'de-21pz-104': 'H24', 'de-21pz-3': 'G24', 'axis-supply-1': 'L10', 'de-15pz-8': 'H2', 'de-15pz-115': 'W3', 'au-9a-20': 'G25', 'gb-22gds': 'J62', 'allied-supply-1': 'J62' });
    // The Axis holds its base (and so rolls for supply first, 12.2) and Bengasi: Tobruch is what it lacks.
    s = act(act(s, { type: 'rollSupply' }, [6]).state, { type: 'endArrival' }).state;
    const before = distance(ak.data, 'L10', 'G25');
    let state: AkState = s;
    for (let i = 0; i < 20 && state.rules.step === 'movement'; i++) {
      const d = decide(ak, state, 'normal', 'supply')!;
      const r = step(ak, state, { action: d.action }, 'physical');
      if (!r.ok) throw new Error(JSON.stringify(r.refusal));
      state = r.state as AkState;
    }
    const after = distance(ak.data, state.units['axis-supply-1']!.hex!, 'G25');
    expect(after, state.units['axis-supply-1']!.hex!).toBeLessThan(before);
  });

  it('lands the supply where units would be cut off from all supply (24.1), not by habit at Tobruch', () => {
    // Tobruch is besieged and keeps its own supply; the brigades at the Allied base can trace to none.
    const s = position(
      { 'au-9a-20': 'G25', 'allied-supply-1': 'G25', 'in-4i-5': 'J62', 'in-4i-7': 'J62', 'de-21pz-5': 'G24', 'de-15pz-8': 'H25', 'it-ariete': 'H26', 'axis-supply-1': 'H27' },
      { side: 'allied' },
    );
    const lands = ak.legalOptions(s).filter((o) => o.kind === 'landSupply' && !o.refused);
    expect(lands.map((o) => o.action.port).sort()).toEqual(['allied-base', 'tobruch']);
    const d = decide(ak, s, 'normal', 'land');
    expect(d?.action).toMatchObject({ type: 'landSupply', port: 'allied-base' });
  });
});
