import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { ak, newGame, position, toCombat } from './fixtures/ak-play';

/**
 * What the play panel shows of an Afrika Korps game comes from the view as generic data: status
 * lines with their rules, the places arriving units enter at, and options that say their place,
 * their dice and whether they are made on the board.
 */
const load = (file: string) => JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../locales', file), 'utf8')) as Record<string, unknown>;
/** The common strings and Afrika Korps's namespace, as the renderer reads them. */
const english = [load('en/translation.json'), load('en/games/afrika-korps.json')];
const italian = [load('it/translation.json'), load('it/games/afrika-korps.json')];
const has = (trees: Record<string, unknown>[], key: string) => trees.some((tree) => hasIn(tree, key));
const hasIn = (tree: Record<string, unknown>, key: string) => {
  const node = key.split('.').reduce<unknown>((n, k) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[k] : undefined), tree);
  const parent = key.split('.').slice(0, -1).reduce<unknown>((n, k) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[k] : undefined), tree) as Record<string, unknown> | undefined;
  return typeof node === 'string' || typeof parent?.[`${key.split('.').pop()}_other`] === 'string';
};

describe('Afrika Korps play view for a game-neutral panel', () => {
  it('says there is no port to land at on the first turn (19.2), with the rule, and lists no place', () => {
    const play = ak.view(newGame(), null).play!;
    expect(play.places).toEqual([]);
    expect(play.status).toEqual([{ id: 'noPort', key: 'table.play.noPort', params: {}, rule: '19.2' }]);
  });

  it('lists the attacks still owed as status lines under 8.4, and battles as choices made on the board', () => {
    let s = position({ 'gb-50inf-69': 'G25', 'gb-7arm-7': 'G23', 'it-ariete': 'H25', 'de-21pz-3': 'H26', 'it-folgere': 'G24', 'axis-supply-1': 'H27', 'allied-supply-1': 'G25' });
    s = toCombat(s);
    const play = ak.view(s, null).play!;
    expect(play.status).toEqual([
      { id: 'owedAttackers', key: 'table.play.mustAttack', params: { units: 'it-folgere' }, rule: '8.4' },
      { id: 'owedDefenders', key: 'table.play.mustBeAttacked', params: { units: 'gb-7arm-7' }, rule: '8.4' },
    ]);
    const attacks = play.legal.filter((o) => o.kind === 'attack');
    expect(attacks.length).toBeGreaterThan(0);
    expect(attacks.every((o) => o.onBoard)).toBe(true);
    expect(play.legal.find((o) => o.endsStep)).toMatchObject({ kind: 'endCombat', refused: { reason: 'attacksOwed' } });
  });

  it('gives arrival options their port as place, and the supply roll its die', () => {
    // The Allies hold Tobruch: a port to land at (the same position the port-name tests use).
    const allied = ak.view(position({ 'gb-22gds': 'G25', 'de-21pz-5': 'W6', 'axis-supply-1': 'W6' }, { side: 'allied' }), null).play!;
    expect(allied.places).toEqual(['tobruch']);
    const atPlace = allied.legal.filter((o) => o.place);
    expect(atPlace.map((o) => o.kind)).toContain('landSupply');
    for (const o of atPlace) expect(o).toMatchObject({ place: 'tobruch', action: { port: 'tobruch' } });
    // The Axis holds Tobruch: its supply roll is offered, with its die (12.2).
    const axis = ak.view(position({ 'de-21pz-104': 'G25', 'axis-supply-1': 'G25', 'gb-50inf-69': 'F25' }), null).play!;
    expect(axis.legal.find((o) => o.kind === 'rollSupply')).toMatchObject({ dice: { count: 1, sides: 6 } });
    const settings = axis.legal.filter((o) => o.kind === 'setOption');
    expect(settings.length).toBeGreaterThan(0);
    for (const o of settings) expect(o.setting).toEqual({ id: o.action.option, value: String(o.action.value) });
  });

  it('has words in both languages for every status line and pending hint it can send', () => {
    const keys = ['table.play.noPort', 'table.play.sunk', 'table.play.bank', 'table.play.movementHint', 'table.play.mustAttack', 'table.play.mustBeAttacked', 'table.play.combatHint', 'table.play.retreatHint', 'table.play.exchangeHint', 'table.play.advanceHint'];
    const source = fs.readFileSync(path.resolve(__dirname, '../../main/games/afrika-korps/play/status.ts'), 'utf8');
    const sent = [...source.matchAll(/key: '([\w.]+)'/g)].map((m) => m[1]!);
    expect(sent.length).toBeGreaterThan(5);
    for (const k of [...keys, ...sent]) {
      expect(has(english, k), `en ${k}`).toBe(true);
      expect(has(italian, k), `it ${k}`).toBe(true);
    }
  });
});
