import type { InputSpec, InputValue, InputValues } from '../../shared/companion/definition.js';

/**
 * A calculator's inputs checked against its InputSpec: unknown ids, wrong types, numbers out of
 * range, options that do not exist and lists too long are refused; absent values take the spec's
 * default. What comes back is exactly what the calculation (and the log) sees.
 */
export type InputsCheck = { ok: true; values: InputValues } | { ok: false; input: string };

export function checkInputs(specs: readonly InputSpec[], raw: unknown, path = ''): InputsCheck {
  if (raw === undefined) raw = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, input: path || '(inputs)' };
  const given = raw as Record<string, unknown>;
  const known = new Set(specs.map((s) => s.id));
  const stray = Object.keys(given).find((k) => !known.has(k));
  if (stray !== undefined) return { ok: false, input: path + stray };
  const values: InputValues = {};
  for (const spec of specs) {
    const v = given[spec.id];
    const name = path + spec.id;
    const checked = checkOne(spec, v, name);
    if (checked === undefined) return { ok: false, input: name };
    if (typeof checked === 'object' && 'bad' in checked) return { ok: false, input: checked.bad };
    values[spec.id] = checked;
  }
  return { ok: true, values };
}

function checkOne(spec: InputSpec, v: unknown, name: string): InputValue | { bad: string } | undefined {
  switch (spec.kind) {
    case 'number': {
      if (v === undefined) return spec.default;
      return typeof v === 'number' && Number.isFinite(v) && v >= spec.min && v <= spec.max ? v : undefined;
    }
    case 'choice': {
      if (v === undefined) return spec.default;
      return typeof v === 'string' && spec.options.some((o) => o.id === v) ? v : undefined;
    }
    case 'flag': {
      if (v === undefined) return spec.default;
      return typeof v === 'boolean' ? v : undefined;
    }
    case 'list': {
      const items = v === undefined ? Array.from({ length: spec.min }, () => ({})) : v;
      if (!Array.isArray(items) || items.length < spec.min || items.length > spec.max) return undefined;
      const out: InputValues[] = [];
      for (let i = 0; i < items.length; i++) {
        const r = checkInputs(spec.item, items[i], `${name}[${i}].`);
        if (!r.ok) return { bad: r.input };
        out.push(r.values);
      }
      return out;
    }
  }
}

/** The values a calculator starts with: every default, lists with their minimum of default items. */
export function defaultInputs(specs: readonly InputSpec[]): InputValues {
  const r = checkInputs(specs, {});
  return r.ok ? r.values : {};
}
