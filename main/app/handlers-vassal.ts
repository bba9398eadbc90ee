import { err } from '../../shared/api/result.js';
import type { Handlers } from '../api/registry.js';
import type { VASSAL_CHANNELS } from '../../shared/api/channels-vassal.js';
import type { WorkRunner } from '../work/runner.js';

type VassalChannel = (typeof VASSAL_CHANNELS)[number];

export interface VassalDeps {
  work: WorkRunner;
  /** The data folder; null for an app without one (then nothing is imported). */
  dataDir: string | null;
  /** Only the desktop app names files on this machine; the web mode never opens a path it is sent. */
  mode: 'desktop' | 'web';
}

/** The VASSAL bridge's API: a module imported off the main thread, with progress and Cancel through work.*. */
export function createVassalHandlers(d: VassalDeps): Pick<Handlers, VassalChannel> {
  return {
    'vassal.importModule': async ({ path, job }, client) => {
      if (d.mode !== 'desktop' || !d.dataDir) return err('api.forbiddenSender');
      const r = await d.work.run('importVassalModule', { file: path, dataDir: d.dataDir }, job ? { owner: client.id, id: job } : undefined);
      return r.ok ? r.value : r;
    },
  };
}
