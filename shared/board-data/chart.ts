import { z } from 'zod';

/**
 * A game's terrain chart as board data uses it: the types a hex can be (its base terrain), the
 * features a hex may carry besides (a fort, a town), the features a hexside may carry (a river, a
 * ridge, a road), each with its movement cost, its combat effect and the rule that says so; and
 * the counter values the game's calculators ask for. Game-neutral: a game's own chart lives in
 * shared/games/<id>/terrain.ts and is registered in shared/board-data/charts.ts.
 *
 * Every value comes from the game's rulebook (its research extraction, with the rule number); a
 * value the rulebook does not give is `unknown` — left for the player, and shown as such, never
 * guessed. A player may add types of their own (BoardData.customTypes): those have a plain name.
 */

/** A type's or a value's id: lower-case letters, digits and dashes. */
export const TYPE_ID = /^[a-z][a-z0-9-]{0,39}$/;
export const TypeIdSchema = z.string().regex(TYPE_ID);

/** A name: a translation key (the game's namespace, e.g. `dark-sands:terrain.type.desert`) or, for a player's own type, their words. */
export const NameSchema = z.union([
  z.object({ key: z.string().regex(/^[a-z][A-Za-z0-9-]*:[A-Za-z0-9.-]+$|^[a-z][A-Za-z0-9.]+$/).max(160) }).strict(),
  z.object({ text: z.string().trim().min(1).max(60) }).strict(),
]);
export type Name = z.infer<typeof NameSchema>;

/**
 * What entering a hex (or crossing a hexside) costs in one movement column of the chart.
 * `other`: use the other terrain in the hex (OT); `prohibited`: no entry (P); `na`: this terrain
 * does not occur where this column applies (NA); `all`: the whole movement allowance;
 * `unknown`: the rulebook does not give it (the player reads it off their own chart).
 * A hexside's `mp` is added to the hex's cost; a road's or a track's (`along`) replaces it.
 */
export const MoveCostSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mp'), mp: z.number().min(0).max(99) }).strict(),
  z.object({ kind: z.literal('other') }).strict(),
  z.object({ kind: z.literal('prohibited') }).strict(),
  z.object({ kind: z.literal('na') }).strict(),
  z.object({ kind: z.literal('all') }).strict(),
  z.object({ kind: z.literal('unknown') }).strict(),
]);
export type MoveCost = z.infer<typeof MoveCostSchema>;

/**
 * One combat effect, in words a table can say without knowing the game (`boardData.effect.<kind>`
 * with `value`). `defence-plus`: + value to the defence; `attack-minus-per-unit`: − value to each
 * unit attacking across; `armour-halved`: armour's factors halved; `shift-left`: value columns
 * left; `other`: use the other terrain; `prohibited`: no attack; `none`: no effect; `unknown`: not
 * given by the rulebook.
 */
export const COMBAT_EFFECT_KINDS = ['none', 'other', 'prohibited', 'defence-plus', 'defence-plus-per-unit', 'attack-minus-per-unit', 'armour-halved', 'shift-left', 'unknown'] as const;
export const CombatEffectSchema = z
  .object({
    kind: z.enum(COMBAT_EFFECT_KINDS),
    value: z.number().min(-20).max(20).optional(),
    /** The condition or the note the chart prints with it (a key in the game's namespace). */
    note: NameSchema.optional(),
  })
  .strict();
export type CombatEffect = z.infer<typeof CombatEffectSchema>;

/** Where a type goes: a hex's base terrain, a hex's extra feature, or a hexside's feature. */
export const TYPE_LAYERS = ['hex', 'feature', 'hexside'] as const;
export type TypeLayer = (typeof TYPE_LAYERS)[number];

