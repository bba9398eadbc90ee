import { describe, expect, it } from 'vitest';
import type { GameId } from '../../shared/games/ids.js';
import { COMPANION_DEFINITIONS } from '../../main/games/companion/index.js';
import { references } from '../../main/rulebook/reference.js';
import { aslStarterKitCompanion } from '../../main/games/asl-starter-kit/companion/definition.js';
import { citedSection } from '../../renderer/src/lib/rulebook-text.js';
import { calculatedCitations, staticCitations } from './companion-citations';
import { wordsEn } from '../support/companion-words';

/**
 * Every rule number the five companions cite — the sequence of play, trackers, chits, tables,
 * calculators and their inputs, and every step, outcome and refusal the calculators work out over
 * a seeded walk through their inputs — resolves to a section of the game's rulebook reference
 * (main/rulebook/content/<game>.ts) whose subject is the one expected. The expected subject of each
 * number was read in the Italian rulebook; a number cited anywhere must be listed here, so a new
 * citation is checked the day it is written.
 */

/** Per game, each cited number and a word its section's title or summary must hold (English). */
const TOPICS: Record<string, Record<string, string>> = {
  'afrika-korps': {
    '1.3.1': 'attack', '1.3.2': 'defen', '1.6': 'turn', '2.3': 'off the map',
    '3.1': 'axis movement', '3.2': 'axis combat', '3.3': 'allied movement', '3.4': 'allied combat', '3.5': 'turn marker',
    '4.1': 'axis victory', '4.2': 'allied victory', '4.3': 'control', '5': 'movement', '6.3': 'limit',
    '7': 'combat', '7.2': 'compulsory', '7.3': 'odds', '7.4': 'odds', '7.5': 'results', '8': 'attack', '8.7': 'attack',
    '9': 'automatic victory', '9.1': '5-1', '10': 'defen', '10.2': 'doubled', '11': 'battle', '11.1': 'attackers', '11.2': 'defenders',
    '11.6': 'soak-off', '11.9': 'isolated', '12.1': 'allied supply', '12.2': 'supply table', '12.3.1': 'supply', '12.4': 'declin',
    '13': 'supply', '14': 'supplied attack', '14.1': 'supply', '14.3': 'odds', '14.4': 'supply', '14.5': 'supply', '15': 'capture',
    '16': 'advance', '17': 'coast road', '18': 'escarpment', '19': 'reinforcement', '19.1': 'schedule', '20.1': '1942',
    '20.4': 'enter', '20.5': 'accumulat', '21.1': 'swap', '21.2': 'when', '22': 'rommel', '23': 'fortress', '23.4': 'sea',
    '23.4.2': 'land', '24': 'isolation', '24.2': 'turn',
  },
  'battle-for-north-africa': {
    '3.0': 'sequence', '4.1.3': 'division', '4.1.4': 'cost', '4.1.6': 'independent', '4.3': 'primary activation', '4.3.1': 'available',
    '4.3.2': 'cup', '4.3.3': 'draw', '4.4': 'secondary activation', '4.5': 'commander', '4.5.2': 'bringing', '4.5.3': 'graziani',
    '4.5.4': 'sack', '4.5.5': 'initiative', '4.5.6': 'combined', '4.5.7': 'map', '4.6.2': 'hq', '4.6.3': 'hidden', '4.7.2': 'buy',
    '5.0': 'initiative', '6': 'movement', '6.2': 'terrain', '6.6.1': 'arriv', '6.7': 'turnover', '8': 'combat', '8.1': 'factor',
    '8.2': 'combat', '8.2.2': 'support', '8.2.3': 'procedure', '8.2.5': 'odds', '8.2.6': 'concentric', '8.2.7': 'isolated',
    '8.2.8': 'result', '8.3.1': 'armour', '8.3.2': 'armour', '8.3.3': 'fortif', '8.3.4': 'armour', '8.4': 'artillery',
    '8.5.1': 'air', '8.5.3': 'placement', '8.5.4': 'ground support', '8.5.6': 'malta', '9.1': 'resource points', '9.1.2': 'axis rp',
    '9.1.2a': 'axis rp', '9.1.2b': 'axis rp', '9.1.2c': 'axis rp', '9.1.3': 'allied rp', '9.2': 'allocation', '9.2.1': 'allocation',
    '9.2.2': 'spend', '9.2.7': 'unspent', '9.3': 'refit', '9.4': 'defensive works', '9.5.1': 'marker', '9.5.2': 'reduc',
    '9.5.3': 'effects', '9.5.5': 'surrender', '10.0': 'random events', '11.0': 'victory',
  },
  'dark-sands': {
    '2.1.6': 'action chits', '2.2': 'combat results', '5.0': 'win', '5.1.1': 'automatic victory', '5.2': 'vp', '5.2.1': 'vp per turn',
    '5.2.2': 'last', '6.0': 'terrain', '12.0': 'steps', '12.6': 'assault', '12.7.2': 'superiority', '12.7.3': 'shock',
    '12.7.4': 'resilience', '13.0': 'supports', '13.6.4': 'must retreat', '13.7': 'box', '14.0': 'fort', '14.1': 'tobruk',
    '17.0': 'replacement', '17.1': 'cadre', '17.2': 'replacement', '17.3': 'axis replacement', '17.4': 'allied replacement',
    '18.0': 'action', '18.1': 'chit', '18.2': 'initiative', '18.3': 'chit', '18.4': 'turn 3', '18.5': 'initiative',
    '18.6': 'random', '18.6.1': 'priority', '18.7.1': 'consecutive', '18.7.2': 'two moves', '19.0': 'movement', '19.2': 'disruption',
    '20.0': 'combat', '20.1': 'combat', '20.2': 'combat', '20.2.2': 'attack', '20.2.3': 'defence', '20.2.4': 'crt',
    '20.2.5': 'odds', '20.2.6': 'modifiers', '20.2.7': 'roll', '20.3.1': 'assault', '20.3.2': 'step', '20.3.3': 'retreat',
    '20.4.1': 'map-edge', '21.0': 'logistics', '22.0': 'reinforcement', '23.0': 'end phase', '23.1': 'attrition',
    '23.2': 'victory', '23.3': 'construction', '23.3.1': 'railway', '23.4': 'disruption', '23.5': 'support', '23.6': 'turn',
  },
  'case-yellow': {
    '4.1b': 'turn', '4.1c': 'turn', '5.1': 'air', '5.1a': 'air', '5.1b': 'air', '5.1c': 'air', '5.1d': 'air', '5.1e': 'air',
    '5.2': 'air support', '7.5': 'supply', '7.6': 'attack supply', '10.1': 'move', '10.2': 'reinforcements', '10.3c': 'overrun',
    '10.8': 'bridgehead', '11.2': 'combat', '11.3': 'odds', '11.3a': 'odds', '11.3b': 'shift', '11.3c': 'shift',
    '11.3d': 'tactical rating', '11.6': 'motorized combat', '11.7': 'fortified line', '11.7b': 'fortified line', '11.8': 'arko',
    '11.9': 'engaged', '12.1': 'segments', '12.2': 'disruption', '12.3': 'bridgehead', '12.4': 'terror', '12.4e': 'terror',
    '12.5': 'surrender', '12.5a': 'surrender', '12.5b': 'surrender', '12.6': 'refugee', '12.7': 'paris', '12.8': 'victory',
    '12.9': 'armour attrition', '12.10': 'replacement', '12.11': 'improved defen', '12.12': 'panzer refit', '13': 'dynamo',
    '13.1': 'declar', 'S4.1': 'airborne', 'S4.2': 'drop', 'S5.0': 'scenario 1', 'S7.2': 'scenario 3', 'S7.5': 'scenario 3',
    'S7.6': 'scenario 3', 'S7.8': 'scenario 3', 'S7.19d': 'scenario 3', 'S8.0': 'scenario 4',
  },
  'asl-starter-kit': {
    '1.1.1': 'terrain', '1.2': 'counters', '1.2.1': 'leader', '1.2.4.1': 'rate of fire', '1.4': 'dice', '3.0': 'sequence',
    '3.1': 'rally', '3.2': 'prep fire', '3.2.1': 'line of sight', '3.2.2': 'fire', '3.2.3': 'morale', '3.2.4': 'to hit',
    '3.3': 'movement phase', '3.3.1': 'infantry movement', '3.3.2': 'vehicle', '3.3.3': 'defensive first fire',
    '3.3.4': 'reaction fire', '3.4': 'defensive fire', '3.5': 'advancing fire', '3.6': 'rout', '3.7': 'advance',
    '3.8': 'close combat', '3.9': 'turn record', '4.3': 'demolition', '4.4': 'anti-tank', '4.4.2': 'panzerfaust',
    '5.1': 'experience level', '5.3': 'field promotion', '5.4': 'inexperienced', '6.1': 'critical hit', '6.4': 'hidden',
    '6.10': 'acquisition', '6.12': 'breakdown', '7.0': 'vehicle', '7.9': 'to kill', '7.10': 'armour', 'DaE2.1': 'radio',
  },
};

