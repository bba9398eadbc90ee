import { optionAction, type LegalOption } from '../../../../shared/engine/options';
import { hexName } from '../../../../shared/engine/ids';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
/** A dropped hex is the board's plain name; the options' hexes are branded names of the same kind. */
const has = (hexes: readonly string[] | null | undefined, hex: string) => hexes?.includes(hex) ?? false;

/**
 * A counter (or a stack) dropped on a hex while the rules wait for a choice (a retreat, an advance):
 * the engine's listed options that this drop chooses, in the order to send them. An option is
 * chosen when it concerns exactly the dropped units and either lets its target be that hex or
 * concerns that hex. A stack dropped where no option takes it whole is its units' own options, one
 * each, when every unit has one for that hex. None: the drop is an ordinary move. Works out no rule.
 */
export function dragChoices(legal: readonly LegalOption[], units: readonly string[], to: string): Record<string, unknown>[] {
  const open = legal.filter((o) => !o.refused && !o.endsStep);
  const chosen = (o: LegalOption): Record<string, unknown> | null => {
    if (o.target) return has(o.target.hexes, to) ? optionAction(o, hexName(to)) : null;
    return has(o.hexes, to) ? o.action : null;
  };
  for (const o of open) {
    if (!sameSet(o.units, units)) continue;
    const action = chosen(o);
    if (action) return [action];
  }
  if (units.length < 2) return [];
  const each: Record<string, unknown>[] = [];
  for (const u of units) {
    const action = open.filter((o) => o.units.length === 1 && o.units[0] === u).map(chosen).find((a) => a !== null);
    if (!action) return [];
    each.push(action);
  }
  return each;
}
