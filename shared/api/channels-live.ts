/** The API calls of live play with a remote opponent (shared/api/contract-live.ts); channels.ts joins them to the core list. */
export const LIVE_CHANNELS = ['live.host', 'live.join', 'live.status', 'live.leave', 'live.chat', 'live.ping'] as const;
