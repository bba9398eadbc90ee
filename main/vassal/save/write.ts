/**
 * Writes a .vsav VASSAL opens (anchor-vassal-formats §4.7 and pitfall 23): DEFLATE entries
 * `savedGame`, `savedata` and the module's own `moduledata` copied byte for byte; a flat command tree
 * `begin_save`, every stacked piece (each stack bottom to top), the loose pieces, every stack, the
 * players of the last save received, one BoardPicker per map, `SETUP_STACK\t`, the other state
 * commands, `end_save`; obfuscated with a random key in lower-case hex. Pieces in a stack get the
 * stack's map and point exactly; ids are unique decimal strings; prototypes must be expanded.
 */
import yazl from 'yazl';
import { seEncode } from '../pieces/sequence.js';
import { encodeChain, basicOf, type Chain } from '../pieces/chain.js';
import { readTrait, withState } from '../pieces/traits.js';
import { expandPrototypes } from '../pieces/prototypes.js';
import { VassalError, clipText } from '../pieces/errors.js';
import { encodeCommands, type CommandTree } from './commands.js';
import { encodeSavedGame } from './obfuscation.js';
import { writeSavedata } from './metadata.js';
import type { BoardPlacement } from './model.js';

export interface WritePiece {
  /** Decimal digits; generated when absent. */
  id?: string;
  /** The piece's chain, from the PieceSlot it came from, with its states set (flip, rotation, …). */
  chain: Chain;
  mapId: string | null;
  x: number;
  y: number;
}

export interface WriteStack {
  id?: string;
  mapId: string;
  x: number;
  y: number;
  /** Indexes into `pieces`, bottom to top. */
  members: number[];
}

export interface WriteInput {
  pieces: WritePiece[];
  stacks: WriteStack[];
  /** Map id → boards in play (one BoardPicker command per map). */
  boards: Record<string, BoardPlacement[]>;
  /** The module's `moduledata`, copied byte for byte (VASSAL checks the module name against it). */
  moduledata: Buffer | null;
  moduleVersion: string;
  vassalVersion: string;
  description: string;
  /** `PLAYER\t…` lines of the last save received from a VASSAL user, never invented. */
  players?: { id: string; name: string; side: string }[];
  /** Other verified state commands to carry (turn tracker, global properties), as read. */
  state?: string[];
  /** Prototype definitions (name → text) to expand pieces that still reference prototypes. */
  prototypes?: ReadonlyMap<string, string>;
  /** Fixed for tests; random otherwise. */
  key?: number;
  dateSaved?: number;
}

const DIGITS = /^\d{1,30}$/;

/** False for a piece with a Does Not Stack trait whose stacking option is not `L` (§3.3). */
function stacks(chain: Chain): boolean {
  for (const t of chain) {
    if (t.id !== 'immob;') continue;
    const trait = readTrait(t);
    if (trait.kind === 'immob' && !trait.stacks) return false;
  }
  return true;
}

