import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { err, ok, type Err, type Result } from '../../shared/api/result.js';
import type { TaskInput, TaskName, TaskOutput } from './tasks.js';
import type { WorkerMessage } from './worker.js';

/**
 * Runs long work (main/work/tasks.ts) in a worker thread, one thread per job, so the main
 * process keeps answering every other call. A job may carry a key (who asked, and their id for
 * it): then its progress can be read and it can be cancelled, which ends the thread at once. A
 * job's output only reaches main when it has finished; whoever writes it does so afterwards, so
 * a cancelled job has written nothing.
 *
 * The worker's entry is found where this module runs from: next to it as TypeScript (vitest,
 * tsx: the thread loads tsx), or as out/main/worker.js in a build (electron-vite builds it as a
 * third entry of main, beside index.js and web.js).
 */

export interface JobKey {
  /** Who started it (the API client), so one client cannot read or cancel another's job. */
  owner: string;
  id: string;
}

export interface JobProgress {
  done: number;
  total: number;
}

/**
 * Bounds on a job: its time (in all, and between two progress reports once the first has come,
 * so one pathological unit of work — a PDF page — cannot hold the thread) and its thread's heap.
 * A job over a time bound is ended and answers `tooSlow` of the bound it went over.
 */
export interface JobLimits {
  totalMs: number;
  idleMs: number;
  tooSlow: (boundMs: number) => Err;
  resourceLimits?: ResourceLimits;
  /** The answer when the thread runs out of the heap `resourceLimits` allows it (else `work.failed`). */
  tooLarge?: () => Err;
}

export interface WorkRunner {
  run<N extends TaskName>(task: N, input: TaskInput<N>, key?: JobKey, limits?: JobLimits): Promise<Result<TaskOutput<N>>>;
  progress(key: JobKey): JobProgress | null;
  cancel(key: JobKey): boolean;
  /** Ends every running job (they answer work.cancelled). */
  close(): void;
}

export interface WorkerEntry {
  /** The entry's file. */
  file: URL;
  /** What the thread runs: the file itself, or (from TypeScript sources) code that loads tsx first. */
  script: URL | string;
  eval: boolean;
}

/** Where the worker's entry is, from where this module runs. */
export function workerEntry(here: string = import.meta.url): WorkerEntry {
  if (here.endsWith('.ts')) {
    const file = new URL('./worker.ts', here);
    // tsx's module hooks, registered inside the thread (a worker does not inherit the parent's).
    const require = createRequire(here);
    const pkgFile = require.resolve('tsx/package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
    const api = pathToFileURL(path.join(path.dirname(pkgFile), pkg.exports['./esm/api']!.import.default)).href;
    const script = `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); });`;
    return { file, script, eval: true };
  }
  // Built: this code sits in out/main/ (an entry) or out/main/chunks/ (a shared chunk).
  for (const rel of ['./worker.js', '../worker.js']) {
    const file = new URL(rel, here);
    if (fs.existsSync(file)) return { file, script: file, eval: false };
  }
  throw new Error(`no worker entry beside ${here}`);
}

const keyOf = (k: JobKey): string => `${k.owner}\n${k.id}`;

/** Threads at most at once: each holds a file and the game modules, so a flood of imports cannot exhaust memory. */
export const MAX_JOBS = 4;

export function createWorkRunner(
  options: { log?: (message: string, error: unknown) => void; maxJobs?: number; /** The worker's entry, when not the one beside this module (the bench runs the built one). */ entry?: WorkerEntry } = {},
): WorkRunner {
  const log = options.log ?? ((m, e) => console.error(`[work] ${m}`, e));
  const maxJobs = options.maxJobs ?? MAX_JOBS;
  const jobs = new Map<string, { progress: JobProgress; cancel: () => void }>();
  let unnamed = 0;

  function run<N extends TaskName>(task: N, input: TaskInput<N>, key?: JobKey, limits?: JobLimits): Promise<Result<TaskOutput<N>>> {
    const k = key ? keyOf(key) : `\n${unnamed++}`; // a job without a key can only be ended by close()
    if (jobs.has(k) || jobs.size >= maxJobs) return Promise.resolve(err('work.busy'));
    return new Promise((resolve) => {
      let worker: Worker;
      try {
        const entry = options.entry ?? workerEntry();
        worker = new Worker(entry.script, {
          eval: entry.eval,
          workerData: { task, input },
          ...(limits?.resourceLimits ? { resourceLimits: limits.resourceLimits } : {}),
        });
      } catch (e) {
        log(`cannot start a worker for ${task}`, e);
        resolve(err('work.failed'));
        return;
      }
      let settled = false;
      let idle: NodeJS.Timeout | undefined;
      const total = limits ? setTimeout(() => settle(limits.tooSlow(limits.totalMs)), limits.totalMs) : undefined;
      const settle = (r: Result<TaskOutput<N>>): void => {
        if (settled) return;
        settled = true;
        clearTimeout(total);
        clearTimeout(idle);
        jobs.delete(k);
        void worker.terminate();
        resolve(r);
      };
      const job = { progress: { done: 0, total: 0 }, cancel: () => settle(err('work.cancelled')) };
      jobs.set(k, job);
      worker.on('message', (m: WorkerMessage) => {
        if (m.kind === 'progress') {
          job.progress = { done: m.done, total: m.total };
          if (limits) {
            clearTimeout(idle);
            idle = setTimeout(() => settle(limits.tooSlow(limits.idleMs)), limits.idleMs);
          }
        } else if (m.kind === 'done') settle(ok(m.value as TaskOutput<N>));
        else {
          log(`${task} failed`, m.error);
          settle(err('work.failed'));
        }
      });
      worker.on('error', (e) => {
        if ((e as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY' && limits?.tooLarge) return settle(limits.tooLarge());
        log(`${task} failed`, e);
        settle(err('work.failed'));
      });
      worker.on('exit', () => settle(err('work.failed')));
    });
  }

  return {
    run,
    progress: (key) => {
      const j = jobs.get(keyOf(key));
      return j ? { ...j.progress } : null;
    },
    cancel: (key) => {
      const j = jobs.get(keyOf(key));
      if (!j) return false;
      j.cancel();
      return true;
    },
    close: () => {
      for (const j of [...jobs.values()]) j.cancel();
    },
  };
}
