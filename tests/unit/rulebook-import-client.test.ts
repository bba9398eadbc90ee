import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The renderer's rulebook import, against a fake API: chunks, progress, and Cancel at each stage. */

const UPLOAD = '7b0c1f2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const calls: Array<[string, unknown]> = [];
let finish: () => Promise<unknown>;
let progress: { done: number; total: number } | null = null;

vi.mock('../../renderer/src/lib/api', () => {
  const answer = (channel: string, fn: (args: never) => unknown) => async (args: never) => {
    calls.push([channel, args]);
    return fn(args);
  };
  return {
    api: {
      'rulebook.importBegin': answer('rulebook.importBegin', () => ({ ok: true, value: { uploadId: UPLOAD, chunkBytes: 4 } })),
      'rulebook.importChunk': answer('rulebook.importChunk', (a: { index: number }) => ({ ok: true, value: { received: Math.min(10, (a.index + 1) * 4), bytes: 10 } })),
      'rulebook.importFinish': answer('rulebook.importFinish', () => finish()),
      'work.progress': answer('work.progress', () => ({ ok: true, value: progress })),
      'work.cancel': answer('work.cancel', () => ({ ok: true, value: { cancelled: true } })),
    },
  };
});

const { RulebookImport, rulebookFormat } = await import('../../renderer/src/lib/rulebook-import');

const file = (name: string, type = '') => new File([new TextEncoder().encode('0123456789')], name, { type });
const channels = () => calls.map(([c]) => c);

beforeEach(() => {
  calls.length = 0;
  progress = null;
  finish = async () => ({ ok: true, value: { id: 'x' } });
});

describe('rulebook import from the renderer', () => {
  it('sends a PDF as format pdf and a text as text', async () => {
    expect(rulebookFormat({ name: 'Rules.PDF', type: '' })).toBe('pdf');
    expect(rulebookFormat({ name: 'rules', type: 'application/pdf' })).toBe('pdf');
    expect(rulebookFormat({ name: 'rules.md', type: 'text/markdown' })).toBe('text');
    await new RulebookImport('afrika-korps', file('rules.pdf'), 'en').run(() => {});
    expect(calls[0]).toEqual(['rulebook.importBegin', { game: 'afrika-korps', fileName: 'rules.pdf', bytes: 10, lang: 'en', format: 'pdf' }]);
    expect(channels().filter((c) => c === 'rulebook.importChunk')).toHaveLength(3);
    expect(calls.at(-1)).toEqual(['rulebook.importFinish', { uploadId: UPLOAD, title: 'rules' }]);
  });

  it('reports the pages main has read while it reads, named by the upload', async () => {
    vi.useFakeTimers();
    try {
      let release!: (v: unknown) => void;
      finish = () => new Promise((r) => (release = r));
      const seen: unknown[] = [];
      const job = new RulebookImport('afrika-korps', file('rules.pdf'), 'en');
      const running = job.run((p) => seen.push(p));
      await vi.waitFor(() => expect(channels()).toContain('rulebook.importFinish'));
      progress = { done: 3, total: 60 };
      await vi.advanceTimersByTimeAsync(400);
      release({ ok: true, value: { id: 'x' } });
      await running;
      expect(calls).toContainEqual(['work.progress', { job: UPLOAD }]);
      expect(seen).toContainEqual({ phase: 'reading', done: 3, total: 60 });
      expect(seen[0]).toEqual({ phase: 'sending', done: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('Cancel while main reads asks main to stop the job of this upload', async () => {
    let release!: (v: unknown) => void;
    finish = () => new Promise((r) => (release = r));
    const job = new RulebookImport('afrika-korps', file('rules.txt'), 'it');
    const running = job.run(() => {});
    await vi.waitFor(() => expect(channels()).toContain('rulebook.importFinish'));
    await job.cancel();
    expect(calls).toContainEqual(['work.cancel', { job: UPLOAD }]);
    release({ ok: false, code: 'work.cancelled' });
    expect(await running).toEqual({ ok: false, code: 'work.cancelled' });
  });

  it('Cancel after the last chunk went asks main to stop reading rather than finishing', async () => {
    finish = async () => ({ ok: false, code: 'work.cancelled' });
    const job = new RulebookImport('afrika-korps', file('rules.txt'), 'it');
    const running = job.run((p) => {
      if (p.phase === 'sending' && p.done === 1) void job.cancel();
    });
    expect(await running).toEqual({ ok: false, code: 'work.cancelled' });
    const finishAt = channels().indexOf('rulebook.importFinish');
    expect(channels().slice(finishAt)).toContain('work.cancel');
  });

  it('Cancel while sending stops sending and tells main the upload ends there, so it is dropped', async () => {
    finish = async () => ({ ok: false, code: 'rulebook.badChunk', params: { index: 1, expected: 1 } });
    const job = new RulebookImport('afrika-korps', file('rules.txt'), 'it');
    const running = job.run((p) => {
      if (p.phase === 'sending' && p.done > 0) void job.cancel();
    });
    expect(await running).toEqual({ ok: false, code: 'work.cancelled' });
    expect(channels().filter((c) => c === 'rulebook.importChunk')).toHaveLength(1);
    expect(calls.filter(([c]) => c === 'rulebook.importFinish')).toEqual([['rulebook.importFinish', { uploadId: UPLOAD, title: 'rules' }]]);
    expect(channels().indexOf('rulebook.importFinish')).toBe(channels().length - 1);
  });
});
