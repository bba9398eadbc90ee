import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { err, ok, type Result } from '../../shared/api/result.js';

/**
 * An invitation to a live game: where the host listens, which game, the seat's secret token and,
 * over TLS, the SHA-256 fingerprint of the host's certificate, which the joiner pins. It travels
 * as a link (`campaign-table-live://host:port/game?token=…&fp=…`) or as a code (`CTL1-` and the
 * same fields in base64url); both read back to the same thing.
 */
export interface Invitation {
  host: string;
  port: number;
  game: string;
  token: string;
  /** Upper-case hex with colons (as Node prints a certificate's fingerprint256); null: plain loopback. */
  fingerprint: string | null;
}

const LINK_SCHEME = 'campaign-table-live:';
const CODE_PREFIX = 'CTL1-';
const Fingerprint = z.string().regex(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
const InvitationSchema = z
  .object({
    host: z.string().regex(/^[A-Za-z0-9.:-]{1,253}$/),
    port: z.number().int().min(1).max(65535),
    game: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
    fingerprint: Fingerprint.nullable(),
  })
  .strict();

/** A new secret: 32 random bytes, base64url (43 characters). */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** What the host keeps of a token: its SHA-256, so a lookup never compares secrets byte by byte. */
export const tokenKey = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Compares two secrets in constant time. */
export function sameSecret(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(tokenKey(a), 'hex');
  const y = Buffer.from(tokenKey(b), 'hex');
  return timingSafeEqual(x, y);
}

const hostPart = (host: string) => (host.includes(':') ? `[${host}]` : host);

export function invitationLink(i: Invitation): string {
  const q = new URLSearchParams({ token: i.token, ...(i.fingerprint ? { fp: i.fingerprint } : {}) });
  return `${LINK_SCHEME}//${hostPart(i.host)}:${i.port}/${i.game}?${q.toString()}`;
}

/**
 * The same invitation for a plain browser: the host's live listener serves the app and takes the
 * seat token once. Over TLS it carries the fingerprint too, for the player to compare with the
 * certificate their browser warns about (the page itself cannot pin it).
 */
export function browserLink(i: Invitation): string {
  const q = new URLSearchParams({ game: i.game, token: i.token, ...(i.fingerprint ? { fp: i.fingerprint } : {}) });
  return `${i.fingerprint ? 'https' : 'http'}://${hostPart(i.host)}:${i.port}/?${q.toString()}`;
}

export function invitationCode(i: Invitation): string {
  return CODE_PREFIX + Buffer.from(JSON.stringify([i.host, i.port, i.game, i.token, i.fingerprint])).toString('base64url');
}

/** Reads a pasted invitation, link or code (spaces around it ignored); live.badInvitation otherwise. */
export function readInvitation(text: string): Result<Invitation> {
  const t = text.trim();
  let fields: unknown = null;
  try {
    if (t.startsWith(CODE_PREFIX)) {
      const a = JSON.parse(Buffer.from(t.slice(CODE_PREFIX.length), 'base64url').toString('utf8')) as unknown;
      if (Array.isArray(a) && a.length === 5) fields = { host: a[0], port: a[1], game: a[2], token: a[3], fingerprint: a[4] };
    } else if (t.startsWith(LINK_SCHEME)) {
      const u = new URL(t);
      fields = {
        host: u.hostname.replace(/^\[|\]$/g, ''),
        port: Number(u.port),
        game: decodeURIComponent(u.pathname.replace(/^\//, '')),
        token: u.searchParams.get('token'),
        fingerprint: u.searchParams.get('fp'),
      };
    }
  } catch {
    fields = null;
  }
  const parsed = InvitationSchema.safeParse(fields);
  return parsed.success ? ok(parsed.data) : err('live.badInvitation');
}
