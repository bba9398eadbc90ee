import type { MapOverlay } from '../../../../shared/board/overlay';
import type { LegalOption, Removal } from '../../../../shared/engine/options';
import type { GameView } from '../../../../shared/engine/view';

/**
 * What ending the present step removes by the rules, as main lists it on the option that ends the
 * step (LegalOption.removes): the table marks those units on the map, lists them with their rule
 * and asks before sending the option. Game-neutral: any rules module may list removals.
 */
export function stepRemovals(view: GameView | null): { option: LegalOption; removes: Removal[] } | null {
  const option = view?.play?.legal.find((o) => o.endsStep && !o.refused) ?? null;
  if (!option?.removes?.length) return null;
  return { option, removes: option.removes };
}

/** The map layer marking the hexes of the units to be removed. */
export function removalLayer(removes: readonly Removal[] | null): MapOverlay[] {
  const hexes = [...new Set((removes ?? []).map((r) => r.hex).filter((h): h is string => !!h))];
  return hexes.length ? [{ id: 'removals', legend: 'table.removal.legend', style: 'fill', tone: 'alert', hexes }] : [];
}
