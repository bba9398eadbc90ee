import { WebSocket } from 'ws';
import { err, ok, type Result } from '../../shared/api/result.js';
import type { LiveEvent, LiveStatus } from '../../shared/api/contract-live.js';
import { LIVE_EVENTS_KEPT } from '../../shared/api/contract-live.js';
import { API_LIMITS } from '../api/limits.js';
import type { LiveGames } from './access.js';
import type { Invitation } from './invitation.js';
import { HostMessageSchema, LIVE_PATH, LIVE_PROTOCOL_VERSION, readFrame, type CatchUpMessage, type GuestMessage, type HostMessage, type WireAction } from './protocol.js';
import { pinnedConnect } from './tls.js';

export interface GuestOptions {
  games: LiveGames;
  /** Waits between reconnection attempts, the last one repeated (ms). */
  retryMs?: readonly number[];
  /** How long an action waits for the host's answer (ms). */
  actTimeoutMs?: number;
}

type ErrInfo = { code: string; params: Record<string, string | number | boolean> };

/**
 * The joiner's side of a live game: it connects to the host named by the invitation (pinning its
 * certificate over TLS), keeps its own copy of the game — the whole log, applied through the same
 * engine step — sends its player's actions to the host, and after a drop reconnects with its token
 * and resume secret, catching up from the last action both hold.
 */
