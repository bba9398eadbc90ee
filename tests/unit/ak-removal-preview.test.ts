import { describe, expect, it } from 'vitest';
import { act, ak, passTurn, position, where } from './fixtures/ak-play';
import { LegalOptionSchema } from '../../shared/engine/options';
import type { AkState } from '../../main/games/afrika-korps/play/state';

/**
 * Nothing happens silently (issue 14): the option that ends a step says which units ending it
 * removes by the rules, with the rule and the hex, before the player sends it — and ending the
 * step then removes exactly those.
 */
const endOption = (s: AkState) => {
  const o = ak.legalOptions(s).find((x) => x.endsStep)!;
  expect(LegalOptionSchema.safeParse(o).success).toBe(true);
  return o;
};

const eliminatedBy = (s: AkState, type: 'endMovement' | 'endCombat' | 'endTurn') =>
  act(s, { type }).messages.filter((m) => m.code === 'forcedElimination').map((m) => ({ unit: m.params.unit, rule: m.rule }));

describe('what ending a step removes, told before', () => {
  it('11.9: a unit trapped in an enemy ZOC with no supply and no attack it may make is listed at the end of movement', () => {
    // Savona (2-2-4) next to a 1-1-6 in clear terrain: 2-1 needs supply, and none is within five hexes.
    const s = act(position({ 'it-savona': 'P30', 'gb-50inf-69': 'P31', 'gb-22gds': 'I33', 'allied-supply-1': 'I33' }), { type: 'endArrival' }).state;
    const end = endOption(s);
    expect(end.kind).toBe('endMovement');
    expect(end.removes).toEqual([{ unit: 'it-savona', rule: '11.9', hex: 'P30' }]);
    // Ending movement removes exactly what was listed.
    expect(eliminatedBy(s, 'endMovement')).toEqual([{ unit: 'it-savona', rule: '11.9' }]);
    expect(where(act(s, { type: 'endMovement' }).state, 'it-savona')).toBe('eliminated');
    // The listing changes nothing: the position is the same after it.
    expect(where(s, 'it-savona')).toBe('P30');
  });

  it('the issue\'s case: in Allied movement a stack moved to a legal hex next to the enemy, with no supply in reach, is listed before movement ends (11.9)', () => {
    let s = position({ 'it-savona': 'P30', 'axis-supply-1': 'P29', 'gb-22gds': 'P33', 'gb-50inf-69': 'P33', 'allied-supply-1': 'I33' }, { side: 'allied' });
    s = act(s, { type: 'endArrival' }).state;
    expect(endOption(s).removes).toBeUndefined();
    // The move is legal: the engine accepts it.
    s = act(s, { type: 'move', units: ['gb-22gds', 'gb-50inf-69'], to: 'P31' }).state;
    const end = endOption(s);
    expect(end.kind).toBe('endMovement');
    expect(end.removes).toEqual([
      { unit: 'gb-22gds', rule: '11.9', hex: 'P31' },
      { unit: 'gb-50inf-69', rule: '11.9', hex: 'P31' },
    ]);
    expect(eliminatedBy(s, 'endMovement')).toEqual([{ unit: 'gb-22gds', rule: '11.9' }, { unit: 'gb-50inf-69', rule: '11.9' }]);
  });

  it('with a supply in range nothing is removed and nothing is listed', () => {
    const s = act(position({ 'it-savona': 'P30', 'axis-supply-1': 'P29', 'gb-50inf-69': 'P31', 'gb-22gds': 'I33', 'allied-supply-1': 'I33' }), { type: 'endArrival' }).state;
    expect(endOption(s).removes).toBeUndefined();
    expect(eliminatedBy(s, 'endMovement')).toEqual([]);
  });

  it('9.7 example: the trapped 15/115 is listed at the end of combat once the others fought (11.9, T38)', () => {
    let s = position({
      'de-15pz-115': 'P31', 'za-1sa-1': 'P32', 'gb-1arm-22': 'O31', 'gb-32arm': 'Q31', 'de-21pz-104': 'P33', 'it-brescia': 'Q33',
      'axis-supply-1': 'R37', 'allied-supply-1': 'I33', 'gb-22gds': 'I33',
    });
    s = act(act(s, { type: 'endArrival' }).state, { type: 'endMovement' }).state;
    s = act(s, { type: 'attack', attackers: ['de-21pz-104', 'it-brescia'], defenders: ['za-1sa-1'] }, [3]).state;
    const end = endOption(s);
    expect(end.kind).toBe('endCombat');
    expect(end.removes).toEqual([{ unit: 'de-15pz-115', rule: '11.9', hex: 'P31' }]);
    expect(eliminatedBy(s, 'endCombat')).toEqual([{ unit: 'de-15pz-115', rule: '11.9' }]);
  });

  it('24.2 and 24.4: units isolated a second turn, and those at sea without supply, are listed at the end of the turn', () => {
    // The Tobruch garrison with no Allied supply on the map: isolated from the first Allied turn.
    let s = passTurn(position({ 'au-9a-20': 'G25', 'gb-22gds': 'G25', 'de-21pz-5': 'W6', 'axis-supply-1': 'W6' }, { side: 'allied' }));
    s = passTurn(s);
    s = act(act(s, { type: 'endArrival' }).state, { type: 'embark', units: ['au-9a-20'] }).state;
    s = act(act(s, { type: 'endMovement' }).state, { type: 'endCombat' }).state;
    const end = endOption(s);
    expect(end.kind).toBe('endTurn');
    expect(end.removes).toEqual(expect.arrayContaining([{ unit: 'gb-22gds', rule: '24.2', hex: 'G25' }, { unit: 'au-9a-20', rule: '24.4', hex: null }]));
    expect(end.removes).toHaveLength(2);
    expect(eliminatedBy(s, 'endTurn')).toEqual(expect.arrayContaining([{ unit: 'gb-22gds', rule: '24.2' }, { unit: 'au-9a-20', rule: '24.4' }]));
  });
});
