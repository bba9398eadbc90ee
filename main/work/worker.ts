import { parentPort, workerData } from 'node:worker_threads';
import { TASKS, type TaskName } from './tasks.js';

/**
 * A worker thread's entry: runs one task (main/work/tasks.ts) named in workerData (awaited when it answers a promise), posts its
 * progress at most every 100 ms, then its result, and ends. main/work/runner.ts starts it.
 */

export type WorkerMessage =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'done'; value: unknown }
  | { kind: 'failed'; error: string };

const port = parentPort;
if (port) {
  const { task, input } = workerData as { task: TaskName; input: never };
  let last = 0;
  const post = (m: WorkerMessage): void => port.postMessage(m);
  const progress = (done: number, total: number): void => {
    const now = Date.now();
    if (done !== 0 && done < total && now - last < 100) return;
    last = now;
    post({ kind: 'progress', done, total });
  };
  const failed = (e: unknown): void => post({ kind: 'failed', error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  try {
    // A task may answer at once or with a promise (a PDF is read asynchronously).
    Promise.resolve(TASKS[task](input, progress)).then((value) => post({ kind: 'done', value }), failed);
  } catch (e) {
    failed(e);
  }
}