/** The command tree of a save (exported for round-trip tests). */
export function saveTree(input: WriteInput): CommandTree {
  const now = input.dateSaved ?? Date.now();
  const used = new Set<string>();
  let next = now;
  const fresh = (): string => {
    while (used.has(String(next))) next++;
    const id = String(next++);
    used.add(id);
    return id;
  };
  const claim = (id: string | undefined): string => {
    if (id === undefined) return '';
    if (!DIGITS.test(id)) throw new VassalError('vassal.write.badId', { id: clipText(id) });
    if (used.has(id)) throw new VassalError('vassal.write.duplicateId', { id: clipText(id) });
    used.add(id);
    return id;
  };
  const pieceIds = input.pieces.map((p) => claim(p.id));
  const stackIds = input.stacks.map((s) => claim(s.id));
  for (let i = 0; i < pieceIds.length; i++) if (!pieceIds[i]) pieceIds[i] = fresh();
  for (let i = 0; i < stackIds.length; i++) if (!stackIds[i]) stackIds[i] = fresh();

  // Where each stacked piece stands; a piece that never stacks (§3.3 immob;) is written loose at its stack's point.
  const stackOf = new Map<number, number>();
  const members: number[][] = input.stacks.map(() => []);
  input.stacks.forEach((s, si) => {
    if (!s.mapId) throw new VassalError('vassal.write.stackWithoutMap', { id: stackIds[si]! });
    for (const m of s.members) {
      if (!Number.isInteger(m) || m < 0 || m >= input.pieces.length || stackOf.has(m)) throw new VassalError('vassal.write.stackMember', { index: String(m) });
      stackOf.set(m, si);
      if (stacks(input.pieces[m]!.chain)) members[si]!.push(m);
    }
  });

  const addPiece = (i: number): string => {
    const p = input.pieces[i]!;
    let chain = p.chain;
    if (chain.some((t) => t.id === 'prototype;')) {
      if (!input.prototypes) throw new VassalError('vassal.write.prototype', { id: pieceIds[i]! });
      chain = [...expandPrototypes(chain.slice(0, -1), input.prototypes).chain, basicOf(chain)];
    }
    if (basicOf(chain).id !== 'piece;') throw new VassalError('vassal.write.noBasicPiece', { id: pieceIds[i]! });
    const si = stackOf.get(i);
    const where = si === undefined ? { mapId: p.mapId, x: p.x, y: p.y } : { mapId: input.stacks[si]!.mapId, x: input.stacks[si]!.x, y: input.stacks[si]!.y };
    chain = [...chain.slice(0, -1), withState(basicOf(chain), where)];
    const { type, state } = encodeChain(chain);
    return seEncode(['+', pieceIds[i]!, type, state], '/');
  };

  const leaves: string[] = ['begin_save', ''];
  const stacked = new Set(members.flat());
  for (const ms of members) for (const m of ms) leaves.push(addPiece(m));
  for (let i = 0; i < input.pieces.length; i++) if (!stacked.has(i)) leaves.push(addPiece(i));
  input.stacks.forEach((s, si) => {
    if (!members[si]!.length) return;
    const state = seEncode([s.mapId, String(Math.trunc(s.x)), String(Math.trunc(s.y)), ...members[si]!.map((m) => pieceIds[m]!), '@@-1'], ';');
    leaves.push(seEncode(['+', stackIds[si]!, 'stack', state], '/'));
  });
  for (const pl of input.players ?? []) leaves.push(seEncode(['PLAYER', pl.id, pl.name, pl.side], '\t'));
  for (const [mapId, boards] of Object.entries(input.boards)) {
    if (!boards.length) continue;
    const tokens = boards.flatMap((b) => [b.reversed ? seEncode([b.board, 'rev'], '/') : b.board, String(b.col), String(b.row)]);
    leaves.push(`${mapId}BoardPicker\t${seEncode(tokens, '\t')}`);
  }
  leaves.push('SETUP_STACK\t');
  for (const c of input.state ?? []) if (c.startsWith('TURN') || c.startsWith('GlobalProperty\t')) leaves.push(c);
  leaves.push('end_save');
  return { children: leaves.map((leaf) => ({ leaf })) };
}

/** The bytes of a .vsav file. */
export async function writeSave(input: WriteInput): Promise<Buffer> {
  const dateSaved = input.dateSaved ?? Date.now();
  const game = encodeSavedGame(encodeCommands(saveTree({ ...input, dateSaved })), input.key);
  return zipEntries([
    ['savedGame', game],
    ['savedata', writeSavedata({ version: input.moduleVersion, vassalVersion: input.vassalVersion, dateSaved, description: input.description })],
    ...(input.moduledata ? ([['moduledata', input.moduledata]] as [string, Buffer][]) : []),
  ], new Date(dateSaved));
}

/** A zip of DEFLATE entries (a STORED entry with a data descriptor breaks Java's streaming reader). */
export function zipEntries(entries: readonly [string, Buffer][], mtime = new Date()): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of entries) zip.addBuffer(data, name, { compress: true, mtime });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
