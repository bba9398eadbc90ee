/** The API calls about a module's board data (shared/board-data/); channels.ts joins them to the core list. */
export const BOARD_DATA_CHANNELS = [
  'boardData.get',
  'boardData.setHexes',
  'boardData.setHexsides',
  'boardData.setPlaces',
  'boardData.setCounters',
  'boardData.setCustomTypes',
  'boardData.export',
  'boardData.import',
  'boardData.suggest',
  'boardData.prefill',
] as const;

/** Those that only read (main/app/read-only.ts lets them through when the data folder is read-only). */
export const BOARD_DATA_READ_CHANNELS = ['boardData.get', 'boardData.export', 'boardData.suggest', 'boardData.prefill'] as const;
