import { err, ok, type Result } from '../../shared/api/result.js';
import { importedSlug, type GameId, type GameKey, type ImportedKey } from '../../shared/games/ids.js';
import type { GameView } from '../../shared/engine/view.js';
import type { Handlers } from '../api/registry.js';
import type { ImportedLibrary } from '../games/imported/library.js';
import { readLink } from '../vassal/to-game/link.js';
import { CARRIED_CHUNK_BYTES, carriedChunk, readCarried, type CarriedList } from '../vassal/to-game/carried-files.js';
import { readCompanions, writeCompanion } from '../vassal/to-game/companions.js';
import type { NewGameDeps } from '../vassal/to-game/new-game.js';

type CarriedChannel = 'vassal.carried' | 'vassal.carriedChunk' | 'vassal.charts' | 'vassal.companion';

export interface CarriedDeps {
  imported: ImportedLibrary;
  createGame: NewGameDeps['create'];
  /** A saved game's view (its game key and title), or why not (not found, in the trash). */
  openGame: (id: string) => Result<GameView>;
}

const chartsOf = (slug: string, list: CarriedList) =>
  list.charts.map((c) => ({ id: c.id, title: c.title, url: `/imported/${slug}/images/${c.image}`, width: c.width, height: c.height }));

/** The rulebooks and charts an imported module carries, and the companion beside its board (contract-vassal-carried.ts). */
export function createVassalCarriedHandlers(d: CarriedDeps): Pick<Handlers, CarriedChannel> {
  const folderOf = (key: GameKey): string | null => (importedSlug(key) ? d.imported.folder(key as ImportedKey) : null);
  /** One companion made at a time for a table: a second call while the first creates waits for it. */
  const making = new Map<string, Promise<Result<{ session: string; game: GameId }>>>();

  async function companionOf(id: string): Promise<Result<{ session: string; game: GameId }>> {
    const table = d.openGame(id);
    if (!table.ok) return table;
    const folder = folderOf(table.value.gameId);
    const link = folder ? readLink(folder) : null;
    if (!folder || !link) return err('vassal.notModuleGame');
    const game = link.linked;
    if (!game) return err('vassal.notLinked');
    const known = readCompanions(folder)[id];
    if (known && known.game === game) {
      const session = d.openGame(known.session);
      if (session.ok && session.value.gameId === game) return ok({ session: known.session, game });
    }
    const created = await d.createGame(game, 'companion', table.value.title.slice(0, 120));
    if (!created.ok) return created;
    writeCompanion(folder, id, game, created.value.id);
    return ok({ session: created.value.id, game });
  }

  return {
    'vassal.carried': ({ key }) => {
      const folder = folderOf(key);
      if (!folder || !readLink(folder)) return err('vassal.notModuleGame');
      const list = readCarried(folder);
      return ok({
        rulebooks: list.rulebooks.map((r) => ({ id: r.id, title: r.title, fileName: r.entry.slice(r.entry.lastIndexOf('/') + 1).slice(0, 200), bytes: r.bytes })),
        charts: chartsOf(importedSlug(key)!, list),
      });
    },
    'vassal.carriedChunk': ({ key, id, index }) => {
      const folder = folderOf(key);
      const chunk = folder ? carriedChunk(folder, id, index) : null;
      return chunk ? ok({ data: chunk.data.toString('base64'), bytes: chunk.bytes, chunkBytes: CARRIED_CHUNK_BYTES }) : err('vassal.carriedMissing');
    },
    'vassal.charts': ({ game }) => {
      const out = [];
      for (const g of d.imported.list()) {
        const folder = d.imported.folder(g.key as ImportedKey);
        // The small list first: a module's link (its pieces' traits) is read only when it kept charts.
        const charts = folder ? chartsOf(g.slug, readCarried(folder)) : [];
        if (charts.length && readLink(folder!)?.linked === game) out.push({ key: g.key, module: g.name, charts });
      }
      return ok(out);
    },
    'vassal.companion': ({ id }) => {
      const running = making.get(id);
      if (running) return running;
      const p = companionOf(id).finally(() => making.delete(id));
      making.set(id, p);
      return p;
    },
  };
}
