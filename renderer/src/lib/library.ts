import type { SavedGameSummary } from '../../../shared/api/contract';

/**
 * Saved games as the library shows them: the lines of one tree (a game and the branches played
 * from it, sharing a rootId) together, each branch under the line it branched from.
 */

export interface LineRow {
  game: SavedGameSummary;
  /** 0 for a tree's first line; 1 for a branch of it, and so on. */
  depth: number;
}

export interface Tree {
  rootId: string;
  rows: LineRow[];
  /** When any line of the tree was last played: trees are listed most recent first. */
  updatedAt: string;
}

/** Groups saved games into trees, most recently played first, each tree's lines in play order. */
export function groupLines(games: readonly SavedGameSummary[]): Tree[] {
  const byRoot = new Map<string, SavedGameSummary[]>();
  for (const g of games) {
    const list = byRoot.get(g.rootId);
    if (list) list.push(g);
    else byRoot.set(g.rootId, [g]);
  }
  const trees: Tree[] = [];
  for (const [rootId, members] of byRoot) {
    trees.push({ rootId, rows: orderLines(members), updatedAt: members.reduce((a, g) => (g.updatedAt > a ? g.updatedAt : a), '') });
  }
  // Stable: trees played at the same moment keep the order main gave.
  return trees.map((t, i) => ({ t, i })).sort((a, b) => (a.t.updatedAt === b.t.updatedAt ? a.i - b.i : a.t.updatedAt < b.t.updatedAt ? 1 : -1)).map((x) => x.t);
}

/**
 * The lines of one tree, depth first: each line followed by its branches (in the order they
 * branch off, then by creation). A line whose parent is not in the list (filtered out, or in the
 * trash) stands at the top of the tree.
 */
export function orderLines(members: readonly SavedGameSummary[]): LineRow[] {
  const ids = new Set(members.map((g) => g.id));
  const children = new Map<string, SavedGameSummary[]>();
  const tops: SavedGameSummary[] = [];
  for (const g of members) {
    if (g.parentId && ids.has(g.parentId)) {
      const list = children.get(g.parentId);
      if (list) list.push(g);
      else children.set(g.parentId, [g]);
    } else tops.push(g);
  }
  const byFork = (a: SavedGameSummary, b: SavedGameSummary) =>
    (a.forkSeq ?? -1) - (b.forkSeq ?? -1) || (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);
  // The tree's own first line comes first; then other tops by creation.
  tops.sort((a, b) => Number(b.id === b.rootId) - Number(a.id === a.rootId) || byFork(a, b));
  const rows: LineRow[] = [];
  const seen = new Set<string>();
  const visit = (g: SavedGameSummary, depth: number) => {
    if (seen.has(g.id)) return;
    seen.add(g.id);
    rows.push({ game: g, depth });
    for (const c of [...(children.get(g.id) ?? [])].sort(byFork)) visit(c, depth + 1);
  };
  for (const g of tops) visit(g, 0);
  // A cycle in bad data would leave some out: list them rather than lose them.
  for (const g of members) visit(g, 0);
  return rows;
}

/** Games in the trash are deleted for good this many days after they were put there. */
export const TRASH_DAYS = 30;

export function purgeDate(deletedAt: string): string {
  return new Date(new Date(deletedAt).getTime() + TRASH_DAYS * 86_400_000).toISOString();
}
