import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startWebServer, type WebServer } from '../../main/web/server';
import { startAppServices, type AppServices } from '../../main/app/services';
import { tempDir } from './helpers';

let server: WebServer | null = null;
let services: AppServices | null = null;
afterEach(async () => {
  await server?.close();
  services?.close();
});

function connect(s: WebServer): Promise<WebSocket & { got: unknown[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${s.port}/api`, { origin: `http://127.0.0.1:${s.port}` }) as WebSocket & { got: unknown[] };
    ws.got = [];
    ws.on('message', (d) => ws.got.push(JSON.parse(d.toString())));
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}
let nextId = 1;
async function call(ws: WebSocket & { got: unknown[] }, channel: string, args: unknown): Promise<any> {
  const id = nextId++;
  ws.send(JSON.stringify({ id, channel, args }));
  for (;;) {
    const answer = ws.got.find((m) => (m as { id?: number }).id === id) as { result: unknown } | undefined;
    if (answer) return answer.result;
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('web server: a game changed in one tab is announced to the others', () => {
  it('pushes game.changed with the new head and hash to every other connection, not to the sender', async () => {
    const staticDir = tempDir('ct-static-');
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html>');
    services = startAppServices({ dataDir: tempDir(), mode: 'web', version: 't' });
    server = await startWebServer({ host: '127.0.0.1', port: 0, staticDir, registry: services.registry });
    const [tab1, tab2, tab3] = await Promise.all([connect(server), connect(server), connect(server)]);

    const id = (await call(tab1, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941:free' })).value.id;
    const moved = (await call(tab1, 'game.apply', { id, head: 0, action: { type: 'move', units: ['de-21pz-5'], to: 'W7' } })).value;
    const event = { event: 'game.changed', id, head: 1, hash: moved.hash };
    await expect.poll(() => tab2.got).toContainEqual(event);
    await expect.poll(() => tab3.got).toContainEqual(event);
    const undone = (await call(tab2, 'game.undo', { id, head: 1, hash: moved.hash })).value;
    await expect.poll(() => tab1.got).toContainEqual({ event: 'game.changed', id, head: 0, hash: undone.hash });
    // A refused call changes nothing and announces nothing; the sender never hears its own change as news.
    expect((await call(tab3, 'game.redo', { id, head: 1 })).code).toBe('game.changed');
    expect(tab1.got.filter((m) => (m as { event?: string }).event)).toHaveLength(1);
    expect(tab2.got.filter((m) => (m as { event?: string }).event)).toHaveLength(1);
    for (const ws of [tab1, tab2, tab3]) ws.close();
  });
});
