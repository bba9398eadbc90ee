import type { Db } from '../db/open.js';
import type { GameId } from '../../shared/games/ids.js';
import { ftsQuery, typedSection } from './query.js';
import { sectionKey } from './ids.js';
import type { GameReference } from './reference.js';

/**
 * The rulebook search index (FTS5, migration 4): our summaries and glossary in Italian and
 * English, rebuilt when the built-in content changes, and the texts people import, kept as user
 * data. Accents do not matter (unicode61 remove_diacritics 2); every word is a prefix. An imported
 * PDF's rows are cut at its page breaks, each with its page (rulebook_fts_pages), so a hit says
 * the page its words are on.
 */

export type HitKind = 'summary' | 'glossary' | 'import';

export interface SearchHit {
  kind: HitKind;
  game: GameId;
  section: string;
  lang: string;
  title: string;
  /** The matching passage; matched words between \u0002 and \u0003, cuts marked with "…". */
  snippet: string;
  importId: string | null;
  /** For an imported PDF, the page of the hit; null otherwise. */
  page: number | null;
}

export interface SearchResult {
  /** Sections the query names by number ("18.2"), best first. */
  jumps: { game: GameId; section: string }[];
  hits: SearchHit[];
}

export const MARK_OPEN = '\u0002';
export const MARK_CLOSE = '\u0003';

const META_KEY = 'content_version';

/** Rebuilds the built-in part of the index when its version changed; returns whether it did. */
export function indexBuiltIn(db: Db, refs: Iterable<GameReference>, version: string): boolean {
  const current = db.prepare('SELECT value FROM rulebook_index_meta WHERE key = ?').pluck().get(META_KEY) as string | undefined;
  // A read-only app (another one writes the folder) searches the index the writer built.
  if (current === version || db.readonly) return false;
  const insert = db.prepare(
    'INSERT INTO rulebook_fts (title, body, kind, game_id, section, lang, source) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    db.prepare("DELETE FROM rulebook_fts WHERE kind IN ('summary', 'glossary')").run();
    for (const ref of refs) {
      for (const s of ref.sections) {
        for (const lang of ['it', 'en'] as const) {
          const title = [s.id, s.title[lang]].filter(Boolean).join(' ');
          insert.run(title, s.summary[lang], 'summary', ref.game, s.id, lang, '');
        }
      }
      for (const g of ref.glossary) insert.run(`${g.it} — ${g.en}`, `${g.it} ↔ ${g.en}`, 'glossary', ref.game, g.section, 'both', '');
    }
    db.prepare('INSERT INTO rulebook_index_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(META_KEY, version);
  })();
  return true;
}

export interface SearchOptions {
  game?: GameId | null;
  lang?: 'it' | 'en' | null;
  limit?: number;
}

export interface SearchIndex {
  search(input: string, o?: SearchOptions): SearchResult;
}

interface Row {
  kind: HitKind;
  game: GameId;
  section: string;
  lang: string;
  title: string;
  source: string;
  page: number | null;
  snippet: string;
}

const rowKey = (r: Row): string => `${r.kind}\u0000${r.game}\u0000${r.section}\u0000${r.lang}\u0000${r.source}\u0000${r.page ?? ''}\u0000${r.title}`;

export function createSearchIndex(db: Db, refs: ReadonlyMap<GameId, GameReference>): SearchIndex {
  // bm25 weights: title counts more than body; glossary hits first among equals.
  const query = db.prepare(`
    SELECT kind, game_id AS game, section, lang, title, source, p.page AS page,
           snippet(rulebook_fts, 1, '${MARK_OPEN}', '${MARK_CLOSE}', '…', 14) AS snippet,
           bm25(rulebook_fts, 8.0, 1.0) * (CASE kind WHEN 'glossary' THEN 1.5 WHEN 'summary' THEN 1.2 ELSE 1.0 END) AS rank
    FROM rulebook_fts LEFT JOIN rulebook_fts_pages p ON p.fts_rowid = rulebook_fts.rowid
    WHERE rulebook_fts MATCH @q
      AND (@game IS NULL OR game_id = @game)
      AND (@lang IS NULL OR lang IN (@lang, 'both') OR kind = 'import')
    ORDER BY rank
    LIMIT @limit`);

  function jumpsFor(input: string, game: GameId | null): SearchResult['jumps'] {
    const typed = typedSection(input);
    const key = typed ? sectionKey(typed) : null;
    if (!key) return [];
    const out: SearchResult['jumps'] = [];
    for (const [g, ref] of refs) {
      if (game && g !== game) continue;
      const s = ref.byKey.get(key);
      if (s) out.push({ game: g, section: s.id });
    }
    return out;
  }

  return {
    search(input, o = {}) {
      const game = o.game ?? null;
      const jumps = jumpsFor(input, game);
      // A section number that names sections is a jump, not words: "18.1" would match every "1".
      if (jumps.length) return { jumps, hits: [] };
      const q = ftsQuery(input);
      if (!q) return { jumps, hits: [] };
      const limit = o.limit ?? 30;
      const run = (match: string, max: number) => query.all({ q: match, game, lang: o.lang ?? null, limit: max }) as Row[];
      // Rows with every word first, then those with some of them.
      const rows = run(q.all, limit);
      if (q.any && rows.length < limit) {
        const seen = new Set(rows.map(rowKey));
        for (const r of run(q.any, limit + rows.length)) {
          if (rows.length >= limit) break;
          if (!seen.has(rowKey(r))) rows.push(r);
        }
      }
      return {
        jumps,
        hits: rows.map((r) => ({
          kind: r.kind,
          game: r.game,
          section: r.section,
          lang: r.lang,
          title: r.title,
          snippet: r.snippet,
          importId: r.kind === 'import' ? r.source : null,
          page: r.kind === 'import' ? r.page : null,
        })),
      };
    },
  };
}
