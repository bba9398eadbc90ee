import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { err, ok, type Result } from '../../shared/api/result.js';
import type { LiveEvent, LiveListen, LiveStatus } from '../../shared/api/contract-live.js';
import { LIVE_EVENTS_KEPT } from '../../shared/api/contract-live.js';
import { TokenBucket, AddressBuckets } from '../api/rate-limiter.js';
import { actingSide, sidesOf } from './acting-side.js';
import type { LiveGames } from './access.js';
import { browserLink, invitationCode, invitationLink, newSecret, sameSecret, tokenKey } from './invitation.js';
import { GUEST_FRAME_MAX, GuestMessageSchema, HELLO_TIMEOUT_MS, LIVE_PATH, MAX_UNAUTHENTICATED, readFrame, type CatchUpMessage, type GuestMessage, type HostMessage, type WireAction } from './protocol.js';
import { newHostCertificate, type HostCertificate } from './tls.js';
import type { Reveal } from '../engine/dice/protocol.js';
import type { GameView } from '../../shared/engine/view.js';
import type { SeenHead } from '../engine/sessions.js';
import { serveBrowserRequest, type BrowserWeb } from './browser-web.js';
import { serveBrowserSeat } from './browser-conn.js';
import { readSeatCookie } from './browser-seat.js';

interface Seat {
  token: string;
  /** A side, or null for an observer. */
  side: string | null;
}

interface Conn {
  ws: WebSocket;
  key: string;
  side: string | null;
  resume: string;
  messages: TokenBucket;
  talk: TokenBucket;
  alive: boolean;
  /** A browser seat hears of the game in the app's own API events, not in live play's messages. */
  deliver?: (m: HostMessage) => void;
}

interface HostedGame {
  id: string;
  uid: string;
  side: string;
  seats: Map<string, Seat>;
  holders: Map<string, Conn>;
  events: LiveEvent[];
  sent: number;
  by: Map<number, string | null>;
  lastOpponentSeq: number | null;
  /** A commit–reveal action held for its roll: what the guests' copies must hold too, with the host's reveal. */
  held: { seq: number; action: unknown; reveals: Reveal[]; by: string } | null;
}

export interface HostOptions {
  games: LiveGames;
  now?: () => Date;
  /** TLS even on loopback (tests of the pinning); by default TLS is used off loopback only. */
  forceTls?: boolean;
  /** How often connections are checked for life (ms). */
  heartbeatMs?: number;
}

const BIND: Record<LiveListen['where'], string> = { loopback: '127.0.0.1', lan: '0.0.0.0', internet: '0.0.0.0' };

function lanAddress(): string {
  for (const list of Object.values(os.networkInterfaces())) for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  return '127.0.0.1';
}

/** A browser's WebSocket must come from a page this listener served. */
function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  try {
    return !!origin && !!host && new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false;
  }
}

/** Why a browser is refused its seat: an error code and its parameters. */
type Refused = { code: string; params: Record<string, string> };

const send = (ws: WebSocket, m: HostMessage) => {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(m));
};

/**
 * The host of live games: one listener (WebSocket, over TLS off loopback) for every game this app
 * makes live. A connection is nothing until its hello presents a seat token of the game it names;
 * then it may act for its seat's side only, through the same engine step as the host's own moves.
 */
