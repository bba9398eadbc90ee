import type { WireEvent } from '../../shared/api/client.js';
import type { Result } from '../../shared/api/result.js';

interface ViewLike {
  id: string;
  head: number;
  hash: string;
}

const isView = (v: unknown): v is ViewLike =>
  typeof v === 'object' && v !== null && typeof (v as ViewLike).id === 'string' && typeof (v as ViewLike).head === 'number' && typeof (v as ViewLike).hash === 'string';

/** The calls that move a game's head, and where their answer holds the game's new view. */
const VIEW_OF: Record<string, (value: unknown) => unknown> = {
  'game.apply': (v) => v,
  'game.undo': (v) => v,
  'game.redo': (v) => v,
  'game.import': (v) => (typeof v === 'object' && v !== null && 'view' in v ? (v as { view: unknown }).view : null),
};

/** What the other clients must hear after a call: the game it changed and where it now stands, or null. */
export function gameChangedBy(channel: unknown, result: Result<unknown>): WireEvent | null {
  if (!result.ok || typeof channel !== 'string') return null;
  const view = VIEW_OF[channel]?.(result.value);
  return isView(view) ? { event: 'game.changed', id: view.id, head: view.head, hash: view.hash } : null;
}
