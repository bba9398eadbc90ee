/** The API calls of VASL boards and the ASL Starter Kit's line of sight (main/vassal/vasl/, main/games/asl-starter-kit/los/); channels.ts joins them to the core list. */
export const VASL_CHANNELS = ['vasl.uploadBegin', 'vasl.uploadChunk', 'vasl.uploadCancel', 'vasl.boardFinish', 'vasl.boards', 'vasl.makeMap', 'vasl.los', 'vasl.hexTerrain'] as const;
