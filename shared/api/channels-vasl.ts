/** The API calls of VASL boards and their line of sight (main/vassal/vasl/, main/app/handlers-vasl.ts); channels.ts joins them to the core list. */
export const VASL_CHANNELS = ['vasl.uploadBegin', 'vasl.uploadChunk', 'vasl.uploadCancel', 'vasl.boardFinish', 'vasl.boards', 'vasl.makeMap', 'vasl.los', 'vasl.hexTerrain'] as const;
