import { err } from '../../shared/api/result.js';
import { CHANNELS, type Channel } from '../../shared/api/channels.js';
import type { Handlers } from '../api/registry.js';
import type { LockHolder } from './data-lock.js';
import { BOARD_DATA_READ_CHANNELS } from '../../shared/api/channels-board-data.js';

/**
 * The calls that only read. When another process holds the data folder, every other call —
 * including any added later and not listed here — is refused with app.readOnly before it runs.
 */
export const READ_CHANNELS: ReadonlySet<Channel> = new Set<Channel>([
  'app.info',
  'settings.get',
  'catalog.list',
  'games.list',
  'games.latest',
  'game.data',
  'game.open',
  'game.at',
  'game.timeline',
  'game.export',
  'vassal.exportSave',
  'vassal.linkOf',
  'game.moves',
  'game.adviseMove',
  'game.odds',
  'game.overlays',
  'rulebook.books',
  'rulebook.book',
  'rulebook.search',
  'rulebook.imported',
  'rulebook.imports',
  'rulebook.pdfInfo',
  'rulebook.pdfChunk',
  'rulebook.sectionPages',
  'companion.definition',
  'companion.session',
  'companion.calculate',
  'companion.tables',
  'companion.tableExport',
  'companion.completeness',
  'imported.list',
  'imported.progress',
  'seats.get',
  'ai.next',
  ...BOARD_DATA_READ_CHANNELS,
]);

/** The same handlers, with every writing call refused (and never run). */
export function readOnlyHandlers(handlers: Handlers, holder: LockHolder | null): Handlers {
  const refused = () => err('app.readOnly', holder ? { pid: holder.pid, mode: holder.mode } : {});
  const out = { ...handlers } as Record<Channel, unknown>;
  for (const channel of CHANNELS) if (!READ_CHANNELS.has(channel)) out[channel] = refused;
  return out as Handlers;
}
