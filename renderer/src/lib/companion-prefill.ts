import type { InputSpec, InputValues } from '../../../shared/companion/definition';

/** A calculator's inputs at their defaults (a repeatable group with its fewest items). */
export function defaultInputs(specs: readonly InputSpec[]): InputValues {
  const out: InputValues = {};
  for (const s of specs) out[s.id] = s.kind === 'list' ? Array.from({ length: s.min }, () => defaultInputs(s.item)) : s.default;
  return out;
}

/**
 * A calculator's inputs with `prefill` set over their defaults (the table's dock asked for it, e.g.
 * from the units on the map): a value is taken only where it fits its input — a number within its
 * bounds, one of a choice's options, a flag's true or false, a group's items each filled the same
 * way and no more than it holds (at least its fewest). Anything else keeps its default.
 */
export function prefilledInputs(specs: readonly InputSpec[], prefill: Readonly<Record<string, unknown>>): InputValues {
  const out = defaultInputs(specs);
  for (const s of specs) {
    const v = prefill[s.id];
    if (v === undefined) continue;
    if (s.kind === 'number' && typeof v === 'number' && Number.isFinite(v)) out[s.id] = Math.min(s.max, Math.max(s.min, v));
    else if (s.kind === 'choice' && typeof v === 'string' && s.options.some((o) => o.id === v)) out[s.id] = v;
    else if (s.kind === 'flag' && typeof v === 'boolean') out[s.id] = v;
    else if (s.kind === 'list' && Array.isArray(v)) {
      const items = v.slice(0, s.max).map((item) => prefilledInputs(s.item, item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>) : {}));
      while (items.length < s.min) items.push(defaultInputs(s.item));
      out[s.id] = items;
    }
  }
  return out;
}
