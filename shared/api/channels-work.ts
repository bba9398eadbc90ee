/** The API calls about long work running in a worker thread; channels.ts joins them to the core list. */
export const WORK_CHANNELS = ['work.progress', 'work.cancel'] as const;
