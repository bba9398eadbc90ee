/**
 * What a save holds (anchor-vassal-formats §4.3–4.5): pieces with their trait chains, stacks with
 * their members bottom to top, where every piece stands (the enclosing stack wins over the piece's
 * own state, which old saves leave at map `null`), the boards of each map, and the other state
 * commands kept as written. Read from the flat command list of §4.2.
 */
import { seDecode, seInt } from '../pieces/sequence.js';
import { decodeChain, basicOf, type Chain } from '../pieces/chain.js';
import { readTrait } from '../pieces/traits.js';
import { VassalError, clipText } from '../pieces/errors.js';
import type { FlatCommand } from './commands.js';
import type { BoardPlacement } from '../module/types.js';

export type { BoardPlacement };

export interface SavePiece {
  id: string;
  chain: Chain;
  /** Where the piece stands: its stack's map and point when it is in one, else its own. */
  mapId: string | null;
  x: number;
  y: number;
  stackId: string | null;
}

export interface SaveStack {
  id: string;
  mapId: string | null;
  x: number;
  y: number;
  /** Bottom to top; ids that name no piece are dropped (VASSAL skips them too). */
  members: string[];
  /** The `@@<layer>` token (3.5+), or null when absent. */
  layer: number | null;
}

export interface SaveDeck { id: string; type: string; state: string }


export interface SaveModel {
  pieces: SavePiece[];
  stacks: SaveStack[];
  decks: SaveDeck[];
  /** Map id → boards in play. */
  boards: Record<string, BoardPlacement[]>;
  /** `SETUP_STACK\t` was present: the game is not new, at-start stacks are not created again. */
  setupStack: boolean;
  players: { id: string; name: string; side: string }[];
  /** Other state commands (turn tracker, global properties, notes, …), kept as written, in order. */
  state: string[];
  /** Commands we do not know (kept, listed). */
  unknown: string[];
  /** Member ids of stacks that name no piece. */
  missingMembers: string[];
}

const KNOWN_STATE = ['TURN', 'GlobalProperty\t', 'MutableProperty\t', 'NOTES\t', 'PNOTES\t', 'PNOTE\t', 'SNOTE\t', 'SGKC\t', 'CLOCK', 'DECK\t', 'SPP\t', 'EXT\t', 'PLUGIN\t', 'LOCKSPOTAB', 'GlobalTranslatable\t', 'PLAY\t', 'AUDIO\t', 'FLARE', 'DECKREPOS', 'PYREMOVE\t', 'UNDO\t', 'CHAT', 'CHECK\t', 'M/', 'D/', '-/'];

/** Parses a `BoardPicker` command (`<map>BoardPicker\t<board>[/rev]\t<col>\t<row>…`); null when it is not one. */
export function parseBoardPicker(cmd: string): { mapId: string; boards: BoardPlacement[] } | null {
  const at = cmd.indexOf('BoardPicker\t');
  if (at < 0) return null;
  const tokens = seDecode(cmd.slice(at + 'BoardPicker\t'.length), '\t');
  const boards: BoardPlacement[] = [];
  for (let i = 0; i < tokens.length; i += 3) {
    const [name, rev] = seDecode(tokens[i]!, '/');
    if (!name) continue;
    boards.push({ board: name, reversed: rev === 'rev', col: seInt(tokens[i + 1], 0), row: seInt(tokens[i + 2], 0) });
  }
  return { mapId: cmd.slice(0, at), boards };
}

/** Parses an AddPiece command `+/<id>/<type>/<state>` into its three fields. */
export function parseAddPiece(cmd: string): { id: string; type: string; state: string } {
  const p = seDecode(cmd, '/');
  if (p.length < 3 || !p[1] || p[1] === 'null') throw new VassalError('vassal.save.badCommand', { text: clipText(cmd) });
  return { id: p[1], type: p[2]!, state: p[3] ?? '' };
}

function parseStackState(state: string): Omit<SaveStack, 'id' | 'members'> & { ids: string[] } {
  const s = seDecode(state, ';');
  const mapId = s[0] && s[0] !== 'null' ? s[0] : null;
  let rest: string[];
  let x = 0;
  let y = 0;
  if (mapId === null) {
    // VASSAL writes x and y but does not read them back for a stack on no map.
    rest = s.slice(3);
  } else {
    x = seInt(s[1], 0);
    y = seInt(s[2], 0);
    rest = s.slice(3);
  }
  let layer: number | null = null;
  const ids: string[] = [];
  for (const tok of rest) {
    if (tok.startsWith('@@')) layer = seInt(tok.slice(2), -1);
    else if (tok) ids.push(tok);
  }
  return { mapId, x, y, layer, ids };
}

/** Builds the model from the flat commands of a save (log steps are not applied here). */
export function readModel(commands: readonly FlatCommand[]): SaveModel {
  const model: SaveModel = { pieces: [], stacks: [], decks: [], boards: {}, setupStack: false, players: [], state: [], unknown: [], missingMembers: [] };
  const byId = new Map<string, SavePiece>();
  for (const c of commands) {
    if (typeof c !== 'string') continue;
    if (c === 'begin_save' || c === 'end_save' || c === '') continue;
    if (c.startsWith('+/')) {
      const { id, type, state } = parseAddPiece(c);
      if (type === 'stack') {
        const st = parseStackState(state);
        const members: string[] = [];
        for (const m of st.ids) {
          const p = byId.get(m);
          if (!p) {
            model.missingMembers.push(m);
            continue;
          }
          // The stack wins: its map and point are where the piece stands.
          p.mapId = st.mapId;
          p.x = st.x;
          p.y = st.y;
          p.stackId = id;
          members.push(m);
        }
        model.stacks.push({ id, mapId: st.mapId, x: st.x, y: st.y, members, layer: st.layer });
      } else if (type.startsWith('deck;')) {
        model.decks.push({ id, type, state });
      } else {
        const chain = decodeChain(type, state);
        const b = readTrait(basicOf(chain));
        const p: SavePiece = { id, chain, mapId: b.kind === 'basic' ? b.mapId : null, x: b.kind === 'basic' ? b.x : 0, y: b.kind === 'basic' ? b.y : 0, stackId: null };
        // A second AddPiece of the same id replaces the first (kept in first-seen order, without quadratic work).
        byId.set(id, p);
      }
      continue;
    }
    if (c === 'SETUP_STACK\t' || c.startsWith('SETUP_STACK\t')) {
      model.setupStack = true;
      continue;
    }
    if (c.startsWith('PLAYER\t')) {
      const [, pid = '', name = '', side = ''] = seDecode(c, '\t');
      model.players.push({ id: pid, name, side });
      continue;
    }
    const bp = c.includes('BoardPicker\t') ? parseBoardPicker(c) : null;
    if (bp) {
      model.boards[bp.mapId] = bp.boards;
      continue;
    }
    if (KNOWN_STATE.some((k) => c.startsWith(k))) model.state.push(c);
    else model.unknown.push(c);
  }
  model.pieces = [...byId.values()];
  return model;
}
