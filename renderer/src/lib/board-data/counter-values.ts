import type { CounterValueDef } from '../../../../shared/board-data/chart';

/** A counter as the values grid lists it: its id, its printed name and its front image. */
export interface GridPiece {
  id: string;
  name: string;
  image: string | null;
}

/** A name without its trailing number ("Inf Bn 12" → "inf bn"): pieces alike but for their number share it. */
export function nameStem(name: string): string {
  return name
    .trim()
    .replace(/[\s\d.#/()\-–]+$/u, '')
    .toLowerCase();
}

/** The pieces like `id` ("copy to similar pieces"): the same front image, or the same name but for its number. */
export function similarPieces(pieces: readonly GridPiece[], id: string): string[] {
  const me = pieces.find((p) => p.id === id);
  if (!me) return [];
  const stem = nameStem(me.name);
  return pieces.filter((p) => p.id !== id && ((me.image !== null && p.image === me.image) || (stem.length >= 2 && nameStem(p.name) === stem))).map((p) => p.id);
}

/** A value typed in the grid, checked against the game's definition: the value, or why it is refused (a key with params). */
export type Checked = { ok: true; value: string | number | boolean | undefined } | { ok: false; key: 'notNumber' | 'range' | 'step' | 'choice'; params: Record<string, string | number> };

export function checkValue(def: CounterValueDef, raw: string | boolean): Checked {
  if (def.kind === 'flag') return { ok: true, value: raw === true || raw === 'true' ? true : undefined };
  const text = String(raw).trim();
  if (text === '') return { ok: true, value: undefined };
  if (def.kind === 'choice') {
    return def.options.some((o) => o.id === text) ? { ok: true, value: text } : { ok: false, key: 'choice', params: {} };
  }
  const n = Number(text.replace(',', '.'));
  if (!Number.isFinite(n)) return { ok: false, key: 'notNumber', params: {} };
  if (n < def.min || n > def.max) return { ok: false, key: 'range', params: { min: def.min, max: def.max } };
  const steps = (n - def.min) / def.step;
  if (Math.abs(steps - Math.round(steps)) > 1e-9) return { ok: false, key: 'step', params: { step: def.step } };
  return { ok: true, value: n };
}

/** The face of a counter the grid shows and edits: the front, or the back (its other state, a reduced side). */
export type Face = 'front' | 'back';

type Values = Record<string, string | number | boolean>;
type PieceFaces = { front: Values; back?: Values };

/** The values of one face of a piece (none entered: empty). */
export function faceValues(now: PieceFaces | undefined, face: Face): Values {
  return (face === 'back' ? now?.back : now?.front) ?? {};
}

/**
 * A piece's values with one value of one face set (or cleared when `value` is undefined), the
 * other face kept: a back with no values left is dropped, and a piece with no values on either
 * face has none (undefined).
 */
export function withFaceValue(now: PieceFaces | undefined, face: Face, id: string, value: string | number | boolean | undefined): PieceFaces | undefined {
  const edited: Values = { ...faceValues(now, face) };
  if (value === undefined) delete edited[id];
  else edited[id] = value;
  const front = face === 'front' ? edited : { ...(now?.front ?? {}) };
  const back = face === 'back' ? edited : now?.back ? { ...now.back } : undefined;
  const hasBack = back !== undefined && Object.keys(back).length > 0;
  if (Object.keys(front).length === 0 && !hasBack) return undefined;
  return hasBack ? { front, back } : { front };
}
