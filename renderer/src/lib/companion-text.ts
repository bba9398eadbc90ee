import i18next from 'i18next';
import type { Text } from '../../../shared/companion/definition';
import type { CompanionDefinitionView } from '../../../shared/api/contract-companion';
import type { Message } from '../../../shared/engine/view';
import { companionNames } from './companion-names';
import { messageSentence, type Words } from '../../../shared/i18n/message-params';
import { language, t } from './i18n.svelte';
import { textWords } from '../../../shared/companion/text';
import { LANGUAGES } from '../../../shared/settings';
import type { TranslationKey } from './i18n-keys';

/** A text of a companion definition in the reader's language (its key in the game's locale namespace). */
export const pick = (text: Text | undefined | null): string => {
  void language(); // reactive dependency
  return text ? textWords(text, (key, options) => i18next.t(key, options) as string) : '';
};

/** A label's words in every language, so a heading pasted from either is recognised. */
export const labelWords = (text: Text): string[] => LANGUAGES.map((lng) => textWords(text, (key, options) => i18next.t(key, options) as string, { lng }));

/** Optional notes a definition may carry on a step or a table (added by the content side). */
export const notesOf = (x: object): Text | null => ((x as { notes?: Text }).notes ?? null);

const known = (key: string): key is TranslationKey => {
  void language();
  return i18next.exists(key);
};

/** Parameters in words: the definition's names for its ids first, then the shared conventions (sides, steps…). */
function names(def: CompanionDefinitionView | null, params: Message['params']): Record<string, string | number> {
  return companionNames(def, params, pick, (key, options) => t(key as TranslationKey, options));
}

/** Words and a rule apart, so the screen can show the rule as a link. */
export interface Worded { text: string; rule: string | null }

const withRule = (w: Worded): string => (w.rule ? `${w.text} (${t('companion.rule', { rule: w.rule })})` : w.text);

const words: Words = { t: (key, options) => t(key as TranslationKey, options), exists: known };

/** One log message of a companion session, in words, and its rule. */
export function companionLogParts(message: Message, def: CompanionDefinitionView | null): Worded {
  const key = `log.${message.code}`;
  const text = messageSentence(key, names(def, message.params), words) ?? t('log.unknown', { code: message.code });
  return { text, rule: message.rule ?? null };
}

/** One log message of a companion session, in words, with its rule. */
export function companionLogText(message: Message, def: CompanionDefinitionView | null): string {
  return withRule(companionLogParts(message, def));
}

/** A refusal or error of an action, in words, and the rule it cites. */
export function refusalParts(code: string, params: Record<string, unknown>, def: CompanionDefinitionView | null): Worded {
  if (code === 'game.refused') {
    const reason = typeof params.reason === 'string' ? params.reason : 'unknown';
    const p = names(def, params as Message['params']);
    const text = messageSentence(`refusal.${reason}`, p, words) ?? t('refusal.unknown', { reason });
    return { text, rule: typeof params.rule === 'string' ? params.rule : null };
  }
  const key = `errors.${code}`;
  return { text: known(key) ? t(key, params as Record<string, string>) : t('errors.api.internal'), rule: null };
}

/** A refusal or error of an action, in words, with its rule. */
export function refusalWords(code: string, params: Record<string, unknown>, def: CompanionDefinitionView | null): string {
  return withRule(refusalParts(code, params, def));
}

/** Words for a capability id of the completeness page (map, counters, scenario:…, table:…, calculator:…). */
export function capabilityName(id: string, def: CompanionDefinitionView | null, game: string | null = def?.game ?? null): string {
  const [kind, rest] = id.includes(':') ? [id.slice(0, id.indexOf(':')), id.slice(id.indexOf(':') + 1)] : [id, ''];
  if (kind === 'table') return pick(def?.tables.find((x) => x.id === rest)?.title) || rest;
  if (kind === 'calculator') return pick(def?.calculators.find((x) => x.id === rest)?.title) || rest;
  if (kind === 'companion') return pick(def?.knowledge?.find((x) => x.id === rest)?.label) || rest;
  if (kind === 'scenario') {
    const scenarioKey = `scenario.${game}.${rest}`;
    return t('companion.completeness.scenario', { id: game && known(scenarioKey) ? t(scenarioKey) : rest });
  }
  const key = `companion.capability.${kind}`;
  return known(key) ? t(key) : id;
}