export function createLiveGuest(inv: Invitation, o: GuestOptions) {
  const retry = o.retryMs ?? [300, 1000, 2000, 5000];
  let ws: WebSocket | null = null;
  let connection: LiveStatus['connection'] = 'reconnecting';
  let localId: string | null = null;
  let side: string | null = null;
  let resume: string | undefined;
  let here: string[] = [];
  let events: LiveEvent[] = [];
  let error: ErrInfo | null = null;
  let lastOpponentSeq: number | null = null;
  let left = false;
  let attempt = 0;
  let nextN = 1;
  const waiting = new Map<number, (r: Result<void>) => void>();
  let firstWelcome: ((r: Result<void>) => void) | null = null;
  // Messages are handled one after another: a catch-up may wait for a file's verification.
  let queue: Promise<void> = Promise.resolve();

  function where(): { copy: boolean; seq: number; hash: string } {
    if (!localId) {
      const found = o.games.findByUid(inv.game);
      if (found) localId = found.id;
    }
    const log = localId ? o.games.log(localId) : null;
    if (!log?.ok) return { copy: false, seq: 0, hash: '' };
    const head = log.value.row.head;
    return { copy: true, seq: head, hash: head > 0 ? log.value.actions[head - 1]!.hash : '' };
  }

  const sendMsg = (m: GuestMessage) => {
    if (ws && ws.readyState === ws.OPEN) ws.send(JSON.stringify(m));
  };

  /** One action of the host's log, applied to our copy; false when our copy cannot follow (then we ask for the file). */
  function mirror(a: WireAction): boolean {
    if (!localId) return false;
    const at = where();
    if (a.seq <= at.seq) return true;
    if (a.seq !== at.seq + 1) return false;
    const physical = a.dice.filter((d) => d.source === 'physical').flatMap((d) => d.values);
    const r = o.games.apply(localId, a.action, physical.length ? physical : undefined, { head: at.seq });
    if (!r.ok || r.value.hash !== a.hash) return false;
    if (a.by !== null && a.by !== side) lastOpponentSeq = a.seq;
    return true;
  }

  /** An action the host holds for its roll: our copy holds it too, checks the host's reveal and answers with its own. */
  function settleHeld(m: Extract<HostMessage, { t: 'propose' }>) {
    if (!localId || side === null) return;
    const at = where();
    if (m.seq <= at.seq) return;
    if (m.seq !== at.seq + 1) return sendMsg({ t: 'sync', ...at });
    const mine = o.games.dice.propose(localId, m.action, { head: at.seq });
    if (!mine.ok) return fail({ code: 'live.outOfSync', params: { reason: mine.code } });
    const settled = o.games.dice.receiveReveals(localId, m.reveals);
    if (!settled.ok) return fail({ code: settled.code, params: settled.params ?? {} });
    sendMsg({ t: 'reveals', reveals: [...mine.value.outgoing, ...settled.value.outgoing] });
    if (m.by !== side && settled.value.view.head >= m.seq) lastOpponentSeq = m.seq;
  }

  async function takeCatchUp(cu: CatchUpMessage): Promise<Result<void>> {
    if ('file' in cu) {
      const r = await o.games.importFile(cu.file);
      if (!r.ok) return err('live.outOfSync', { reason: r.code });
      localId = r.value.id;
      return ok(undefined);
    }
    for (const a of cu.actions) {
      if (!mirror(a)) {
        sendMsg({ t: 'sync', copy: false, seq: 0, hash: '' });
        return ok(undefined);
      }
    }
    return ok(undefined);
  }

  function fail(e: ErrInfo) {
    error = e;
    connection = 'closed';
    left = true;
    firstWelcome?.(err(e.code as never, e.params));
    firstWelcome = null;
    ws?.terminate();
  }

  function connected() {
    connection = 'connected';
    attempt = 0;
    error = null;
    firstWelcome?.(ok(undefined));
    firstWelcome = null;
  }

  async function onMessage(m: HostMessage) {
    switch (m.t) {
      case 'welcome': {
        side = m.seat;
        resume = m.resume;
        here = m.here;
        events = m.events;
        const r = await takeCatchUp(m.catchUp);
        if (!r.ok) return fail({ code: r.code, params: r.params ?? {} });
        // A commit–reveal game: this copy takes its seat (b) and tells the host its commitment; its secret stays here.
        if (side !== null && localId && o.games.dice.isCommitReveal(localId)) {
          const joined = o.games.dice.join(localId);
          if (!joined.ok) return fail({ code: joined.code, params: joined.params ?? {} });
          // Connected once the host has recorded it: until then no roll could be made.
          sendMsg({ t: 'commit', commitment: joined.value.commitment });
          return;
        }
        return connected();
      }
      case 'committed':
        return connected();
      case 'refused':
        return fail({ code: m.code, params: m.params });
      case 'action':
        if (!mirror(m)) sendMsg({ t: 'sync', ...where() });
        return;
      case 'propose':
        return settleHeld(m);
      case 'catchUp': {
        const r = await takeCatchUp(m.catchUp);
        if (!r.ok) fail({ code: r.code, params: r.params ?? {} });
        return;
      }
      case 'acted': {
        const done = waiting.get(m.n);
        waiting.delete(m.n);
        done?.(m.ok ? ok(undefined) : err((m.code ?? 'live.protocol') as never, m.params));
        return;
      }
      case 'event':
        events = [...events.filter((e) => e.n < m.event.n), m.event].slice(-LIVE_EVENTS_KEPT);
        return;
      case 'presence':
        here = m.here;
        return;
    }
  }

  function connect() {
    if (left) return;
    const scheme = inv.fingerprint ? 'wss' : 'ws';
    const host = inv.host.includes(':') ? `[${inv.host}]` : inv.host;
    const socket = new WebSocket(`${scheme}://${host}:${inv.port}${LIVE_PATH}`, {
      maxPayload: API_LIMITS.maxFrameBytes,
      handshakeTimeout: 10_000,
      ...(inv.fingerprint ? { createConnection: pinnedConnect(inv.fingerprint) as never } : {}),
    });
    ws = socket;
    socket.on('open', () => {
      // The token leaves only over a connection to the certificate the invitation names.
      if (inv.fingerprint) {
        const seen = (socket as unknown as { _socket?: { getPeerCertificate?: () => { fingerprint256?: string } } })._socket?.getPeerCertificate?.().fingerprint256;
        if (seen !== inv.fingerprint) return fail({ code: 'live.certificateMismatch', params: {} });
      }
      sendMsg({ t: 'hello', v: LIVE_PROTOCOL_VERSION, game: inv.game, token: inv.token, ...(resume ? { resume } : {}), ...where() });
    });
    socket.on('message', (data, isBinary) => {
      const m = readFrame(HostMessageSchema, data, isBinary);
      if (!m) return fail({ code: 'live.protocol', params: {} });
      queue = queue.then(() => onMessage(m)).catch(() => fail({ code: 'live.protocol', params: {} }));
    });
    socket.on('error', (e: Error & { code?: string }) => {
      if (e.code === 'live.certificateMismatch' || e.message === 'live.certificateMismatch') fail({ code: 'live.certificateMismatch', params: {} });
    });
    socket.on('close', (code) => {
      if (ws !== socket) return;
      for (const done of waiting.values()) done(err('live.unreachable'));
      waiting.clear();
      here = [];
      if (left) return;
      if (firstWelcome && attempt >= 1) return fail({ code: 'live.unreachable', params: { host: inv.host, port: inv.port } });
      connection = 'reconnecting';
      const wait = retry[Math.min(attempt, retry.length - 1)]!;
      attempt++;
      setTimeout(connect, wait).unref?.();
    });
  }

  return {
    /** Connects and waits for the first welcome: the local copy exists once this answers ok. */
    start(): Promise<Result<void>> {
      return new Promise((resolve) => {
        firstWelcome = resolve;
        connect();
      });
    },
    get localId() {
      return localId;
    },
    get game() {
      return inv.game;
    },
    /** Our player's action, sent to the host; answers once our copy holds it (or with the host's refusal). */
    act(action: unknown, dice: readonly number[] | undefined, head: number): Promise<Result<void>> {
      if (connection !== 'connected' || !ws) return Promise.resolve(err('live.unreachable', { host: inv.host, port: inv.port }));
      if (side === null) return Promise.resolve(err('live.observer'));
      const n = nextN++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(n);
          resolve(err('live.timeout'));
        }, o.actTimeoutMs ?? 20_000);
        waiting.set(n, (r) => {
          clearTimeout(timer);
          // Our copy applies the host's broadcast before this answer (messages are handled in order).
          void queue.then(() => resolve(r));
        });
        sendMsg({ t: 'act', n, action, ...(dice?.length ? { dice: [...dice] } : {}), head });
      });
    },
    say(e: { kind: 'chat'; text: string } | { kind: 'ping'; hex: string }): Result<{ n: number }> {
      if (connection !== 'connected') return err('live.unreachable', { host: inv.host, port: inv.port });
      sendMsg(e.kind === 'chat' ? { t: 'chat', text: e.text } : { t: 'ping', hex: e.hex });
      return ok({ n: (events.at(-1)?.n ?? 0) + 1 });
    },
    status(): LiveStatus | null {
      if (!localId) return null;
      const log = o.games.log(localId);
      const opponentHere = here.some((s) => s !== side && s !== 'observer');
      return {
        id: localId,
        role: 'guest',
        side,
        connection,
        opponent: connection === 'connected' && opponentHere ? 'here' : 'away',
        fingerprint: inv.fingerprint,
        invitations: [],
        head: log.ok ? log.value.row.head : 0,
        lastOpponentSeq,
        events,
        error,
      };
    },
    /** Drops the connection as if the network had (tests; the guest reconnects by itself). */
    dropConnection() {
      ws?.terminate();
    },
    leave() {
      left = true;
      connection = 'closed';
      ws?.close();
    },
  };
}

export type LiveGuest = ReturnType<typeof createLiveGuest>;
