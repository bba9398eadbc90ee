/**
 * Bringing a panel into view inside the side dock's scrolling region, without scrolling the page
 * or the map (Element.scrollIntoView would move every scrolling ancestor, the window's too).
 */

/** Where a region scrolled to `scrollTop` must scroll so that a child is seen from its top; null when it already is. */
export function scrollTopToReveal(region: { top: number; height: number; scrollTop: number }, child: { top: number; height: number }): number | null {
  const above = child.top - region.top;
  const below = child.top + Math.min(child.height, region.height) - (region.top + region.height);
  if (above < 0) return region.scrollTop + above;
  if (below > 0) return region.scrollTop + below;
  return null;
}

/** Scrolls the nearest scrolling ancestor of `el` so that `el` is seen, from its top. */
export function revealInRegion(el: HTMLElement): void {
  let region = el.parentElement;
  while (region && !/(auto|scroll)/.test(getComputedStyle(region).overflowY)) region = region.parentElement;
  if (!region) return;
  const r = region.getBoundingClientRect();
  const c = el.getBoundingClientRect();
  const to = scrollTopToReveal({ top: r.top, height: region.clientHeight, scrollTop: region.scrollTop }, { top: c.top, height: c.height });
  if (to !== null) region.scrollTop = to;
}
