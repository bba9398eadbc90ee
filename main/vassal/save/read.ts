/**
 * Opens a VASSAL saved game or log (.vsav, .vlog; old .sav, .log): the zip's `savedGame` entry,
 * de-obfuscated, decoded into its command tree and read into pieces, stacks, boards and state;
 * a log's steps in order; the metadata of `savedata` and the module's `moduledata`. A plain-text
 * command stream (one 2.9-era file does this) is accepted too.
 */
import fs from 'node:fs/promises';
import { decodeSavedGame, isObfuscated, type DecodedPayload } from './obfuscation.js';
import { decodeCommands, flattenCommands, type CommandTree, type FlatCommand } from './commands.js';
import { readModel, type SaveModel } from './model.js';
import { readSteps, type LogStep } from './log.js';
import { readMeta, type Meta } from './metadata.js';
import { looksLikeZip, readSaveEntriesFromBuffer, SAVE_ENTRIES } from './zip-read.js';
import { openArchive } from '../zip/archive.js';
import { SAVE_ZIP_LIMITS, type ZipLimits } from '../zip/limits.js';
import { VassalError } from '../errors.js';

export interface SaveFile {
  /** The module's name as the save records it (its `moduledata` copy), or null. */
  moduleName: string | null;
  moduleVersion: string | null;
  /** The VASSAL that wrote the save. */
  vassalVersion: string | null;
  description: string | null;
  dateSaved: number | null;
  moduledata: Buffer | null;
  savedata: Buffer | null;
  payload: DecodedPayload;
  tree: CommandTree;
  commands: FlatCommand[];
  model: SaveModel;
  /** A log's recorded steps (empty for a save). */
  steps: LogStep[];
  /** Codes under "vassal.warn" with their parameters. */
  warnings: { code: string; params: Record<string, string | number> }[];
}

/** Opens a save or log on disk: its zip through the archive reader under the save limits, or a plain command stream. */
export async function readSaveFile(path: string, limits: ZipLimits = SAVE_ZIP_LIMITS): Promise<SaveFile> {
  const fh = await fs.open(path, 'r').catch((e: NodeJS.ErrnoException) => {
    throw new VassalError('vassal.unreadable', { reason: e.code ?? 'unknown' });
  });
  let head: Buffer;
  let size: number;
  try {
    size = (await fh.stat()).size;
    head = Buffer.alloc(Math.min(16, size));
    await fh.read(head, 0, head.length, 0);
  } finally {
    await fh.close();
  }
  if (!looksLikeZip(head)) {
    if (size > limits.maxEntryBytes) throw new VassalError('vassal.zipTooLarge', { size, limit: limits.maxEntryBytes });
    return readSave(await fs.readFile(path), limits);
  }
  const archive = await openArchive(path, limits);
  const entries = new Map<string, Buffer>();
  try {
    for (const name of SAVE_ENTRIES) {
      const stored = archive.resolve(name);
      if (stored !== null) entries.set(name, await archive.read(stored));
    }
  } finally {
    archive.close();
  }
  return fromEntries(entries);
}

/** Opens a save or log held in memory (e.g. a predefined set-up read out of a module). */
export async function readSave(bytes: Buffer, limits: ZipLimits = SAVE_ZIP_LIMITS): Promise<SaveFile> {
  if (looksLikeZip(bytes)) return fromEntries(await readSaveEntriesFromBuffer(bytes, limits));
  if (isObfuscated(bytes) || bytes.subarray(0, 10).toString('latin1') === 'begin_save') return fromEntries(new Map([['savedGame', bytes]]));
  throw new VassalError('vassal.save.notSave');
}

function fromEntries(entries: Map<string, Buffer>): SaveFile {
  const game = entries.get('savedGame');
  if (!game) throw new VassalError('vassal.save.notSave');
  const payload = decodeSavedGame(game);
  const tree = decodeCommands(payload.text);
  const commands = flattenCommands(tree);
  const model = readModel(commands);
  const steps = readSteps(commands);
  const moduledata = entries.get('moduledata') ?? null;
  const savedata = entries.get('savedata') ?? null;
  const mod: Meta | null = readMeta(moduledata);
  const sav: Meta | null = readMeta(savedata);
  const warnings: SaveFile['warnings'] = [];
  if (payload.notUtf8) warnings.push({ code: 'vassal.warn.notUtf8', params: {} });
  if (model.missingMembers.length) warnings.push({ code: 'vassal.warn.missingMembers', params: { count: model.missingMembers.length } });
  if (model.unknown.length) warnings.push({ code: 'vassal.warn.unknownCommands', params: { count: model.unknown.length } });
  const date = Number(sav?.dateSaved ?? '');
  return {
    moduleName: mod?.name ?? null,
    moduleVersion: sav?.version || mod?.version || null,
    vassalVersion: sav?.VassalVersion ?? null,
    description: sav?.description ?? null,
    dateSaved: Number.isFinite(date) && sav?.dateSaved ? date : null,
    moduledata,
    savedata,
    payload,
    tree,
    commands,
    model,
    steps,
    warnings,
  };
}
