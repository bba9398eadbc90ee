import type { MapOverlay, RuleLayer } from '../../../../shared/board/overlay';
import type { MoveAdvice } from '../../../../shared/api/contract';
import type { AdviceHex } from './board/board';

/**
 * The rules' overlay layers that are switched on, as the board's drawn overlays: each part of a
 * layer becomes one overlay (`<layer>:<part>`, or the layer's id), in the layer's style unless the
 * part has its own, drawn by depth (lower first). The table knows nothing of what a layer means.
 */
export function overlayLayers(layers: readonly RuleLayer[] | null, isOn: (id: string) => boolean): MapOverlay[] {
  if (!layers) return [];
  return layers
    .map((l, i) => ({ l, i }))
    .filter(({ l }) => isOn(l.id))
    .sort((a, b) => a.l.depth - b.l.depth || a.i - b.i)
    .flatMap(({ l }) =>
      l.parts
        .filter((p) => p.hexes.length || p.hexsides.length)
        .map((p) => ({ id: p.id ? `${l.id}:${p.id}` : l.id, legend: l.label, style: p.style ?? l.style, tone: p.tone, hexes: [...p.hexes], hexsides: p.hexsides.map(([a, b]) => [a, b] as [string, string]) })),
    );
}

/** The rules' movement advice as the board's marks: each stop carries its mark (bar, chevron…). */
export function adviceHexes(moves: MoveAdvice['moves'] | null): AdviceHex[] | null {
  if (!moves) return null;
  return moves.map((m) => ({ hex: m.hex, remaining: m.remaining, mark: m.stop?.mark ?? null }));
}

/** The distinct reasons the advised moves must stop (one legend line each), in the order first met. */
export function adviceStops(moves: MoveAdvice['moves'] | null | undefined): NonNullable<MoveAdvice['moves'][number]['stop']>[] {
  const seen = new Map<string, NonNullable<MoveAdvice['moves'][number]['stop']>>();
  for (const m of moves ?? []) if (m.stop && !seen.has(m.stop.key)) seen.set(m.stop.key, m.stop);
  return [...seen.values()];
}
