/**
 * `vsav-import FILE.vsav --module FILE.vmod --out GAME.ctgame [--data DIR]`: the module becomes an
 * imported game in the data folder (one per module and save), with the save's position as its
 * scenario 'save'; the game file opens on it, its counters turned over and stepped as in the save.
 * `vsav-export GAME.ctgame --out FILE.vsav [--data DIR]`: a game played on a module, written as a
 * save VASSAL opens. The data folder is --data, else $CAMPAIGN_TABLE_DATA.
 */
import fs from 'node:fs';
import { ok, err } from '../../../shared/api/result.js';
import { importedKey, importedSlug, type ImportedKey } from '../../../shared/games/ids.js';
import type { UnitState } from '../../../shared/engine/view.js';
import type { CliContext } from '../context.js';
import { flag, parseCommand, str } from '../args.js';
import { CliError, EXIT, done, failure, lines, usageError, type CliResult } from '../output.js';
import { describeError } from '../messages.js';
import { readTextFile, resolvePath, writeNewFile } from '../files.js';
import { commandHelp } from './help.js';
import { vassalText } from '../vassal-messages.js';
import { VassalError } from '../../vassal/errors.js';
import { readSaveFile } from '../../vassal/save/read.js';
import { writeSave } from '../../vassal/save/write.js';
import { createImportedLibrary, type ImportedLibrary } from '../../games/imported/library.js';
import { createModuleRegistry } from '../../games/registry.js';
import { cutTilePyramid } from '../../board/tile-pyramid.js';
import { readGameFile, writeGameFile, GAME_FILE_MAX_BYTES, GAME_FILE_VERSION, type GameFileHeader } from '../../engine/game-file.js';
import { importModule, ImportRefused, saveDigest, slugFor } from '../../vassal/to-game/import.js';
import { readLink } from '../../vassal/to-game/link.js';
import { openingActions, playFrom, saveOfGame } from '../../vassal/to-game/play.js';

const IMPORT_OPTIONS = { module: { type: 'string' }, out: { type: 'string', short: 'o' }, data: { type: 'string' }, force: { type: 'boolean' } } as const;
const EXPORT_OPTIONS = { out: { type: 'string', short: 'o' }, data: { type: 'string' }, force: { type: 'boolean' } } as const;
const MAX_VSAV_BYTES = 256 * 1024 * 1024;

function dataDir(ctx: CliContext, given: string | undefined, command: string): string {
  const dir = given ?? process.env.CAMPAIGN_TABLE_DATA;
  if (!dir) throw usageError(`'${command}' needs --data DIR (the data folder of imported games), or CAMPAIGN_TABLE_DATA`, command);
  return resolvePath(ctx, dir);
}

function libraryOf(dir: string): ImportedLibrary {
  return createImportedLibrary(dir, async (source, out) => {
    try {
      return ok(await cutTilePyramid(source, out));
    } catch {
      return err('work.failed');
    }
  });
}

/** A reader's or the library's error as the command line's one line. */
function asCliError(e: unknown): unknown {
  if (e instanceof VassalError) return new CliError(EXIT.failed, `${e.code}: ${vassalText(e.code, e.params)}`);
  if (e instanceof ImportRefused) return failure(e.code, JSON.stringify(e.params));
  return e;
}

