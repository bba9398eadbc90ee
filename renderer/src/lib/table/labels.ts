import i18next from 'i18next';
import type { Err } from '../../../../shared/api/result';
import type { Message } from '../../../../shared/engine/view';
import type { UnitSpec } from '../../../../shared/games/descriptor';
import { errorMessage } from '../errors';
import { language, t } from '../i18n.svelte';
import type { TranslationKey } from '../i18n-keys';
import { messageSentence, readableParams, type Words } from '../../../../shared/i18n/message-params';
import type { GameIndex } from './game-data';
import { IMPORTED_PREFIX } from '../../../../shared/games/ids';
import { importedScenarioName } from '../imported-names.svelte';

/**
 * Words for what main sends as codes: terrain, sides, log messages, refusals. Keys built from data
 * go through `known()`: a code this build has no words for is shown as it is, never as a raw key.
 */
type Params = Record<string, string | number | boolean>;

function known(key: string): key is TranslationKey {
  void language(); // reactive dependency, like t()
  return i18next.exists(key);
}

function dynamic(key: string, fallback: string, params?: Params): string {
  return known(key) ? t(key, params) : fallback;
}

export const terrainName = (id: string): string => dynamic(`terrain.${id}`, id);
export const sideName = (id: string): string => dynamic(`side.${id}`, id);
export const nationalityName = (id: string): string => dynamic(`nationality.${id}`, id);
export const phaseName = (id: string): string => dynamic(`phase.${id}`, id);
/** A combat result (AE, AB2, EX, DB2, DE) in words, and what it does. */
export const crtResultName = (code: string): string => dynamic(`crt.result.${code}`, code);
export const crtResultMeaning = (code: string): string => dynamic(`crt.meaning.${code}`, '');
/** A scenario's name (the mode a game is played in is a field of its own, never part of the id). */
export const scenarioName = (gameId: string, id: string): string =>
  gameId.startsWith(IMPORTED_PREFIX) ? importedScenarioName(gameId, id) : dynamic(`scenario.${gameId}.${id}`, id);
/** A place's name: the game's words for it where it is a description (the German base), else the name printed on the map. */
export function placeName(index: GameIndex | null, id: string): string {
  const place = index?.data.places.find((p) => p.id === id);
  return place ? dynamic(`place.${index!.data.game}.${id}`, place.name) : id;
}
export const unitTypeName = (type: UnitSpec['type']): string => t(`unitType.${type}`);
export const unitSizeName = (size: UnitSpec['size']): string => t(`unitSize.${size}`);
export const modeName = (mode: 'free' | 'rules'): string => t(`mode.${mode}`);

/** "Rule 5.6" after a message that rests on a rule. */
export const ruleLabel = (rule: string): string => t('table.rule', { rule });

/** How this build's i18next words a message's parameters, with the game's own names for its ids. */
export function gameWords(index: GameIndex | null): Words {
  return {
    t: (key, options) => t(key as TranslationKey, options),
    exists: known,
    lookup: (_param, value) => index?.units.get(value)?.name ?? (index?.data.places.some((p) => p.id === value) ? placeName(index, value) : null),
  };
}

/** Parameters with ids turned into names and codes into words, ready to interpolate. */
function readable(params: Record<string, unknown>, index: GameIndex | null): Params {
  return readableParams(params, gameWords(index));
}

/** A sentence of the interface with its parameters in words (sides, steps, units…), agreeing with the side. */
export function say(key: TranslationKey, params: Record<string, unknown>, index: GameIndex | null): string {
  return messageSentence(key, params, gameWords(index)) ?? t(key, readable(params, index));
}

/** One log message in the current language. */
export function logText(message: Message, index: GameIndex | null): string {
  const text = messageSentence(`log.${message.code}`, message.params, gameWords(index)) ?? t('log.unknown', { code: message.code });
  return message.rule ? `${text} (${ruleLabel(message.rule)})` : text;
}

export interface RefusalText {
  text: string;
  rule: string | null;
}

/** The reason an action was refused, with the rule it rests on; other errors read as errors. */
export function refusalText(error: Pick<Err, 'code' | 'params'>, index: GameIndex | null): RefusalText {
  const params = error.params ?? {};
  if (error.code !== 'game.refused') return { text: errorMessage({ code: error.code, params: readable(params, index) }), rule: null };
  const reason = typeof params.reason === 'string' ? params.reason : 'unknown';
  const rule = typeof params.rule === 'string' ? params.rule : null;
  return { text: messageSentence(`refusal.${reason}`, params, gameWords(index)) ?? t('refusal.unknown', { reason }), rule };
}

function locale(): string {
  return language() === 'it' ? 'it-IT' : 'en-GB';
}

/** A turn's date as the turn track prints it: "15 April 1941" / "15 aprile 1941". */
export function formatTurnDate(iso: string | null): string {
  if (!iso) return '';
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  return new Intl.DateTimeFormat(locale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** The time of a log entry, short. */
export function formatLogTime(iso: string): string {
  return new Intl.DateTimeFormat(locale(), { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(new Date(iso));
}

/**
 * The sentence for a refusal reason on its own (a game file's illegal action), or null when the
 * reason is unknown or its sentence needs parameters the error does not carry.
 */
export function refusalDetail(reason: string, params: Params, index: GameIndex | null): string | null {
  const key = `refusal.${reason}`;
  if (!known(key)) return null;
  const text = messageSentence(key, params, gameWords(index)) ?? '';
  return !text || text.includes('{{') ? null : text;
}

/** A short date, for lists ("3 Mar 2026"). */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat(locale(), { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

/** A number in the reader's language ("0.5" / "0,5"). */
export function formatNumber(n: number): string {
  return new Intl.NumberFormat(locale()).format(n);
}
