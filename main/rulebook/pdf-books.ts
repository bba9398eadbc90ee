import type { Db } from '../db/open.js';
import type { GameId } from '../../shared/games/ids.js';
import { err, ok, type Result } from '../../shared/api/result.js';
import { sectionKey } from './ids.js';
import type { PdfFiles } from './pdf-files.js';
import type { TextLayer } from './pdf-text.js';

/**
 * The imported PDF rulebooks as the reader sees them: their pages, the page of each section (the
 * page its heading was found on, or the one the player set, which wins and is remembered), their
 * bytes for the renderer's pdf.js, and, for a rule citation, the page of the section in each.
 */

export interface SectionPage {
  section: string;
  page: number;
  source: 'found' | 'player';
}

export interface PdfInfo {
  importId: string;
  game: GameId;
  lang: 'it' | 'en';
  title: string;
  fileName: string;
  pages: number;
  textLayer: TextLayer;
  sectionPages: SectionPage[];
}

export interface SectionPageHit {
  importId: string;
  lang: 'it' | 'en';
  title: string;
  page: number;
  source: 'found' | 'player';
}

export interface PdfBooks {
  info(importId: string): Result<PdfInfo>;
  chunk(importId: string, index: number): Result<{ data: string; index: number; chunks: number; bytes: number }>;
  /** Sets (or, with null, clears) the player's page of a section; answers the book's section pages. */
  setSectionPage(importId: string, section: string, page: number | null): Result<SectionPage[]>;
  /** Each imported PDF of the game holding the section, or its nearest parent, with its page. */
  sectionPages(game: GameId, section: string): SectionPageHit[];
}

/** A stored PDF import: what pdfInfo answers, less its section pages. */
type PdfRow = Omit<PdfInfo, 'sectionPages'>;

/** "18.2.1", then "18.2", then "18": a section and the sections above it. */
function keyAndParents(key: string): string[] {
  const out = [key];
  for (let k = key; k.includes('.'); ) {
    k = k.slice(0, k.lastIndexOf('.'));
    out.push(k);
  }
  return out;
}

export function createPdfBooks(db: Db, files: PdfFiles, now: () => number = Date.now): PdfBooks {
  const rowOf = db.prepare(
    `SELECT p.import_id AS importId, i.game_id AS game, p.lang AS lang, i.title AS title, i.file_name AS fileName,
            p.pages AS pages, p.text_layer AS textLayer
     FROM rulebook_pdfs p JOIN rulebook_imports i ON i.id = p.import_id WHERE p.import_id = ?`,
  );
  const rowsOfGame = db.prepare(
    `SELECT p.import_id AS importId, i.game_id AS game, p.lang AS lang, i.title AS title, i.file_name AS fileName,
            p.pages AS pages, p.text_layer AS textLayer
     FROM rulebook_pdfs p JOIN rulebook_imports i ON i.id = p.import_id WHERE i.game_id = ? ORDER BY i.created_at DESC`,
  );
  const found = db.prepare('SELECT section, page FROM rulebook_import_sections WHERE import_id = ? AND page IS NOT NULL ORDER BY seq');
  const players = db.prepare('SELECT section, page FROM rulebook_section_pages WHERE import_id = ? ORDER BY section');
  const upsert = db.prepare(
    `INSERT INTO rulebook_section_pages (import_id, section, page, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (import_id, section) DO UPDATE SET page = excluded.page, updated_at = excluded.updated_at`,
  );
  const clear = db.prepare('DELETE FROM rulebook_section_pages WHERE import_id = ? AND section = ?');

  /** The book's section pages: found ones in book order, the player's replacing them (matched by number) or added after. */
  function pagesOf(importId: string): SectionPage[] {
    const out: SectionPage[] = [];
    const at = new Map<string, number>();
    for (const r of found.all(importId) as { section: string; page: number }[]) {
      const k = sectionKey(r.section) ?? r.section;
      if (at.has(k)) continue; // the first heading of a number is its section
      at.set(k, out.length);
      out.push({ section: r.section, page: r.page, source: 'found' });
    }
    for (const r of players.all(importId) as { section: string; page: number }[]) {
      const k = sectionKey(r.section) ?? r.section;
      const i = at.get(k);
      if (i === undefined) {
        at.set(k, out.length);
        out.push({ section: r.section, page: r.page, source: 'player' });
      } else {
        out[i] = { section: out[i]!.section, page: r.page, source: 'player' };
      }
    }
    return out;
  }

  return {
    info(importId) {
      const row = rowOf.get(importId) as PdfRow | undefined;
      if (!row) return err('rulebook.importNotFound', { id: importId });
      return ok({ ...row, sectionPages: pagesOf(importId) });
    },
    chunk(importId, index) {
      const row = rowOf.get(importId) as PdfRow | undefined;
      if (!row) return err('rulebook.importNotFound', { id: importId });
      const piece = files.read(importId, index);
      if (piece === 'pastEnd') return err('api.invalidArguments');
      if (piece === 'missing') return err('rulebook.pdfBroken', { fileName: row.fileName });
      return ok({ data: piece.data.toString('base64'), index, chunks: piece.chunks, bytes: piece.bytes });
    },
    setSectionPage(importId, section, page) {
      const row = rowOf.get(importId) as PdfRow | undefined;
      if (!row) return err('rulebook.importNotFound', { id: importId });
      const name = section.trim();
      if (page !== null && page > row.pages) return err('api.invalidArguments');
      // The player's page replaces any they set before for the same number ("18.2" and "18.2.").
      const key = sectionKey(name) ?? name;
      db.transaction(() => {
        for (const r of players.all(importId) as { section: string }[]) if ((sectionKey(r.section) ?? r.section) === key) clear.run(importId, r.section);
        if (page !== null) upsert.run(importId, name, page, new Date(now()).toISOString());
      })();
      return ok(pagesOf(importId));
    },
    sectionPages(game, section) {
      const key = sectionKey(section);
      if (!key) return [];
      const wanted = keyAndParents(key);
      const out: SectionPageHit[] = [];
      for (const row of rowsOfGame.all(game) as PdfRow[]) {
        const byKey = new Map<string, SectionPage>();
        for (const p of pagesOf(row.importId)) {
          const k = sectionKey(p.section);
          if (k && !byKey.has(k)) byKey.set(k, p);
        }
        const hit = wanted.map((k) => byKey.get(k)).find((p) => p !== undefined);
        if (hit) out.push({ importId: row.importId, lang: row.lang, title: row.title, page: hit.page, source: hit.source });
      }
      return out;
    },
  };
}
