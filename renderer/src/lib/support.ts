import type { GameSummary, Source, Support } from '../../../shared/api/contract';
import { SUPPORT_AREAS, isGameId, type GameId, type GameKey, type SupportArea, type SupportLevel } from '../../../shared/games/ids';
import { importedTitle } from './imported-names.svelte';
import { t } from './i18n.svelte';

/**
 * Readings of the catalog's support data. The renderer decides nothing about rules: whether a game
 * can be played is derived from what main reports it holds, area by area.
 */

/** Areas a game needs before a game of it can be started. */
export const PLAYABLE_NEEDS: readonly SupportArea[] = ['board', 'rules'];

/** Facts the card can name; any other fact is shown by its id. */
export const KNOWN_FACTS = ['publisher', 'designer', 'year', 'edition'] as const;
export type KnownFact = (typeof KNOWN_FACTS)[number];
export const isKnownFact = (f: string): f is KnownFact => (KNOWN_FACTS as readonly string[]).includes(f);

/** Support for one area, in the fixed area order; an area main did not report counts as none. */
export function supportFor(game: GameSummary, area: SupportArea): Support {
  return game.support.find((s) => s.area === area) ?? { area, level: 'none', capabilities: [] };
}

export function levelOf(game: GameSummary, area: SupportArea): SupportLevel {
  return supportFor(game, area).level;
}

/** How many of the areas hold anything at all. */
export function availableAreas(game: GameSummary): number {
  return SUPPORT_AREAS.filter((a) => levelOf(game, a) !== 'none').length;
}

/** Areas a game still lacks before it can be played. */
export function missingForPlay(game: GameSummary): SupportArea[] {
  return PLAYABLE_NEEDS.filter((a) => levelOf(game, a) === 'none');
}

export const isPlayable = (game: GameSummary): boolean => missingForPlay(game).length === 0;

/** A game's title: one of the five by its translation, an imported one by the name its player gave it. */
export const gameTitle = (id: GameKey): string => (isGameId(id) ? t(`catalog.${id}.title`) : importedTitle(id));
export const areaLabel = (area: SupportArea): string => t(`support.area.${area}`);
export const levelLabel = (level: SupportLevel): string => t(`support.level.${level}`);

export function sourceLabel(source: Source): string {
  return t('catalog.factSource', { kind: t(`catalog.sourceKind.${source.kind}`), ref: source.ref });
}

/**
 * Area names after a colon: "Map & counters, Rules engine". A plain comma list reads right in both
 * languages, where a conjunction ("Mappa e pedine e Motore…") would not.
 */
export function listOf(items: readonly string[]): string {
  return items.join(', ');
}
