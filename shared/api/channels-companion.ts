/** The API calls of the companion feature; channels.ts joins them to the core list. */
export const COMPANION_CHANNELS = [] as const;
