import { isIP } from 'node:net';

export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase();
  return h === 'localhost' || h === '::1' || h === '[::1]' || /^127(\.\d{1,3}){3}$/.test(h);
}

/** The peer address of a socket is loopback (IPv6-mapped IPv4 included). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  return a === '::1' || /^127(\.\d{1,3}){3}$/.test(a);
}

/** A Host header split into name and port, or null when it is not one. "[::1]:80" → {name: "::1", port: 80}. */
export function parseHostHeader(header: string): { name: string; port: number | null } | null {
  const h = header.trim().toLowerCase();
  const m = /^(?:\[([0-9a-f:.]+)\]|([^:[\]\s/@]+))(?::(\d{1,5}))?$/.exec(h);
  if (!m) return null;
  const name = m[1] ?? m[2]!;
  if (m[1] !== undefined && isIP(name) !== 6) return null;
  const port = m[3] === undefined ? null : Number(m[3]);
  if (port !== null && port > 65535) return null;
  return { name, port };
}

export interface HostPolicy {
  /** The address the server listens on (--host). */
  boundHost: string;
  port: number;
  /** Extra host names given with --allow-host. */
  allowHosts?: readonly string[];
}

/**
 * Host names a request may carry, in every mode: this is what stops a DNS-rebinding page (a name
 * the attacker controls, resolving to this machine) from reaching the API. Bound to loopback, only
 * loopback names; bound to a LAN address or 0.0.0.0, also IP literals (how a tablet reaches it).
 * Names from --allow-host are accepted in both. The port must be the server's.
 */
export function hostAllowed(header: string | undefined, p: HostPolicy): boolean {
  if (!header) return false;
  const parsed = parseHostHeader(header);
  if (!parsed) return false;
  const port = parsed.port ?? 80;
  if (port !== p.port) return false;
  const { name } = parsed;
  if (['127.0.0.1', 'localhost', '::1'].includes(name)) return true;
  if ((p.allowHosts ?? []).some((h) => h.toLowerCase() === name)) return true;
  if (isLoopbackHost(p.boundHost)) return false;
  return isIP(name) !== 0;
}
