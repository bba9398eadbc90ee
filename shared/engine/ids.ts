import { z } from 'zod';

/**
 * Branded ids: a unit's id, a hex's printed name and a rule reference are all strings, but not
 * interchangeable ones — a hex name where a unit id is due is a type error. Schemas brand what
 * they parse; code that makes an id from data it trusts (a game's own tables, its state) says so
 * with `unitId()`, `hexName()`, `ruleRef()`.
 */
export const UnitIdSchema = z.string().brand<'UnitId'>();
export const HexNameSchema = z.string().brand<'HexName'>();
export const RuleRefSchema = z.string().brand<'RuleRef'>();

export type UnitId = z.infer<typeof UnitIdSchema>;
export type HexName = z.infer<typeof HexNameSchema>;
export type RuleRef = z.infer<typeof RuleRefSchema>;

export const unitId = (id: string): UnitId => id as UnitId;
export const hexName = (name: string): HexName => name as HexName;
export const ruleRef = (rule: string): RuleRef => rule as RuleRef;
