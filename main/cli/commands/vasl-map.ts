/**
 * `vasl-map DIR --boards y,z [--rows 1] [--reversed z] [--los yY5,yY9 --month 7] [--json]`: the
 * board archives of a folder assembled as VASL's board picker does (the boards in a row, or in
 * `--rows` rows, `--reversed` turned 180°), each hex with the terrain and level read from its
 * archive's colour table; with `--los A,B`, the line of sight between two hexes by the ASL Starter
 * Kit rules, with its reasons and rules. A refused archive is one line with its code.
 */
import { isVassalError } from '../../vassal/errors.js';
import { readVaslBoardFolder, readVaslBoardTerrain } from '../../vassal/vasl/board-archive.js';
import { lineOfSight, type LosResult } from '../../games/asl-starter-kit/los/line-of-sight.js';
import { blankHexes, vaslLosMap, type PlacedTerrain } from '../../games/asl-starter-kit/los/vasl-map.js';
import { seasonOf } from '../../../shared/games/asl-starter-kit/terrain.js';
import type { CliContext } from '../context.js';
import { flag, parseCommand, str } from '../args.js';
import { CliError, EXIT, done, failure, json, lines, usageError, type CliResult } from '../output.js';
import { resolvePath } from '../files.js';
import { vassalText } from '../vassal-messages.js';
import { commandHelp } from './help.js';

const OPTIONS = { boards: { type: 'string' }, rows: { type: 'string' }, reversed: { type: 'string' }, los: { type: 'string' }, month: { type: 'string' }, json: { type: 'boolean' } } as const;

const list = (v: string | undefined): string[] => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);

export async function vaslMapCommand(args: readonly string[], ctx: CliContext): Promise<CliResult> {
  const p = parseCommand('vasl-map', args, OPTIONS, { min: 1, max: 1, names: 'a folder DIR of VASL board archives' });
  if (flag(p, 'help')) return done(commandHelp('vasl-map'));
  const asJson = flag(p, 'json');
  const names = list(str(p, 'boards'));
  const rows = Number(str(p, 'rows') ?? '1');
  const month = Number(str(p, 'month') ?? '7');
  const los = list(str(p, 'los'));
  if (!names.length) throw usageError('--boards names the boards in play, e.g. --boards y,z', 'vasl-map');
  if (!Number.isInteger(rows) || rows < 1 || rows > names.length) throw usageError('--rows is a whole number from 1 to the number of boards', 'vasl-map');
  if (!Number.isInteger(month) || month < 1 || month > 12) throw usageError('--month is 1 to 12', 'vasl-map');
  if (los.length && los.length !== 2) throw usageError('--los takes two hexes, e.g. --los yY5,yY9', 'vasl-map');
  const reversed = new Set(list(str(p, 'reversed')));
  const dir = resolvePath(ctx, p.positionals[0]!);
  let folder;
  try {
    folder = await readVaslBoardFolder(dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT' || (e as NodeJS.ErrnoException).code === 'ENOTDIR') throw failure('cli.fileNotFound', `no such folder: ${dir}`);
    if (!isVassalError(e)) throw e;
    const line = `${e.code}: ${vassalText(e.code, e.params)}`;
    throw new CliError(EXIT.failed, line, asJson ? json({ ok: false, code: e.code, params: e.params, message: line }) : '');
  }
  const perRow = Math.ceil(names.length / rows);
  const placed: PlacedTerrain[] = [];
  for (const [i, name] of names.entries()) {
    const board = folder.boards.find((b) => b.name.toLowerCase() === name.toLowerCase());
    if (!board) throw failure('cli.fileNotFound', `no board ${name} in ${dir} (boards: ${folder.boards.map((b) => b.name).join(', ') || 'none'})`);
    const columns = board.hexColumns ?? 33;
    const hexRows = board.hexRows ?? 10;
    const hexes = (await readVaslBoardTerrain(board)) ?? blankHexes(columns, hexRows);
    placed.push({ placement: { board: board.name, col: i % perRow, row: Math.floor(i / perRow), reversed: reversed.has(name) }, columns, rows: hexRows, hexes });
  }
  const map = vaslLosMap(placed);
  const hexes = [...map.hexes.values()];
  const known = hexes.filter((h) => h.terrain !== null).length;
  let sight: LosResult | null = null;
  if (los.length) {
    const [a, b] = [map.locate(los[0]!), map.locate(los[1]!)];
    if (!a || !b) throw failure('cli.fileNotFound', `no hex ${a ? los[1] : los[0]} on this map`);
    const r = lineOfSight(map.map, { from: a, to: b, season: seasonOf(month) });
    if (!('error' in r)) sight = r;
  }
  const boards = placed.map((b) => ({ ...b.placement, terrainRead: b.hexes.some((h) => h.terrain !== null) }));
  if (asJson) return done(json({ ok: true, boards, hexes, terrainKnown: known, warnings: folder.warnings, ...(sight ? { los: sight } : {}) }));
  const out = [`Boards: ${boards.map((b) => `${b.board} (${b.col},${b.row}${b.reversed ? ', reversed' : ''}${b.terrainRead ? '' : ', no terrain'})`).join('; ')}`, `Hexes: ${hexes.length}, terrain known in ${known}`];
  for (const w of folder.warnings) out.push(`warning ${w.code}: ${vassalText(w.code, w.params)}`);
  if (sight) {
    const s = sight;
    out.push(`LOS ${los[0]} → ${los[1]}: ${s.verdict}, range ${s.range}, hindrance +${s.hindrance}`);
    if (s.blockedBy) out.push(`  ${s.blockedBy.code} ${JSON.stringify(s.blockedBy.params)} (rule ${s.blockedBy.rule})`);
    for (const r of s.reasons) out.push(`  ${r.code} ${JSON.stringify(r.params)} (rule ${r.rule})`);
  }
  return done(lines(out));
}
