/**
 * The rulebooks and charts a module carries (module/carried.ts), kept in its game's folder when it
 * is imported: each PDF as `carried/<n>.pdf` (offered to the player as "Import this rulebook",
 * which sends it through the PDF rulebook import), each chart picture as `images/chart-<n>.<ext>`
 * (served like the game's other images), and the list as `carried.json`. A PDF too large for the
 * rulebook import, or a chart that is not a picture we show, is left in the module with a warning.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';
import type { CarriedDocs } from '../module/carried.js';
import { sniffImage, tooLarge } from '../module/images.js';
import { openArchive } from '../zip/archive.js';
import { MODULE_ZIP_LIMITS } from '../zip/limits.js';
import { checkSignal } from '../errors.js';
import type { ImportWarning } from './report.js';

export const CARRIED_FILE = 'carried.json';
export const CARRIED_DIR = 'carried';
/** The rulebook import's own limit (main/rulebook/imports.ts MAX_PDF_BYTES). */
export const MAX_CARRIED_PDF_BYTES = 256 * 1024 * 1024;
export const MAX_CHART_BYTES = 48 * 1024 * 1024;
/** The bytes of a carried PDF come to the renderer this many at a time. */
export const CARRIED_CHUNK_BYTES = 768 * 1024;

const title = z.string().max(300);
export const CarriedListSchema = z
  .object({
    rulebooks: z.array(z.object({ id: z.number().int().min(0).max(999), entry: z.string().max(1000), title, bytes: z.number().int().min(0) }).strict()).max(100),
    charts: z
      .array(
        z
          .object({
            id: z.number().int().min(0).max(999),
            entry: z.string().max(1000),
            title,
            image: z.string().regex(/^chart-\d{1,3}\.(png|jpg|gif)$/),
            width: z.number().int().min(1),
            height: z.number().int().min(1),
          })
          .strict(),
      )
      .max(100),
  })
  .strict();
export type CarriedList = z.infer<typeof CarriedListSchema>;

const EXT = { png: 'png', jpeg: 'jpg', gif: 'gif' } as const;

function writeAtomic(file: string, data: string | Buffer): void {
  const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  try {
    fs.writeFileSync(tmp, data);
    fs.renameSync(tmp, file);
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** Copies what `docs` names from the module into its game's folder; answers the warnings for what was left. */
export async function keepCarried(moduleFile: string, folder: string, docs: CarriedDocs, o: { signal?: AbortSignal; deadline?: number } = {}): Promise<ImportWarning[]> {
  const warnings: ImportWarning[] = [];
  const list: CarriedList = { rulebooks: [], charts: [] };
  if (!docs.rulebooks.length && !docs.charts.length) return warnings;
  const archive = await openArchive(moduleFile, MODULE_ZIP_LIMITS);
  try {
    fs.mkdirSync(path.join(folder, CARRIED_DIR), { recursive: true });
    for (const doc of docs.rulebooks) {
      checkSignal(o.signal, o.deadline);
      if (doc.bytes > MAX_CARRIED_PDF_BYTES) {
        warnings.push({ code: 'vassal.import.carriedTooLarge', params: { name: doc.entry, size: doc.bytes } });
        continue;
      }
      const bytes = await archive.read(doc.entry, MAX_CARRIED_PDF_BYTES);
      if (bytes.subarray(0, 1024).indexOf('%PDF-') < 0) {
        warnings.push({ code: 'vassal.import.carriedNotPdf', params: { name: doc.entry } });
        continue;
      }
      const id = list.rulebooks.length;
      writeAtomic(path.join(folder, CARRIED_DIR, `${id}.pdf`), bytes);
      list.rulebooks.push({ id, entry: doc.entry, title: doc.title.slice(0, 300), bytes: bytes.length });
    }
    for (const doc of docs.charts) {
      checkSignal(o.signal, o.deadline);
      const bytes = doc.bytes <= MAX_CHART_BYTES ? await archive.read(doc.entry, MAX_CHART_BYTES) : null;
      const size = bytes ? sniffImage(bytes.subarray(0, 256 * 1024)) : null;
      const ext = size && size.format in EXT ? EXT[size.format as keyof typeof EXT] : null;
      if (!bytes || !size || !ext || tooLarge(size) || size.width < 1 || size.height < 1) {
        warnings.push({ code: 'vassal.import.carriedChartUnreadable', params: { name: doc.entry } });
        continue;
      }
      const id = list.charts.length;
      const image = `chart-${id}.${ext}`;
      fs.mkdirSync(path.join(folder, 'images'), { recursive: true });
      writeAtomic(path.join(folder, 'images', image), bytes);
      list.charts.push({ id, entry: doc.entry, title: doc.title.slice(0, 300), image, width: size.width, height: size.height });
    }
  } finally {
    archive.close();
  }
  writeAtomic(path.join(folder, CARRIED_FILE), JSON.stringify(list));
  return warnings;
}

/** What a game's folder keeps from its module (empty lists when it keeps nothing or the list is damaged). */
export function readCarried(folder: string): CarriedList {
  try {
    const file = path.join(folder, CARRIED_FILE);
    if (fs.statSync(file).size > 1024 * 1024) return { rulebooks: [], charts: [] };
    const parsed = CarriedListSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : { rulebooks: [], charts: [] };
  } catch {
    return { rulebooks: [], charts: [] };
  }
}

/** One chunk of a kept PDF: its bytes from `index × CARRIED_CHUNK_BYTES`, and the file's size; null when there is no such PDF. */
export function carriedChunk(folder: string, id: number, index: number): { data: Buffer; bytes: number } | null {
  if (!readCarried(folder).rulebooks.some((r) => r.id === id)) return null;
  const file = path.join(folder, CARRIED_DIR, `${id}.pdf`);
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const bytes = fs.fstatSync(fd).size;
    const start = index * CARRIED_CHUNK_BYTES;
    if (start > bytes) return null;
    const data = Buffer.alloc(Math.min(CARRIED_CHUNK_BYTES, bytes - start));
    fs.readSync(fd, data, 0, data.length, start);
    return { data, bytes };
  } finally {
    fs.closeSync(fd);
  }
}
