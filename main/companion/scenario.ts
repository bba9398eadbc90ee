/** The scenario id under which a saved game is a referee's companion session rather than a board game. */
export const COMPANION_SCENARIO = 'companion';
