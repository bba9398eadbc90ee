import { onDestroy, untrack } from 'svelte';
import { live } from './live.svelte';
import type { Board } from './table/board/board';

/**
 * Live play on a table (call while the table screen starts): the table follows its game's live
 * session, a ping heard outlines its hex for a moment, and the click returned sends a ping on the
 * hex under the pointer while the player is pinging.
 */
export function livePings(board: () => Board | null, viewId: () => string | null): (e: MouseEvent) => void {
  $effect(() => live.follow(viewId()));
  onDestroy(() => live.follow(null));
  $effect(() => {
    const p = live.ping;
    const b = board();
    if (!p || !b) return;
    untrack(() => b.showKeyTarget(p.hex));
    const clear = setTimeout(() => board()?.showKeyTarget(null), 3000);
    return () => clearTimeout(clear);
  });
  return (e: MouseEvent): void => {
    const b = board();
    if (!live.pinging || !b) return;
    const hex = b.hexAt(e.clientX, e.clientY);
    if (!hex) return;
    e.stopPropagation();
    void live.pointAt(hex);
  };
}
