/**
 * Where each saved game's map was left — its zoom and the map point at the centre — so that
 * reopening the game shows the same part of the map. Kept per user in this browser (localStorage),
 * for the most recent games only; a damaged or foreign entry is ignored.
 */

export interface MapView {
  zoom: number;
  x: number;
  y: number;
}

const STORE = 'ct.table.views';
const KEEP = 40;

function isView(v: unknown): v is MapView {
  const o = v as Partial<MapView> | null;
  return !!o && typeof o === 'object' && [o.zoom, o.x, o.y].every((n) => typeof n === 'number' && Number.isFinite(n)) && o.zoom! > 0;
}

function readAll(storage: Pick<Storage, 'getItem'>): [string, MapView][] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORE) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((e): e is [string, MapView] => Array.isArray(e) && typeof e[0] === 'string' && isView(e[1])) : [];
  } catch {
    return [];
  }
}

export function recallView(gameId: string, storage: Pick<Storage, 'getItem'> = localStorage): MapView | null {
  return readAll(storage).find(([id]) => id === gameId)?.[1] ?? null;
}

export function rememberView(gameId: string, view: MapView, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): void {
  if (!isView(view)) return;
  const rest = readAll(storage).filter(([id]) => id !== gameId);
  const entry: [string, MapView] = [gameId, { zoom: view.zoom, x: Math.round(view.x * 10) / 10, y: Math.round(view.y * 10) / 10 }];
  const next = [entry, ...rest].slice(0, KEEP);
  try {
    storage.setItem(STORE, JSON.stringify(next));
  } catch {
    // Storage refused: the map simply opens fitted next time.
  }
}
