import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open.js';
import type { GameId } from '../../shared/games/ids.js';
import { err, ok, type Result } from '../../shared/api/result.js';
import { sectionKey } from './ids.js';
import type { GameReference } from './reference.js';
import { splitSections, type SplitSection } from './splitter.js';
import { quotaRefusal, UPLOAD_QUOTA, type UploadQuota } from './upload-quota.js';
import { createPdfFiles, pdfFolderOf, type PdfFiles } from './pdf-files.js';
import { looksLikePdf, type PdfExtract } from './pdf-extract.js';

/**
 * Rulebook texts people import (.txt, .md): sent in chunks (so the renderer can show progress),
 * checked (text, UTF-8, numbered), split into sections by their numbering, stored and indexed for
 * search. They are user data: kept until removed.
 *
 * PDF rulebooks come the same way, but their chunks go straight to a file on disk (pdf-files.ts);
 * a worker thread reads the file (pdf-extract.ts), and only when it has read it all are the
 * sections, their pages and the search rows written, and the file moved to its place.
 */

export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;
/** A PDF rulebook may be larger (scans, printed charts): up to 256 MiB. */
export const MAX_PDF_BYTES = 256 * 1024 * 1024;
export const CHUNK_BYTES = 64 * 1024;

export type ImportFormat = 'text' | 'pdf';
/** Reads the PDF at `file` (in a worker thread) into its sections and pages. */
export type PdfReader = (file: string, fileName: string) => Promise<Result<PdfExtract>>;

export interface ImportSummary {
  id: string;
  game: GameId;
  title: string;
  fileName: string;
  lang: 'it' | 'en';
  chars: number;
  createdAt: string;
  sections: number;
  /** Of our reference's numbered sections, how many the text holds. */
  matched: number;
  referenceTotal: number;
  format: ImportFormat;
  /** A PDF's page count; null for a text. */
  pages: number | null;
  textLayer: 'full' | 'partial' | 'none' | null;
}

export interface ImportedSection {
  importId: string;
  title: string;
  section: string;
  heading: string;
  body: string;
}

interface Upload {
  /** The client that began it (its id); its uploads go when it disconnects. */
  owner: string;
  game: GameId;
  fileName: string;
  lang: 'it' | 'en';
  bytes: number;
  format: ImportFormat;
  /** A text's chunks, held in memory; a PDF's are on disk. */
  chunks: Buffer[];
  /** Chunks received. */
  count: number;
  received: number;
  at: number;
  /** Whether it is written to disk (a PDF): the quota counts it apart. */
  onDisk: boolean;
}

export type DecodeFailure = 'rulebook.binary' | 'rulebook.notUtf8';

/** Text from bytes, or why it is not a text: NUL bytes (binary) or invalid UTF-8. */
export function decodeText(bytes: Uint8Array): { ok: true; text: string } | { ok: false; code: DecodeFailure } {
  if (bytes.includes(0)) return { ok: false, code: 'rulebook.binary' };
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { ok: true, text };
  } catch {
    return { ok: false, code: 'rulebook.notUtf8' };
  }
}

/** The id a split section gets for the game: the book's prefix ('PB1.2') or, past the known books, "n:1.2". */
export function mappedId(s: SplitSection, ref: GameReference | undefined): string {
  if (/^[A-Za-z]/.test(s.id) || s.part === 0) return s.id;
  const part = ref?.parts[s.part];
  return part ? `${part.prefix}${s.id}` : `${s.part + 1}:${s.id}`;
}

/** How many of the reference's present sections the split text holds. */
export function coverage(split: readonly SplitSection[], ref: GameReference): { matched: number; total: number; missing: string[] } {
  const found = new Set(split.map((s) => sectionKey(mappedId(s, ref))).filter((k): k is string => k !== null));
  const wanted = ref.sections.filter((s) => s.status !== 'missing');
  const missing = wanted.filter((s) => !found.has(s.key)).map((s) => s.id);
  return { matched: wanted.length - missing.length, total: wanted.length, missing };
}