export function createLiveHost(o: HostOptions) {
  const now = o.now ?? (() => new Date());
  const games = new Map<string, HostedGame>();
  let server: { http: http.Server; wss: WebSocketServer; listen: LiveListen; port: number; cert: HostCertificate | null; heartbeat: NodeJS.Timeout } | null = null;
  let pending = 0;
  let web: BrowserWeb | null = null;
  let browsers = 0;
  const helloTries = new AddressBuckets(2, 20);

  const gameOfToken = (key: string) => [...games.values()].find((g) => g.seats.has(key)) ?? null;

  function here(g: HostedGame): string[] {
    return [g.side, ...[...g.holders.values()].map((c) => c.side ?? 'observer')];
  }
  const deliver = (c: Conn, m: HostMessage) => (c.deliver ? c.deliver(m) : send(c.ws, m));
  function toAll(g: HostedGame, m: HostMessage) {
    for (const c of g.holders.values()) deliver(c, m);
  }

  function wire(g: HostedGame, a: { seq: number; action: unknown; dice: WireAction['dice']; hash: string }): WireAction {
    return { seq: a.seq, action: a.action, dice: a.dice, hash: a.hash, by: g.by.get(a.seq) ?? null };
  }

  /** Sends every action the guests have not heard of yet, in order. */
  function flush(g: HostedGame) {
    const log = o.games.log(g.id);
    if (!log.ok) return;
    const head = log.value.row.head;
    for (let seq = g.sent + 1; seq <= head; seq++) toAll(g, { t: 'action', ...wire(g, log.value.actions[seq - 1]!) });
    g.sent = head;
  }

  /** What a guest lacks: the actions after its last one when that one is ours too, else the whole game file. */
  function catchUp(g: HostedGame, at: { copy: boolean; seq: number; hash: string }): CatchUpMessage | null {
    const log = o.games.log(g.id);
    if (!log.ok) return null;
    const { row, actions } = log.value;
    const { seq, hash } = at;
    if (at.copy && seq <= row.head && (seq === 0 ? hash === '' : actions[seq - 1]!.hash === hash)) return { actions: actions.slice(seq, row.head).map((a) => wire(g, a)) };
    const file = o.games.exportGame(g.id);
    return file.ok ? { file: file.value.text } : null;
  }

  function addEvent(g: HostedGame, e: Omit<LiveEvent, 'n' | 'at'>): LiveEvent {
    const event: LiveEvent = { ...e, n: (g.events.at(-1)?.n ?? 0) + 1, at: now().toISOString() };
    g.events = [...g.events, event].slice(-LIVE_EVENTS_KEPT);
    toAll(g, { t: 'event', event });
    return event;
  }

  /** Refuses an action of the game from the seat `side` when it acts for another side. */
  function checkSide(g: HostedGame, side: string | null, action: unknown): Result<void> {
    if (side === null) return err('live.observer');
    const p = o.games.position(g.id);
    if (!p.ok) return p;
    const acting = actingSide(p.value.module, p.value.state, action);
    return acting !== null && acting !== side ? err('live.notYourSide', { side: acting }) : ok(undefined);
  }

  const players = (g: HostedGame) => [...g.holders.values()].filter((c) => c.side !== null);
  function sendHeld(g: HostedGame, to: readonly Conn[]) {
    const h = g.held;
    if (h) for (const c of to) if (!c.deliver) send(c.ws, { t: 'propose', seq: h.seq, action: h.action, reveals: h.reveals, by: h.by });
  }

  /** An action settled at the host: who made it is remembered for the guests (the opponent's moves are marked). */
  function settled(g: HostedGame, seq: number, side: string) {
    g.by.set(seq, side);
    if (side !== g.side) g.lastOpponentSeq = seq;
  }

  /**
   * An action for `side`, already allowed: through the same engine step as any other. In a
   * commit–reveal game one needing dice is held with the host's reveal, sent to the player's copy,
   * and applied when its reveal comes back; no die is ever drawn by one app alone.
   */
  function play(g: HostedGame, side: string, action: unknown, dice: readonly number[] | undefined, seen: SeenHead): Result<GameView> {
    if (!o.games.dice.isCommitReveal(g.id)) {
      const r = o.games.apply(g.id, action, dice, seen);
      if (r.ok) {
        settled(g, r.value.head, side);
        flush(g);
      }
      return r;
    }
    if (dice?.length) return err('game.refused', { reason: 'diceFromApp' });
    const r = o.games.dice.propose(g.id, action, seen);
    if (!r.ok) return r;
    const view = r.value.view;
    if (view.diceWait) {
      g.held = { seq: view.diceWait.seq, action, reveals: r.value.outgoing, by: side };
      sendHeld(g, players(g));
    } else {
      settled(g, view.head, side);
      flush(g);
    }
    return ok(view);
  }

  function onReveals(g: HostedGame, c: Conn, reveals: Reveal[]) {
    const r = o.games.dice.receiveReveals(g.id, reveals);
    // A reveal sent twice (after a reconnection) changes nothing; a forged or changed one ends the connection.
    if (!r.ok) return r.code === 'dice.notPending' ? undefined : refuse(c.ws, r.code, r.params as Record<string, string | number>);
    const h = g.held;
    if (h && r.value.view.head >= h.seq) {
      settled(g, h.seq, h.by);
      g.held = null;
    }
    flush(g);
  }

  function refuse(ws: WebSocket, code: string, params: Record<string, string | number> = {}) {
    send(ws, { t: 'refused', code, params });
    ws.close(4000, code.slice(0, 60));
  }

  function onHello(ws: WebSocket, address: string, m: Extract<GuestMessage, { t: 'hello' }>): Conn | null {
    if (!helloTries.take(address)) {
      refuse(ws, 'api.rateLimited');
      return null;
    }
    const key = tokenKey(m.token);
    const g = games.get(m.game) ?? null;
    const seat = g?.seats.get(key);
    if (!g || !seat) {
      // A token of another game we host is named as such; anything else is simply wrong.
      refuse(ws, gameOfToken(key) ? 'live.otherGame' : 'live.badToken');
      return null;
    }
    const held = g.holders.get(key);
    if (held) {
      // The same player coming back before we noticed they left: their resume secret proves it.
      if (!sameSecret(m.resume, held.resume)) {
        refuse(ws, 'live.seatTaken', { side: seat.side ?? 'observer' });
        return null;
      }
      held.ws.terminate();
    }
    const cu = catchUp(g, m);
    if (!cu) {
      refuse(ws, 'live.hostGone');
      return null;
    }
    const conn: Conn = { ws, key, side: seat.side, resume: newSecret(), messages: new TokenBucket(20, 60), talk: new TokenBucket(1, 5), alive: true };
    g.holders.set(key, conn);
    const head = o.games.log(g.id);
    send(ws, { t: 'welcome', game: g.uid, seat: seat.side, resume: conn.resume, head: head.ok ? head.value.row.head : 0, catchUp: cu, events: g.events, here: here(g) });
    toAll(g, { t: 'presence', here: here(g) });
    if (seat.side !== null) sendHeld(g, [conn]);
    ws.on('close', () => {
      if (g.holders.get(key) === conn) {
        g.holders.delete(key);
        toAll(g, { t: 'presence', here: here(g) });
      }
    });
    return conn;
  }

  function onMessage(g: HostedGame, c: Conn, m: GuestMessage) {
    if (m.t === 'hello') return refuse(c.ws, 'live.protocol');
    if (m.t === 'sync') {
      const cu = catchUp(g, m);
      if (cu) send(c.ws, { t: 'catchUp', catchUp: cu });
      return;
    }
    if (m.t === 'commit' || m.t === 'reveals') {
      if (c.side === null) return;
      if (m.t === 'reveals') return onReveals(g, c, m.reveals);
      const r = o.games.dice.receiveCommitment(g.id, m.commitment);
      if (!r.ok) refuse(c.ws, r.code, r.params as Record<string, string | number>);
      else send(c.ws, { t: 'committed' });
      return;
    }
    if (m.t === 'chat' || m.t === 'ping') {
      if (!c.talk.take()) return;
      addEvent(g, m.t === 'chat' ? { kind: 'chat', from: c.side ?? 'observer', text: m.text } : { kind: 'ping', from: c.side ?? 'observer', hex: m.hex });
      return;
    }
    const answer = (r: Result<unknown>) =>
      send(c.ws, r.ok ? { t: 'acted', n: m.n, ok: true } : { t: 'acted', n: m.n, ok: false, code: r.code, ...(r.params ? { params: r.params } : {}) });
    const allowed = checkSide(g, c.side, m.action);
    if (!allowed.ok) return answer(allowed);
    answer(play(g, c.side!, m.action, m.dice, { head: m.head }));
  }

  /**
   * A browser seat (main/live/browser-seat.ts): its cookie names the game, the seat token and the
   * browser's secret, which plays the part of the resume secret. It is refused like an app joiner,
   * and for a commit–reveal game, whose dice need a secret kept by the joiner's own copy.
   */
  function browserClaim(cookie: string | undefined) {
    const claim = readSeatCookie(cookie);
    const key = claim ? tokenKey(claim.token) : '';
    const g = claim ? games.get(claim.game) : undefined;
    const seat = g?.seats.get(key);
    const no = (code: string, params: Record<string, string> = {}): { refused: Refused } => ({ refused: { code, params } });
    if (!g || !seat || !claim) return no('live.badToken');
    if (o.games.dice.isCommitReveal(g.id)) return no('live.browserNoDice');
    const held = g.holders.get(key);
    if (held && !sameSecret(claim.browser, held.resume)) return no('live.seatTaken', { side: seat.side ?? 'observer' });
    return { g, seat, key, claim, held };
  }

  /** Why a browser's page would be refused its seat now (its page asks at /api/access), or null. */
  function browserRefusal(cookie: string | undefined): Refused | null {
    const c = browserClaim(cookie);
    return 'refused' in c ? c.refused : null;
  }

  function onBrowser(ws: WebSocket, address: string, cookie: string | undefined) {
    if (!web || !helloTries.take(address)) return refuse(ws, 'api.rateLimited');
    const c = browserClaim(cookie);
    if ('refused' in c) return refuse(ws, c.refused.code, c.refused.params);
    const { g, seat, key, claim, held } = c;
    held?.ws.terminate();
    const p = o.games.position(g.id);
    if (!p.ok) return refuse(ws, 'live.hostGone');
    const conn: Conn = {
      ws, key, side: seat.side, resume: claim.browser, messages: new TokenBucket(20, 60), talk: new TokenBucket(1, 5), alive: true,
      deliver: (m) => {
        if (m.t === 'action' && ws.readyState === ws.OPEN) ws.send(JSON.stringify({ event: 'game.changed', id: g.id, head: m.seq, hash: m.hash }));
      },
    };
    g.holders.set(key, conn);
    toAll(g, { t: 'presence', here: here(g) });
    ws.on('pong', () => (conn.alive = true));
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      if (g.holders.get(key) === conn) {
        g.holders.delete(key);
        toAll(g, { t: 'presence', here: here(g) });
      }
    });
    serveBrowserSeat(ws, {
      scope: { gameId: g.id, module: p.value.row.gameId },
      registry: web.registry,
      client: { id: `live-browser-${++browsers}`, address, loopback: false },
      act: (action, dice, seen) => {
        if (!conn.messages.take()) return err('api.rateLimited');
        const allowed = checkSide(g, conn.side, action);
        return allowed.ok ? play(g, conn.side!, action, dice, seen) : allowed;
      },
      say: (e) => (conn.talk.take() ? ok({ n: addEvent(g, { ...e, from: conn.side ?? 'observer' }).n }) : err('api.rateLimited')),
      status: () => {
        const st = status(g.id);
        return ok(st && { ...st, role: 'guest' as const, side: conn.side, invitations: [], opponent: 'here' as const, connection: 'connected' as const });
      },
    });
  }

  function onConnection(ws: WebSocket, address: string) {
    if (pending >= MAX_UNAUTHENTICATED) return ws.terminate();
    pending++;
    let conn: Conn | null = null;
    let game: HostedGame | null = null;
    const timer = setTimeout(() => ws.terminate(), HELLO_TIMEOUT_MS);
    const settle = () => {
      if (timer) clearTimeout(timer);
    };
    let counted = true;
    const uncount = () => {
      if (counted) pending--;
      counted = false;
    };
    ws.on('message', (data, isBinary) => {
      const m = readFrame(GuestMessageSchema, data, isBinary);
      if (!conn) {
        settle();
        uncount();
        if (!m || m.t !== 'hello') return refuse(ws, 'live.protocol');
        conn = onHello(ws, address, m);
        game = conn ? games.get(m.game)! : null;
        return;
      }
      if (!conn.messages.take()) return;
      if (!m) return refuse(ws, 'live.protocol');
      onMessage(game!, conn, m);
    });
    ws.on('pong', () => {
      if (conn) conn.alive = true;
    });
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      settle();
      uncount();
    });
  }

  async function listen(l: LiveListen): Promise<Result<void>> {
    if (server && server.listen.where === l.where && (l.port === 0 || l.port === server.port)) return ok(undefined);
    if (server && games.size > 0) return err('live.alreadyLive');
    await close();
    const useTls = l.where !== 'loopback' || o.forceTls === true;
    const cert = useTls ? await newHostCertificate(now()) : null;
    const h = cert ? https.createServer({ key: cert.key, cert: cert.cert }) : http.createServer();
    const seatOf = (game: string, token: string) => {
      const g = games.get(game);
      return g?.seats.has(tokenKey(token)) ? { id: g.id } : null;
    };
    h.on('request', (req, res) => serveBrowserRequest(web, req, res, { seatOf, refusal: (cookie) => (helloTries.take(req.socket.remoteAddress ?? 'unknown') ? browserRefusal(cookie) : { code: 'api.rateLimited', params: {} }) }, useTls));
    const wss = new WebSocketServer({ noServer: true, maxPayload: GUEST_FRAME_MAX });
    h.on('upgrade', (req, socket, head) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/api' && web && sameOrigin(req.headers.origin, req.headers.host)) {
        // Refused before the upgrade, so the page's WebSocket fails and it asks /api/access why.
        if (browserRefusal(req.headers.cookie)) return void socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
        return wss.handleUpgrade(req, socket, head, (ws) => onBrowser(ws, req.socket.remoteAddress ?? 'unknown', req.headers.cookie));
      }
      if (path !== LIVE_PATH) return void socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, req.socket.remoteAddress ?? 'unknown'));
    });
    try {
      await new Promise<void>((resolve, reject) => {
        h.once('error', reject);
        h.listen(l.port, BIND[l.where], () => {
          h.off('error', reject);
          resolve();
        });
      });
    } catch (e) {
      return err('live.listenFailed', { port: l.port, reason: (e as NodeJS.ErrnoException).code ?? 'unknown' });
    }
    // Connections that stopped answering (a cable pulled) are closed, so their seat can be taken back.
    const heartbeat = setInterval(() => {
      for (const g of games.values())
        for (const c of g.holders.values()) {
          if (!c.alive) c.ws.terminate();
          else {
            c.alive = false;
            c.ws.ping();
          }
        }
    }, o.heartbeatMs ?? 15_000);
    heartbeat.unref();
    server = { http: h, wss, listen: l, port: (h.address() as AddressInfo).port, cert, heartbeat };
    return ok(undefined);
  }

  function shownHost(l: LiveListen): string {
    if (l.where === 'loopback') return '127.0.0.1';
    return l.address ?? lanAddress();
  }

  function status(id: string): LiveStatus | null {
    const g = [...games.values()].find((x) => x.id === id);
    if (!g || !server) return null;
    const s = server;
    const opponents = [...g.holders.values()].filter((c) => c.side !== null);
    const log = o.games.log(g.id);
    return {
      id: g.id,
      role: 'host',
      side: g.side,
      connection: opponents.length ? 'connected' : 'listening',
      opponent: opponents.length ? 'here' : 'away',
      fingerprint: s.cert?.fingerprint ?? null,
      invitations: [...g.seats.values()].map((seat) => {
        const inv = { host: shownHost(s.listen), port: s.port, game: g.uid, token: seat.token, fingerprint: s.cert?.fingerprint ?? null };
        const browser = web ? browserLink(inv) : null;
        return { side: seat.side ?? 'observer', link: invitationLink(inv), code: invitationCode(inv), ...(browser ? { browser } : {}) };
      }),
      head: log.ok ? log.value.row.head : 0,
      lastOpponentSeq: g.lastOpponentSeq,
      events: g.events,
      error: null,
    };
  }

  async function close() {
    if (!server) return;
    const s = server;
    server = null;
    clearInterval(s.heartbeat);
    for (const ws of s.wss.clients) ws.terminate();
    s.wss.close();
    s.http.closeAllConnections?.();
    await new Promise<void>((resolve) => s.http.close(() => resolve()));
  }

  const byId = (id: string) => [...games.values()].find((g) => g.id === id) ?? null;

  return {
    /** Makes a game live: listens as asked and returns its invitations (one per other side, one to watch). */
    async host(id: string, side: string, l: LiveListen): Promise<Result<LiveStatus>> {
      if (byId(id)) return ok(status(id)!);
      const p = o.games.position(id);
      if (!p.ok) return p;
      const sides = sidesOf(p.value.module);
      if (!sides.includes(side)) return err('live.unknownSide', { side });
      const listening = await listen(l);
      if (!listening.ok) return listening;
      const seats = new Map<string, Seat>();
      for (const s of [...sides.filter((x) => x !== side), null]) {
        const token = newSecret();
        seats.set(tokenKey(token), { token, side: s });
      }
      const head = o.games.log(id);
      const uid = p.value.row.uid;
      games.set(uid, { id, uid, side, seats, holders: new Map(), events: [], sent: head.ok ? head.value.row.head : 0, by: new Map(), lastOpponentSeq: null, held: null });
      return ok(status(id)!);
    },
    status,
    isHosted: (id: string) => byId(id) !== null,
    /** The host's own action: refused when it acts for a side the host does not play; the guests hear of it. */
    act(id: string, action: unknown, dice: readonly number[] | undefined, seen: SeenHead): Result<GameView> {
      const g = byId(id);
      if (!g) return err('live.notLive', { id });
      const allowed = checkSide(g, g.side, action);
      return allowed.ok ? play(g, g.side, action, dice, seen) : allowed;
    },
    say(id: string, e: { kind: 'chat'; text: string } | { kind: 'ping'; hex: string }): Result<{ n: number }> {
      const g = byId(id);
      if (!g) return err('live.notLive', { id });
      return ok({ n: addEvent(g, { ...e, from: g.side }).n });
    },
    async leave(id: string) {
      const g = byId(id);
      if (!g) return;
      for (const c of g.holders.values()) refuse(c.ws, 'live.hostGone');
      games.delete(g.uid);
      if (games.size === 0) await close();
    },
    close,
    /** Serves the app to browsers that open an invitation's browser link (web build and API). */
    serveBrowsers(w: BrowserWeb | null) {
      web = w;
    },
    /** The port listened on (tests). */
    port: () => server?.port ?? null,
  };
}

export type LiveHost = ReturnType<typeof createLiveHost>;
