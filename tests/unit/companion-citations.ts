import type { CalculatorSpec, CompanionDefinition, InputSpec, InputValues } from '../../shared/companion/definition.js';
import { mulberry32 } from '../support/prng';
import { wordsEn } from '../support/companion-words';

/**
 * Every rule citation a companion definition shows: the `rule` of each sequence step, tracker,
 * chit, limit, table, calculator and input (static), and the rule of each step, outcome and
 * refusal its calculators work out over many inputs and dice (a seeded walk through the inputs).
 */
export interface Citation { rule: string; where: string; text: string }

export function staticCitations(def: CompanionDefinition): Citation[] {
  const out: Citation[] = [];
  const walk = (x: unknown, where: string): void => {
    if (Array.isArray(x)) return x.forEach((v, i) => walk(v, `${where}[${i}]`));
    if (!x || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    const text = o.label ?? o.title;
    if (typeof o.rule === 'string') out.push({ rule: o.rule, where, text: (text as { en?: string } | undefined)?.en ?? '' });
    for (const [k, v] of Object.entries(o)) if (k !== 'builtIn' && typeof v === 'object') walk(v, `${where}.${typeof o.id === 'string' ? o.id : k}`);
  };
  walk(def, def.game);
  return out;
}

function randomInputs(specs: readonly InputSpec[], r: () => number): InputValues {
  const out: InputValues = {};
  for (const s of specs) {
    if (r() < 0.3) continue; // the default
    if (s.kind === 'flag') out[s.id] = r() < 0.5;
    else if (s.kind === 'choice') out[s.id] = s.options[Math.floor(r() * s.options.length)]!.id;
    else if (s.kind === 'number') {
      const span = Math.min(s.max - s.min, 24);
      out[s.id] = Math.min(s.max, Math.max(s.min, (r() < 0.5 ? s.default : s.min) + Math.floor(r() * (span + 1))));
    } else {
      const n = s.min + Math.floor(r() * (Math.min(s.max, s.min + 3) - s.min + 1));
      out[s.id] = Array.from({ length: n }, () => randomInputs(s.item, r));
    }
  }
  return out;
}

const DICE = { d6: [6], '2d6': [6, 6], d10: [10] } as const;

export function calculatedCitations(def: CompanionDefinition, runs = 4000): Citation[] {
  const out = new Map<string, Citation>();
  const r = mulberry32(20261125);
  const add = (c: Citation) => { if (!out.has(`${c.rule}|${c.text}`)) out.set(`${c.rule}|${c.text}`, c); };
  for (const calc of def.calculators as (CalculatorSpec & { compute: NonNullable<CompanionDefinition['calculators'][number]['compute']> })[]) {
    for (let i = 0; i < runs; i++) {
      const inputs = randomInputs(calc.inputs, r);
      const faces = calc.roll ? DICE[calc.roll] : [];
      const dice = faces.map((f) => (calc.roll === 'd10' ? Math.floor(r() * f) : 1 + Math.floor(r() * f)));
      let res;
      try { res = calc.compute(inputs, {}, dice.length ? dice : null); } catch { continue; }
      const where = `${def.game}.${calc.id}`;
      for (const s of res.steps) add({ rule: s.rule, where, text: wordsEn(s.label) });
      if (res.outcome) add({ rule: res.outcome.rule, where, text: `outcome ${res.outcome.value}` });
      if (res.invalid) add({ rule: res.invalid.rule, where, text: wordsEn(res.invalid.reason) });
    }
  }
  return [...out.values()];
}
