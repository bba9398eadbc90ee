import { SUPPORT_AREAS, type GameId, type SupportArea, type SupportLevel } from '../../shared/games/ids.js';
import type { Capability, Support } from '../../shared/api/contract.js';

/**
 * What the app actually holds for a game, area by area: a map dataset, a rules engine, a table, a
 * companion screen, a rulebook reference. Engine modules and datasets register here as they are
 * added; the home screen's indicators are computed from these entries and nothing else.
 */
export interface CapabilityEntry extends Capability {
  game: GameId;
  area: SupportArea;
}

export class CapabilityRegistry {
  private readonly entries: CapabilityEntry[] = [];

  register(entry: CapabilityEntry): void {
    if (this.entries.some((e) => e.game === entry.game && e.area === entry.area && e.id === entry.id)) {
      throw new Error(`capability ${entry.game}/${entry.area}/${entry.id} registered twice`);
    }
    this.entries.push(entry);
  }

  /** Registers an entry or replaces the one with the same game, area and id (facts that change, like a table the player entered). */
  upsert(entry: CapabilityEntry): void {
    const i = this.entries.findIndex((e) => e.game === entry.game && e.area === entry.area && e.id === entry.id);
    if (i >= 0) this.entries[i] = entry;
    else this.entries.push(entry);
  }

  supportFor(game: GameId): Support[] {
    return SUPPORT_AREAS.map((area) => {
      const capabilities = this.entries
        .filter((e) => e.game === game && e.area === area)
        .map(({ id, level, source }) => ({ id, level, source }));
      return { area, level: levelOf(capabilities), capabilities };
    });
  }
}

/** An area is complete when it holds something and all of it is complete; none when it holds nothing. */
export function levelOf(capabilities: readonly Capability[]): SupportLevel {
  if (capabilities.length === 0) return 'none';
  return capabilities.every((c) => c.level === 'complete') ? 'complete' : 'partial';
}
