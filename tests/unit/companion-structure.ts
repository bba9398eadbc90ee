import { describe, expect, it } from 'vitest';
import type { CompanionDefinition, InputSpec, InputValues, StepSpec } from '../../shared/companion/definition.js';
import { wordsEn, wordsIt } from '../support/companion-words';

/**
 * Structural checks every companion definition must pass (called from each game's
 * tests/unit/companion-<game>.test.ts): every step has a rule, turn numbers run 1…n, every table a
 * calculator reads is declared, built-in tables match their shape and cell pattern and carry a
 * source, tables without cells say so in notes, texts exist in both languages, and every calculator
 * runs on its default inputs without throwing.
 */

function allSteps(steps: StepSpec[]): StepSpec[] {
  return steps.flatMap((s) => [s, ...allSteps(s.steps ?? [])]);
}

function defaults(inputs: InputSpec[]): InputValues {
  const out: InputValues = {};
  for (const i of inputs) {
    if (i.kind === 'list') out[i.id] = Array.from({ length: Math.max(1, i.min) }, () => defaults(i.item));
    else out[i.id] = i.default;
  }
  return out;
}

export function structuralChecks(load: () => CompanionDefinition): void {
  const def = load();
  describe(`${def.game}: structure of the companion definition`, () => {
    it('every step of the sequence has a rule, a title in both languages and a unique id', () => {
      const steps = allSteps(def.sequence);
      expect(steps.length).toBeGreaterThan(0);
      const ids = new Set<string>();
      for (const s of steps) {
        expect(s.rule.trim(), s.id).not.toBe('');
        expect(wordsEn(s.title).trim(), s.id).not.toBe('');
        expect(wordsIt(s.title).trim(), s.id).not.toBe('');
        expect(ids.has(s.id), `duplicate step id ${s.id}`).toBe(false);
        ids.add(s.id);
        if (s.side) expect(def.sides.map((x) => x.id)).toContain(s.side);
      }
    });

    it('turn numbers run 1, 2, 3, … without a gap, each with a label in both languages', () => {
      expect(def.turns.length).toBeGreaterThan(0);
      def.turns.forEach((t, i) => {
        expect(t.n).toBe(i + 1);
        expect(wordsEn(t.label)).not.toBe('');
        expect(wordsIt(t.label)).not.toBe('');
        for (const e of t.events ?? []) expect(e.rule).not.toBe('');
      });
    });

    it('every table a calculator reads is declared, and table and calculator ids are unique', () => {
      const tableIds = def.tables.map((t) => t.id);
      expect(new Set(tableIds).size).toBe(tableIds.length);
      const calcIds = def.calculators.map((c) => c.id);
      expect(new Set(calcIds).size).toBe(calcIds.length);
      for (const c of def.calculators) for (const id of c.tables) expect(tableIds, `${c.id} reads ${id}`).toContain(id);
    });

    it('built-in tables match their row and column counts and cell pattern, and carry a source', () => {
      for (const t of def.tables) {
        expect(() => new RegExp(t.cellPattern)).not.toThrow();
        if (t.extensible?.rows) expect(t.cols.length, `${t.id}: rows the player adds are keyed by a first column`).toBeGreaterThan(0);
        if (!t.builtIn) {
          expect(wordsEn(t.notes) ?? '', `${t.id} has no cells: its notes must say why`).not.toBe('');
          expect(wordsIt(t.notes) ?? '', t.id).not.toBe('');
          continue;
        }
        const re = new RegExp(t.cellPattern);
        expect(t.builtIn.source.ref, t.id).not.toBe('');
        expect(['rulebook', 'reference']).toContain(t.builtIn.source.kind);
        expect(t.builtIn.cells.length, t.id).toBe(t.rows.length);
        t.builtIn.cells.forEach((row, r) => {
          expect(row.length, `${t.id} row ${r}`).toBe(t.cols.length);
          for (const c of row) expect(re.test(c), `${t.id} row ${r}: "${c}" against ${t.cellPattern}`).toBe(true);
        });
      }
    });

    it('sides, trackers, calculators and tables have labels in both languages and rules', () => {
      for (const s of def.sides) expect(wordsIt(s.label)).not.toBe('');
      for (const tr of def.trackers) {
        expect(tr.rule).not.toBe('');
        expect(wordsEn(tr.label) && wordsIt(tr.label)).toBeTruthy();
        if (tr.kind === 'number') expect(tr.initial >= tr.min && tr.initial <= tr.max, tr.id).toBe(true);
        if (tr.kind === 'choice') expect(tr.options.map((o) => o.id)).toContain(tr.initial);
        if (tr.kind === 'cup') for (const l of tr.limits ?? []) for (const c of l.chits ?? []) expect(tr.chits.map((x) => x.id)).toContain(c);
      }
      for (const c of def.calculators) expect(wordsEn(c.title) && wordsIt(c.title) && c.rule).toBeTruthy();
      for (const t of def.tables) expect(wordsEn(t.title) && wordsIt(t.title) && t.rule).toBeTruthy();
    });

    it('every calculator works out its default inputs without throwing, with and without dice', () => {
      const dice = def.dice === 'd10' ? [5] : def.dice === '2d6' ? [3, 4] : [4];
      for (const c of def.calculators) {
        const inputs = defaults(c.inputs);
        for (const d of [null, dice]) {
          const r = c.compute(inputs, {}, d);
          expect(Array.isArray(r.steps)).toBe(true);
          for (const s of r.steps) expect(s.rule, `${c.id}: ${wordsEn(s.label)}`).not.toBe('');
          for (const id of r.missingTables) expect(c.tables).toContain(id);
        }
      }
    });
  });
}
