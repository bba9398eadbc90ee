import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from '../api/registry.js';
import { SECURITY_HEADERS } from '../security/policy.js';
import { contentTypeOf, resolveStaticPath } from '../security/static-path.js';
import { readSeatCookie, seatCookie } from './browser-seat.js';
import { newSecret } from './invitation.js';

/** What the live listener needs to serve the app to a browser seat: the built renderer and the app's API. */
export interface BrowserWeb {
  staticDir: string;
  registry: Registry;
}

/**
 * One HTTP request to the live listener. The invitation's browser link, `/?game=<uid>&token=<seat
 * token>`, is answered with the seat cookie (a new secret for this browser) and sent on to
 * `/?seat=<local game id>`, with the token gone from the address bar; the page then talks to `/api`
 * with that cookie. The app's files are served to anyone (they hold no data); nothing else is.
 */
export function serveBrowserRequest(
  web: BrowserWeb | null,
  req: IncomingMessage,
  res: ServerResponse,
  seats: {
    seatOf: (game: string, token: string) => { id: string } | null;
    /** Why this browser's seat would be refused now, or null. */
    refusal: (cookie: string | undefined) => { code: string; params: Record<string, string> } | null;
  },
  secure: boolean,
): void {
  if (!web || (req.method !== 'GET' && req.method !== 'HEAD')) return void res.writeHead(404, SECURITY_HEADERS).end();
  const url = new URL(req.url ?? '/', 'http://x');
  const game = url.searchParams.get('game');
  const token = url.searchParams.get('token');
  if (url.pathname === '/' && game !== null && token !== null) {
    const seat = /^[A-Za-z0-9_-]{1,64}$/.test(game) && /^[A-Za-z0-9_-]{43}$/.test(token) ? seats.seatOf(game, token) : null;
    if (!seat) return void res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS }).end('live.badToken\n');
    // The same browser opening its link again keeps its secret (and so its seat).
    const had = readSeatCookie(req.headers.cookie);
    const browser = had && had.game === game && had.token === token ? had.browser : newSecret();
    const cookie = seatCookie({ game, token, browser }, secure);
    return void res.writeHead(303, { Location: `/?seat=${encodeURIComponent(seat.id)}`, 'Set-Cookie': cookie, 'Cache-Control': 'no-store', ...SECURITY_HEADERS }).end();
  }
  if (url.pathname === '/api/access') {
    // The page asks this when its WebSocket is refused, to say why in words (as web mode's own server does).
    const refused = seats.refusal(req.headers.cookie);
    const json = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...SECURITY_HEADERS };
    return void res.writeHead(refused ? 403 : 200, json).end(JSON.stringify(refused ? { access: 'refused', ...refused } : { access: 'granted' }));
  }
  if (url.pathname.startsWith('/api')) return void res.writeHead(404, SECURITY_HEADERS).end();
  const file = resolveStaticPath(web.staticDir, url.pathname);
  if (!file) return void res.writeHead(400, SECURITY_HEADERS).end();
  fs.stat(file, (statErr, st) => {
    if (statErr || !st.isFile()) return void res.writeHead(404, SECURITY_HEADERS).end();
    res.writeHead(200, { 'Content-Type': contentTypeOf(file), 'Content-Length': st.size, 'Cache-Control': 'no-cache', ...SECURITY_HEADERS });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  });
}
