import { AFRIKA_KORPS_TERMS } from './afrika-korps.js';
import { APP_TERMS } from './app.js';
import { ASL_STARTER_KIT_TERMS } from './asl-starter-kit.js';
import { BATTLE_FOR_NORTH_AFRICA_TERMS } from './battle-for-north-africa.js';
import { CASE_YELLOW_TERMS } from './case-yellow.js';
import { DARK_SANDS_TERMS } from './dark-sands.js';
import type { GameTerms } from './types.js';

export type { GameTerms, Term } from './types.js';

/** Every game's own Italian terms, and the app's. */
export const GAME_TERMS: readonly GameTerms[] = [APP_TERMS, AFRIKA_KORPS_TERMS, BATTLE_FOR_NORTH_AFRICA_TERMS, DARK_SANDS_TERMS, CASE_YELLOW_TERMS, ASL_STARTER_KIT_TERMS];
