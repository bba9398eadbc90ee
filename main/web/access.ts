import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NetworkInterfaceInfo } from 'node:os';

/**
 * The access token of a server that listens beyond this computer. A browser on another device
 * opens `/?token=…` once; the server answers with an HttpOnly, SameSite=Strict cookie and every
 * later WebSocket upgrade carries it. Loopback clients need none.
 */

export const ACCESS_COOKIE = 'ct_access';

export function createAccessToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Timing-safe comparison: both sides are hashed first, so lengths never leak either. */
export function tokenMatches(given: string | null | undefined, token: string): boolean {
  if (typeof given !== 'string' || given.length === 0 || given.length > 512) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(token).digest();
  return timingSafeEqual(a, b);
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

export function accessCookie(token: string): string {
  return `${ACCESS_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/`;
}

/**
 * The links to open on another device: one per IPv4 address of this machine's network interfaces
 * when bound to 0.0.0.0 (or ::), else the bound address itself.
 */
export function accessUrls(
  boundHost: string,
  port: number,
  token: string,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
): string[] {
  const wildcard = boundHost === '0.0.0.0' || boundHost === '::' || boundHost === '[::]';
  const hosts = wildcard
    ? Object.values(interfaces)
        .flat()
        .filter((i): i is NetworkInterfaceInfo => !!i && i.family === 'IPv4' && !i.internal)
        .map((i) => i.address)
    : [boundHost.includes(':') && !boundHost.startsWith('[') ? `[${boundHost}]` : boundHost];
  return hosts.map((h) => `http://${h}:${port}/?token=${encodeURIComponent(token)}`);
}
