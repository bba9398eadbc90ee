/**
 * Security policy as pure functions, so it is tested under plain Node. The Electron shell only
 * wires these to its events; the web server sends the same CSP as a header.
 */

/** The custom scheme the desktop renderer is served from (never file://). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'campaign-table';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** scheme://host[:port] of a URL, or null. (URL.origin is "null" for custom schemes, so build it.) */
/** The headers every page and file served over HTTP carries (web mode, and a live game's browser seat). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    if (!u.host) return null;
    return `${u.protocol}//${u.host}`;
  } catch {
    return null;
  }
}

/** Exact origin match; never a prefix test (app://campaign-table.evil.com must fail). */
export function isAllowedOrigin(url: string, allowed: readonly string[]): boolean {
  const o = originOf(url);
  return o !== null && allowed.includes(o);
}

export interface SenderFrame {
  url: string;
  isMainFrame: boolean;
}

/** IPC is answered only for the app's own top-level frame. */
export function isTrustedSender(frame: SenderFrame | null | undefined, allowed: readonly string[]): boolean {
  return !!frame && frame.isMainFrame && isAllowedOrigin(frame.url, allowed);
}

/** The webPreferences of every window: Electron's security checklist, spelled out. */
export function secureWebPreferences(preload: string) {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
  } as const;
}
