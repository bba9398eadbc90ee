import type { z } from 'zod';
import type { RULEBOOK_CHANNELS } from './channels-rulebook.js';

type RulebookChannel = (typeof RULEBOOK_CHANNELS)[number];

/** Schemas of the rulebook feature's API calls; contract.ts joins them to the core contract. */
export const rulebookContract = {} as const satisfies Record<RulebookChannel, { args: z.ZodType; result: z.ZodType; maxArgsBytes?: number }>;
