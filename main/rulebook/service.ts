import type { Db } from '../db/open.js';
import type { GameId } from '../../shared/games/ids.js';
import { contentVersion, references, type GameReference } from './reference.js';
import { createSearchIndex, indexBuiltIn, type SearchIndex } from './search-index.js';
import { createImports, type Imports } from './imports.js';

export interface RulebookService {
  references: ReadonlyMap<GameId, GameReference>;
  index: SearchIndex;
  imports: Imports;
}

/** The rulebook feature: the built-in reference (indexed at start-up when it changed), search, imports. */
export function createRulebookService(db: Db, now?: () => number): RulebookService {
  const refs = references();
  indexBuiltIn(db, refs.values(), contentVersion());
  return { references: refs, index: createSearchIndex(db, refs), imports: createImports(db, refs, now) };
}
