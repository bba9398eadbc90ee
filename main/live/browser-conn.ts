import type { WebSocket, RawData } from 'ws';
import type { z } from 'zod';
import { contract } from '../../shared/api/contract.js';
import { err, type Result } from '../../shared/api/result.js';
import type { WireResponse } from '../../shared/api/client.js';
import type { Client, Registry } from '../api/registry.js';
import { valueNestsDeeperThan } from '../engine/json-depth.js';
import type { SeenHead } from '../engine/sessions.js';
import { checkBrowserCall, type BrowserSeatScope } from './browser-seat.js';

/** What the host lends one browser seat's connection: its game and seat, and the host's own steps. */
export interface BrowserSeatHost {
  scope: BrowserSeatScope;
  registry: Registry;
  client: Client;
  /** An action for the seat's side: checked against that side, then the same step as an app joiner's. */
  act(action: unknown, dice: readonly number[] | undefined, seen: SeenHead): Result<unknown>;
  /** A chat line or a ping from the seat. */
  say(e: { kind: 'chat'; text: string } | { kind: 'ping'; hex: string }): Result<{ n: number }>;
  /** The live session as this seat sees it (no invitation of any seat). */
  status(): Result<unknown>;
}

function parse(data: RawData, isBinary: boolean): { id: number; channel: unknown; args: unknown } | null {
  if (isBinary) return null;
  try {
    const m = JSON.parse(data.toString()) as unknown;
    if (typeof m !== 'object' || m === null || Array.isArray(m)) return null;
    const r = m as Record<string, unknown>;
    return typeof r.id === 'number' && Number.isSafeInteger(r.id) && 'channel' in r ? { id: r.id, channel: r.channel, args: r.args } : null;
  } catch {
    return null;
  }
}

/** Checks a call's arguments as the registry would, for the calls the host answers itself. */
function argsOf<C extends 'game.apply' | 'live.chat' | 'live.ping' | 'live.status'>(channel: C, args: unknown): z.infer<(typeof contract)[C]['args']> | null {
  if (valueNestsDeeperThan(args)) return null;
  const parsed = (contract[channel].args as z.ZodType).safeParse(args);
  return parsed.success ? (parsed.data as z.infer<(typeof contract)[C]['args']>) : null;
}

/** One call of a browser seat: refused unless allowed for its game and seat; the rest go to the app's API. */
export async function browserSeatCall(h: BrowserSeatHost, channel: unknown, args: unknown): Promise<Result<unknown>> {
  const allowed = checkBrowserCall(h.scope, channel, args);
  if (!allowed.ok) return allowed;
  const bad = () => err('api.invalidArguments', { channel: String(channel) });
  switch (channel) {
    case 'game.apply': {
      const a = argsOf('game.apply', args);
      if (!a) return bad();
      return h.act(a.action, a.dice, a.hash === undefined ? { head: a.head } : { head: a.head, hash: a.hash });
    }
    case 'live.chat': {
      const a = argsOf('live.chat', args);
      return a ? h.say({ kind: 'chat', text: a.text }) : bad();
    }
    case 'live.ping': {
      const a = argsOf('live.ping', args);
      return a ? h.say({ kind: 'ping', hex: a.hex }) : bad();
    }
    case 'live.status':
      return argsOf('live.status', args) ? h.status() : bad();
    default:
      return h.registry.dispatch(channel, args, h.client);
  }
}

/** Serves a browser seat's WebSocket: the app's wire format (one answer per request), nothing else. */
export function serveBrowserSeat(ws: WebSocket, h: BrowserSeatHost): void {
  const send = (m: WireResponse) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(m));
  };
  ws.on('message', (data, isBinary) => {
    const req = parse(data, isBinary);
    if (!req) return send({ id: null, result: err('api.malformedMessage') });
    browserSeatCall(h, req.channel, req.args).then(
      (result) => send({ id: req.id, result }),
      () => send({ id: req.id, result: err('api.internal') }),
    );
  });
  ws.on('close', () => h.registry.forget(h.client));
}
