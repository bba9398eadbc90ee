import type { CombatEffect, MoveCost } from '../../../../shared/board-data/chart';
import type { EffectLine, PathCost } from '../../../../shared/board-data/rules';
import { effectWords, moveWords, type Words } from '../../../../shared/board-data/words';
import type { TranslationKey } from '../i18n-keys';
import { t } from '../i18n.svelte';
import { nameText } from './names';

const say = (w: Words) => t(w.key as TranslationKey, w.params);

/** A movement cost in words ("2 MP", "prohibited", "not given: see your chart"), as shared/board-data/words.ts keys it. */
export function costText(c: MoveCost | undefined): string {
  return say(moveWords(c ?? { kind: 'unknown' }));
}

/** A combat effect in words ("+1 to the defence", "no effect"), with the chart's note when it has one. */
export function effectText(e: CombatEffect): string {
  const w = effectWords(e);
  return w.note ? `${say(w)} (${nameText(w.note)})` : say(w);
}

/**
 * One line of the hover read-out (shared/board-data/rules.ts hexEffects): the type's name, what
 * entering costs in the hex's movement column (unknown while the hex's section is not set: the
 * column is never guessed), its combat effect, the chart's notes, its rule.
 */
export function effectLine(e: EffectLine): { name: string; cost: string; combat: string; notes: string; rule: string } {
  return {
    name: nameText(e.name),
    cost: e.movement === null ? t('boardAssist.cost.noSection') : costText(e.movement),
    combat: e.combat.map(effectText).join('; '),
    notes: e.notes.map(nameText).join('; '),
    rule: e.rule,
  };
}

/** A dragged path's cost by the chart, in words: its total, or why there is none. */
export function pathText(p: PathCost): string {
  if (p.total !== null) return t('boardAssist.drag.cost', { cost: costText({ kind: 'mp', mp: p.total }) });
  const bad = p.steps.find((s) => s.kind === 'prohibited');
  if (bad && bad.kind === 'prohibited') return t('boardAssist.drag.blocked', { rule: bad.rule });
  if (p.steps.some((s) => s.kind === 'all')) return t('boardAssist.drag.all');
  return t('boardAssist.drag.unknown');
}
