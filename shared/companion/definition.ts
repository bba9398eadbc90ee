import type { GameId } from '../games/ids.js';
import type { Source } from '../api/contract.js';
import type { SupportLevel } from '../games/ids.js';

/**
 * What the referee's companion knows of one game, as data: the sequence of play, the turn track,
 * the dice, the trackers, the combat calculators and the tables. One definition per game
 * (main/games/<game>/companion/definition.ts); the companion engine module, the API and the
 * screen are generic over it. The same definitions are the first step of full support for the
 * games whose maps are not yet in the app, so nothing here is specific to a screen.
 *
 * Content text (step titles, tracker labels, table headings) is written by us in both languages in
 * the game's locale files (locales/<lng>/games/<game>.json, under "companion") and travels as a
 * keyed `Text`; the screen's own words live in locales/<lng>/companion.json.
 */

/**
 * A text of ours, by its locale key: "<game>:companion.…" in the game's namespace, or a key of the
 * screen's own file ("companion.verbatim"). Parameters are filled in by i18next; a parameter that
 * is itself a `Text` is put into words first (a side's name inside a chit's label). Never a
 * sentence of the rulebook, never a sentence in main.
 */
export interface Text {
  key: string;
  params?: { [name: string]: TextParam };
}
export type TextParam = string | number | Text;

/** A label shown as it is in every language (an odds column "1-6", a table cell code). */
export const verbatim = (text: string): Text => ({ key: 'companion.verbatim', params: { text } });

/** How a game rolls: one d6; two d6 of different colours (ASL); one d10 read 0–9. */
export type DiceKind = 'd6' | '2d6' | 'd10';

export interface TurnSpec {
  /** 1-based turn number as on the game's turn track. */
  n: number;
  /** The date or period the track prints for this turn ("March 1941 I"). */
  label: Text;
  /** Things that happen on this turn (reinforcements, special rules), with their rule. */
  events?: { text: Text; rule: string }[];
}

/** One phase, segment or step of the sequence of play, in the rulebook's order. */
export interface StepSpec {
  id: string;
  /** The rule number the step rests on ("5.1", "A3.3", "DaE2.1"). */
  rule: string;
  title: Text;
  /** Which side acts, when the step belongs to one. */
  side?: string;
  steps?: StepSpec[];
  /** A short note of ours (timing inferred, optional rule, scenario only). */
  notes?: Text;
}

export type TrackerSpec =
  | { kind: 'number'; id: string; label: Text; rule: string; min: number; max: number; initial: number; perSide?: boolean; notes?: Text }
  | { kind: 'choice'; id: string; label: Text; rule: string; options: { id: string; label: Text }[]; initial: string; perSide?: boolean; notes?: Text }
  /** A cup of chits drawn at random (Dark Sands action chits, BNA activation chits). */
  | {
      kind: 'cup';
      id: string;
      label: Text;
      rule: string;
      chits: {
        id: string;
        label: Text;
        count: number;
        side?: string;
        rule?: string;
        /**
         * The ways a drawn chit may be played, when there is a choice to record (a combo chit's two
         * sides; a plain Move chit's one). Per-turn limits may count faces (`CupLimit.faces`): a
         * drawn chit is then played on a face within the limits. Absent = played as it is.
         */
        faces?: { id: string; label: Text }[];
      }[];
      /** Caps on what may be drawn or played (per turn, per side), each with its rule. */
      limits?: CupLimit[];
      /**
       * Chits set aside before the draw and played at will (Dark Sands priority chits). When the cup
       * has `byTurn`, the held chits it lists for a turn go to their owner's hand, and the companion
       * plays them on the player's word; otherwise they are a note.
       */
      held?: {
        id: string;
        label: Text;
        rule: string;
        side?: string;
        /** Held chits (ids) this one may pre-empt when both are declared before the same draw. */
        preempts?: string[];
      }[];
      /**
       * What goes in the cup on each turn, when it changes from turn to turn (Dark Sands action
       * chit availability): chit ids from `chits` (or `held`) with their counts for that turn. The
       * companion sets the cup (and the hands) to it when the turn changes.
       */
      byTurn?: { turn: number; chits: { id: string; count: number }[] }[];
      notes?: Text;
    };

/**
 * A cap on a cup: at most `max` of these chits (all chits when `chits` is absent) per turn, or,
 * with `per: 'in-a-row'`, at most `max` drawn one after the other by the same side.
 *
 * The companion applies the limits that say `per`; a limit without it caps something the cup does
 * not know (HQs put in reserve, rounds of a kind a chit does not name) and is shown as a note.
 * With `side`, only that side's chits count. With `per: 'turn'`:
 * - `faces`: what counts is a chit played on one of these faces (a combo counts as the side played);
 *   a drawn chit is played on a face within the limits, or, with none left, placed without action.
 * - without `faces`, a chit that would break the limit is not drawn (the app's draw leaves it in
 *   the cup; one named as drawn at the table is refused).
 * - `counts: 'added'`: what counts is chits put in the cup this turn (a side may receive one Fall
 *   of Tobruk chit a turn); one more is refused.
 * The counts start again when the turn changes.
 */
