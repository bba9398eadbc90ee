import type { GameId } from '../../../shared/games/ids.js';
import type { CompanionDefinition } from '../../../shared/companion/definition.js';
import { afrikaKorpsCompanion } from '../afrika-korps/companion/definition.js';
import { aslStarterKitCompanion } from '../asl-starter-kit/companion/definition.js';
import { battleForNorthAfricaCompanion } from '../battle-for-north-africa/companion/definition.js';
import { caseYellowCompanion } from '../case-yellow/companion/definition.js';
import { darkSandsCompanion } from '../dark-sands/companion/definition.js';

/**
 * The referee's companion definition of each game (main/games/<game>/companion/definition.ts),
 * loaded on first use. The companion module, API and screen are generic over these.
 */
export const COMPANION_DEFINITIONS: Partial<Record<GameId, () => CompanionDefinition>> = {
  'afrika-korps': afrikaKorpsCompanion,
  'battle-for-north-africa': battleForNorthAfricaCompanion,
  'dark-sands': darkSandsCompanion,
  'case-yellow': caseYellowCompanion,
  'asl-starter-kit': aslStarterKitCompanion,
};
