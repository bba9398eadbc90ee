/**
 * What it takes to write a save back from one we read: its pieces with their chains and positions,
 * its stacks (members as indexes, bottom to top), boards, players and verified state commands, and
 * the module's `moduledata` copy. Pieces of a stack on no map are written loose and off-map.
 */
import type { SaveFile } from './read.js';
import type { WriteInput } from './write.js';

export function writeInputFromSave(save: SaveFile): WriteInput {
  const index = new Map(save.model.pieces.map((p, i) => [p.id, i]));
  return {
    pieces: save.model.pieces.map((p) => ({ id: p.id, chain: p.chain, mapId: p.mapId, x: p.x, y: p.y })),
    stacks: save.model.stacks
      .filter((s) => s.mapId !== null && s.members.length > 0)
      .map((s) => ({ id: s.id, mapId: s.mapId!, x: s.x, y: s.y, members: s.members.map((m) => index.get(m)!) })),
    boards: save.model.boards,
    moduledata: save.moduledata,
    moduleVersion: save.moduleVersion ?? '',
    vassalVersion: save.vassalVersion ?? '',
    description: save.description ?? '',
    players: save.model.players,
    state: save.model.state,
  };
}
