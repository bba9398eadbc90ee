/**
 * Pieces made from a module's definitions, as VASSAL makes them when a piece is created from a
 * palette or an at-start stack (anchor-vassal-formats §3.4, §4.7 step 5): the PieceSlot's own type
 * and state, prototypes expanded with their states. And the save of a new game from the at-start
 * stacks of every map, on the map's default boards.
 */
import { decodeChain, type Chain } from '../pieces/chain.js';
import { expandPrototypes } from '../pieces/prototypes.js';
import { seDecode } from '../pieces/sequence.js';
import { VassalError, clipText } from '../pieces/errors.js';
import { openArchive } from '../zip/archive.js';
import { MODULE_ZIP_LIMITS } from '../zip/limits.js';
import type { PieceSlotDef, VassalModule } from '../module/types.js';
import type { WriteInput, WritePiece, WriteStack } from './write.js';

/** The expanded chain of a PieceSlot definition `+/null/<type>/<state>`. */
export function chainOfSlot(slot: Pick<PieceSlotDef, 'definition'>, prototypes: Readonly<Record<string, string>>): { chain: Chain; missing: string[] } {
  const parts = seDecode(slot.definition.trim(), '/');
  if (parts[0] !== '+' || parts.length < 3) throw new VassalError('vassal.piece.unbalanced', { text: clipText(slot.definition) });
  const raw = decodeChain(parts[2]!, parts[3] ?? '');
  const { chain, missing } = expandPrototypes(raw.slice(0, -1), new Map(Object.entries(prototypes)));
  return { chain: [...chain, raw[raw.length - 1]!], missing };
}

/** The module's own `moduledata`, byte for byte (a save carries a copy). */
export async function readModuledata(module: Pick<VassalModule, 'file'>): Promise<Buffer | null> {
  const archive = await openArchive(module.file, MODULE_ZIP_LIMITS);
  try {
    const entry = archive.resolve('moduledata');
    return entry ? await archive.read(entry, 1024 * 1024) : null;
  } finally {
    archive.close();
  }
}

/** A new game from the at-start stacks: every stack whose position resolves, bottom piece first. */
export function atStartGame(module: VassalModule, moduledata: Buffer | null, description = ''): WriteInput {
  const pieces: WritePiece[] = [];
  const stacks: WriteStack[] = [];
  const boards: WriteInput['boards'] = {};
  for (const map of module.maps) {
    if (map.defaultPlacement.length) boards[map.id] = map.defaultPlacement;
    for (const s of map.setupStacks) {
      if (!s.position) continue;
      const members: number[] = [];
      for (const slot of s.pieces) {
        members.push(pieces.length);
        pieces.push({ chain: chainOfSlot(slot, module.prototypes).chain, mapId: map.id, x: s.position.x, y: s.position.y });
      }
      if (members.length) stacks.push({ mapId: map.id, x: s.position.x, y: s.position.y, members });
    }
  }
  return { pieces, stacks, boards, moduledata, moduleVersion: module.version, vassalVersion: module.vassalVersion, description };
}
