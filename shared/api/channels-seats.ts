/** The API calls about who plays each side (a person or the computer); channels.ts joins them to the core list. */
export const SEATS_CHANNELS = ['seats.get', 'seats.set', 'ai.next'] as const;
