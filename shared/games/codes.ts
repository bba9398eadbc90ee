import { COMPANION_LOG_CODES, COMPANION_REFUSAL_REASONS, CORE_LOG_CODES, CORE_REFUSAL_REASONS } from '../engine/messages.js';
import { AK_LOG_CODES, AK_REFUSAL_REASONS } from './afrika-korps/codes.js';

/**
 * The registry of message codes: the common ones (shared/engine/messages.ts) and those each game
 * contributes from its own folder. A game with a rules engine adds its lists here; the translation
 * tests check every code of every game has words in both languages.
 */
export const GAME_CODES = {
  'afrika-korps': { log: AK_LOG_CODES, refusal: AK_REFUSAL_REASONS },
} as const;

export const LOG_CODES = [...CORE_LOG_CODES, ...COMPANION_LOG_CODES, ...AK_LOG_CODES] as const;
export type LogCode = (typeof LOG_CODES)[number];

export const REFUSAL_REASONS = [...CORE_REFUSAL_REASONS, ...COMPANION_REFUSAL_REASONS, ...AK_REFUSAL_REASONS] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
