import { err, type Result } from '../../shared/api/result.js';
import { createImportedLibrary } from '../games/imported/library.js';
import { readGameFile, type VerifiedGame } from '../engine/game-file.js';
import type { AnyGameModule } from '../engine/module.js';
import { createModuleRegistry, type ModuleRegistry } from '../games/registry.js';
import { splitSections, type SplitSection } from '../rulebook/splitter.js';
import { extractPdf } from '../rulebook/pdf-extract.js';
import { cutTilePyramid, type CutPyramid } from '../board/tile-pyramid.js';
import { importModuleTask } from '../vassal/to-game/task.js';
import { computerMoveTask } from './computer-move.js';
import { suggestTerrain } from '../board-data/suggest.js';

/**
 * The long pieces of work main hands to a worker thread (main/work/worker.ts runs them), so the
 * process keeps answering other calls meanwhile. Each task is a plain function of its input and
 * a progress callback (or a promise of it); its output must survive structured cloning (no functions).
 */

/** Reports how far a task has come: `done` of `total` units (actions replayed, texts split). */
export type Progress = (done: number, total: number) => void;

/** A verified game as it leaves the worker: all but the module, which main looks up again. */
export type VerifiedGameData = Omit<VerifiedGame, 'module'>;

let modules: ModuleRegistry | null = null;
/** The data folder whose imported games the registry serves (main/games/imported/). */
let modulesDataDir: string | null = null;

function registryFor(dataDir: string | null): ModuleRegistry {
  if (!modules || modulesDataDir !== dataDir) {
    // A worker only reads imported games: it never cuts tiles for them.
    const imported = dataDir ? createImportedLibrary(dataDir, async () => err('work.failed')) : null;
    modules = createModuleRegistry(undefined, undefined, imported ? (key) => imported.module(key) : undefined);
    modulesDataDir = dataDir;
  }
  return modules;
}

/** A registry whose modules count the views (or turn, phase and mode) asked of them: readGameFile asks one per replayed action. */
function countingViews(inner: ModuleRegistry, onView: () => void): ModuleRegistry {
  return {
    get(gameId, scenario) {
      const m = inner.get(gameId, scenario);
      if (!m) return m;
      const counted: AnyGameModule = Object.create(m) as AnyGameModule;
      counted.view = (state, side) => {
        onView();
        return m.view(state, side);
      };
      if (m.where) {
        const where = m.where.bind(m);
        counted.where = (state) => {
          onView();
          return where(state);
        };
      }
      return counted;
    },
  };
}

/** How many actions a game file claims, for progress only (readGameFile checks everything). */
function claimedActions(text: string): number {
  try {
    const json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as { actions?: unknown };
    return Array.isArray(json.actions) ? json.actions.length : 0;
  } catch {
    return 0;
  }
}

export const TASKS = {
  /** readGameFile, replay included, reporting each action replayed. */
  verifyGameFile(input: string | { text: string; dataDir: string }, progress: Progress): Result<VerifiedGameData> {
    const text = typeof input === 'string' ? input : input.text;
    const modules = registryFor(typeof input === 'string' ? null : input.dataDir);
    const total = claimedActions(text);
    let done = 0;
    progress(0, total);
    const r = readGameFile(text, countingViews(modules, () => progress(++done, total)));
    if (!r.ok) return r;
    const { module: _module, ...data } = r.value;
    return { ok: true, value: data };
  },

  /** A rulebook text split into its numbered sections. */
  splitRulebook(text: string, progress: Progress): SplitSection[] {
    progress(0, 1);
    const sections = splitSections(text);
    progress(1, 1);
    return sections;
  },

  /** A PDF rulebook on disk read page by page (progress: pages read) and split into its sections. */
  extractPdf,
  /** A board's image cut into a tile pyramid stored as files in `dir` (main/board/tile-pyramid.ts). */
  async cutTiles(input: { source: string; dir: string }, progress: Progress): Promise<CutPyramid> {
    progress(0, 1);
    const pyramid = await cutTilePyramid(input.source, input.dir);
    progress(1, 1);
    return pyramid;
  },
  /** A VASSAL module made into an imported game of the data folder (main/vassal/to-game/). */
  importVassalModule: importModuleTask,
  /** The computer's choice for the side to act in a position (main/app/handlers-seats.ts): null when it has none. */
  computerMove: computerMoveTask,
  /** A board image's hexes grouped by colour, for the player to name each group's terrain (main/board-data/suggest.ts). */
  suggestTerrain,
} satisfies Record<string, (input: never, progress: Progress) => unknown>;

export type TaskName = keyof typeof TASKS;
export type TaskInput<N extends TaskName> = Parameters<(typeof TASKS)[N]>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<(typeof TASKS)[N]>>;
