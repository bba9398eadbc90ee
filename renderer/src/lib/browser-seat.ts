/**
 * A browser seat (docs/live-play.md, "Joining from a browser"): this page was opened from a live
 * game's browser link and is served by the host's live listener, which sends it to `/?seat=<game>`.
 * It plays that one game on the host's copy: no library, no settings, no copy of its own.
 */
function seatOfPage(): string | null {
  if (typeof location === 'undefined') return null;
  const seat = new URLSearchParams(location.search).get('seat');
  return seat && /^[A-Za-z0-9_-]{1,64}$/.test(seat) ? seat : null;
}

/** The host's id of the game this page plays, or null for the app itself. */
export const browserSeat: string | null = seatOfPage();
