import type { Err } from '../../shared/api/result.js';
import type { Message } from '../../shared/engine/view.js';
import type { Refusal } from '../engine/module.js';
import { fill, paramsText } from './output.js';
import english from '../../locales/en/translation.json' with { type: 'json' };
import akEnglish from '../../locales/en/games/afrika-korps.json' with { type: 'json' };
import { messageSentence, type Words } from '../../shared/i18n/message-params.js';

/**
 * English for the codes the engine returns, for a developer and referee tool. The codes stay in
 * every line (the app's own translations live in locales/; these are not shown to players).
 */

/** Every game's English namespace (the games with strings of their own). */
const GAME_ENGLISH: readonly unknown[] = [akEnglish];

const ERRORS: Record<string, string> = {
  'file.tooLarge': 'the file is larger than the {limit}-byte limit for game files',
  'file.malformed': 'not a well-formed game file ({detail})',
  'file.wrongFormat': 'not a Campaign Table game file',
  'file.unsupportedVersion': 'file format version {version} is not supported (this build reads version {supported})',
  'file.chainBroken': 'the hash chain does not hold: the action, its dice or a state hash was changed after it was written',
  'file.illegalAction': 'the action is not legal at that point',
  'file.diceMismatch': "the dice in the file are not the ones the game's seed gives",
  'file.stateMismatch': 'replaying the action does not give the state recorded in the file',
  'file.diverged': 'the two files do not share the same history',
  'file.seedChanged': "the game's seed was changed",
  'file.behind': 'the file is behind the game it is compared with',
  'game.unknown': 'no rules module for game {gameId}',
  'game.unknownScenario': 'unknown scenario {scenario}',
};

/** `file.diceMismatch at action 12: the dice in the file are not the ones the game's seed gives`. */
export function describeError(e: Err): string {
  const p = e.params ?? {};
  const where = typeof p.seq === 'number' ? ` at action ${p.seq}` : '';
  const text = ERRORS[e.code];
  if (!text) return `${e.code}${where}${paramsText(p) ? ` ${paramsText(p)}` : ''}`;
  let line = `${e.code}${where}: ${fill(text, p)}`;
  if (e.code === 'file.illegalAction' && p.reason) line += `: ${describeRefusal({ reason: p.reason as Refusal['reason'], ...(p.rule ? { rule: String(p.rule) } : {}) })}`;
  return line;
}

const REFUSALS: Record<string, string> = {
  malformedAction: "the action does not match the game's action format",
  notNow: 'that kind of action is not offered now',
  diceNeeded: 'this game takes physical dice: roll {count}d{sides} at the table and pass them with --dice',
  diceOutOfRange: 'every die must be a whole number from 1 to {sides}',
  diceFromApp: "this game's dice come from its seed: do not pass --dice",
  diceNotNeeded: 'this action rolls no dice: do not pass --dice',
  unknownUnit: 'no unit {unit} in this game',
  duplicateUnit: 'unit {unit} is listed twice',
  unknownHex: 'no hex {hex} on the map',
  alreadyEliminated: '{unit} is already eliminated',
  turnOutOfRange: 'turn {turn} is not on the turn track ({first} to {last})',
};

/** The app's own English (locales/en), read the way the renderer reads it: parameters in words, the side as context. */
const at = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
/** The common strings first, then each game's namespace (locales/en/games/), as the renderer's i18next falls back. */
function englishAt(key: string): unknown {
  const own = at(english, key);
  if (own !== undefined) return own;
  for (const strings of GAME_ENGLISH) {
    const found = at(strings, key);
    if (found !== undefined) return found;
  }
  return undefined;
}
const englishWords: Words = {
  exists: (key) => typeof englishAt(key) === 'string',
  t: (key, options = {}) => {
    const context = typeof options.context === 'string' ? `${key}_${options.context}` : null;
    const template = String(englishAt(context && typeof englishAt(context) === 'string' ? context : key) ?? key);
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in options ? String(options[name]) : whole));
  },
};

/** `unknownHex {"hex":"Z99"} (rule 4.2): no hex Z99 on the map`. */
export function describeRefusal(r: Refusal): string {
  const params = paramsText(r.params);
  // A sentence whose parameters are not all known (a file's refusal carries only its reason) is left out.
  const own = REFUSALS[r.reason];
  const text = own ? fill(own, r.params) : (messageSentence(`refusal.${r.reason}`, r.params ?? {}, englishWords) ?? '');
  const sentence = text && !/\{\w+\}|\{\{/.test(text) ? `: ${text}` : '';
  return `${r.reason}${params ? ` ${params}` : ''}${r.rule ? ` (rule ${r.rule})` : ''}${sentence}`;
}

const LOG: Record<string, string> = {
  moved: '{unit} {from} -> {to}',
  placed: '{unit} {from} -> {to}',
  eliminated: '{unit} (was {from})',
  toTrack: '{unit} to turn {turn} of the track (was {from})',
  turnSet: 'turn {from} -> {turn}',
  rolled: '{count}d{sides}: {values}',
};

/** `moved: de-rommel W6 -> W7`. */
export function describeMessage(m: Message): string {
  const text = LOG[m.code];
  const body = text ? fill(text, m.params) : paramsText(m.params);
  return `${m.code}: ${body}${m.rule ? ` (rule ${m.rule})` : ''}`;
}
