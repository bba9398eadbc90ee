import i18next from 'i18next';
import type { Err } from '../../../../shared/api/result';
import type { Message } from '../../../../shared/engine/view';
import type { UnitSpec } from '../../../../shared/games/descriptor';
import { errorMessage } from '../errors';
import { language, t } from '../i18n.svelte';
import type { TranslationKey } from '../i18n-keys';
import { unitName, type GameIndex } from './game-data';

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
/** A scenario's name; a game started as a plain table ('<scenario>:free') bears its scenario's name. */
export const scenarioName = (gameId: string, id: string): string => {
  const base = id.replace(/:free$/, '');
  return dynamic(`scenario.${gameId}.${base}`, base);
};
export const unitTypeName = (type: UnitSpec['type']): string => t(`unitType.${type}`);
export const unitSizeName = (size: UnitSpec['size']): string => t(`unitSize.${size}`);
export const modeName = (mode: 'free' | 'rules'): string => t(`mode.${mode}`);

/** "Rule 5.6" after a message that rests on a rule. */
export const ruleLabel = (rule: string): string => t('table.rule', { rule });

/** Where a unit was: a hex name as printed, or the turn track / dead pile in words. */
function placeWord(from: string): string {
  if (from === 'track') return t('table.where.track');
  if (from === 'eliminated') return t('table.where.deadPile');
  if (from === 'map') return t('table.where.map');
  if (from === 'pool') return t('table.where.pool');
  return from;
}

/** Parameters with unit ids turned into names and places into words, ready to interpolate. */
function readable(params: Record<string, string | number | boolean>, index: GameIndex | null): Params {
  const out: Params = { ...params };
  if (typeof params.unit === 'string') out.unit = unitName(index, params.unit);
  if (typeof params.units === 'string') {
    out.units = params.units
      .split(',')
      .map((id) => unitName(index, id.trim()))
      .join(', ');
  }
  if (typeof params.from === 'string') out.from = placeWord(params.from);
  if (typeof params.to === 'string') out.to = placeWord(params.to);
  return out;
}

/** One log message in the current language. */
export function logText(message: Message, index: GameIndex | null): string {
  const params = readable(message.params, index);
  const text = dynamic(`log.${message.code}`, t('log.unknown', { code: message.code }), params);
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
  return { text: dynamic(`refusal.${reason}`, t('refusal.unknown', { reason }), readable(params, index)), rule };
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
  const text = t(key, readable(params, index));
  return text.includes('{{') ? null : text;
}

/** A short date, for lists ("3 Mar 2026"). */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat(locale(), { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

/** A number in the reader's language ("0.5" / "0,5"). */
export function formatNumber(n: number): string {
  return new Intl.NumberFormat(locale()).format(n);
}
