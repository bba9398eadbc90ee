import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../main/cli/main';
import type { CliContext } from '../../main/cli/context';
import { chainNext, chainStart, type GameFileHeader } from '../../main/engine/game-file';
import { createModuleRegistry } from '../../main/games/registry';
import { startAppServices, type AppServices } from '../../main/app/services';
import { startWebServer } from '../../main/web/server';
import { GAME_FILE_MAX_BYTES } from '../../shared/engine/game-file-limits';
import WebSocket from 'ws';
import { tempDir } from './helpers';

/**
 * Hostile or unusual game files reach the app (game.import through the API registry) and the
 * command line (verify) the same way and get the same answer: a document nested thousands of
 * levels deep is file.malformed, a byte-order mark is accepted, and one size limit on the file's
 * bytes holds everywhere, escaping for the transport included.
 */

const SEED = '0123456789abcdef0123456789abcdef';
const modules = createModuleRegistry();
let services: AppServices | null = null;
afterEach(() => {
  services?.close();
  services = null;
});

function cliContext(dir: string): CliContext {
  return { cwd: dir, modules, now: () => new Date('2026-03-01T10:00:00.000Z'), randomHex: (b) => 'ab'.repeat(b), readStdin: async () => '', clock: () => 0 };
}

interface Doc {
  game: GameFileHeader;
  actions: { seq: number; action: unknown; dice: never; stateHash: string; chain: string }[];
}

/** A real game file of two actions, written by the command line. */
async function gameFile(): Promise<{ dir: string; ctx: CliContext; text: string }> {
  const dir = tempDir();
  const ctx = cliContext(dir);
  for (const args of [
    ['create', '--game', 'afrika-korps', '--scenario', 'march-1941:free', '--seed', SEED, '--out', 'g.ctgame'],
    ['apply', 'g.ctgame', '{"type":"move","units":["de-rommel"],"to":"W7"}'],
    ['apply', 'g.ctgame', '{"type":"roll","count":1,"sides":6}'],
  ]) {
    const r = await runCli(args, ctx);
    expect(r.code, r.stderr).toBe(0);
  }
  return { dir, ctx, text: fs.readFileSync(path.join(dir, 'g.ctgame'), 'utf8') };
}

/** The same file with action 1 replaced, the chain recomputed as a forger would. */
function withAction(text: string, action: unknown): string {
  const doc = JSON.parse(text) as Doc;
  doc.actions[0]!.action = action;
  let chain = chainStart(doc.game);
  for (const a of doc.actions) {
    chain = chainNext(chain, { seq: a.seq, action: a.action, dice: a.dice, hash: a.stateHash });
    a.chain = chain;
  }
  return JSON.stringify(doc);
}

function nested(levels: number): unknown {
  let v: unknown = { type: 'move', units: ['de-rommel'], to: 'W7' };
  for (let i = 0; i < levels; i++) v = { type: 'move', inner: v };
  return v;
}

function app(): AppServices {
  services = startAppServices({ dataDir: tempDir(), mode: 'web', version: 't', registry: { validateResults: true } });
  return services;
}
const importText = (s: AppServices, text: string) => s.registry.dispatch('game.import', { text }, { id: 'test' });

async function cliVerify(dir: string, ctx: CliContext, content: string | Buffer) {
  fs.writeFileSync(path.join(dir, 'v.ctgame'), content);
  const r = await runCli(['verify', 'v.ctgame', '--json'], ctx);
  return { code: r.code, out: JSON.parse(r.stdout) as { ok: boolean; code?: string; params?: Record<string, unknown> } };
}

