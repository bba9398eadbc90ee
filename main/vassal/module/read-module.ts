/**
 * readModule: a VASSAL module (.vmod) and its extensions (.vmdx) → VassalModule. Everything is
 * read in memory under limits (zip, XML, image headers); nothing is written anywhere, so a refused
 * file leaves nothing behind. Errors are VassalErrors (codes under "vassal" in the locales);
 * what can be worked around is a warning in the model.
 */
import path from 'node:path';
import { checkSignal, VassalError } from '../errors.js';
import { BUILDFILE_XML_LIMITS, parseXml, type XmlElement, type XmlLimits } from '../xml/parse.js';
import { openArchive, type Archive } from '../zip/archive.js';
import { MODULE_ZIP_LIMITS, type ZipLimits } from '../zip/limits.js';
import { buildModel } from './buildfile.js';
import { findCarried } from './carried.js';
import { graftExtension, isExtensionRoot } from './extensions.js';
import { IMAGE_HEAD_BYTES, sniffImage, tooLarge } from './images.js';
import { placeBoards, pointOfName, toMapPoint } from './locate.js';
import { compareVersions, parseMetadata, type Metadata } from './metadata.js';
import { local, numberingsOf } from './read-grid.js';
import { seDecode as decodeList } from '../pieces/sequence.js';
import type { BoardDef, BoardPlacement, ExtensionInfo, ImageInfo, MapDef, ModuleWarning, PredefinedSetupDef, VassalModule } from './types.js';

export interface ReadModuleOptions {
  extensions?: readonly string[];
  signal?: AbortSignal;
  /** Give up past this many milliseconds (default two minutes): an import never hangs. */
  timeoutMs?: number;
  limits?: { zip?: ZipLimits; xml?: XmlLimits };
}

interface Loaded {
  archive: Archive;
  buildFile: string;
  root: XmlElement;
  meta: Metadata | null;
}

const MODULE_ROOTS = new Set(['GameModule', 'BasicModule']);

async function loadBuildFile(archive: Archive, xmlLimits: XmlLimits, warnings: ModuleWarning[]): Promise<Loaded> {
  const metaEntry = archive.resolve('moduledata') ?? archive.resolve('extensiondata');
  const meta = metaEntry ? parseMetadata(await archive.read(metaEntry, 1024 * 1024)) : null;
  const xml = archive.resolve('buildFile.xml');
  const old = archive.resolve('buildFile');
  if (!xml && !old) throw new VassalError('vassal.noBuildFile');
  let buildFile = (xml ?? old)!;
  if (xml && old) {
    // VASSAL reads buildFile when the module was last saved by a VASSAL older than 3.5.
    const preferOld = meta !== null && meta.vassalVersion !== '' && compareVersions(meta.vassalVersion, '3.5') < 0;
    buildFile = preferOld ? old : xml;
    warnings.push({ code: 'vassal.twoBuildFiles', params: { used: buildFile } });
  }
  const root = parseXml(await archive.read(buildFile, xmlLimits.maxBytes), xmlLimits);
  return { archive, buildFile, root, meta };
}

/** Board images: the zip entry a name resolves to (§1.2), in the module then the extensions. */
function resolveImage(archives: readonly Archive[], name: string): { archive: Archive; entry: string } | null {
  for (const archive of archives) {
    for (const candidate of [`images/${name}`, `images/${name}.gif`, name]) {
      const entry = archive.resolve(candidate);
      if (entry) return { archive, entry };
    }
  }
  return null;
}

async function readBoardImage(board: BoardDef, archives: readonly Archive[], images: Record<string, ImageInfo>, warnings: ModuleWarning[]): Promise<void> {
  if (!board.image) return;
  if (board.image.startsWith('/')) {
    warnings.push({ code: 'vassal.imageInternal', params: { board: board.name, image: board.image } });
    return;
  }
  const found = resolveImage(archives, board.image);
  if (!found) {
    warnings.push({ code: 'vassal.imageMissing', params: { board: board.name, image: board.image } });
    return;
  }
  const size = sniffImage(await found.archive.readHead(found.entry, IMAGE_HEAD_BYTES));
  if (!size) {
    warnings.push({ code: 'vassal.imageUnreadable', params: { board: board.name, image: board.image } });
    return;
  }
  if (tooLarge(size)) throw new VassalError('vassal.imageTooLarge', { image: board.image, width: size.width, height: size.height });
  board.imageEntry = found.entry;
  board.width = size.width;
  board.height = size.height;
  images[found.entry] = { entry: found.entry, ...size };
}

/** The boards in play by default: the picker's <setup> text, else its only non-reversible board. */
function defaultPlacement(map: MapDef, setupText: string | undefined, warnings: ModuleWarning[]): BoardPlacement[] {
  if (setupText !== undefined) {
    const tokens = decodeList(setupText.trim(), '\t');
    if (tokens[0]?.endsWith('BoardPicker')) tokens.shift();
    const out: BoardPlacement[] = [];
    for (let i = 0; i + 2 < tokens.length; i += 3) {
      const [board, rev] = decodeList(tokens[i]!, '/');
      const col = parseInt(tokens[i + 1] ?? '', 10);
      const row = parseInt(tokens[i + 2] ?? '', 10);
      if (!map.boards.some((b) => b.name === board) || !Number.isInteger(col) || !Number.isInteger(row)) {
        warnings.push({ code: 'vassal.boardSetupUnknown', params: { map: map.id, board: board ?? '' } });
        continue;
      }
      out.push({ board: board!, col, row, reversed: rev === 'rev' });
    }
    if (out.length) return out;
  }
  if (map.boards.length === 1 && !map.boards[0]!.reversible) return [{ board: map.boards[0]!.name, col: 0, row: 0, reversed: false }];
  return [];
}