export interface CupLimit {
  id: string;
  label: Text;
  rule: string;
  max: number;
  chits?: string[];
  side?: string;
  per?: 'turn' | 'in-a-row';
  faces?: string[];
  counts?: 'played' | 'added';
  /**
   * With `per: 'in-a-row'`: the limit holds only while another side still has a chit that counts in
   * the cup (Dark Sands 18.7.1). Runs are made of the chits the cup's in-a-row limits list (all
   * chits when one lists none); the others (Logistics, priority chits) neither extend nor break one.
   */
  whileOthersInCup?: boolean;
}

export type InputSpec =
  | { kind: 'number'; id: string; label: Text; rule?: string; min: number; max: number; default: number }
  | { kind: 'choice'; id: string; label: Text; rule?: string; options: { id: string; label: Text }[]; default: string }
  | { kind: 'flag'; id: string; label: Text; rule?: string; default: boolean }
  /** A repeatable group (each attacking unit, each fire-group member). */
  | { kind: 'list'; id: string; label: Text; rule?: string; item: InputSpec[]; min: number; max: number };

export type InputValue = number | string | boolean | InputValues[];
export interface InputValues {
  [id: string]: InputValue;
}

export interface CalculatorSpec {
  id: string;
  title: Text;
  rule: string;
  inputs: InputSpec[];
  /** Tables (by id) the calculation reads; when one is missing the result says so. */
  tables: string[];
  /** The dice the resolution rolls, when it rolls. */
  roll?: DiceKind;
  /**
   * How many rolls of `roll` the calculation reads, in order, when more than one (BNA initiative:
   * one d10 per side; a re-roll). `compute` gets them flattened in `dice`. Absent = one roll.
   */
  rolls?: number;
  /** What the calculator covers and leaves out, in our words. */
  notes?: Text;
}

/** One line of a worked calculation, shown with its rule. */
export interface CalcStep {
  rule: string;
  label: Text;
  value: string;
}

export interface CalcResult {
  steps: CalcStep[];
  /** The outcome read from a table once the dice are in ("DR2", "2MC", "A1/D2"). */
  outcome?: { label: Text; value: string; rule: string };
  /** Tables the calculation needs that the app lacks and the player has not entered. */
  missingTables: string[];
  /** Why the inputs cannot be worked out, when they cannot. */
  invalid?: { reason: Text; rule: string };
}

/** Cell values of a table: rows × columns of short strings ("DE", "1MC", "3", "-"). */
export type Cells = string[][];

export interface TableSpec {
  id: string;
  title: Text;
  rule: string;
  rows: { id: string; label: Text }[];
  cols: { id: string; label: Text }[];
  /** What a cell may hold: a pattern its values must match (checked by the table editor). */
  cellPattern: string;
  /** The table as the seed gives it, with its source; null when no open source has it. */
  builtIn: { cells: Cells; source: Source } | null;
  /** How to read or enter it, what is known of its shape, why it is missing: our words. */
  notes?: Text;
  /**
   * The player may add rows and/or columns when entering it (the shape the physical table prints
   * is not known from any source); absent = the shape above is the table's. When rows may be
   * added, the first column is the row's key as the player's copy prints it ("2:1", "≥12", a
   * terrain name), and calculators look rows up by that first cell.
   */
  extensible?: { rows: boolean; cols: boolean };
}

/** One thing the app knows (or lacks) about a game, for the completeness page. */
export interface KnowledgeItem {
  area: 'rules' | 'tables' | 'map' | 'counters' | 'scenarios' | 'turns';
  id: string;
  label: Text;
  level: SupportLevel;
  /** Where it comes from; null when no source has it. */
  source: Source | null;
  notes?: Text;
}

/** The pure calculation of a calculator: inputs, tables by id (missing → absent) and the dice. */
export type Compute = (inputs: InputValues, tables: Readonly<Record<string, Cells>>, dice: readonly number[] | null) => CalcResult;

export interface CompanionDefinition {
  game: GameId;
  /** The seed file the definition is drawn from. */
  rulebook: string;
  dice: DiceKind;
  /** Sides in turn order (ids), with their names. */
  sides: { id: string; label: Text }[];
  turns: TurnSpec[];
  sequence: StepSpec[];
  trackers: TrackerSpec[];
  calculators: (CalculatorSpec & { compute: Compute })[];
  tables: TableSpec[];
  /**
   * What the definition knows beyond its own tables (rules covered, map, counters, scenarios),
   * with sources, for the completeness page. Tables are described by `tables` themselves.
   */
  knowledge?: KnowledgeItem[];
  /** When the turn track is the scenario's rather than the game's (ASL), what to know about it. */
  turnsNote?: Text;
}
