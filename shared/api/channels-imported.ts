/** The API calls about games imported as data (shared/games/imported.ts); channels.ts joins them to the core list. */
export const IMPORTED_CHANNELS = [
  'imported.list',
  'imported.begin',
  'imported.chunk',
  'imported.finish',
  'imported.progress',
  'imported.cancel',
  'imported.rename',
  'imported.remove',
] as const;
