import type { RulebookSource } from '../types.js';
import { afrikaKorps } from './afrika-korps.js';
import { battleForNorthAfrica } from './battle-for-north-africa.js';
import { darkSands } from './dark-sands.js';
import { caseYellow } from './case-yellow.js';
import { aslStarterKit } from './asl-starter-kit.js';

/** The built-in reference of each game, in the library's order (shared/games/ids.ts). */
export const RULEBOOK_SOURCES: readonly RulebookSource[] = [afrikaKorps, battleForNorthAfrica, darkSands, caseYellow, aslStarterKit];
