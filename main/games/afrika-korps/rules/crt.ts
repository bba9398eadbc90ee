/**
 * The Combat Results Table (7.5; CRT page of the rulebook) as data: data/crt.json, with its
 * provenance. The seed's own table body is missing; the cells come from a named public reference
 * and are checked against every cell and constraint the seed does give (see crt.json).
 */
import { z } from 'zod';
import { ProvenanceSchema } from '../../../../shared/games/descriptor.js';
import crtJson from '../data/crt.json' with { type: 'json' };

export const CRT_COLUMNS = ['1-6', '1-5', '1-4', '1-3', '1-2', '1-1', '2-1', '3-1', '4-1', '5-1', '6-1'] as const;
export type CrtColumn = (typeof CRT_COLUMNS)[number];

/** What the odds come to: a CRT column, or one of the two cases beyond the table (7.4). */
export type OddsColumn = CrtColumn | 'auto-elimination' | 'not-allowed';

/** AE = A Elim, AB2 = A rit 2, EX = Scambio, DB2 = D rit 2, DE = D elim (7.5). */
export const CRT_RESULTS = ['AE', 'AB2', 'EX', 'DB2', 'DE'] as const;
export type CrtResult = (typeof CRT_RESULTS)[number];

const ResultSchema = z.enum(CRT_RESULTS);
const CrtFileSchema = z.object({
  table: z.literal('combat-results'),
  rules: z.array(z.string()),
  die: z.object({ sides: z.literal(6), rolledBy: z.literal('attacker') }),
  results: z.record(ResultSchema, z.object({ rulebook: z.string(), rule: z.string() })),
  columns: z.array(z.enum(CRT_COLUMNS)).length(CRT_COLUMNS.length),
  byColumn: z.record(z.enum(CRT_COLUMNS), z.array(ResultSchema).length(6)),
  beyondTable: z.object({
    above: z.object({ from: z.string(), outcome: z.literal('auto-elimination'), rule: z.string() }),
    below: z.object({ from: z.string(), outcome: z.literal('not-allowed'), rule: z.string() }),
  }),
  provenance: ProvenanceSchema,
});

export type CrtFile = z.infer<typeof CrtFileSchema>;

/** The table, validated when this module loads (a broken file is a programming error). */
export const AK_CRT: CrtFile = CrtFileSchema.parse(crtJson);

export function isCrtColumn(x: string): x is CrtColumn {
  return (CRT_COLUMNS as readonly string[]).includes(x);
}

/** The result of one die roll (1–6) on a CRT column. Throws on a die outside 1–6. */
export function crtResult(column: CrtColumn, die: number): CrtResult {
  if (!Number.isInteger(die) || die < 1 || die > 6) throw new RangeError(`A die shows 1 to 6, not ${die}`);
  return AK_CRT.byColumn[column]![die - 1]!;
}

export interface ResultChance {
  result: CrtResult;
  /** The die faces giving it (empty when no die is rolled). */
  dice: number[];
  /** Chance out of six. */
  sixths: number;
  probability: number;
}

/**
 * Each possible result of a battle at these odds, with its chance (results that cannot happen are
 * left out; order AE, AB2, EX, DB2, DE). Automatic elimination: DE for certain, no roll (7.4, 9.1).
 * Not allowed: no results.
 */
export function resultProbabilities(column: OddsColumn): ResultChance[] {
  if (column === 'not-allowed') return [];
  if (column === 'auto-elimination') return [{ result: 'DE', dice: [], sixths: 6, probability: 1 }];
  const cells = AK_CRT.byColumn[column]!;
  const out: ResultChance[] = [];
  for (const result of CRT_RESULTS) {
    const dice = cells.flatMap((r, i) => (r === result ? [i + 1] : []));
    if (dice.length > 0) out.push({ result, dice, sixths: dice.length, probability: dice.length / 6 });
  }
  return out;
}
