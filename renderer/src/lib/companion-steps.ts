import type { StepSpec } from '../../../shared/companion/definition';

/** The sequence of play as rows: every step in the rulebook's order, its depth, and whether it is a leaf. */
export interface StepRow {
  spec: StepSpec;
  depth: number;
  leaf: boolean;
}

export function flattenSteps(sequence: readonly StepSpec[], depth = 0, out: StepRow[] = []): StepRow[] {
  for (const s of sequence) {
    const leaf = !s.steps?.length;
    out.push({ spec: s, depth, leaf });
    if (!leaf) flattenSteps(s.steps!, depth + 1, out);
  }
  return out;
}

/**
 * What a table's cells may hold, for people: a plain list when the pattern is a list of literal
 * values ("AE, AL1, C, …"), else the pattern itself.
 */
export function allowedValues(pattern: string): string {
  const m = /^\^?\(?((?:[A-Za-z0-9+\-]|\\[.-])+(?:\|(?:[A-Za-z0-9+\-]|\\[.-])+)*)\)?\$?$/.exec(pattern);
  return m ? m[1]!.split('|').map((v) => v.replace(/\\(.)/g, '$1')).join(', ') : pattern;
}
