import type enCore from '../../../locales/en/translation.json';
import type enRulebook from '../../../locales/en/rulebook.json';
import type enCompanion from '../../../locales/en/companion.json';
import type enBoardEditor from '../../../locales/en/board-editor.json';
import type { GameStrings } from '../../../shared/games/locales';

/** The English strings of every feature file and every game's namespace, as one tree (see i18n.svelte.ts). */
type En = typeof enCore & typeof enRulebook & typeof enCompanion & typeof enBoardEditor & GameStrings;

/**
 * Every translation key, computed from the English file: `t()` accepts only these, so a typo or a
 * key missing from the locales fails svelte-check. Plural forms (`summary_one`, `summary_other`)
 * collapse to their base key (`summary`), which is what `t()` is called with.
 */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type StripPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? StripPlural<`${Prefix}${K}`> : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationKey = Leaves<En>;