export async function vsavImportCommand(args: readonly string[], ctx: CliContext): Promise<CliResult> {
  const p = parseCommand('vsav-import', args, IMPORT_OPTIONS, { min: 1, max: 1, names: 'a saved game FILE.vsav' });
  if (flag(p, 'help')) return done(commandHelp('vsav-import'));
  const moduleFile = str(p, 'module');
  if (!moduleFile) throw usageError("'vsav-import' needs --module FILE.vmod", 'vsav-import');
  const out = str(p, 'out');
  if (!out) throw usageError("'vsav-import' needs --out GAME.ctgame", 'vsav-import');
  const dir = dataDir(ctx, str(p, 'data'), 'vsav-import');
  const library = libraryOf(dir);
  try {
    const saveFile = resolvePath(ctx, p.positionals[0]!);
    const stat = fs.statSync(saveFile);
    if (stat.size > MAX_VSAV_BYTES) throw failure('vassal.zipTooLarge', `${saveFile} is larger than ${MAX_VSAV_BYTES} bytes`);
    const save = await readSaveFile(saveFile);
    // One game per module and save: the same save imported again opens the same game.
    const digest = saveDigest(Buffer.concat([fs.readFileSync(saveFile), Buffer.from(fs.statSync(resolvePath(ctx, moduleFile)).size.toString())]));
    // The digest is kept whole, however long the module's name.
    const base = `${slugFor(save.moduleName ?? 'vassal', () => false).slice(0, 40).replace(/-+$/, '')}-${digest}`;
    let key: ImportedKey = importedKey(base);
    let looks: Record<string, { flipped: boolean; steps: number }> | undefined;
    const notes: string[] = save.warnings.map((w) => `note: ${w.code}: ${vassalText(w.code, w.params)}`);
    if (library.get(key) && library.folder(key) && readLink(library.folder(key)!)) {
      looks = readLink(library.folder(key)!)!.looks.save;
      notes.push(`note: the game ${key} was imported before; it is used again`);
    } else {
      const r = await importModule(resolvePath(ctx, moduleFile), library, { save: { name: save.description || 'VASSAL save', file: save }, slug: slugFor(base, (s) => library.get(importedKey(s)) !== null) });
      key = r.key;
      looks = r.looks.save;
      for (const w of r.report.warnings) notes.push(`note: ${w.code}: ${vassalText(w.code, w.params)}`);
    }
    const modules = createModuleRegistry(undefined, undefined, (k) => library.module(k));
    const module = modules.get(key, 'save');
    if (!module) throw failure('game.unknown', `no game ${key} in ${dir}`);
    const now = ctx.now().toISOString();
    const header: GameFileHeader = {
      uid: ctx.randomHex(16),
      gameId: key,
      moduleVersion: module.version,
      scenario: 'save',
      title: (save.description || library.get(key)!.name).slice(0, 120),
      dicePolicy: 'app',
      seed: ctx.randomHex(16),
      createdAt: now,
    };
    // A log's steps follow the save's look, as in the app (to-game/new-game.ts).
    const timeline = readLink(library.folder(key)!)?.timeline.save ?? [];
    const played = playFrom(module, header, [...openingActions(looks), ...timeline.flat()], now);
    if ('refused' in played) throw failure('vassal.import.lookRefused', played.refused);
    const text = writeGameFile(header, played.logged);
    const check = readGameFile(text, modules);
    if (!check.ok) throw failure(check.code, describeError(check));
    writeNewFile(resolvePath(ctx, out), text, flag(p, 'force'));
    const onMap = Object.values((played.state as unknown as { units: Record<string, UnitState> }).units).filter((u) => u.status === 'map').length;
    return done(lines([`Imported ${p.positionals[0]} on ${key}: ${onMap} counters on the map, ${played.logged.length} opening actions`, `  game file: ${out} (format ${GAME_FILE_VERSION})`]), lines(notes));
  } catch (e) {
    throw asCliError(e);
  }
}

export async function vsavExportCommand(args: readonly string[], ctx: CliContext): Promise<CliResult> {
  const p = parseCommand('vsav-export', args, EXPORT_OPTIONS, { min: 1, max: 1, names: 'a game file GAME.ctgame' });
  if (flag(p, 'help')) return done(commandHelp('vsav-export'));
  const out = str(p, 'out');
  if (!out) throw usageError("'vsav-export' needs --out FILE.vsav", 'vsav-export');
  const dir = dataDir(ctx, str(p, 'data'), 'vsav-export');
  const library = libraryOf(dir);
  const modules = createModuleRegistry(undefined, undefined, (k) => library.module(k));
  const { text } = readTextFile(resolvePath(ctx, p.positionals[0]!), GAME_FILE_MAX_BYTES, 'game file');
  const game = readGameFile(text, modules);
  if (!game.ok) throw failure(game.code, describeError(game));
  const key = game.value.header.gameId;
  const slug = importedSlug(key as ImportedKey);
  const folder = slug ? library.folder(key as ImportedKey) : null;
  const link = folder ? readLink(folder) : null;
  const def = slug ? library.get(key as ImportedKey) : null;
  if (!def || !link) throw failure('vassal.export.notModuleGame', `${key} is not a game made from a VASSAL module in ${dir}`);
  try {
    const units = Object.values((game.value.state as unknown as { units: Record<string, UnitState> }).units);
    const { input, offMap } = saveOfGame(def, link, units, game.value.header.title, game.value.setup.scenario);
    const bytes = await writeSave({ ...input, dateSaved: ctx.now().getTime() });
    const file = resolvePath(ctx, out);
    if (fs.existsSync(file) && !flag(p, 'force')) throw failure('cli.fileExists', `${file} already exists (use --force to replace it)`);
    const tmp = `${file}.${ctx.randomHex(6)}.tmp`;
    fs.writeFileSync(tmp, bytes);
    fs.renameSync(tmp, file);
    return done(lines([`Exported ${p.positionals[0]} to ${out}: ${input.pieces.length} pieces in ${input.stacks.length} stacks on ${(link.maps?.map((m) => m.id) ?? [link.mapId]).join(', ')}${offMap ? `; ${offMap} off the map not written` : ''}`]));
  } catch (e) {
    throw asCliError(e);
  }
}
