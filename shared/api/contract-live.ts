import { z } from 'zod';
import type { LIVE_CHANNELS } from './channels-live.js';

type LiveChannel = (typeof LIVE_CHANNELS)[number];

const GameIdArg = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** A side of any game: the five games' ids (axis) and an imported module's roster names (Axis, Free French); main checks it is one of the game's. */
const SideName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 ._:/-]{0,63}$/);

/** The longest chat line, in characters; main/live/protocol.ts bounds the wire the same way. */
export const LIVE_CHAT_MAX = 500;
/** How many chat lines and pings a live session keeps (the oldest go first). */
export const LIVE_EVENTS_KEPT = 200;

/** Where the host listens: this computer only, the local network, or a port forwarded from the internet (`address`: the name or address the opponent reaches). */
export const LiveListenSchema = z
  .object({
    where: z.enum(['loopback', 'lan', 'internet']),
    port: z.number().int().min(0).max(65535).default(0),
    address: z.string().regex(/^[A-Za-z0-9.:[\]-]{1,253}$/).optional(),
  })
  .strict();

/** A chat line or a "look here" ping, in the live session's own log (never the rules log). */
export const LiveEventSchema = z.object({
  n: z.number().int().min(1),
  kind: z.enum(['chat', 'ping']),
  /** The seat that spoke: a side, or 'observer'. */
  from: z.string(),
  at: z.string(),
  text: z.string().max(LIVE_CHAT_MAX).optional(),
  hex: z.string().max(16).optional(),
});

export const LiveInvitationSchema = z.object({
  side: z.string(),
  link: z.string(),
  code: z.string(),
  /** The link a plain browser opens to play this seat, served by the host (no app needed); absent when the host serves no browser. */
  browser: z.string().optional(),
});

/** One live session as this app sees it: its role, seat, connection, invitations (host) and the chat. */
export const LiveStatusSchema = z.object({
  id: z.string(),
  role: z.enum(['host', 'guest']),
  /** The side this app plays; null for an observer. */
  side: z.string().nullable(),
  /** 'listening' (host waiting), 'connected', 'reconnecting' (guest, after a drop), 'closed' (refused or left). */
  connection: z.enum(['listening', 'connected', 'reconnecting', 'closed']),
  /** Whether the other player is connected now. */
  opponent: z.enum(['here', 'away']),
  /** The certificate's SHA-256 fingerprint (TLS), null on a plain loopback connection. */
  fingerprint: z.string().nullable(),
  invitations: z.array(LiveInvitationSchema),
  head: z.number().int().min(0),
  /** The last action the opponent made, to highlight it: its sequence number. */
  lastOpponentSeq: z.number().int().min(0).nullable(),
  events: z.array(LiveEventSchema),
  /** Why the session closed or cannot reconnect: an error code and its parameters. */
  error: z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}) }).nullable(),
});

/**
 * Live play (main/live/, docs/live-play.md): `live.host` makes a game live and returns its
 * invitations; `live.join` connects to a host with an invitation and keeps a local copy of the
 * game; `live.status` is polled by the table; `live.chat` and `live.ping` go to the other seats.
 */
export const liveContract = {
  'live.host': { args: z.object({ id: GameIdArg, side: SideName, listen: LiveListenSchema }).strict(), result: LiveStatusSchema },
  'live.join': { args: z.object({ invitation: z.string().min(1).max(2000) }).strict(), result: LiveStatusSchema },
  'live.status': { args: z.object({ id: GameIdArg }).strict(), result: LiveStatusSchema.nullable() },
  'live.leave': { args: z.object({ id: GameIdArg }).strict(), result: z.object({ id: z.string() }) },
  'live.chat': { args: z.object({ id: GameIdArg, text: z.string().min(1).max(LIVE_CHAT_MAX) }).strict(), result: z.object({ n: z.number().int() }) },
  'live.ping': { args: z.object({ id: GameIdArg, hex: z.string().regex(/^[A-Za-z0-9]{1,16}$/) }).strict(), result: z.object({ n: z.number().int() }) },
} as const satisfies Record<LiveChannel, { args: z.ZodType; result: z.ZodType; maxArgsBytes?: number }>;

export type LiveListen = z.infer<typeof LiveListenSchema>;
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveStatus = z.infer<typeof LiveStatusSchema>;
export type LiveInvitation = z.infer<typeof LiveInvitationSchema>;
