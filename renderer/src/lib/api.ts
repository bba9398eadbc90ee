import { CHANNELS, type Channel } from '../../../shared/api/channels';
import type { Api, WireEvent, WireRequest, WireResponse } from '../../../shared/api/client';
import { err, isResult, type Err, type Result } from '../../../shared/api/result';
import { isErrorCode } from '../../../shared/api/errors';

/**
 * The renderer's one API client. In the desktop app the sandboxed preload has put `window.api`
 * in place (Electron IPC); in a browser the same calls travel over a WebSocket to `npm run web`.
 * Either way a call resolves to a Result and never throws.
 */

declare global {
  interface Window {
    api?: Api;
  }
}

const CALL_TIMEOUT_MS = 15_000;
/**
 * Calls that run long work in a worker thread (a whole game file replayed, a rulebook split) may
 * take minutes; the person sees their progress and can cancel them (work.progress, work.cancel).
 */
const LONG_CALLS: ReadonlySet<Channel> = new Set<Channel>(['game.import', 'rulebook.importFinish', 'vassal.uploadFinish']);
const LONG_CALL_TIMEOUT_MS = 15 * 60_000;

type GameChangedListener = (event: WireEvent) => void;
const gameChangedListeners = new Set<GameChangedListener>();

/**
 * Hears that a game changed elsewhere (another tab, in web mode); returns the unsubscribe. In the
 * desktop app there is one window, so nothing else changes its games and nothing is heard.
 */
export function onGameChanged(listener: GameChangedListener): () => void {
  gameChangedListeners.add(listener);
  return () => void gameChangedListeners.delete(listener);
}

function isWireEvent(msg: unknown): msg is WireEvent {
  const m = msg as Partial<WireEvent> | null;
  return !!m && m.event === 'game.changed' && typeof m.id === 'string' && typeof m.head === 'number' && typeof m.hash === 'string';
}

interface Pending {
  resolve: (r: Result<unknown>) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Why the WebSocket was refused: a server on another computer lets in only devices that opened its
 * link with the access token, and says so at /api/access.
 */
async function refusalCode(): Promise<Err> {
  try {
    const res = await fetch('/api/access', { cache: 'no-store', credentials: 'same-origin' });
    if (res.status === 403) {
      // A browser seat of a live game refused its seat (main/live/browser-web.ts): why, as a code.
      const body = (await res.json()) as { code?: unknown; params?: unknown };
      const params = typeof body.params === 'object' && body.params !== null ? (body.params as Record<string, string>) : {};
      if (isErrorCode(body.code) && body.code.startsWith('live.')) return err(body.code, params);
    }
    return err(res.status === 401 ? 'api.tokenRequired' : 'api.disconnected');
  } catch {
    return err('api.disconnected');
  }
}

function webSocketApi(url: string): Api {
  let socket: WebSocket | null = null;
  let opening: Promise<WebSocket> | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function failAll(): void {
    for (const [id, p] of pending) {
      clearTimeout(p.timer);
      p.resolve(err('api.disconnected'));
      pending.delete(id);
    }
  }

  function connect(): Promise<WebSocket> {
    if (socket && socket.readyState === WebSocket.OPEN) return Promise.resolve(socket);
    if (opening) return opening;
    opening = new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.onopen = () => {
        socket = ws;
        opening = null;
        resolve(ws);
      };
      ws.onerror = () => {
        opening = null;
        reject(new Error('connect failed'));
      };
      ws.onclose = () => {
        if (socket === ws) socket = null;
        failAll();
      };
      ws.onmessage = (ev) => {
        let msg: WireResponse;
        try {
          msg = JSON.parse(String(ev.data)) as WireResponse;
        } catch {
          return;
        }
        if (isWireEvent(msg)) {
          for (const listener of gameChangedListeners) listener(msg);
          return;
        }
        if (typeof msg.id !== 'number') return;
        const p = pending.get(msg.id);
        if (!p) return;
        clearTimeout(p.timer);
        pending.delete(msg.id);
        p.resolve(isResult(msg.result) ? msg.result : err('api.malformedMessage'));
      };
    });
    return opening;
  }

  async function call(channel: Channel, args: unknown): Promise<Result<unknown>> {
    let ws: WebSocket;
    try {
      ws = await connect();
    } catch {
      return await refusalCode();
    }
    const id = nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        resolve(err('api.timeout'));
      }, LONG_CALLS.has(channel) ? LONG_CALL_TIMEOUT_MS : CALL_TIMEOUT_MS);
      pending.set(id, { resolve, timer });
      const req: WireRequest = { id, channel, args };
      ws.send(JSON.stringify(req));
    });
  }

  return Object.fromEntries(CHANNELS.map((c) => [c, (args: unknown) => call(c, args)])) as unknown as Api;
}

function ipcApi(api: Api): Api {
  // Guard the bridge too: an IPC failure becomes a Result like any other.
  return Object.fromEntries(
    CHANNELS.map((c) => [
      c,
      async (args: unknown) => {
        try {
          const r: unknown = await (api[c] as (a: unknown) => Promise<unknown>)(args);
          return isResult(r) ? r : err('api.malformedMessage');
        } catch {
          return err('api.disconnected');
        }
      },
    ]),
  ) as unknown as Api;
}

function pick(): Api {
  if (typeof window !== 'undefined' && window.api) return ipcApi(window.api);
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return webSocketApi(`${scheme}://${location.host}/api`);
}

export const api: Api = pick();