export interface Imports {
  begin(game: GameId, fileName: string, bytes: number, lang: 'it' | 'en', owner?: string, format?: ImportFormat): Result<{ uploadId: string; chunkBytes: number }>;
  chunk(uploadId: string, index: number, data: string): Result<{ received: number; bytes: number }>;
  finish(uploadId: string, title: string): Result<ImportSummary>;
  /**
   * finish, with the splitting done by `split` (in a worker thread): nothing is written until it
   * has answered, and nothing at all when it fails or is cancelled.
   */
  finishSplitting(uploadId: string, title: string, split: (text: string) => Promise<Result<SplitSection[]>>): Promise<Result<ImportSummary>>;
  /** finish for a PDF: `read` reads the uploaded file; nothing is written unless it read it all. */
  finishPdf(uploadId: string, title: string, read: PdfReader): Promise<Result<ImportSummary>>;
  /** Whether an upload is a PDF (undefined when there is no such upload). */
  formatOf(uploadId: string): ImportFormat | undefined;
  list(game: GameId | null): ImportSummary[];
  remove(id: string): Result<{ id: string }>;
  /** The imported texts of one section of a game, with its subsections, in text order. */
  section(game: GameId, section: string): ImportedSection[];
  /** Every section of one import, in order (headings only). */
  outline(id: string): Result<{ summary: ImportSummary; sections: { section: string; heading: string }[] }>;
  /** Drops the unfinished uploads of a client that went away. */
  dropOwner(owner: string): void;
  /** Unfinished uploads held now: how many, their declared and received bytes. */
  pending(): { count: number; bytes: number; received: number };
}

