import type { AdviceStop, RuleLayerInput } from '../../../shared/board/overlay.js';
import type { StopReason } from './rules/movement.js';
import { ruleRef } from '../../../shared/engine/ids.js';

/**
 * Afrika Korps's map overlays as the table's generic layers: what each layer means is said here and
 * in this game's locale namespace (`overlay.*`), never in the table. The layer ids (zoc, control,
 * supply, isolated) are also where the table remembers each toggle.
 */

/** What the rules work out for the overlays at one state. */
export interface AkOverlayFacts {
  /** Hexes in each side's zone of control (8.1), by side. */
  zoc: Record<string, string[]>;
  /** The fortresses and bases, and who controls each (4.3); null: nobody. */
  control: { place: string; hex: string; controller: string | null; rule: string }[];
  /** Hexes whose units would have attack supply within reach (14.2), by side. */
  supplyRange: Record<string, string[]>;
  /** Isolated combat units (24.1), by side, and where each stands. */
  isolated: Record<string, { unit: string; hex: string | null }[]>;
}

export function akOverlayLayers(f: AkOverlayFacts): RuleLayerInput[] {
  const sides = Object.keys(f.zoc);
  const held = new Map<string | null, string[]>();
  for (const c of f.control) held.set(c.controller, [...(held.get(c.controller) ?? []), c.hex]);
  const isolatedHexes = [...new Set(Object.values(f.isolated).flatMap((us) => us.map((u) => u.hex).filter((h): h is string => !!h)))];
  return [
    {
      id: 'zoc',
      label: 'overlay.zoc',
      hint: 'overlay.zocHint',
      style: 'hatch',
      defaultOn: false,
      depth: 2,
      parts: sides.map((side) => ({ id: side, tone: side, hexes: f.zoc[side]! })),
      legend: sides.map((side) => ({ key: 'overlay.zocOf', style: 'hatch' as const, tone: side, side, count: f.zoc[side]!.length })),
    },
    {
      id: 'control',
      label: 'overlay.control',
      hint: 'overlay.controlHint',
      style: 'ring',
      defaultOn: false,
      depth: 3,
      parts: [...held].map(([side, hexes]) => (side ? { id: side, tone: side, hexes } : { id: 'none', style: 'open-ring' as const, tone: 'neutral', hexes })),
      legend: f.control.map((c) =>
        c.controller
          ? { key: 'overlay.controlledBy', params: { rule: c.rule }, style: 'ring' as const, tone: c.controller, side: c.controller, place: c.place, hex: c.hex }
          : { key: 'overlay.notControlled', style: 'open-ring' as const, tone: 'neutral', place: c.place, hex: c.hex },
      ),
    },
    {
      id: 'supply',
      label: 'overlay.supply',
      hint: 'overlay.supplyHint',
      style: 'dot',
      defaultOn: false,
      depth: 0,
      parts: Object.entries(f.supplyRange).map(([side, hexes]) => ({ id: side, tone: side, hexes })),
      legend: Object.entries(f.supplyRange).map(([side, hexes]) => ({ key: 'overlay.supplyOf', style: 'dot' as const, tone: side, side, count: hexes.length })),
    },
    {
      id: 'isolated',
      label: 'overlay.isolated',
      hint: 'overlay.isolatedHint',
      style: 'dashed-ring',
      defaultOn: false,
      depth: 1,
      parts: isolatedHexes.length ? [{ tone: 'alert', hexes: isolatedHexes }] : [],
      legend: Object.entries(f.isolated).map(([side, us]) =>
        us.length
          ? { key: 'overlay.isolatedOf', style: 'dashed-ring' as const, tone: 'alert', side, units: us.map((u) => u.unit), count: us.length }
          : { key: 'overlay.noneIsolated', style: 'dashed-ring' as const, tone: 'alert', side, count: 0 },
      ),
    },
  ];
}

/** Why a move must end where it does, as the table marks it: an enemy zone of control (8.1) with a bar, an escarpment (18.1) with a chevron. */
export function akAdviceStop(stop: StopReason | null | undefined): AdviceStop | null {
  if (stop === 'zoc') return { mark: 'bar', key: 'overlay.stopZoc', rule: ruleRef('8.1') };
  if (stop === 'escarpment') return { mark: 'chevron', key: 'overlay.stopEscarpment', rule: ruleRef('18.1') };
  return null;
}
