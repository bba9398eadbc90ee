import type { BattlePlan } from '../../../../shared/api/contract';
import type { Err } from '../../../../shared/api/result';
import type { UnitState } from '../../../../shared/engine/view';
import { api } from '../api';

/**
 * The combat planner (free mode: advice only). The player lists the defenders and attackers of a
 * battle; main works out the factors, odds, CRT column, supply and chances under the game's combat
 * rules (game.odds). Nothing here changes the game. A game without combat rules (game.noAdvice)
 * gets no planner.
 */

export type PlanRole = 'attacker' | 'defender';

export interface PlanRoll {
  value: number;
  /** The CRT result that face gives at the planned column; null when the column has no roll. */
  result: string | null;
  column: string;
}

class CombatPlanner {
  /** The game the lists belong to. */
  gameId = $state<string | null>(null);
  /** Whether the game has combat rules (false after game.noAdvice). */
  available = $state(false);
  attackers = $state<string[]>([]);
  defenders = $state<string[]>([]);
  plan = $state.raw<BattlePlan | null>(null);
  error = $state.raw<Err | null>(null);
  loading = $state(false);
  roll = $state.raw<PlanRoll | null>(null);

  private token = 0;
  private probe = 0;
  /** Games known to have no combat rules. */
  private readonly silent = new Set<string>();

  /** A game came to the table: the lists empty, and the game is asked whether it has combat rules. */
  async open(gameId: string | null, anyUnit: string | null): Promise<void> {
    if (gameId === this.gameId) return;
    this.gameId = gameId;
    this.attackers = [];
    this.defenders = [];
    this.reset();
    this.available = false;
    const probe = ++this.probe;
    if (!gameId || !anyUnit || this.silent.has(gameId)) return;
    const r = await api['game.odds']({ id: gameId, attackers: [], defenders: [anyUnit] });
    if (probe !== this.probe) return;
    if (!r.ok && r.code === 'game.noAdvice') this.silent.add(gameId);
    else this.available = true;
  }

  role(unit: string): PlanRole | null {
    if (this.defenders.includes(unit)) return 'defender';
    if (this.attackers.includes(unit)) return 'attacker';
    return null;
  }

  add(unit: string, role: PlanRole): void {
    const attackers = this.attackers.filter((u) => u !== unit);
    const defenders = this.defenders.filter((u) => u !== unit);
    if (role === 'attacker') attackers.push(unit);
    else defenders.push(unit);
    this.attackers = attackers;
    this.defenders = defenders;
    void this.refresh();
  }

  remove(unit: string): void {
    this.attackers = this.attackers.filter((u) => u !== unit);
    this.defenders = this.defenders.filter((u) => u !== unit);
    void this.refresh();
  }

  clear(): void {
    this.attackers = [];
    this.defenders = [];
    this.reset();
  }

  /** Units that left the map leave the lists; the rest is worked out again (positions changed). */
  follow(units: readonly UnitState[]): void {
    const onMap = new Set<string>(units.filter((u) => u.status === 'map' && u.hex).map((u) => u.id));
    const attackers = this.attackers.filter((u) => onMap.has(u));
    const defenders = this.defenders.filter((u) => onMap.has(u));
    if (attackers.length !== this.attackers.length) this.attackers = attackers;
    if (defenders.length !== this.defenders.length) this.defenders = defenders;
    void this.refresh();
  }

  /** Asks main for the battle as now listed (nothing to ask without a defender). */
  async refresh(): Promise<void> {
    const token = ++this.token;
    this.roll = null;
    const id = this.gameId;
    if (!id || !this.available || this.defenders.length === 0) {
      this.plan = null;
      this.error = null;
      this.loading = false;
      return;
    }
    this.loading = true;
    const r = await api['game.odds']({ id, attackers: [...this.attackers], defenders: [...this.defenders] });
    if (token !== this.token) return;
    this.loading = false;
    if (r.ok) {
      this.plan = r.value;
      this.error = null;
    } else if (r.code === 'game.noAdvice') {
      this.silent.add(id);
      this.available = false;
      this.clear();
    } else {
      this.plan = null;
      this.error = r;
    }
  }

  /** Reads a die rolled for the planned battle against its column (nothing is applied). */
  showRoll(value: number): void {
    const plan = this.plan;
    if (!plan) return;
    const result = plan.chances.find((c) => c.dice.includes(value))?.result ?? null;
    this.roll = { value, result, column: plan.column };
  }

  private reset(): void {
    this.token++;
    this.plan = null;
    this.error = null;
    this.loading = false;
    this.roll = null;
  }
}

export const planner = new CombatPlanner();
