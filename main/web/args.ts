import { parseArgs } from 'node:util';
import path from 'node:path';
import { defaultDataDir } from '../app/paths.js';

export const DEFAULT_PORT = 7341;

export interface WebArgs {
  host: string;
  port: number;
  dataDir: string;
  /** Host names accepted besides IP literals and loopback names (--allow-host, repeatable). */
  allowHosts: string[];
  /** Open the data folder read-only (also when another app holds it); absent unless asked. */
  readOnly?: true;
}

export const WEB_USAGE = `Usage: npm run web -- [--port N] [--host ADDRESS] [--data DIR] [--allow-host NAME]

  --port N        port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  --host ADDRESS  address to listen on (default 127.0.0.1: this computer only;
                  0.0.0.0 lets a tablet on your network join)
  --data DIR      folder for the database (default: the desktop app's data folder)
  --allow-host NAME  also accept this host name in addresses (say, mypc.local);
                  repeat for more. IP addresses and localhost are always accepted
  --read-only     only look: open the data folder read-only, even while another
                  Campaign Table (the desktop app, another npm run web) writes it
  --help          show this help`;

export type ParsedWebArgs = { ok: true; args: WebArgs } | { ok: false; help: boolean; message: string };

export function parseWebArgs(argv: string[], fallbackDataDir: string = defaultDataDir()): ParsedWebArgs {
  let values;
  try {
    values = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        data: { type: 'string' },
        'allow-host': { type: 'string', multiple: true },
        'read-only': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (e) {
    return { ok: false, help: false, message: (e as Error).message };
  }
  if (values.help) return { ok: false, help: true, message: WEB_USAGE };
  let port = DEFAULT_PORT;
  if (values.port !== undefined) {
    if (!/^\d{1,5}$/.test(values.port) || Number(values.port) > 65535) {
      return { ok: false, help: false, message: `--port must be a number from 0 to 65535, not "${values.port}"` };
    }
    port = Number(values.port);
  }
  const host = values.host ?? '127.0.0.1';
  if (host.trim() === '' || /[\s/]/.test(host)) return { ok: false, help: false, message: `--host "${host}" is not an address` };
  const dataDir = path.resolve(values.data ?? fallbackDataDir);
  const allowHosts = values['allow-host'] ?? [];
  for (const name of allowHosts) {
    if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(name)) {
      return { ok: false, help: false, message: `--allow-host "${name}" is not a host name` };
    }
  }
  return { ok: true, args: { host, port, dataDir, allowHosts: allowHosts.map((h) => h.toLowerCase()), ...(values['read-only'] ? { readOnly: true as const } : {}) } };
}
