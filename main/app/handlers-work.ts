import { ok } from '../../shared/api/result.js';
import type { Handlers } from '../api/registry.js';
import type { WorkRunner } from '../work/runner.js';
import type { WORK_CHANNELS } from '../../shared/api/channels-work.js';

type WorkChannel = (typeof WORK_CHANNELS)[number];

/** Progress and Cancel of the long work a client started (only its own: the key carries the client). */
export function createWorkHandlers(work: WorkRunner): Pick<Handlers, WorkChannel> {
  return {
    'work.progress': ({ job }, client) => ok(work.progress({ owner: client.id, id: job })),
    'work.cancel': ({ job }, client) => ok({ cancelled: work.cancel({ owner: client.id, id: job }) }),
  };
}
