/**
 * The names of every API call. Kept free of runtime dependencies so the sandboxed preload can
 * bundle it; contract.ts binds each name to its schemas and a test checks the two lists agree.
 */
import { RULEBOOK_CHANNELS } from './channels-rulebook.js';
import { COMPANION_CHANNELS } from './channels-companion.js';
import { WORK_CHANNELS } from './channels-work.js';
import { IMPORTED_CHANNELS } from './channels-imported.js';
import { VASSAL_CHANNELS } from './channels-vassal.js';
import { VASL_CHANNELS } from './channels-vasl.js';
import { SEATS_CHANNELS } from './channels-seats.js';
import { BOARD_DATA_CHANNELS } from './channels-board-data.js';
import { LIVE_CHANNELS } from './channels-live.js';

const CORE_CHANNELS = [
  'app.info',
  'settings.get',
  'settings.update',
  'catalog.list',
  'games.list',
  'games.latest',
  'game.data',
  'game.create',
  'game.open',
  'game.apply',
  'game.undo',
  'game.redo',
  'game.rename',
  'game.duplicate',
  'game.delete',
  'game.restore',
  'game.deleteForever',
  'game.setThumbnail',
  'game.at',
  'game.timeline',
  'game.bookmark',
  'game.unbookmark',
  'game.branch',
  'game.export',
  'game.import',
  'game.moves',
  'game.adviseMove',
  'game.odds',
  'game.overlays',
] as const;

/** Every channel: the core ones and each feature's (channels-<feature>.ts). */
export const CHANNELS = [...CORE_CHANNELS, ...RULEBOOK_CHANNELS, ...COMPANION_CHANNELS, ...WORK_CHANNELS, ...IMPORTED_CHANNELS, ...VASSAL_CHANNELS, ...SEATS_CHANNELS, ...BOARD_DATA_CHANNELS, ...LIVE_CHANNELS, ...VASL_CHANNELS] as const;

export type Channel = (typeof CHANNELS)[number];

/** Electron IPC channel name for an API call. */
export const ipcChannel = (c: Channel): string => `api:${c}`;

export function isChannel(x: unknown): x is Channel {
  return typeof x === 'string' && (CHANNELS as readonly string[]).includes(x);
}