function positionSetupStacks(map: MapDef, warnings: ModuleWarning[]): void {
  const placed = placeBoards(map);
  for (const s of map.setupStacks) {
    const pb = s.owningBoard === '<any>' ? placed[0] : s.owningBoard ? placed.find((p) => p.board.name === s.owningBoard) : undefined;
    if (s.owningBoard && !pb) {
      warnings.push({ code: 'vassal.setupStackBoardAbsent', params: { stack: s.name, board: s.owningBoard } });
      continue;
    }
    if (!pb) {
      s.position = { x: map.edgeWidth + s.x, y: map.edgeHeight + s.y };
      continue;
    }
    if (s.useGridLocation) {
      const p = s.location ? pointOfName(pb.board.grid, s.location, pb.board) : null;
      if (!p) {
        warnings.push({ code: 'vassal.setupStackLocation', params: { stack: s.name, location: s.location ?? '' } });
        continue;
      }
      s.position = toMapPoint(pb, p);
    } else s.position = toMapPoint(pb, { x: s.x, y: s.y });
  }
}

function resolveSetups(setups: PredefinedSetupDef[], archive: Archive, warnings: ModuleWarning[]): void {
  for (const s of setups) {
    if (s.file && s.useFile && !s.isMenu) {
      s.entry = archive.resolve(s.file);
      if (!s.entry) warnings.push({ code: 'vassal.setupFileMissing', params: { name: s.name, file: s.file } });
    }
    resolveSetups(s.children, archive, warnings);
  }
}

/** Reads a module and its extensions (in file-name order, as VASSAL loads them). */
export async function readModule(file: string, options: ReadModuleOptions = {}): Promise<VassalModule> {
  const { signal } = options;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  const zipLimits = options.limits?.zip ?? MODULE_ZIP_LIMITS;
  const xmlLimits = options.limits?.xml ?? BUILDFILE_XML_LIMITS;
  const warnings: ModuleWarning[] = [];
  const archives: Archive[] = [];
  try {
    checkSignal(signal, deadline);
    const archive = await openArchive(file, zipLimits);
    archives.push(archive);
    const base = await loadBuildFile(archive, xmlLimits, warnings);
    if (isExtensionRoot(base.root) || !(MODULE_ROOTS.has(local(base.root.tag)) || archive.resolve('moduledata'))) {
      throw new VassalError('vassal.notModule', { root: base.root.tag.slice(0, 200) });
    }
    const extensions: ExtensionInfo[] = [];
    const extFiles = [...(options.extensions ?? [])].sort((a, b) => path.basename(a).localeCompare(path.basename(b)));
    for (const extFile of extFiles) {
      checkSignal(signal, deadline);
      const ext = await openArchive(extFile, zipLimits);
      archives.push(ext);
      const loaded = await loadBuildFile(ext, xmlLimits, warnings);
      if (!isExtensionRoot(loaded.root)) throw new VassalError('vassal.notExtension', { file: path.basename(extFile) });
      const { grafted, skipped, warnings: w } = graftExtension(base.root, loaded.root, path.basename(extFile));
      warnings.push(...w);
      extensions.push({
        file: path.basename(extFile),
        version: loaded.root.attrs.version ?? loaded.meta?.version ?? '',
        extensionId: loaded.root.attrs.extensionId ?? '',
        description: loaded.root.attrs.description ?? loaded.meta?.description ?? '',
        grafted,
        skipped,
      });
    }
    checkSignal(signal, deadline);
    const model = buildModel(base.root);
    warnings.push(...model.warnings);
    const images: Record<string, ImageInfo> = {};
    for (const map of model.maps) {
      for (const board of map.boards) {
        checkSignal(signal, deadline);
        await readBoardImage(board, archives, images, warnings);
        if (board.grid && !numberingsOf(board.grid).length && board.grid.kind !== 'region') {
          warnings.push({ code: 'vassal.noNumbering', params: { map: map.id, board: board.name } });
        }
      }
      map.defaultPlacement = defaultPlacement(map, model.boardSetups[map.id], warnings);
      positionSetupStacks(map, warnings);
    }
    resolveSetups(model.setups, archive, warnings);
    const classFiles = archive.names().filter((n) => n.endsWith('.class')).length;
    if (classFiles) warnings.push({ code: 'vassal.classFiles', params: { count: classFiles } });
    for (const a of archives) warnings.push(...a.warnings);
    const rootAttrs = base.root.attrs;
    if (base.meta && rootAttrs.name !== undefined && base.meta.name && base.meta.name !== rootAttrs.name) {
      warnings.push({ code: 'vassal.nameMismatch', params: { buildFile: rootAttrs.name, moduledata: base.meta.name } });
    }
    return {
      file,
      name: rootAttrs.name || base.meta?.name || '',
      version: rootAttrs.version || base.meta?.version || '',
      vassalVersion: rootAttrs.VassalVersion || base.meta?.vassalVersion || '',
      description: rootAttrs.description || base.meta?.description || '',
      buildFile: base.buildFile,
      maps: model.maps,
      palette: model.palette,
      prototypes: model.prototypes,
      setups: model.setups,
      dice: model.dice,
      customClasses: model.customClasses,
      extensions,
      images,
      warnings,
      carried: findCarried(archive, base.root),
    };
  } finally {
    for (const a of archives) a.close();
  }
}
