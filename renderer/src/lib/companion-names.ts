import type { InputSpec, Text } from '../../../shared/companion/definition';
import type { CompanionDefinitionView } from '../../../shared/api/contract-companion';
import type { Message } from '../../../shared/engine/view';
import { flattenSteps } from './companion-steps';

/** Names for the ids a companion log message carries (steps, trackers, cups, chits, calculators, sides). */
export function companionNames(
  def: CompanionDefinitionView | null,
  params: Message['params'],
  pick: (text: Text | undefined | null) => string,
  t: (key: string, options?: Record<string, unknown>) => string,
): Record<string, string | number> {
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
    // A face is named by its chit, or by any chit of the cup that has that face (faces are shared: Move, Combat −1…).
    const face = (id: unknown) => chit?.faces?.find((f) => f.id === id) ?? tracker.chits.flatMap((c) => c.faces ?? []).find((f) => f.id === id);
    if (typeof params.face === 'string') out.face = pick(face(params.face)?.label) || params.face;
    if (typeof params.limit === 'string') out.limit = pick(tracker.limits?.find((l) => l.id === params.limit)?.label) || params.limit;
  }
  if (tracker?.kind === 'choice' && typeof params.value === 'string') {
    const o = (id: unknown) => tracker.options.find((x) => x.id === id);
    out.value = pick(o(params.value)?.label) || String(params.value);
    out.from = pick(o(params.from)?.label) || String(params.from);
  }
  const side = def.sides.find((s) => s.id === params.side);
  out.side = side ? pick(side.label) : '';
  if (typeof params.input === 'string') {
    const input = def.calculators.flatMap((c) => inputsOf(c.inputs)).find((i) => i.id === params.input);
    if (input) out.input = pick(input.label);
  }
  if (typeof params.table === 'string') out.table = pick(def.tables.find((x) => x.id === params.table)?.title) || params.table;
  if (typeof params.option === 'string') {
    const option = def.trackers.flatMap((x) => (x.kind === 'choice' ? x.options : [])).find((o) => o.id === params.option);
    if (option) out.option = pick(option.label);
  }
  const calc = def.calculators.find((c) => c.id === params.calculator);
  if (calc) out.calculator = pick(calc.title);
  if (typeof params.missing === 'string' && params.missing) {
    out.missing = `(${t('companion.log.missing', { tables: params.missing.split(', ').map((id) => pick(def.tables.find((x) => x.id === id)?.title) || id).join(', ') })})`;
  }
  return out;
}

/** Every input of a calculator, those inside repeatable groups too. */
function inputsOf(inputs: readonly InputSpec[]): InputSpec[] {
  return inputs.flatMap((i) => (i.kind === 'list' ? [i, ...inputsOf(i.item)] : [i]));
}
