/**
 * The recorded steps of a log (.vlog, anchor-vassal-formats §4.6): after `end_save`, one `LOG\t`
 * entry per step, each a command tree of its own. Steps are returned in order with their commands
 * read into moves, changes, additions, removals, chat lines and undo brackets.
 */
import { seDecode, seInt } from '../pieces/sequence.js';
import type { FlatCommand } from './commands.js';
import { parseAddPiece } from './model.js';

const orNull = (v: string | undefined): string | null => (v === undefined || v === '' || v === 'null' ? null : v);

export type StepCommand =
  | { kind: 'move'; id: string; map: string | null; x: number; y: number; under: string | null; from: { map: string | null; x: number; y: number; under: string | null }; player: string | null }
  | { kind: 'change'; id: string; state: string; oldState: string | null }
  | { kind: 'add'; id: string; type: string; state: string }
  | { kind: 'remove'; id: string }
  | { kind: 'chat'; text: string }
  | { kind: 'undo'; start: boolean }
  | { kind: 'other'; text: string };

export interface LogStep {
  commands: StepCommand[];
}

export function readStepCommand(c: string): StepCommand {
  if (c.startsWith('M/')) {
    const p = seDecode(c, '/');
    return { kind: 'move', id: p[1] ?? '', map: orNull(p[2]), x: seInt(p[3], 0), y: seInt(p[4], 0), under: orNull(p[5]), from: { map: orNull(p[6]), x: seInt(p[7], 0), y: seInt(p[8], 0), under: orNull(p[9]) }, player: orNull(p[10]) };
  }
  if (c.startsWith('D/')) {
    const p = seDecode(c, '/');
    return { kind: 'change', id: p[1] ?? '', state: p[2] ?? '', oldState: p.length > 3 ? (p[3] ?? '') : null };
  }
  if (c.startsWith('+/')) return { kind: 'add', ...parseAddPiece(c) };
  if (c.startsWith('-/')) return { kind: 'remove', id: seDecode(c, '/')[1] ?? '' };
  if (c.startsWith('CHAT')) return { kind: 'chat', text: c.slice(4) };
  if (c.startsWith('UNDO\t')) return { kind: 'undo', start: c.slice(5) === 'true' };
  return { kind: 'other', text: c };
}

/** The steps of a log, in order (none for a plain save). */
export function readSteps(commands: readonly FlatCommand[]): LogStep[] {
  const steps: LogStep[] = [];
  for (const c of commands) {
    if (typeof c === 'string') continue;
    steps.push({ commands: c.step.filter((s) => s !== '').map(readStepCommand) });
  }
  return steps;
}
