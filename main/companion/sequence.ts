import type { CompanionDefinition, StepSpec } from '../../shared/companion/definition.js';

/**
 * The sequence of play as a list: every step of the tree in the rulebook's order (preorder), and
 * the leaves — the steps "next step" walks through. A phase without segments is a leaf itself.
 */
export interface FlatStep {
  spec: StepSpec;
  depth: number;
  /** Ids of the phases it sits in, outermost first. */
  parents: string[];
  leaf: boolean;
}

export function flattenSequence(sequence: readonly StepSpec[]): FlatStep[] {
  const out: FlatStep[] = [];
  const walk = (steps: readonly StepSpec[], parents: string[]) => {
    for (const s of steps) {
      const leaf = !s.steps?.length;
      out.push({ spec: s, depth: parents.length, parents, leaf });
      if (!leaf) walk(s.steps!, [...parents, s.id]);
    }
  };
  walk(sequence, []);
  return out;
}

/** The definition's turn numbers in track order; a game without a printed track counts 1..99. */
export function turnNumbers(def: Pick<CompanionDefinition, 'turns'>): number[] {
  return def.turns.length ? def.turns.map((t) => t.n) : Array.from({ length: 99 }, (_, i) => i + 1);
}

/** Problems in a definition the companion cannot work with (ids repeated, a table spec that contradicts itself). */
export function definitionProblems(def: CompanionDefinition): string[] {
  const problems: string[] = [];
  const dup = (kind: string, ids: string[]) => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) problems.push(`${kind} ${id} defined twice`);
      seen.add(id);
    }
  };
  dup('step', flattenSequence(def.sequence).map((s) => s.spec.id));
  dup('tracker', def.trackers.map((t) => t.id));
  dup('calculator', def.calculators.map((c) => c.id));
  dup('table', def.tables.map((t) => t.id));
  dup('turn', def.turns.map((t) => String(t.n)));
  dup('side', def.sides.map((s) => s.id));
  if (!flattenSequence(def.sequence).some((s) => s.leaf)) problems.push('the sequence of play is empty');
  const tables = new Set(def.tables.map((t) => t.id));
  for (const c of def.calculators) for (const t of c.tables) if (!tables.has(t)) problems.push(`calculator ${c.id} reads unknown table ${t}`);
  for (const t of def.tables) {
    try {
      new RegExp(t.cellPattern);
    } catch {
      problems.push(`table ${t.id}: cell pattern does not compile`);
    }
  }
  return problems;
}
