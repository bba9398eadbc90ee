import { z } from 'zod';
import { DiceRollSchema } from '../../shared/engine/view.js';
import { LIVE_CHAT_MAX, LiveEventSchema } from '../../shared/api/contract-live.js';
import { valueNestsDeeperThan } from '../engine/json-depth.js';

/**
 * The messages of live play (docs/live-play.md), one JSON object per WebSocket text frame. Every
 * message is checked against these schemas on arrival, on both sides; anything else closes the
 * connection with `live.protocol`.
 */
export const LIVE_PROTOCOL_VERSION = 1;
/** The path the host's WebSocket answers on. */
export const LIVE_PATH = '/live';
/** The largest frame a guest may send (an action, a chat line). */
export const GUEST_FRAME_MAX = 64 * 1024;
/** A connection that has not said hello within this time is closed. */
export const HELLO_TIMEOUT_MS = 10_000;
/** Connections not yet past hello, at most. */
export const MAX_UNAUTHENTICATED = 16;

const Hash = z.string().regex(/^[0-9a-f]{64}$/);
const Secret = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
/** One seat's reveal for one roll (main/engine/dice/protocol.ts); checked against the commitments by the dice service. */
export const RevealSchema = z.object({ game: z.string().max(64), seat: z.enum(['a', 'b']), k: z.number().int().min(1), seq: z.number().int().min(1), value: Hash }).strict();
const Reveals = z.array(RevealSchema).max(8);
const ErrParams = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

/** What a guest sends. `copy`: whether it holds a copy of the game; `seq`/`hash`: the last action that copy holds. */
export const GuestMessageSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('hello'), v: z.literal(LIVE_PROTOCOL_VERSION), game: z.string().min(1).max(64), token: Secret, resume: Secret.optional(), copy: z.boolean(), seq: z.number().int().min(0), hash: z.union([Hash, z.literal('')]) }).strict(),
  z.object({ t: z.literal('act'), n: z.number().int().min(1), action: z.unknown(), dice: z.array(z.number().int()).max(20).optional(), head: z.number().int().min(0) }).strict(),
  z.object({ t: z.literal('chat'), text: z.string().min(1).max(LIVE_CHAT_MAX) }).strict(),
  z.object({ t: z.literal('ping'), hex: z.string().regex(/^[A-Za-z0-9]{1,16}$/) }).strict(),
  z.object({ t: z.literal('commit'), commitment: Hash }).strict(),
  z.object({ t: z.literal('reveals'), reveals: Reveals }).strict(),
  z.object({ t: z.literal('sync'), copy: z.boolean(), seq: z.number().int().min(0), hash: z.union([Hash, z.literal('')]) }).strict(),
]);

/** One action as it is logged: what a guest's copy applies through the same engine step. */
export const WireActionSchema = z.object({ seq: z.number().int().min(1), action: z.unknown(), dice: z.array(DiceRollSchema), hash: Hash, by: z.string().nullable() });

/** The catch-up: either the actions after the guest's last one, or the whole game file. */
const CatchUp = z.union([z.object({ actions: z.array(WireActionSchema) }).strict(), z.object({ file: z.string() }).strict()]);

/** What the host sends. */
export const HostMessageSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('welcome'), game: z.string(), seat: z.string().nullable(), resume: Secret, head: z.number().int().min(0), catchUp: CatchUp, events: z.array(LiveEventSchema), here: z.array(z.string()) }).strict(),
  z.object({ t: z.literal('refused'), code: z.string(), params: ErrParams.default({}) }).strict(),
  z.object({ t: z.literal('action'), ...WireActionSchema.shape }).strict(),
  z.object({ t: z.literal('catchUp'), catchUp: CatchUp }).strict(),
  /** The guest's commitment is recorded: rolls can be made. */
  z.object({ t: z.literal('committed') }).strict(),
  /** An action held for its roll, with the host's reveal: the guest's copy holds it too, and answers with its own reveal. */
  z.object({ t: z.literal('propose'), seq: z.number().int().min(1), action: z.unknown(), reveals: Reveals, by: z.string().nullable() }).strict(),
  z.object({ t: z.literal('acted'), n: z.number().int(), ok: z.boolean(), code: z.string().optional(), params: ErrParams.optional() }).strict(),
  z.object({ t: z.literal('event'), event: LiveEventSchema }).strict(),
  z.object({ t: z.literal('presence'), here: z.array(z.string()) }).strict(),
]);

export type GuestMessage = z.infer<typeof GuestMessageSchema>;
export type HostMessage = z.infer<typeof HostMessageSchema>;
export type WireAction = z.infer<typeof WireActionSchema>;
export type CatchUpMessage = z.infer<typeof CatchUp>;

/** Reads one frame against a schema; null for binary frames, bad JSON, a value nested too deep, or a message outside the schema. */
export function readFrame<T>(schema: z.ZodType<T>, data: unknown, isBinary: boolean): T | null {
  if (isBinary) return null;
  try {
    const value: unknown = JSON.parse(String(data));
    // As for API calls: nothing recursive (the schema, the engine) meets a value thousands of levels deep.
    if (valueNestsDeeperThan(value)) return null;
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