const games = Object.keys(COMPANION_DEFINITIONS) as GameId[];
const numbersOf = (rule: string): string[] => rule.split(/,|–/).map((x) => x.trim()).filter(Boolean);

describe('citedSection: a citation opens the section its number names, or the nearest above', () => {
  const keys = new Set(['11.3', 'S7', '3.2.2', '3.5']);
  it.each([['3.2.2, 3.5', '3.2.2'], ['11.3c', '11.3'], ['S7.19d', 'S7'], ['S7.5, 5.1b', 'S7'], ['11.3.4', '11.3'], ['TEC', null], ['12.1', null]] as const)('%s → %s', (rule, key) => {
    expect(citedSection(rule, keys)).toBe(key);
  });
});

describe.each(games)('%s: every cited rule number names a section of the rulebook on that subject', (game) => {
  const def = COMPANION_DEFINITIONS[game]!();
  const ref = references().get(game)!;
  const keys = new Set(ref.byKey.keys());
  const citations = [...staticCitations(def), ...calculatedCitations(def, 1500)];

  it('finds citations to check (static and worked out)', () => {
    expect(citations.length).toBeGreaterThan(20);
    expect(citations.some((c) => c.where.includes('.calculators'))).toBe(true);
  });

  it('resolves each number to a section whose title or summary holds the expected subject', () => {
    const wrong: string[] = [];
    for (const c of citations) {
      for (const n of numbersOf(c.rule)) {
        const topic = TOPICS[game]?.[n];
        const key = citedSection(n, keys);
        const section = key ? ref.byKey.get(key) : undefined;
        const subject = section ? `${section.title.en} ${section.summary.en}`.toLowerCase() : '';
        if (topic === undefined) wrong.push(`${n} (cited by ${c.where} "${c.text}") has no expected subject`);
        else if (!section) wrong.push(`${n} (cited by ${c.where} "${c.text}") names no section`);
        else if (!subject.includes(topic)) wrong.push(`${n} (cited by ${c.where} "${c.text}") is "${section.title.en}", not about "${topic}"`);
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  });
});

describe('ASL Starter Kit: fire modifiers cite their own rules (point blank is not Advancing Fire)', () => {
  const fire = aslStarterKitCompanion().calculators.find((c) => c.id === 'fire')!;
  const firer = (f: Record<string, unknown>) => fire.compute({ firers: [{ fp: 4, range: 'normal', afph: false, pinned: false, area: 0, assault: false, ...f }] }, {}, null).steps.find((s) => wordsEn(s.label) === 'Firer 1 firepower')!.rule;
  it('point blank, same hex, long range and Area Fire cite 3.2.2 only', () => {
    for (const range of ['adjacent', 'same-hex', 'long']) expect(firer({ range })).toBe('3.2.2');
    expect(firer({ area: 1 })).toBe('3.2.2');
  });
  it('Advancing Fire and Assault Fire cite 3.5; a pinned firer 3.2.3', () => {
    expect(firer({ range: 'adjacent', afph: true })).toBe('3.2.2, 3.5');
    expect(firer({ assault: true })).toBe('3.2.2, 3.5');
    expect(firer({ pinned: true })).toBe('3.2.2, 3.2.3');
  });
});
