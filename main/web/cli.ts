/**
 * `npm run web`: the whole app in a browser. The same services as the desktop app, behind a
 * WebSocket, plus the built renderer over HTTP.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pkg from '../../package.json' with { type: 'json' };
import { parseWebArgs } from './args.js';
import { startWebServer } from './server.js';
import { startAppServices } from '../app/services.js';
import { StorageError } from '../db/errors.js';
import { accessUrls } from './access.js';
import { lockHolder, type LockHolder } from '../app/data-lock.js';

function describeHolder(h: LockHolder, dataDir: string): string {
  const who = h.pid ? `process ${h.pid} on ${h.host} (${h.mode === 'web' ? 'npm run web' : 'the desktop app'}, since ${h.startedAt})` : 'another process';
  return `The data folder ${dataDir} is in use by ${who}.`;
}

async function main(): Promise<number> {
  const parsed = parseWebArgs(process.argv.slice(2));
  if (!parsed.ok) {
    (parsed.help ? console.log : console.error)(parsed.message);
    return parsed.help ? 0 : 2;
  }
  const { host, port, dataDir, allowHosts, readOnly } = parsed.args;
  const staticDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../renderer');

  // One writer per data folder: another app holding it is named, and we stop unless asked only to look.
  const holder = lockHolder(dataDir);
  if (holder && !readOnly) {
    console.error(`${describeHolder(holder, dataDir)}\nQuit it first, or run with --read-only to look without changing anything.`);
    return 3;
  }

  let services;
  try {
    services = startAppServices({ dataDir, mode: 'web', version: pkg.version, ...(readOnly ? { readOnly } : {}) });
  } catch (e) {
    if (e instanceof StorageError) {
      console.error(`Cannot open the database in ${dataDir}: ${e.code} ${JSON.stringify(e.params)}`);
      return 1;
    }
    throw e;
  }
  const lockedBy = services.info.lockedBy;
  if (lockedBy && !readOnly) {
    // Taken between our look and our start.
    services.close();
    console.error(`${describeHolder(lockedBy, dataDir)}\nQuit it first, or run with --read-only to look without changing anything.`);
    return 3;
  }
  for (const n of services.info.notices) console.warn(`Notice: ${n.code} ${JSON.stringify(n.params)}`);

  // Invitations to live games open in a plain browser too: the live listener serves this same app.
  services.live.serveBrowsers({ staticDir, registry: services.registry });
  let server;
  try {
    server = await startWebServer({ host, port, staticDir, registry: services.registry, allowHosts, dataDir: services.info.dataDir });
  } catch (e) {
    services.close();
    const code = (e as { code?: string }).code;
    if (code === 'EADDRINUSE') console.error(`Port ${port} is already in use; choose another with --port.`);
    else if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') console.error(`Cannot listen on ${host}: no such address here.`);
    else console.error(`Cannot start the web server: ${(e as Error).message}`);
    return 1;
  }

  console.log(`Campaign Table ${pkg.version} is running at ${server.url}`);
  console.log(`Data folder: ${dataDir}`);
  if (services.info.readOnly) console.log(lockedBy ? `Read-only: ${describeHolder(lockedBy, dataDir)}` : 'Read-only, as asked: nothing will be changed.');
  if (server.token !== null) {
    const links = accessUrls(host, server.port, server.token, os.networkInterfaces());
    services.publishAccessUrls(links);
    console.log('Listening beyond this computer. Other devices need the access token: open this link on the tablet');
    for (const link of links) console.log(`  ${link}`);
    if (links.length === 0) console.log(`  http://<this computer's address>:${server.port}/?token=${server.token}`);
    console.log('(This computer needs no token; the link is also shown in Settings.)');
  }

  const stop = async () => {
    await server.close();
    services.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return -1; // keep running
}

main().then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
