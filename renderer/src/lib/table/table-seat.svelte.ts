/**
 * Where this screen sits at a table of images: the side whose masked counters it may see (and
 * mask, and unmask). Null is an onlooker, who sees every masked counter as its mask. Chosen per
 * game on this screen only — it is not a game action, and another screen sits where it chooses.
 */
class TableSeat {
  private seats = $state<Record<string, string | null>>({});

  of(gameId: string | null | undefined): string | null {
    return gameId ? (this.seats[gameId] ?? null) : null;
  }

  set(gameId: string, side: string | null): void {
    this.seats = { ...this.seats, [gameId]: side };
  }
}

export const tableSeat = new TableSeat();
