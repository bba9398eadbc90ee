import i18next from 'i18next';
import type { Text } from '../../../shared/companion/definition';
import type { CompanionDefinitionView } from '../../../shared/api/contract-companion';
import type { Message } from '../../../shared/engine/view';
import { flattenSteps } from './companion-steps';
import { language, t } from './i18n.svelte';
import type { TranslationKey } from './i18n-keys';

/** A text of a companion definition in the reader's language. */
export const pick = (text: Text | undefined | null): string => (text ? text[language()] || text.en : '');

/** Optional notes a definition may carry on a step or a table (added by the content side). */
export const notesOf = (x: object): Text | null => ((x as { notes?: Text }).notes ?? null);

const known = (key: string): key is TranslationKey => {
  void language();
  return i18next.exists(key);
};

/** Names for the ids a companion log message carries (steps, trackers, cups, chits, calculators, sides). */
function names(def: CompanionDefinitionView | null, params: Message['params']): Record<string, string | number> {
  const out: Record<string, string | number> = { ...params };
  // What a roll was for, as the player wrote it, follows the roll.
  if ('purpose' in params) out.purpose = params.purpose ? ` — ${params.purpose}` : '';
  if (!def) return out;
  const step = typeof params.step === 'string' ? flattenSteps(def.sequence).find((s) => s.spec.id === params.step) : undefined;
  if (step) out.step = pick(step.spec.title);
  const tracker = def.trackers.find((x) => x.id === params.tracker || x.id === params.cup);
  if (tracker && typeof params.tracker === 'string') out.tracker = pick(tracker.label);
  if (tracker && typeof params.cup === 'string') out.cup = pick(tracker.label);
  if (tracker?.kind === 'cup') {
    const chit = tracker.chits.find((c) => c.id === params.chit);
    const label = (id: unknown) => pick(tracker.chits.find((c) => c.id === id)?.label ?? tracker.held?.find((h) => h.id === id)?.label);
    if (typeof params.chit === 'string') out.chit = label(params.chit) || params.chit;
    if (typeof params.preempted === 'string') out.preempted = label(params.preempted) || params.preempted;
    if (typeof params.face === 'string') out.face = pick(chit?.faces?.find((f) => f.id === params.face)?.label) || params.face;
    if (typeof params.limit === 'string') out.limit = pick(tracker.limits?.find((l) => l.id === params.limit)?.label) || params.limit;
  }
  if (tracker?.kind === 'choice' && typeof params.value === 'string') {
    const o = (id: unknown) => tracker.options.find((x) => x.id === id);
    out.value = pick(o(params.value)?.label) || String(params.value);
    out.from = pick(o(params.from)?.label) || String(params.from);
  }
  const side = def.sides.find((s) => s.id === params.side);
  out.side = side ? pick(side.label) : '';
  const calc = def.calculators.find((c) => c.id === params.calculator);
  if (calc) out.calculator = pick(calc.title);
  if (typeof params.missing === 'string' && params.missing) {
    out.missing = `(${t('companion.log.missing', { tables: params.missing.split(', ').map((id) => pick(def.tables.find((x) => x.id === id)?.title) || id).join(', ') })})`;
  }
  return out;
}

/** Words and a rule apart, so the screen can show the rule as a link. */
export interface Worded { text: string; rule: string | null }

const withRule = (w: Worded): string => (w.rule ? `${w.text} (${t('companion.rule', { rule: w.rule })})` : w.text);

/** One log message of a companion session, in words, and its rule. */
export function companionLogParts(message: Message, def: CompanionDefinitionView | null): Worded {
  const key = `log.${message.code}`;
  const text = known(key) ? t(key, names(def, message.params)) : t('log.unknown', { code: message.code });
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
    const text = known(`refusal.${reason}`) ? t(`refusal.${reason}` as TranslationKey, p) : t('refusal.unknown', { reason });
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
export function capabilityName(id: string, def: CompanionDefinitionView | null): string {
  const [kind, rest] = id.includes(':') ? [id.slice(0, id.indexOf(':')), id.slice(id.indexOf(':') + 1)] : [id, ''];
  if (kind === 'table') return pick(def?.tables.find((x) => x.id === rest)?.title) || rest;
  if (kind === 'calculator') return pick(def?.calculators.find((x) => x.id === rest)?.title) || rest;
  if (kind === 'companion') return pick(def?.knowledge?.find((x) => x.id === rest)?.label) || rest;
  if (kind === 'scenario') return t('companion.completeness.scenario', { id: rest });
  const key = `companion.capability.${kind}`;
  return known(key) ? t(key) : id;
}
