import { err, ok, type Result } from '../../shared/api/result.js';
import { cookieValue } from '../web/access.js';

/**
 * A browser seat (docs/live-play.md, "Joining from a browser"): the opponent opens the invitation
 * in a plain browser, served by the host's live listener. That browser keeps no copy and has no
 * library: every call it makes goes to the host's API, and only the calls below, only for the one
 * game of its seat, get through. Anything else is refused with `live.browserRefused`, a call about
 * another game with `live.browserOtherGame`.
 *
 * How each allowed call names its game: `id` (the host's local game id), `module` (`game.data`:
 * the game's module, static data) or nothing (`app.info`, which a remote caller gets without paths;
 * `catalog.list`, the built-in games).
 */
export const BROWSER_SEAT_CALLS: Readonly<Record<string, 'id' | 'module' | null>> = {
  'app.info': null,
  'catalog.list': null,
  'game.data': 'module',
  'game.open': 'id',
  'game.at': 'id',
  'game.timeline': 'id',
  'game.export': 'id',
  'game.moves': 'id',
  'game.odds': 'id',
  'game.overlays': 'id',
  'game.apply': 'id',
  'live.status': 'id',
  'live.chat': 'id',
  'live.ping': 'id',
};

/** What a browser seat is limited to: the host's local id of the game, and its module. */
export interface BrowserSeatScope {
  gameId: string;
  module: string;
}

/** Whether a browser seat may make this call: allowed channel, and the game it names is its own. */
export function checkBrowserCall(scope: BrowserSeatScope, channel: unknown, args: unknown): Result<void> {
  const name = typeof channel === 'string' ? channel.slice(0, 64) : '';
  if (!Object.hasOwn(BROWSER_SEAT_CALLS, name)) return err('live.browserRefused', { channel: name });
  const field = BROWSER_SEAT_CALLS[name];
  if (field === null) return ok(undefined);
  const a = typeof args === 'object' && args !== null && !Array.isArray(args) ? (args as Record<string, unknown>) : {};
  const named = field === 'id' ? a.id : a.gameId;
  const own = field === 'id' ? scope.gameId : scope.module;
  return named === own ? ok(undefined) : err('live.browserOtherGame');
}

/**
 * The cookie that carries a browser's seat: the game's uid, the seat token and a secret of this
 * browser, made when it first opened the link. A reload presents the same secret and takes its
 * seat back at once; another browser with the same link has another secret and is refused while
 * the seat is held.
 */
export const SEAT_COOKIE = 'ct_seat';

export interface BrowserSeatClaim {
  game: string;
  token: string;
  browser: string;
}

const Part = /^[A-Za-z0-9_-]{1,64}$/;

export function seatCookie(c: BrowserSeatClaim, secure: boolean): string {
  return `${SEAT_COOKIE}=${c.game}.${c.token}.${c.browser}; HttpOnly; SameSite=Strict; Path=/${secure ? '; Secure' : ''}`;
}

/** The seat claim in a request's cookies, or null when there is none or it is malformed. */
export function readSeatCookie(header: string | undefined): BrowserSeatClaim | null {
  const v = cookieValue(header, SEAT_COOKIE);
  const parts = v?.split('.') ?? [];
  if (parts.length !== 3 || !parts.every((p) => Part.test(p))) return null;
  return { game: parts[0]!, token: parts[1]!, browser: parts[2]! };
}
