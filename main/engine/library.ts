import { randomUUID } from 'node:crypto';
import { err, ok, type Result } from '../../shared/api/result.js';
import type { SavedGameSummary, Timeline } from '../../shared/api/contract.js';
import type { GameRow, GameStore, ListQuery } from './store.js';
import type { GameSessions } from './sessions.js';

/** Games stay in the trash this long before they are deleted for good. */
export const TRASH_DAYS = 30;

/** A PNG data URL, and nothing else, is accepted as a thumbnail. */
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export function toSummary(r: GameRow): SavedGameSummary {
  return {
    id: r.id,
    gameId: r.gameId,
    title: r.title,
    scenario: r.scenario || null,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    turn: r.turn,
    phase: r.phase,
    head: r.head,
    thumbnail: r.thumbnail,
    parentId: r.parentId,
    forkSeq: r.forkSeq,
    rootId: r.rootId,
    deletedAt: r.deletedAt,
  };
}

/** The saved-games library: list and search, rename, duplicate, trash, thumbnails, timeline and bookmarks. */
export function createLibrary(store: GameStore, sessions: GameSessions, now: () => Date = () => new Date(), newId: () => string = randomUUID) {
  function existing(id: string): Result<GameRow> {
    const row = store.get(id);
    return row ? ok(row) : err('game.notFound', { id });
  }

  function timeline(id: string): Result<Timeline> {
    const log = sessions.log(id);
    if (!log.ok) return log;
    const { row, actions } = log.value;
    return ok({
      id,
      head: row.head,
      entries: actions.map((a) => ({ seq: a.seq, at: a.at, turn: a.turn, phase: a.phase, messages: a.messages, dice: a.dice })),
      bookmarks: store.bookmarks(id),
      lines: store.tree(row.rootId).filter((r) => !r.deletedAt).map(toSummary),
    });
  }

  return {
    list: (q: ListQuery = {}): SavedGameSummary[] => store.list(q).map(toSummary),

    latest: (): SavedGameSummary | null => store.list({ limit: 1 }).map(toSummary)[0] ?? null,

    rename(id: string, title: string): Result<SavedGameSummary> {
      const row = existing(id);
      if (!row.ok) return row;
      store.rename(id, title);
      sessions.evict(id);
      return ok(toSummary(store.get(id)!));
    },

    /** A copy with its whole log, as a new game of its own (its own line and email identity). */
    duplicate(id: string, title?: string): Result<SavedGameSummary> {
      const row = existing(id);
      if (!row.ok) return row;
      const copyId = newId();
      const at = now().toISOString();
      const copy: GameRow = {
        ...row.value,
        id: copyId,
        uid: copyId,
        title: title ?? row.value.title,
        parentId: null,
        forkSeq: null,
        rootId: copyId,
        deletedAt: null,
        createdAt: at,
        updatedAt: at,
      };
      store.copy(id, copy, Number.MAX_SAFE_INTEGER);
      return ok(toSummary(store.get(copyId)!));
    },

    trash(id: string): Result<SavedGameSummary> {
      const row = existing(id);
      if (!row.ok) return row;
      store.trash(id, now().toISOString());
      sessions.evict(id);
      return ok(toSummary(store.get(id)!));
    },

    restore(id: string): Result<SavedGameSummary> {
      const row = existing(id);
      if (!row.ok) return row;
      store.trash(id, null);
      return ok(toSummary(store.get(id)!));
    },

    /** Only a game already in the trash can be deleted for good. */
    deleteForever(id: string): Result<{ id: string }> {
      const row = existing(id);
      if (!row.ok) return row;
      if (!row.value.deletedAt) return err('game.notFound', { id });
      store.remove(id);
      sessions.evict(id);
      return ok({ id });
    },

    /** Removes what has been in the trash longer than TRASH_DAYS; run at start-up. */
    purgeTrash(): string[] {
      const before = new Date(now().getTime() - TRASH_DAYS * 24 * 3600 * 1000).toISOString();
      const ids = store.purge(before);
      for (const id of ids) sessions.evict(id);
      return ids;
    },

    setThumbnail(id: string, dataUrl: string): Result<{ id: string }> {
      const row = existing(id);
      if (!row.ok) return row;
      if (!PNG_DATA_URL.test(dataUrl)) return err('game.badThumbnail');
      store.setThumbnail(id, dataUrl);
      return ok({ id });
    },

    timeline,

    bookmark(id: string, seq: number, note: string): Result<Timeline> {
      const log = sessions.log(id);
      if (!log.ok) return log;
      if (seq > log.value.actions.length) return err('game.seqOutOfRange', { seq, last: log.value.actions.length });
      store.bookmark(id, seq, note, now().toISOString());
      return timeline(id);
    },

    unbookmark(id: string, seq: number): Result<Timeline> {
      const row = existing(id);
      if (!row.ok) return row;
      store.unbookmark(id, seq);
      return timeline(id);
    },
  };
}

export type Library = ReturnType<typeof createLibrary>;
