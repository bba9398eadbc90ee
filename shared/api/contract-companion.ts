import type { z } from 'zod';
import type { COMPANION_CHANNELS } from './channels-companion.js';

type CompanionChannel = (typeof COMPANION_CHANNELS)[number];

/** Schemas of the companion feature's API calls; contract.ts joins them to the core contract. */
export const companionContract = {} as const satisfies Record<CompanionChannel, { args: z.ZodType; result: z.ZodType; maxArgsBytes?: number }>;
