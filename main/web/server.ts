import http, { type IncomingMessage } from 'node:http';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket, type RawData } from 'ws';
import type { Registry } from '../api/registry.js';
import { API_LIMITS } from '../api/limits.js';
import { err } from '../../shared/api/result.js';
import type { WireEvent, WireResponse } from '../../shared/api/client.js';
import { gameChangedBy } from '../api/game-events.js';
import { SECURITY_HEADERS } from '../security/policy.js';
import { contentTypeOf, resolveStaticPath } from '../security/static-path.js';
import { IMPORTED_ASSET_PREFIX, importedAssetPath, importedAssetType } from '../games/imported/assets.js';
import { hostAllowed, isLoopbackAddress, isLoopbackHost, type HostPolicy } from './hosts.js';
import { ACCESS_COOKIE, accessCookie, cookieValue, createAccessToken, tokenMatches } from './access.js';

export interface WebServerOptions {
  host: string;
  port: number;
  /** The built renderer (out/renderer). */
  staticDir: string;
  registry: Registry;
  /** Host names accepted besides loopback names and IP literals (--allow-host). */
  allowHosts?: readonly string[];
  /** The peer address of a request; tests stand in for a device on the network with it. */
  clientAddress?: (req: IncomingMessage) => string | undefined;
  /** The data folder whose imported games' images and tiles are served under /imported/. */
  dataDir?: string;
}

export interface WebServer {
  url: string;
  port: number;
  /** The token a non-loopback client must present; null when the server listens on loopback only. */
  token: string | null;
  close(): Promise<void>;
}

/** A WebSocket must come from a page this server served: same host, http scheme. */
function originAllowed(origin: string | undefined, hostHeader: string | undefined): boolean {
  if (!origin || !hostHeader) return false;
  try {
    const o = new URL(origin);
    return (o.protocol === 'http:' || o.protocol === 'https:') && o.host.toLowerCase() === hostHeader.toLowerCase();
  } catch {
    return false;
  }
}

function parseRequest(data: RawData, isBinary: boolean): { id: number; channel: unknown; args: unknown } | null {
  if (isBinary) return null;
  let msg: unknown;
  try {
    msg = JSON.parse(data.toString());
  } catch {
    return null;
  }
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) return null;
  const m = msg as Record<string, unknown>;
  if (typeof m.id !== 'number' || !Number.isSafeInteger(m.id) || !('channel' in m)) return null;
  return { id: m.id, channel: m.channel, args: m.args };
}

export async function startWebServer(o: WebServerOptions): Promise<WebServer> {
  let port = o.port;
  const policy = (): HostPolicy => ({ boundHost: o.host, port, allowHosts: o.allowHosts ?? [] });
  const token = isLoopbackHost(o.host) ? null : createAccessToken();
  const addressOf = (req: IncomingMessage) => (o.clientAddress ?? ((r) => r.socket.remoteAddress))(req);
  /** Loopback clients, and every client of a loopback-only server, need no token. */
  const needsToken = (req: IncomingMessage) => token !== null && !isLoopbackAddress(addressOf(req));
  const presentsToken = (req: IncomingMessage, url: URL) =>
    token !== null && (tokenMatches(cookieValue(req.headers.cookie, ACCESS_COOKIE), token) || tokenMatches(url.searchParams.get('token'), token));

  const server = http.createServer((req, res) => {
    if (!hostAllowed(req.headers.host, policy())) {
      res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Misdirected request\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...SECURITY_HEADERS }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/' && url.searchParams.has('token')) {
      // The link printed at start: keep the token in a cookie and drop it from the address bar.
      const valid = token !== null && tokenMatches(url.searchParams.get('token'), token);
      res.writeHead(303, { Location: '/', ...(valid ? { 'Set-Cookie': accessCookie(token) } : {}), ...SECURITY_HEADERS }).end();
      return;
    }
    if (url.pathname === '/api/access') {
      // The page asks this when its WebSocket is refused, to tell the user to open the link with the token.
      const access = !needsToken(req) ? 'open' : presentsToken(req, url) ? 'granted' : 'tokenRequired';
      res
        .writeHead(access === 'tokenRequired' ? 401 : 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...SECURITY_HEADERS })
        .end(JSON.stringify({ access }));
      return;
    }
    if (url.pathname.startsWith(IMPORTED_ASSET_PREFIX)) {
      // An imported game's pictures are data, like the API: a device that needs the token must present it.
      if (needsToken(req) && !presentsToken(req, url)) {
        res.writeHead(401, SECURITY_HEADERS).end();
        return;
      }
      const asset = o.dataDir ? importedAssetPath(o.dataDir, url.pathname) : null;
      if (!asset) {
        res.writeHead(404, SECURITY_HEADERS).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': importedAssetType(asset), 'Cache-Control': 'no-cache', ...SECURITY_HEADERS });
      if (req.method === 'HEAD') res.end();
      else fs.createReadStream(asset).pipe(res);
      return;
    }
    const file = resolveStaticPath(o.staticDir, req.url ?? '/');
    if (!file) {
      res.writeHead(400, SECURITY_HEADERS).end();
      return;
    }
    fs.stat(file, (statErr, st) => {
      if (statErr || !st.isFile()) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS }).end('Not found\n');
        return;
      }
      const immutable = file.includes(`${'/'}assets${'/'}`);
      res.writeHead(200, {
        'Content-Type': contentTypeOf(file),
        'Content-Length': st.size,
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...SECURITY_HEADERS,
      });
      if (req.method === 'HEAD') res.end();
      else fs.createReadStream(file).pipe(res);
    });
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: API_LIMITS.maxFrameBytes });
  let clients = 0;

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/api' || !hostAllowed(req.headers.host, policy()) || !originAllowed(req.headers.origin, req.headers.host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    if (needsToken(req) && !presentsToken(req, url)) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  /** Tells every other open tab that a game changed, so one showing it refreshes. */
  const broadcast = (from: WebSocket, event: WireEvent) => {
    const text = JSON.stringify(event);
    for (const other of wss.clients) if (other !== from && other.readyState === other.OPEN) other.send(text);
  };

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    const address = addressOf(req) ?? 'unknown';
    const client = { id: `ws-${++clients}`, address, loopback: isLoopbackAddress(address) };
    const send = (msg: WireResponse) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(msg));
    };
    ws.on('message', (data, isBinary) => {
      const req = parseRequest(data, isBinary);
      if (!req) {
        send({ id: null, result: err('api.malformedMessage') });
        return;
      }
      o.registry.dispatch(req.channel, req.args, client).then(
        (result) => {
          send({ id: req.id, result });
          const changed = gameChangedBy(req.channel, result);
          if (changed) broadcast(ws, changed);
        },
        () => send({ id: req.id, result: err('api.internal') }),
      );
    });
    // Oversized frames and protocol errors close this connection only; the server keeps serving.
    ws.on('error', () => ws.terminate());
    ws.on('close', () => o.registry.forget(client));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  const shownHost = o.host.includes(':') ? `[${o.host}]` : o.host === '0.0.0.0' ? '127.0.0.1' : o.host;
  const url = `http://${shownHost}:${port}/`;

  return {
    url,
    port,
    token,
    close: () =>
      new Promise<void>((resolve) => {
        for (const ws of wss.clients) ws.terminate();
        wss.close();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
