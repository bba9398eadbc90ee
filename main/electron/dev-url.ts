/** Loopback hosts a development server may run on. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The development renderer address from ELECTRON_RENDERER_URL, accepted only when it is an http
 * URL on this computer's loopback: the window it loads gets the whole API. Anything else is
 * ignored, with a warning, and the built renderer loads instead.
 */
export function devRendererUrl(raw: string | undefined, warn: (message: string) => void = console.warn): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  let u: URL | null = null;
  try {
    u = new URL(raw);
  } catch {
    u = null;
  }
  if (u && u.protocol === 'http:' && LOOPBACK.has(u.hostname) && !u.username && !u.password) return u.href;
  warn(`ELECTRON_RENDERER_URL ignored: only an http:// address on 127.0.0.1, localhost or [::1] is accepted, not "${raw}". Loading the built renderer.`);
  return undefined;
}