export const TerrainTypeSchema = z
  .object({
    id: TypeIdSchema,
    layer: z.enum(TYPE_LAYERS),
    name: NameSchema,
    /** Movement cost by the chart's movement column id. */
    movement: z.record(z.string().regex(TYPE_ID), MoveCostSchema),
    /** A hexside feature a unit moves along (a road, a track): crossing it costs its `movement` instead of the hex's and the other hexside features'. */
    along: z.boolean().default(false),
    /** Moving along it still pays the other hexside features' costs (Case Yellow 10.4c: a road does not reduce river crossing costs). */
    keepsHexsideCosts: z.boolean().default(false),
    combat: z.array(CombatEffectSchema).min(1).max(6),
    /** What the chart says beside (ZOC, other): keys in the game's namespace. */
    notes: z.array(NameSchema).max(6).default([]),
    /** The rule (or chart) that gives it, e.g. "6.0, TEC". */
    rule: z.string().min(1).max(40),
    /** A swatch colour for the editor. */
    colour: z.string().regex(/^#[0-9a-f]{6}$/),
  })
  .strict();
export type TerrainTypeInput = z.input<typeof TerrainTypeSchema>;
export type TerrainType = z.output<typeof TerrainTypeSchema>;

/** One value a game's calculators ask of a counter (The Dark Sands: type, steps, attack…). */
export const CounterValueDefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('number'), id: TypeIdSchema, name: NameSchema, rule: z.string().max(40), min: z.number(), max: z.number(), step: z.number().positive().default(1) }).strict(),
  z.object({ kind: z.literal('choice'), id: TypeIdSchema, name: NameSchema, rule: z.string().max(40), options: z.array(z.object({ id: TypeIdSchema, name: NameSchema }).strict()).min(1).max(40) }).strict(),
  z.object({ kind: z.literal('flag'), id: TypeIdSchema, name: NameSchema, rule: z.string().max(40) }).strict(),
]);
export type CounterValueDefInput = z.input<typeof CounterValueDefSchema>;
export type CounterValueDef = z.output<typeof CounterValueDefSchema>;

/** A game's board-data chart: what each hex, hexside and counter may be given. */
export const TerrainChartSchema = z
  .object({
    /** The game's id (one of the five). */
    game: z.string().min(1).max(40),
    /** The chart's own name and where it is printed. */
    rule: z.string().min(1).max(40),
    /** The movement columns (The Dark Sands: Central, side maps); a section names the column it moves by. */
    movementColumns: z.array(z.object({ id: TypeIdSchema, name: NameSchema }).strict()).min(1).max(6),
    /** The map's sections, when the game's costs or rules depend on them (The Dark Sands: West, Central, East). */
    sections: z.array(z.object({ id: TypeIdSchema, name: NameSchema, movementColumn: TypeIdSchema }).strict()).max(8).default([]),
    types: z.array(TerrainTypeSchema).min(1).max(80),
    counterValues: z.array(CounterValueDefSchema).max(30),
  })
  .strict()
  .superRefine((c, ctx) => {
    const columns = new Set(c.movementColumns.map((m) => m.id));
    const ids = new Set<string>();
    c.types.forEach((t, i) => {
      if (ids.has(t.id)) ctx.addIssue({ code: 'custom', message: `type ${t.id} twice`, path: ['types', i] });
      ids.add(t.id);
      for (const col of columns) if (!t.movement[col]) ctx.addIssue({ code: 'custom', message: `type ${t.id}: no cost for column ${col}`, path: ['types', i, 'movement'] });
    });
    c.sections.forEach((s, i) => {
      if (!columns.has(s.movementColumn)) ctx.addIssue({ code: 'custom', message: `section ${s.id}: unknown column`, path: ['sections', i] });
    });
    const vals = new Set<string>();
    c.counterValues.forEach((v, i) => {
      if (vals.has(v.id)) ctx.addIssue({ code: 'custom', message: `value ${v.id} twice`, path: ['counterValues', i] });
      vals.add(v.id);
    });
  });
export type TerrainChartInput = z.input<typeof TerrainChartSchema>;
export type TerrainChart = z.output<typeof TerrainChartSchema>;

/** Shorthands for writing charts. */
export const mp = (n: number): MoveCost => ({ kind: 'mp', mp: n });
export const OT: MoveCost = { kind: 'other' };
export const P: MoveCost = { kind: 'prohibited' };
export const NA: MoveCost = { kind: 'na' };
export const ALL: MoveCost = { kind: 'all' };
export const UNKNOWN: MoveCost = { kind: 'unknown' };
