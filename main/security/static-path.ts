import path from 'node:path';

/**
 * Maps a request path to a file inside `root`, or null when it would escape it. Used by the
 * desktop app:// protocol and the web server alike. Paths without an extension fall back to
 * index.html (the app is a single page).
 */
export function resolveStaticPath(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').includes('..')) return null;
  const rel = path.posix.normalize('/' + decoded).replace(/^\/+/, '');
  const base = path.resolve(root);
  const file = path.resolve(base, rel === '' ? 'index.html' : rel);
  if (file !== base && !file.startsWith(base + path.sep)) return null;
  if (path.extname(file) === '') return path.join(base, 'index.html');
  return file;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

export const contentTypeOf = (file: string): string => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
