import { describe, expect, it } from 'vitest';
import { act, passTurn, position, refusal, where } from './fixtures/ak-play';
import type { AkState } from '../../main/games/afrika-korps/play/state';

/**
 * Units placed at a port may over-stack it, but not still be over-stacked when movement ends
 * (19.4, 6.3). At a besieged Tobruch (G25: its three land neighbours G24, H25 and H26 held by
 * the Axis) units landed from the sea this turn may neither leave by land nor put to sea again
 * (23.4.2): landing more of them than the fortress may hold would leave the movement step unable
 * to end. Such a landing is refused; one that leaves a way out for the surplus is not.
 */
describe('a placement that could only end over-stacked (19.4, 6.3, 23.4.2)', () => {
  const convoy = ['gb-50inf-69', 'gb-50inf-150', 'gb-50inf-151', 'gb-70inf-23'];

  /** The Allied turn after four units put to sea from their base, Tobruch held by one Allied unit and besieged. */
  function besieged(): AkState {
    let s = position(
      {
        'au-9a-20': 'G25',
        'allied-supply-1': 'G25',
        ...Object.fromEntries(convoy.map((u) => [u, 'J62'])),
        'de-21pz-5': 'G24',
        'de-15pz-8': 'H25',
        'it-ariete': 'H26',
        'axis-supply-1': 'H26',
      },
      { side: 'allied' },
    );
    s = act(s, { type: 'endArrival' }).state;
    s = act(s, { type: 'embark', units: convoy }).state;
    return passTurn(passTurn(s));
  }

  it('refuses landing four at Tobruch, where only its garrison could leave (by sea)', () => {
    const s = besieged();
    expect(s.rules.side).toBe('allied');
    expect(s.rules.step).toBe('arrival');
    expect(refusal(s, { type: 'land', units: convoy, port: 'tobruch' })).toMatchObject({
      reason: 'overstackTrapped',
      rule: '19.4',
      params: { hex: 'G25', count: 5, free: 1, limit: 3 },
    });
  });

  it('lets three land: the garrison may put to sea, and movement can end with three in the fortress', () => {
    let s = act(besieged(), { type: 'land', units: convoy.slice(0, 3), port: 'tobruch' }).state;
    s = act(s, { type: 'endArrival' }).state;
    expect(refusal(s, { type: 'endMovement' })).toMatchObject({ reason: 'overstacked', rule: '6.3' });
    s = act(s, { type: 'embark', units: ['au-9a-20'] }).state;
    s = act(s, { type: 'endMovement' }).state;
    expect(s.rules.step).toBe('combat');
    expect(convoy.slice(0, 3).map((u) => where(s, u))).toEqual(['G25', 'G25', 'G25']);
  });

  it('lets the four land when the fortress is not besieged: the surplus may march out', () => {
    const open = act(
      position(
        {
          'au-9a-20': 'G25',
          'allied-supply-1': 'G25',
          ...Object.fromEntries(convoy.map((u) => [u, 'J62'])),
          'de-21pz-5': 'G24',
          'de-15pz-8': 'H25',
          'axis-supply-1': 'H25',
        },
        { side: 'allied' },
      ),
      { type: 'endArrival' },
    ).state;
    let t = act(open, { type: 'embark', units: convoy }).state;
    t = passTurn(passTurn(t));
    const landed = act(t, { type: 'land', units: convoy, port: 'tobruch' }).state;
    expect(convoy.map((u) => where(landed, u))).toEqual(['G25', 'G25', 'G25', 'G25']);
  });
});
