/** The API calls of the VASSAL bridge (main/vassal/to-game/); channels.ts joins them to the core list. */
export const VASSAL_CHANNELS = ['vassal.uploadBegin', 'vassal.uploadChunk', 'vassal.uploadFinish', 'vassal.uploadCancel', 'vassal.exportSave', 'vassal.newGame', 'vassal.linkOf', 'vassal.link', 'vassal.carried', 'vassal.carriedChunk', 'vassal.charts', 'vassal.companion'] as const;
