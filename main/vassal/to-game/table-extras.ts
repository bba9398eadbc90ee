/**
 * What a module gives its table beside boards and counters: the sides its players choose from (its
 * PlayerRoster: who may mask a counter), its dice buttons as the table's own dice, and who masked a
 * counter in a save (a VASSAL player id, matched to a side by the save's PLAYER lines).
 */
import type { TableDice } from '../../../shared/board/image-table.js';
import type { DiceButtonDef } from '../module/types.js';
import type { ImportWarning } from './report.js';

/** How a counter starts in a scenario when not face up, bare, upright and unmasked. */
export interface CounterLook {
  flipped: boolean;
  steps: number;
  /** Degrees clockwise. */
  angle?: number;
  /** The side that masked it. */
  maskedBy?: string;
}

/** The side a game has when its module names none. */
export const PLAYERS_SIDE = 'players';

const SIDE_COLOURS = ['#7a6a3a', '#3a5a7a', '#7a3a3a', '#3a7a4a', '#6a3a7a', '#7a5a3a', '#3a7a7a', '#5a5a5a'];
const ID = /^[A-Za-z0-9][A-Za-z0-9 ._:/-]{0,63}$/;

/** A roster side as an id of the imported game: kept when it is one, else its letters and digits. */
function sideId(name: string): string | null {
  const t = name.trim().slice(0, 64);
  if (ID.test(t)) return t;
  const plain = t.replace(/[^A-Za-z0-9 ._:/-]/g, '').replace(/^[^A-Za-z0-9]+/, '').slice(0, 64);
  return plain && ID.test(plain) ? plain : null;
}

/** The imported game's sides: the roster's (at most 16), or one side for everyone. */
export function sidesOf(roster: readonly string[] | undefined): { id: string; colour: string }[] {
  const ids: string[] = [];
  for (const name of roster ?? []) {
    const id = sideId(name);
    if (id && !ids.includes(id) && ids.length < 16) ids.push(id);
  }
  if (!ids.length) ids.push(PLAYERS_SIDE);
  return ids.map((id, i) => ({ id, colour: SIDE_COLOURS[i % SIDE_COLOURS.length]! }));
}

/**
 * The side of the player who masked a counter: the save's PLAYER line for that id, else a side of
 * the same name (a save we wrote), else the first side — a masked counter stays masked.
 */
export function sideOfOwner(owner: string, players: readonly { id: string; side: string }[], sides: readonly { id: string }[]): string {
  const named = players.find((p) => p.id === owner)?.side;
  const bySide = (n: string | undefined) => (n === undefined ? undefined : sides.find((s) => s.id === sideId(n))?.id);
  return bySide(named) ?? bySide(owner) ?? sides[0]!.id;
}

/** The module's dice buttons the table can roll: 1–10 dice of 2–20 sides; the others are reported. */
export function diceOf(buttons: readonly DiceButtonDef[], warnings: ImportWarning[]): TableDice[] {
  const out: TableDice[] = [];
  for (const b of buttons) {
    const name = (b.name || b.text || `${b.nDice}d${b.nSides}`).trim().slice(0, 60);
    if (b.nDice < 1 || b.nDice > 10 || b.nSides < 2 || b.nSides > 20 || Math.abs(b.plus) > 99 || Math.abs(b.addToTotal) > 999 || out.length >= 32) {
      warnings.push({ code: 'vassal.import.diceNotTaken', params: { name, dice: b.nDice, sides: b.nSides } });
      continue;
    }
    out.push({ name: name || `${b.nDice}d${b.nSides}`, count: b.nDice, sides: b.nSides, plus: b.plus, add: b.addToTotal, total: b.reportTotal });
  }
  return out;
}
