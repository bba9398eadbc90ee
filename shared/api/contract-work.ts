import { z } from 'zod';
import type { WORK_CHANNELS } from './channels-work.js';

type WorkChannel = (typeof WORK_CHANNELS)[number];

/**
 * Long work (a game file's import, a rulebook's) runs in a worker thread. The client names it:
 * game.import takes a `job` id of the client's choosing, a rulebook import is named by its
 * uploadId. While the call is pending, the same client may ask how far it has come or cancel it;
 * a cancelled call answers work.cancelled and has written nothing.
 */
export const JobIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** Units done of the total (actions replayed of a game file's actions); null when no such job is running. */
export const JobProgressSchema = z.object({ done: z.number().int().min(0), total: z.number().int().min(0) }).nullable();

export const workContract = {
  'work.progress': { args: z.object({ job: JobIdSchema }).strict(), result: JobProgressSchema },
  'work.cancel': { args: z.object({ job: JobIdSchema }).strict(), result: z.object({ cancelled: z.boolean() }) },
} as const satisfies Record<WorkChannel, { args: z.ZodType; result: z.ZodType; maxArgsBytes?: number }>;

export type JobProgress = z.infer<typeof JobProgressSchema>;
