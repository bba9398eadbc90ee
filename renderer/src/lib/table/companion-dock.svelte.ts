/**
 * The companion docked beside the board of a game played on a module linked to one of the five
 * games (components/table/CompanionDock.svelte): which of its parts shows, and a calculator asked
 * for from elsewhere on the table — `openCalculator('combat', { attack: 6, defence: 3 })` shows that
 * calculator with those inputs over its defaults; a value that does not fit its input (a number out of
 * bounds, an unknown option) keeps the default, and inputs it does not have are ignored
 * (lib/companion-prefill.ts).
 */
export const DOCK_PARTS = ['sequence', 'combat', 'tables', 'dice', 'log'] as const;
export type DockPart = (typeof DOCK_PARTS)[number];

/** A calculator asked for: its id, the inputs to set, and a counter so asking twice for the same one still applies. */
export interface CalculatorRequest {
  id: string;
  prefill: Readonly<Record<string, unknown>>;
  tick: number;
}

class CompanionDockStore {
  /** The part of the companion shown in the dock. */
  part = $state<DockPart>('sequence');
  /** Whether the companion's section is unfolded in the side dock. */
  expanded = $state(true);
  /** The table the companion is asked to focus, for its Tables part. */
  tableFocus = $state<string | null>(null);
  /** The last calculator asked for (null until one is). */
  request = $state.raw<CalculatorRequest | null>(null);
  #tick = 0;

  show(part: DockPart): void {
    this.part = part;
    this.expanded = true;
  }

  /** Shows a calculator of the linked game's companion, its inputs set from `prefill` over their defaults. */
  openCalculator(id: string, prefill: Readonly<Record<string, unknown>> = {}): void {
    this.request = { id, prefill: { ...prefill }, tick: ++this.#tick };
    this.show('combat');
  }

  /** Shows one of the companion's tables. */
  openTable(id: string): void {
    this.tableFocus = id;
    this.show('tables');
  }

  reset(): void {
    this.part = 'sequence';
    this.tableFocus = null;
    this.request = null;
  }
}

export const companionDock = new CompanionDockStore();
