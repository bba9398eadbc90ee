import { ok, type Result } from '../../shared/api/result.js';
import { splitSections, type SplitSection } from '../rulebook/splitter.js';
import type { JobKey, WorkRunner } from './runner.js';

/** A rulebook splitter that runs in a worker thread (in this one when there is no runner). */
export function splitOffThread(work: WorkRunner | undefined, key: JobKey): (text: string) => Promise<Result<SplitSection[]>> {
  return (text) => (work ? work.run('splitRulebook', text, key) : Promise.resolve(ok(splitSections(text))));
}