export function createImports(
  db: Db,
  refs: ReadonlyMap<GameId, GameReference>,
  now: () => number = Date.now,
  quota: UploadQuota = UPLOAD_QUOTA,
  files: PdfFiles = createPdfFiles(pdfFolderOf(db)),
): Imports {
  const uploads = new Map<string, Upload>();
  if (!db.readonly) files.sweep(new Set(db.prepare('SELECT import_id FROM rulebook_pdfs').pluck().all() as string[]));

  /** Forgets an upload, and deletes its file if it has one. */
  const drop = (id: string): void => {
    const u = uploads.get(id);
    uploads.delete(id);
    if (u?.onDisk) files.discard(id);
  };
  const sweep = (): void => {
    for (const [id, u] of uploads) if (now() - u.at > quota.idleMs) drop(id);
  };

  const insertImport = db.prepare(
    'INSERT INTO rulebook_imports (id, game_id, title, file_name, chars, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertSection = db.prepare(
    'INSERT INTO rulebook_import_sections (import_id, seq, section, title, body) VALUES (?, ?, ?, ?, ?)',
  );
  const insertFts = db.prepare(
    "INSERT INTO rulebook_fts (title, body, kind, game_id, section, lang, source) VALUES (?, ?, 'import', ?, ?, ?, ?)",
  );
  const insertPdf = db.prepare('INSERT INTO rulebook_pdfs (import_id, lang, pages, text_layer, bytes) VALUES (?, ?, ?, ?, ?)');
  const insertPdfSection = db.prepare(
    'INSERT INTO rulebook_import_sections (import_id, seq, section, title, body, page) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertFtsPage = db.prepare('INSERT INTO rulebook_fts_pages (fts_rowid, import_id, page) VALUES (?, ?, ?)');
  const pdfOf = db.prepare('SELECT lang, pages, text_layer AS textLayer FROM rulebook_pdfs WHERE import_id = ?');

  function summaryOf(row: { id: string; game_id: GameId; title: string; file_name: string; chars: number; created_at: string }): ImportSummary {
    const rows = db.prepare('SELECT section FROM rulebook_import_sections WHERE import_id = ?').pluck().all(row.id) as string[];
    const pdf = pdfOf.get(row.id) as { lang: 'it' | 'en'; pages: number; textLayer: 'full' | 'partial' | 'none' } | undefined;
    const lang =
      pdf?.lang ?? (db.prepare("SELECT lang FROM rulebook_fts WHERE kind = 'import' AND source = ? LIMIT 1").pluck().get(row.id) as 'it' | 'en' | undefined) ?? 'it';
    const ref = refs.get(row.game_id);
    const keys = new Set(rows.map((s) => sectionKey(s)).filter(Boolean));
    const wanted = ref ? ref.sections.filter((s) => s.status !== 'missing') : [];
    return {
      id: row.id,
      game: row.game_id,
      title: row.title,
      fileName: row.file_name,
      lang,
      chars: row.chars,
      createdAt: row.created_at,
      sections: rows.length,
      matched: wanted.filter((s) => keys.has(s.key)).length,
      referenceTotal: wanted.length,
      format: pdf ? 'pdf' : 'text',
      pages: pdf?.pages ?? null,
      textLayer: pdf?.textLayer ?? null,
    };
  }

  const byId = (id: string) =>
    db.prepare('SELECT id, game_id, title, file_name, chars, created_at FROM rulebook_imports WHERE id = ?').get(id) as
      | { id: string; game_id: GameId; title: string; file_name: string; chars: number; created_at: string }
      | undefined;

  /** The finished upload, whole and decoded; it is no longer pending. */
  function take(uploadId: string): Result<{ u: Upload; text: string }> {
    const u = uploads.get(uploadId);
    if (!u) return err('rulebook.unknownUpload');
    if (u.onDisk) return err('rulebook.unknownUpload'); // a PDF finishes with finishPdf
    uploads.delete(uploadId);
    if (u.received !== u.bytes) return err('rulebook.badChunk', { index: u.chunks.length, expected: u.chunks.length });
    const decoded = decodeText(Buffer.concat(u.chunks));
    if (!decoded.ok) return err(decoded.code, { fileName: u.fileName });
    return ok({ u, text: decoded.text });
  }

  /** Stores a split text and indexes it for search, in one transaction. */
  function store({ u, text }: { u: Upload; text: string }, title: string, split: readonly SplitSection[]): Result<ImportSummary> {
    if (split.length === 0) return err('rulebook.noSections', { fileName: u.fileName });
    const ref = refs.get(u.game);
    const id = randomUUID();
    const createdAt = new Date(now()).toISOString();
    db.transaction(() => {
      insertImport.run(id, u.game, title, u.fileName, text.length, createdAt);
      split.forEach((s, seq) => {
        const sid = mappedId(s, ref);
        insertSection.run(id, seq, sid, s.title, s.body);
        insertFts.run([sid, s.title].filter(Boolean).join(' '), s.body, u.game, sid, u.lang, id);
      });
    })();
    return ok(summaryOf(byId(id)!));
  }

  /** Stores a read PDF: its file moved to its place, then its rows in one transaction (the file goes again if that fails). */
  function storePdf(uploadId: string, u: Upload, title: string, pdf: PdfExtract): ImportSummary {
    const ref = refs.get(u.game);
    const id = randomUUID();
    const createdAt = new Date(now()).toISOString();
    files.keep(uploadId, id);
    try {
      db.transaction(() => {
        insertImport.run(id, u.game, title, u.fileName, pdf.chars, createdAt);
        insertPdf.run(id, u.lang, pdf.pages, pdf.textLayer, u.bytes);
        pdf.sections.forEach((s, seq) => {
          const sid = mappedId(s, ref);
          insertPdfSection.run(id, seq, sid, s.title, s.body, s.page);
          const heading = [sid, s.title].filter(Boolean).join(' ');
          for (const piece of s.pieces) {
            const row = insertFts.run(heading, piece.text, u.game, sid, u.lang, id);
            insertFtsPage.run(row.lastInsertRowid, id, piece.page);
          }
        });
      })();
    } catch (e) {
      files.remove(id);
      throw e;
    }
    return summaryOf(byId(id)!);
  }

  return {
    begin(game, fileName, bytes, lang, owner = 'local', format = 'text') {
      sweep();
      if (!refs.has(game)) return err('game.unknown', { gameId: game });
      const pdf = format === 'pdf';
      if (pdf && bytes > MAX_PDF_BYTES) return err('rulebook.pdfTooLarge', { bytes, max: MAX_PDF_BYTES });
      if (!pdf && bytes > MAX_IMPORT_BYTES) return err('rulebook.tooLarge', { bytes, max: MAX_IMPORT_BYTES });
      if (bytes === 0) return pdf ? err('rulebook.pdfNotPdf', { fileName }) : err('rulebook.noSections', { fileName });
      const refused = quotaRefusal(uploads.values(), owner, bytes, quota, pdf);
      if (refused) return err(refused.code, refused.params);
      const uploadId = randomUUID();
      uploads.set(uploadId, { owner, game, fileName, lang, bytes, format, chunks: [], count: 0, received: 0, at: now(), onDisk: pdf });
      return ok({ uploadId, chunkBytes: CHUNK_BYTES });
    },
    chunk(uploadId, index, data) {
      sweep();
      const u = uploads.get(uploadId);
      if (!u) return err('rulebook.unknownUpload');
      if (index !== u.count) return err('rulebook.badChunk', { index, expected: u.count });
      const buf = Buffer.from(data, 'base64');
      if (buf.length > CHUNK_BYTES || u.received + buf.length > u.bytes) {
        drop(uploadId);
        return err('rulebook.badChunk', { index, expected: u.count });
      }
      if (u.onDisk) {
        // Not a PDF at all: said at the first chunk, before the rest is sent.
        if (index === 0 && !looksLikePdf(buf)) {
          drop(uploadId);
          return err('rulebook.pdfNotPdf', { fileName: u.fileName });
        }
        files.append(uploadId, buf);
      } else {
        u.chunks.push(buf);
      }
      u.count++;
      u.received += buf.length;
      u.at = now();
      return ok({ received: u.received, bytes: u.bytes });
    },
    formatOf(uploadId) {
      return uploads.get(uploadId)?.format;
    },
    async finishPdf(uploadId, title, read) {
      const u = uploads.get(uploadId);
      if (!u || !u.onDisk) return err('rulebook.unknownUpload');
      uploads.delete(uploadId); // no longer pending: the worker has it
      if (u.received !== u.bytes) {
        files.discard(uploadId);
        return err('rulebook.badChunk', { index: u.count, expected: u.count });
      }
      let r: Result<PdfExtract>;
      try {
        r = await read(files.partOf(uploadId), u.fileName);
      } catch (e) {
        files.discard(uploadId);
        throw e;
      }
      if (!r.ok) {
        files.discard(uploadId);
        return r;
      }
      return ok(storePdf(uploadId, u, title, r.value));
    },
    finish(uploadId, title) {
      const taken = take(uploadId);
      return taken.ok ? store(taken.value, title, splitSections(taken.value.text)) : taken;
    },
    async finishSplitting(uploadId, title, split) {
      const taken = take(uploadId);
      if (!taken.ok) return taken;
      const sections = await split(taken.value.text);
      return sections.ok ? store(taken.value, title, sections.value) : sections;
    },
    list(game) {
      const rows = db
        .prepare('SELECT id, game_id, title, file_name, chars, created_at FROM rulebook_imports WHERE (@game IS NULL OR game_id = @game) ORDER BY created_at DESC')
        .all({ game }) as Parameters<typeof summaryOf>[0][];
      return rows.map(summaryOf);
    },
    remove(id) {
      if (!byId(id)) return err('rulebook.importNotFound', { id });
      const pdf = pdfOf.get(id) !== undefined;
      db.transaction(() => {
        db.prepare("DELETE FROM rulebook_fts WHERE kind = 'import' AND source = ?").run(id);
        db.prepare('DELETE FROM rulebook_imports WHERE id = ?').run(id);
      })();
      if (pdf) files.remove(id);
      return ok({ id });
    },
    section(game, section) {
      const key = sectionKey(section);
      if (!key) return [];
      const rows = db
        .prepare(
          `SELECT s.import_id AS importId, i.title AS title, s.section AS section, s.title AS heading, s.body AS body
           FROM rulebook_import_sections s JOIN rulebook_imports i ON i.id = s.import_id
           WHERE i.game_id = ? ORDER BY i.created_at DESC, s.seq`,
        )
        .all(game) as ImportedSection[];
      // the section and its subsections: "18" brings 18.1–18.5 with it
      return rows.filter((r) => {
        const k = sectionKey(r.section);
        return k !== null && (k === key || k.startsWith(`${key}.`));
      });
    },
    outline(id) {
      const row = byId(id);
      if (!row) return err('rulebook.importNotFound', { id });
      const sections = db
        .prepare('SELECT section, title AS heading FROM rulebook_import_sections WHERE import_id = ? ORDER BY seq')
        .all(id) as { section: string; heading: string }[];
      return ok({ summary: summaryOf(row), sections });
    },
    dropOwner(owner) {
      for (const [id, u] of uploads) if (u.owner === owner) drop(id);
    },
    pending() {
      let bytes = 0;
      let received = 0;
      for (const u of uploads.values()) {
        if (u.onDisk) continue; // a PDF's bytes are on disk, not here
        bytes += u.bytes;
        received += u.received;
      }
      return { count: uploads.size, bytes, received };
    },
  };
}
