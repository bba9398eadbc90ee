/** The API calls of the VASSAL bridge (main/vassal/to-game/); channels.ts joins them to the core list. */
export const VASSAL_CHANNELS = ['vassal.importModule'] as const;
