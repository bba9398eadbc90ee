import { optionAction, type LegalOption } from '../../../../shared/engine/options';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

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
    if (o.target) return o.target.hexes?.includes(to) ? optionAction(o, to) : null;
    return o.hexes.includes(to) ? o.action : null;
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
