/** The five games Campaign Table serves, in the order the library shows them. */
export const GAME_IDS = [
  'afrika-korps',
  'battle-for-north-africa',
  'dark-sands',
  'case-yellow',
  'asl-starter-kit',
] as const;

export type GameId = (typeof GAME_IDS)[number];

/** The areas of support the home screen reports for each game. */
export const SUPPORT_AREAS = ['board', 'rules', 'tables', 'companion', 'rulebook'] as const;
export type SupportArea = (typeof SUPPORT_AREAS)[number];

export const SUPPORT_LEVELS = ['none', 'partial', 'complete'] as const;
export type SupportLevel = (typeof SUPPORT_LEVELS)[number];
