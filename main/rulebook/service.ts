import type { Db } from '../db/open.js';
import type { GameId } from '../../shared/games/ids.js';
import { contentVersion, references, type GameReference } from './reference.js';
import { createSearchIndex, indexBuiltIn, type SearchIndex } from './search-index.js';
import { createImports, type Imports } from './imports.js';
import { createPdfFiles, pdfFolderOf } from './pdf-files.js';
import { createPdfBooks, type PdfBooks } from './pdf-books.js';
import { UPLOAD_QUOTA } from './upload-quota.js';

export interface RulebookService {
  references: ReadonlyMap<GameId, GameReference>;
  index: SearchIndex;
  imports: Imports;
  /** Imported PDF rulebooks: their pages, bytes and the page of each section. */
  pdfs: PdfBooks;
}

/**
 * The rulebook feature: the built-in reference (indexed at start-up when it changed), search,
 * imports; imported PDFs are kept in rulebooks/ beside the database.
 */
export function createRulebookService(db: Db, now: () => number = Date.now): RulebookService {
  const refs = references();
  indexBuiltIn(db, refs.values(), contentVersion());
  const files = createPdfFiles(pdfFolderOf(db));
  return {
    references: refs,
    index: createSearchIndex(db, refs),
    imports: createImports(db, refs, now, UPLOAD_QUOTA, files),
    pdfs: createPdfBooks(db, files, now),
  };
}
