/** The API calls of the rulebook feature; channels.ts joins them to the core list. */
export const RULEBOOK_CHANNELS = [] as const;