describe('a game file nested thousands of levels deep', () => {
  it('is file.malformed in the app and on the command line, not an internal error', async () => {
    const { dir, ctx, text } = await gameFile();
    // Written as text: the chain cannot even be computed over such a document.
    const doc = JSON.parse(text) as Doc;
    const first = JSON.stringify(doc.actions[0]!.action);
    const deep = text.replace(JSON.stringify(doc.actions[0]!.action, null, 1).replace(/\n/g, '\n   '), `${'{"a":'.repeat(5000)}${first}${'}'.repeat(5000)}`);
    expect(deep.length).toBeGreaterThan(text.length + 25_000);
    const r = await importText(app(), deep);
    expect(r).toMatchObject({ ok: false, code: 'file.malformed', params: { detail: 'nested too deeply' } });
    const c = await cliVerify(dir, ctx, deep);
    expect(c.code).toBe(1);
    expect(c.out).toMatchObject({ ok: false, code: 'file.malformed', params: { detail: 'nested too deeply' } });
    // brackets inside strings are text, not nesting
    const quoted = withAction(text, { type: 'move', units: ['de-rommel'], to: '['.repeat(5000) });
    expect(await importText(services!, quoted)).toMatchObject({ ok: false, code: 'file.illegalAction' });
  });

  it('as an API argument is api.invalidArguments', async () => {
    const s = app();
    const created = await s.registry.dispatch('game.create', { gameId: 'afrika-korps', scenario: 'march-1941:free', title: 'deep' }, { id: 'test' });
    expect(created.ok).toBe(true);
    const id = (created as { value: { id: string } }).value.id;
    for (const levels of [100, 5000]) {
      const r = await s.registry.dispatch('game.apply', { id, action: nested(levels) }, { id: 'test' });
      expect(r, `${levels} levels`).toMatchObject({ ok: false, code: 'api.invalidArguments', params: { detail: 'nested too deeply' } });
    }
    const fine = await s.registry.dispatch('settings.get', {}, { id: 'test' });
    expect(fine.ok).toBe(true);
  });
});

describe('a game file with a byte-order mark', () => {
  it('is accepted by the app and by the command line', async () => {
    const { dir, ctx, text } = await gameFile();
    const bom = `\uFEFF${text}`;
    const r = await importText(app(), bom);
    expect(r).toMatchObject({ ok: true, value: { created: true } });
    const c = await cliVerify(dir, ctx, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
    expect(c).toMatchObject({ code: 0, out: { ok: true } });
  });
});

/** The file padded with JSON whitespace to `bytes`: line breaks (doubled by escaping) and spaces. */
function padded(text: string, bytes: number, breaks: number): string {
  const room = bytes - Buffer.byteLength(text);
  const nl = Math.floor(room * breaks);
  return `{${'\n'.repeat(nl)}${' '.repeat(room - nl)}${text.slice(1)}`;
}
const MiB = 1024 * 1024;

describe('one size limit for a game file, on its bytes', () => {
  it('15.9 MiB passes the command line, the app import and the WebSocket; 16.1 MiB is file.tooLarge in both', { timeout: 120_000 }, async () => {
    const { dir, ctx, text } = await gameFile();
    const s = app();
    // All line breaks: escaped as a JSON string, 15.9 MiB become nearly 32 MiB of arguments.
    const near = padded(text, Math.round(15.9 * MiB), 1);
    expect(Buffer.byteLength(near)).toBeLessThan(GAME_FILE_MAX_BYTES);
    expect(await cliVerify(dir, ctx, near)).toMatchObject({ code: 0, out: { ok: true } });
    expect(await importText(s, near)).toMatchObject({ ok: true, value: { created: true } });

    const staticDir = tempDir('ct-static-');
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html>');
    const server = await startWebServer({ host: '127.0.0.1', port: 0, staticDir, registry: s.registry });
    try {
      const ws = await new Promise<WebSocket>((resolve, reject) => {
        const w = new WebSocket(`ws://127.0.0.1:${server.port}/api`, { origin: `http://127.0.0.1:${server.port}` });
        w.once('open', () => resolve(w));
        w.once('error', reject);
      });
      const answer = new Promise<{ result: { ok: boolean; code?: string } }>((resolve, reject) => {
        ws.once('message', (d) => resolve(JSON.parse(d.toString())));
        ws.once('close', (code) => reject(new Error(`closed ${code}`)));
      });
      ws.send(JSON.stringify({ id: 1, channel: 'game.import', args: { text: near } }));
      // The same game again: it is known now, so it comes back as no news rather than a new game.
      expect((await answer).result).toMatchObject({ ok: true });
      ws.close();
    } finally {
      await server.close();
    }

    for (const breaks of [0, 1]) {
      const over = padded(text, Math.round(16.1 * MiB), breaks);
      const c = await cliVerify(dir, ctx, over);
      expect(c).toMatchObject({ code: 1, out: { ok: false, code: 'file.tooLarge' } });
      expect(await importText(s, over), `${breaks ? 'line breaks' : 'spaces'}`).toMatchObject({ ok: false, code: 'file.tooLarge', params: { limit: GAME_FILE_MAX_BYTES } });
    }
  });
});
