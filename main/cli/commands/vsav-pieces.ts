/**
 * `vsav-pieces FILE.vsav --module FILE.vmod [--json]`: every piece of a VASSAL saved game or log
 * with its name, map, board, point, printed hex name (or column/row where the board has no
 * numbering), its stack and the visible state of its layers, located on the module's boards.
 */
import type { CliContext } from '../context.js';
import { flag, parseCommand, str } from '../args.js';
import { CliError, EXIT, done, json, lines, table, usageError, type CliResult } from '../output.js';
import { resolvePath } from '../files.js';
import { commandHelp } from './help.js';
import { vassalText } from '../vassal-messages.js';
import { VassalError } from '../../vassal/errors.js';
import { readSaveFile } from '../../vassal/save/read.js';
import { readModule } from '../../vassal/module/read-module.js';
import { locate } from '../../vassal/module/locate.js';
import { lookOf } from '../../vassal/pieces/look.js';
import type { VassalModule } from '../../vassal/module/types.js';
import type { SaveFile } from '../../vassal/save/read.js';

const OPTIONS = { module: { type: 'string' }, json: { type: 'boolean' } } as const;

export interface VsavPiece {
  id: string;
  name: string;
  map: string | null;
  board: string | null;
  x: number;
  y: number;
  /** Printed hex name, or `c<col>r<row>` where the board has no numbering, or null off the boards. */
  hex: string | null;
  numbered: boolean;
  stack: string | null;
  /** 1 = bottom of its stack. */
  stackPosition: number | null;
  layers: { name: string; active: boolean; level: number; levels: number; levelName: string }[];
  images: string[];
  notUsed: string[];
}

/** Every piece of a save located on a module's boards (the save's own board choice first, else the map's default). */
export function vsavPieces(save: SaveFile, module: VassalModule): VsavPiece[] {
  const stackOf = new Map(save.model.stacks.flatMap((s) => s.members.map((m, i) => [m, { id: s.id, pos: i + 1 }] as const)));
  return save.model.pieces.map((p) => {
    const look = lookOf(p.chain);
    const where = p.mapId === null ? null : locate(module, p.mapId, p.x, p.y, save.model.boards[p.mapId]);
    const hex = where === null ? null : where.name ?? (where.col !== null && where.row !== null ? `c${where.col}r${where.row}` : where.zone);
    const st = stackOf.get(p.id);
    return {
      id: p.id,
      name: look.name,
      map: p.mapId,
      board: where?.board ?? null,
      x: p.x,
      y: p.y,
      hex,
      numbered: where?.name != null,
      stack: st?.id ?? null,
      stackPosition: st?.pos ?? null,
      layers: look.layers.map(({ name, active, level, levels, levelName }) => ({ name, active, level, levels, levelName })),
      images: look.images.map((i) => i.image),
      notUsed: look.notUsed,
    };
  });
}

/** A VassalError as the command line's one error line (code first), or the error itself. */
function asCliError(e: unknown, asJson: boolean): unknown {
  if (!(e instanceof VassalError)) return e;
  const message = vassalText(e.code, e.params);
  return new CliError(EXIT.failed, `${e.code}: ${message}`, asJson ? json({ ok: false, code: e.code, params: e.params, message }) : '');
}

export async function vsavPiecesCommand(args: readonly string[], ctx: CliContext): Promise<CliResult> {
  const p = parseCommand('vsav-pieces', args, OPTIONS, { min: 1, max: 1, names: 'a saved game FILE.vsav' });
  if (flag(p, 'help')) return done(commandHelp('vsav-pieces'));
  const moduleFile = str(p, 'module');
  if (moduleFile === undefined) throw usageError("'vsav-pieces' needs --module FILE.vmod", 'vsav-pieces');
  const asJson = flag(p, 'json');
  try {
    const save = await readSaveFile(resolvePath(ctx, p.positionals[0]!));
    const module = await readModule(resolvePath(ctx, moduleFile));
    const pieces = vsavPieces(save, module);
    const notes: string[] = save.warnings.map((w) => `note: ${w.code}: ${vassalText(w.code, w.params)}`);
    if (save.moduleName !== null && save.moduleName !== module.name) notes.push(`note: the save was written for module "${save.moduleName}", not "${module.name}"`);
    if (asJson) {
      return done(json({ ok: true, module: module.name, saveModule: save.moduleName, vassalVersion: save.vassalVersion, boards: save.model.boards, steps: save.steps.length, pieces, notes }));
    }
    const rows = pieces.map((q) => [
      q.id,
      q.name,
      q.map ?? '-',
      q.board ?? '-',
      `${q.x},${q.y}`,
      q.hex ?? '-',
      q.stack ? `${q.stack}#${q.stackPosition}` : '-',
      q.layers.map((l) => `${l.name || 'layer'} ${l.active ? `${l.level}/${l.levels}` : 'off'}`).join('; ') || '-',
    ]);
    // A save keeps the stacks its pieces left (emptied at-start stacks): only those holding pieces count.
    const stacks = save.model.stacks.filter((s) => s.members.length > 0).length;
    const head = [`${pieces.length} piece${pieces.length === 1 ? '' : 's'} in ${stacks} stack${stacks === 1 ? '' : 's'}${save.steps.length ? `, ${save.steps.length} logged steps` : ''}`];
    return done(lines([...head, ...table(['id', 'name', 'map', 'board', 'x,y', 'hex', 'stack', 'layers'], rows)]), lines(notes));
  } catch (e) {
    throw asCliError(e, asJson);
  }
}
