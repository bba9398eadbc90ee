import type { MoveAdvice, MoveVerdict } from '../../../../shared/api/contract';
import { api } from '../api';

/**
 * The rules' advice in free mode (DESIGN: "the engine then only advises"): where the selected unit
 * may go this move under the game's movement rules, and what the rules say about a drop outside
 * that. Nothing here blocks a move; a game without movement rules (game.noAdvice) gets no advice,
 * quietly.
 */

const STORE = 'ct.table.rulesAdvice';
/** The advisory note after an off-rules drop hides itself after this long. */
const NOTE_MS = 9000;

export interface AdviceNote {
  unit: string;
  to: string;
  reason: string;
  rule: string | null;
  params: Record<string, string | number>;
  /** Increases on every note, so the screen can restart its announcement. */
  serial: number;
}

function stored(): boolean {
  try {
    return localStorage.getItem(STORE) !== 'false';
  } catch {
    return true;
  }
}

class RulesAdvice {
  /** Whether the advice is shown (the toolbar toggle, remembered). */
  enabled = $state(stored());
  /** The legal moves of one unit, while shown. */
  current = $state.raw<MoveAdvice | null>(null);
  note = $state.raw<AdviceNote | null>(null);

  /** Games whose rules give no advice: not asked again. */
  private readonly silent = new Set<string>();
  private token = 0;
  private serial = 0;
  private noteTimer: ReturnType<typeof setTimeout> | null = null;

  setEnabled(on: boolean): void {
    this.enabled = on;
    try {
      localStorage.setItem(STORE, String(on));
    } catch {
      // Storage unavailable: the choice lasts this session only.
    }
    if (!on) {
      this.clear();
      this.dismissNote();
    }
  }

  /** Asks where a unit on the map may go (the answer replaces any earlier one). */
  async load(gameId: string, unit: string): Promise<void> {
    const token = ++this.token;
    this.current = null;
    if (!this.enabled || this.silent.has(gameId)) return;
    const r = await api['game.moves']({ id: gameId, unit });
    if (token !== this.token) return;
    if (!r.ok) {
      if (r.code === 'game.noAdvice') this.silent.add(gameId);
      return;
    }
    this.current = r.value;
  }

  clear(): void {
    this.token++;
    this.current = null;
  }

  /**
   * The rules' verdict on a drop, asked before the move is applied (the verdict is about the
   * position it starts from). Units dropped on a hex of the shown legal set need no question. The
   * first verdict against the move, or null.
   */
  async check(gameId: string, units: readonly { id: string; hex: string }[], to: string): Promise<Omit<AdviceNote, 'serial'> | null> {
    if (!this.enabled || this.silent.has(gameId)) return null;
    const shown = this.current;
    const asks = units.filter((u) => !(shown && shown.unit === u.id && shown.from === u.hex && shown.moves.some((m) => m.hex === to)));
    if (asks.length === 0) return null;
    const answers = await Promise.all(asks.map((u) => api['game.adviseMove']({ id: gameId, unit: u.id, to })));
    for (const [i, r] of answers.entries()) {
      if (!r.ok) {
        if (r.code === 'game.noAdvice') this.silent.add(gameId);
        continue;
      }
      const v: MoveVerdict = r.value;
      if (!v.legal && v.reason) return { unit: asks[i]!.id, to, reason: v.reason, rule: v.rule ?? null, params: v.params ?? {} };
    }
    return null;
  }

  showNote(note: Omit<AdviceNote, 'serial'>): void {
    this.note = { ...note, serial: ++this.serial };
    if (this.noteTimer) clearTimeout(this.noteTimer);
    this.noteTimer = setTimeout(() => this.dismissNote(), NOTE_MS);
  }

  dismissNote(): void {
    if (this.noteTimer) clearTimeout(this.noteTimer);
    this.noteTimer = null;
    this.note = null;
  }
}

export const advice = new RulesAdvice();
