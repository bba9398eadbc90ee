import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { messageSentence, type Words } from '../../shared/i18n/message-params';
import { LANGUAGES, type Language } from '../../shared/settings';
import { explainMove } from '../../main/games/afrika-korps/rules/move-explain';
import { act, position, refusal } from './fixtures/ak-play';
import { akData, board } from './fixtures/ak-board';

/**
 * Refusals a player reads name the unit and the numbers (issue 14): the attacker that is not
 * adjacent, the movement points a move needs and those left, a move a zone of control blocks.
 * Rendered as the renderer renders them (shared/i18n/message-params.ts), in both languages.
 */
const root = path.resolve(import.meta.dirname, '../..');
const files = fs.readdirSync(path.join(root, 'locales', 'en')).filter((f) => f.endsWith('.json'));
// Each game's own words are its namespace (locales/<lng>/games/<id>.json), looked in after the common ones, as the app does.
const gameFiles = fs.readdirSync(path.join(root, 'locales', 'en', 'games')).filter((f) => f.endsWith('.json'));
const gameNamespaces = gameFiles.map((f) => f.replace(/\.json$/, ''));
const read = (...parts: string[]) => JSON.parse(fs.readFileSync(path.join(root, 'locales', ...parts), 'utf8'));
const resources = Object.fromEntries(
  LANGUAGES.map((l) => [
    l,
    {
      translation: Object.assign({}, ...files.map((f) => read(l, f))),
      ...Object.fromEntries(gameFiles.map((f) => [f.replace(/\.json$/, ''), read(l, 'games', f)])),
    },
  ]),
);
const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  fallbackLng: false,
  ns: ['translation', ...gameNamespaces],
  defaultNS: 'translation',
  fallbackNS: gameNamespaces,
  resources,
  interpolation: { escapeValue: false },
  returnNull: false,
});

const names = new Map(akData.units.map((u) => [u.id, u.name]));
const nameOf = (id: string) => names.get(id)!;

function words(lng: Language): Words {
  const t = i18n.getFixedT(lng);
  return { t: (key, options) => t(key, options) as string, exists: (key) => i18n.exists(key, { lng }), lookup: (_p, v) => names.get(v) ?? null };
}
const say = (lng: Language, r: { reason: string; params?: Record<string, unknown> }) => messageSentence(`refusal.${r.reason}`, r.params ?? {}, words(lng))!;

describe('refusals name the unit and the numbers', () => {
  it('a move beyond the movement factor: how many points it needs and how many are left (5.2)', () => {
    // The Guards brigade (movement 6) from L34 along row 34 to S34: seven hexes.
    const r = explainMove(board(['gb-22gds', 'L34']), 'gb-22gds', ['L34', 'M34', 'N34', 'O34', 'P34', 'Q34', 'R34', 'S34'])!;
    expect(r).toMatchObject({ reason: 'beyondMovement', params: { left: 6, needed: 7 } });
    expect(say('en', r)).toBe(`${nameOf('gb-22gds')} cannot reach S34: movement points needed 7, left 6.`);
    expect(say('it', r)).toBe(`${nameOf('gb-22gds')} non può arrivare in S34: punti movimento necessari 7, rimasti 6.`);
  });

  it('a move a zone of control blocks says so, with the unit, the hex of the zone and where it was going (8.1, 8.3)', () => {
    const b = board(['de-21pz-5', 'R8'], ['gb-50inf-69', 'R9'], ['gb-22gds', 'R9'], ['au-9a-20', 'N7']);
    const r = explainMove(b, 'de-21pz-5', 'R17')!;
    expect(r).toMatchObject({ reason: 'zocToZoc', rule: '8.3', params: { unit: 'de-21pz-5', to: 'R17' } });
    for (const lng of LANGUAGES) {
      const text = say(lng, r);
      expect(text).toContain(nameOf('de-21pz-5'));
      expect(text).toContain(String(r.params.hex));
      expect(text).not.toMatch(/de-21pz/);
    }
    expect(say('en', r)).toMatch(/^A zone of control blocks the move/);
    expect(say('it', r)).toMatch(/^Una ZC blocca il movimento/);
    // A way that would stop in a zone short of the destination names that hex and the destination (8.1).
    const stop = explainMove(b, 'de-21pz-5', 'U9');
    expect(stop).toMatchObject({ reason: 'zocStop', params: { unit: 'de-21pz-5', to: 'U9', hex: 'Q8' } });
    expect(say('en', stop!)).toBe(`A zone of control blocks the move: ${nameOf('de-21pz-5')} would enter the enemy zone of control at Q8 and must stop there, short of U9.`);
  });

  it('an attacker that is not adjacent is named, with the defender (8.5)', () => {
    let s = position({ 'de-21pz-5': 'P30', 'axis-supply-1': 'P29', 'gb-50inf-69': 'P31', 'gb-22gds': 'I33', 'allied-supply-1': 'I33' });
    s = act(s, { type: 'endArrival' }).state;
    const r = refusal(s, { type: 'declareAv', attackers: ['de-21pz-5'], defenders: ['gb-22gds'] });
    expect(r).toMatchObject({ reason: 'attackerNotAdjacent', params: { attacker: 'de-21pz-5', defender: 'gb-22gds' } });
    expect(say('en', r)).toBe(`${nameOf('de-21pz-5')} is not adjacent to ${nameOf('gb-22gds')}: every attacker must be adjacent to every defender.`);
    expect(say('it', r)).toBe(`${nameOf('de-21pz-5')} non è adiacente a ${nameOf('gb-22gds')}: ogni attaccante deve essere adiacente a ogni difensore.`);
  });
});
