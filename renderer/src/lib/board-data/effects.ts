import type { CombatEffect, MoveCost, TerrainChart, TerrainType } from '../../../../shared/board-data/chart';
import type { HexData } from '../../../../shared/board-data/schema';
import type { TranslationKey } from '../i18n-keys';
import { t } from '../i18n.svelte';
import { nameText } from './names';

/** What a hex is in the linked game's chart: its terrain and features, the movement column it moves by. */
export interface HexChart {
  terrain: TerrainType | null;
  features: TerrainType[];
  column: string;
}

export function hexChart(chart: TerrainChart, hex: HexData | undefined): HexChart {
  const byId = new Map(chart.types.map((ty) => [ty.id, ty]));
  const section = hex?.s ? chart.sections.find((s) => s.id === hex.s) : undefined;
  return {
    terrain: (hex?.t && byId.get(hex.t)) || null,
    features: (hex?.f ?? []).map((f) => byId.get(f)).filter((ty): ty is TerrainType => !!ty),
    column: section?.movementColumn ?? chart.movementColumns[0]!.id,
  };
}

/** A movement cost in words ("2 MP", "prohibited", "not given: see your chart"). */
export function costText(c: MoveCost | undefined): string {
  if (!c) return t('boardAssist.cost.unknown');
  return c.kind === 'mp' ? t('boardAssist.cost.mp', { count: c.mp }) : t(`boardAssist.cost.${c.kind}` as TranslationKey);
}

/** A combat effect in words ("+1 to the defence", "no effect"), with the chart's note when it has one. */
export function effectText(e: CombatEffect): string {
  const words = t(`boardAssist.effect.${e.kind}` as TranslationKey, { value: e.value ?? 0 });
  return e.note ? `${words} (${nameText(e.note)})` : words;
}

/** One type's line for the hover read-out: its name, what entering costs, its combat effect, its rule. */
export function typeLine(ty: TerrainType, column: string): { name: string; cost: string; combat: string; rule: string } {
  return { name: nameText(ty.name), cost: costText(ty.movement[column]), combat: ty.combat.map(effectText).join('; '), rule: ty.rule };
}
