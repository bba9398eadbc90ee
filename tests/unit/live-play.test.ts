import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startAppServices, type AppServices } from '../../main/app/services';
import type { Result } from '../../shared/api/result';
import type { GameView } from '../../shared/engine/view';
import type { LiveStatus } from '../../shared/api/contract-live';
import { invitationCode, readInvitation } from '../../main/live/invitation';
import { tempDir } from './helpers';

/**
 * Live play between two apps with their own data folders: the host makes a game live, the other
 * joins with the invitation, keeps its own copy, acts only for its side; tokens, seats, resume
 * after a drop and the pinned certificate are checked here (docs/live-play.md).
 */

let services: AppServices[] = [];
afterEach(async () => {
  for (const s of services) {
    await s.live.close();
    s.close();
  }
  services = [];
});
const client = { id: 'tab-1' };
function app(): AppServices {
  const s = startAppServices({ dataDir: tempDir(), mode: 'web', version: 't', registry: { validateResults: true } });
  services.push(s);
  return s;
}
const call = <T = unknown>(s: AppServices, channel: string, args: unknown = {}) => s.registry.dispatch(channel, args, client) as Promise<Result<T>>;
const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r)}`);
  return r.value;
};
const until = async (test: () => boolean | Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const AK_UNITS = new Map<string, string>();
const sideOf = (unit: string) => AK_UNITS.get(unit);
beforeAll(async () => {
  const s = startAppServices({ dataDir: tempDir(), mode: 'web', version: 't' });
  const data = value(await s.registry.dispatch('game.data', { gameId: 'afrika-korps' }, client)) as { units: { id: string; side: string }[] };
  for (const u of data.units) AK_UNITS.set(u.id, u.side);
  s.close();
});

/** The Axis option that ends the present step (an action only the side to act may send). */
const endStep = (v: GameView) => v.play!.legal.find((o) => o.endsStep && !o.refused)!.action;

async function hosted(where: 'loopback' | 'internet' = 'loopback') {
  const host = app();
  const g = value(await call<GameView>(host, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', mode: 'rules', dice: 'app' }));
  const listen = where === 'loopback' ? { where, port: 0 } : { where, port: 0, address: '127.0.0.1' };
  const st = value(await call<LiveStatus>(host, 'live.host', { id: g.id, side: 'axis', listen }));
  const invite = (side: string) => st.invitations.find((i) => i.side === side)!;
  return { host, g, st, invite };
}

describe('live play', () => {
  it('gives invitations for the other side and an observer, as a link and a code that read back alike', async () => {
    const { st, invite } = await hosted();
    expect(st.invitations.map((i) => i.side).sort()).toEqual(['allied', 'observer']);
    const link = value(readInvitation(invite('allied').link));
    expect(value(readInvitation(invite('allied').code))).toEqual(link);
    expect(link.fingerprint).toBeNull();
    expect(readInvitation('CTL1-garbage').ok).toBe(false);
    expect(readInvitation('https://example.com/').ok).toBe(false);
  });

  it('the joiner keeps its own copy of the whole log, and each side acts only for itself (rules mode: the side to act)', async () => {
    const { host, g, invite } = await hosted();
    value(await call(host, 'game.apply', { id: g.id, action: endStep(g), head: 0 }));
    const guest = app();
    const joined = value(await call<LiveStatus>(guest, 'live.join', { invitation: invite('allied').code }));
    expect(joined).toMatchObject({ role: 'guest', side: 'allied', connection: 'connected', head: 1 });
    const mine = value(await call<GameView>(guest, 'game.open', { id: joined.id }));
    const theirs = value(await call<GameView>(host, 'game.open', { id: g.id }));
    expect(mine.hash).toBe(theirs.hash);
    // The guest plays the Allies: the Axis player turn is not theirs, on their copy or at the host.
    const axisMove = { type: 'move', unit: theirs.units.find((u) => u.status === 'map' && sideOf(u.id) === 'axis')!.id, to: 'W5' };
    const refused = await call(guest, 'game.apply', { id: joined.id, action: axisMove, head: 1 });
    expect(refused).toMatchObject({ ok: false, code: 'live.notYourSide', params: { side: 'axis' } });
    expect(value(await call<GameView>(host, 'game.open', { id: g.id })).head).toBe(1);
    // Nobody takes back what the other has seen; the joiner can export its copy to go on by email.
    expect(await call(guest, 'game.undo', { id: joined.id, head: 1 })).toMatchObject({ ok: false, code: 'live.noUndo' });
    expect(await call(host, 'game.undo', { id: g.id, head: 1 })).toMatchObject({ ok: false, code: 'live.noUndo' });
    expect(value(await call<{ text: string }>(guest, 'game.export', { id: joined.id })).text).toContain(theirs.hash);
  });

  it('on a free table each player moves only the counters of their side; moves reach the other copy as they happen', async () => {
    const host = app();
    const g = value(await call<GameView>(host, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', mode: 'free', dice: 'app' }));
    const st = value(await call<LiveStatus>(host, 'live.host', { id: g.id, side: 'axis', listen: { where: 'loopback', port: 0 } }));
    const guest = app();
    const joined = value(await call<LiveStatus>(guest, 'live.join', { invitation: st.invitations.find((i) => i.side === 'allied')!.link }));
    const axis = g.units.find((u) => u.status === 'map' && sideOf(u.id) === 'axis')!;
    const allied = g.units.find((u) => u.status === 'map' && sideOf(u.id) === 'allied')!;
    const move = (u: typeof axis, to: typeof axis) => ({ type: 'move', units: [u.id], to: to.hex });
    expect(await call(host, 'game.apply', { id: g.id, action: move(allied, axis), head: 0 })).toMatchObject({ ok: false, code: 'live.notYourSide', params: { side: 'allied' } });
    expect(await call(guest, 'game.apply', { id: joined.id, action: move(axis, allied), head: 0 })).toMatchObject({ ok: false, code: 'live.notYourSide', params: { side: 'axis' } });
    const first = value(await call<GameView>(host, 'game.apply', { id: g.id, action: move(axis, allied), head: 0 }));
    await until(async () => value(await call<GameView>(guest, 'game.open', { id: joined.id })).head === 1);
    expect(value(await call<LiveStatus>(guest, 'live.status', { id: joined.id })).lastOpponentSeq).toBe(1);
    // The guest's move goes through the host's engine step; its copy holds it once the host's log does.
    const second = value(await call<GameView>(guest, 'game.apply', { id: joined.id, action: move(allied, axis), head: 1 }));
    expect(second.head).toBe(2);
    const atHost = value(await call<GameView>(host, 'game.open', { id: g.id }));
    expect(atHost.hash).toBe(second.hash);
    expect(first.hash).not.toBe(second.hash);
    expect(value(await call<LiveStatus>(host, 'live.status', { id: g.id })).lastOpponentSeq).toBe(2);
  });

  it('refuses a wrong token, a token while its seat is held, a token of another game, and actions from an observer', async () => {
    const { host, invite } = await hosted();
    const wrong = value(readInvitation(invite('allied').code));
    const other = app();
    expect(await call(other, 'live.join', { invitation: invitationCode({ ...wrong, token: 'A'.repeat(43) }) })).toMatchObject({ ok: false, code: 'live.badToken' });
    value(await call(app(), 'live.join', { invitation: invite('allied').code }));
    expect(await call(other, 'live.join', { invitation: invite('allied').code })).toMatchObject({ ok: false, code: 'live.seatTaken' });
    // A second game on the same listener: the first game's token does not open it.
    const g2 = value(await call<GameView>(host, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', mode: 'rules', dice: 'app' }));
    const st2 = value(await call<LiveStatus>(host, 'live.host', { id: g2.id, side: 'allied', listen: { where: 'loopback', port: 0 } }));
    const inv2 = value(readInvitation(st2.invitations.find((i) => i.side === 'axis')!.code));
    expect(await call(other, 'live.join', { invitation: invitationCode({ ...inv2, token: wrong.token }) })).toMatchObject({ ok: false, code: 'live.otherGame' });
    // The observer sees the game and may not act for anyone.
    const watcher = app();
    const w = value(await call<LiveStatus>(watcher, 'live.join', { invitation: invite('observer').code }));
    expect(w.side).toBeNull();
    const wv = value(await call<GameView>(watcher, 'game.open', { id: w.id }));
    expect(await call(watcher, 'game.apply', { id: w.id, action: endStep(wv), head: 0 })).toMatchObject({ ok: false, code: 'live.observer' });
  });

  it('a raw connection that never presents a token, or sends anything but hello, is refused and learns nothing', async () => {
    const { host } = await hosted();
    const ws = new WebSocket(`ws://127.0.0.1:${await portOf(host)}/live`);
    const got: unknown[] = [];
    ws.on('message', (d) => got.push(JSON.parse(String(d))));
    await new Promise((r) => ws.on('open', r));
    ws.send(JSON.stringify({ t: 'chat', text: 'hi' }));
    await new Promise((r) => ws.on('close', r));
    expect(got).toEqual([{ t: 'refused', code: 'live.protocol', params: {} }]);
  });

  it('an action nested thousands of levels deep from a seated guest is refused as a protocol error, and the host goes on', async () => {
    const { host, g, invite } = await hosted();
    const inv = value(readInvitation(invite('allied').code));
    const ws = new WebSocket(`ws://127.0.0.1:${inv.port}/live`);
    const got: { t: string }[] = [];
    ws.on('message', (d) => got.push(JSON.parse(String(d))));
    await new Promise((r) => ws.on('open', r));
    ws.send(JSON.stringify({ t: 'hello', v: 1, game: inv.game, token: inv.token, copy: false, seq: 0, hash: '' }));
    await until(() => got.some((m) => m.t === 'welcome'));
    ws.send(`{"t":"act","n":1,"head":0,"action":${'['.repeat(20_000)}${']'.repeat(20_000)}}`);
    await new Promise((r) => ws.on('close', r));
    expect(got.at(-1)).toEqual({ t: 'refused', code: 'live.protocol', params: {} });
    expect(value(await call<GameView>(host, 'game.open', { id: g.id })).head).toBe(0);
  });

  it('resumes after a dropped connection: same token, catching up from the last action both hold', async () => {
    const { host, g, invite } = await hosted();
    const guest = app();
    const joined = value(await call<LiveStatus>(guest, 'live.join', { invitation: invite('allied').code }));
    guest.live.guest(joined.id)!.dropConnection();
    // While the joiner is away the host plays on.
    const v = value(await call<GameView>(host, 'game.apply', { id: g.id, action: endStep(g), head: 0 }));
    await until(async () => value(await call<LiveStatus>(guest, 'live.status', { id: joined.id })).connection === 'connected' && value(await call<GameView>(guest, 'game.open', { id: joined.id })).head === 1);
    expect(value(await call<GameView>(guest, 'game.open', { id: joined.id })).hash).toBe(v.hash);
    expect(value(await call<LiveStatus>(host, 'live.status', { id: g.id })).opponent).toBe('here');
  });

  it('catches a copy up from the last action both hold: only the actions after it, or the whole file when that action differs', async () => {
    const host = app();
    const g = value(await call<GameView>(host, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', mode: 'free', dice: 'app' }));
    const st = value(await call<LiveStatus>(host, 'live.host', { id: g.id, side: 'axis', listen: { where: 'loopback', port: 0 } }));
    const axis = g.units.filter((u) => u.status === 'map' && sideOf(u.id) === 'axis');
    let v = g;
    for (const to of ['W7', 'W8', 'W9']) v = value(await call<GameView>(host, 'game.apply', { id: g.id, action: { type: 'move', units: [axis[0]!.id], to }, head: v.head }));
    const { text } = value(await call<{ text: string }>(host, 'game.export', { id: g.id }));
    const hashAt1 = (JSON.parse(text) as { actions: { stateHash: string }[] }).actions[0]!.stateHash;
    const inv = value(readInvitation(st.invitations.find((i) => i.side === 'observer')!.code));
    const welcome = async (seq: number, hash: string) => {
      const ws = new WebSocket(`ws://127.0.0.1:${inv.port}/live`);
      const got = new Promise<{ catchUp: { actions?: { seq: number }[]; file?: string } }>((r) => ws.on('message', (d) => r(JSON.parse(String(d)))));
      await new Promise((r) => ws.on('open', r));
      ws.send(JSON.stringify({ t: 'hello', v: 1, game: inv.game, token: inv.token, copy: true, seq, hash }));
      const w = await got;
      ws.close();
      return w.catchUp;
    };
    expect((await welcome(1, hashAt1)).actions!.map((a) => a.seq)).toEqual([2, 3]);
    expect((await welcome(3, v.hash)).actions).toEqual([]);
    expect(await welcome(1, 'f'.repeat(64))).toEqual({ file: expect.stringContaining(v.hash) });
  });

  it('a seat held by a connection the host still thinks alive is taken back only with the resume secret', async () => {
    const { invite } = await hosted();
    const inv = value(readInvitation(invite('allied').code));
    const open = async () => {
      const ws = new WebSocket(`ws://127.0.0.1:${inv.port}/live`);
      const got: { t: string; [k: string]: unknown }[] = [];
      ws.on('message', (d) => got.push(JSON.parse(String(d))));
      const closed = new Promise((r) => ws.on('close', r));
      await new Promise((r) => ws.on('open', r));
      return { ws, got, closed };
    };
    const hello = (resume?: string) => JSON.stringify({ t: 'hello', v: 1, game: inv.game, token: inv.token, ...(resume ? { resume } : {}), copy: false, seq: 0, hash: '' });
    const first = await open();
    first.ws.send(hello());
    await until(() => first.got.some((m) => m.t === 'welcome'));
    const resume = (first.got.find((m) => m.t === 'welcome') as unknown as { resume: string }).resume;
    // Without the secret (or with a wrong one): the seat is held.
    const intruder = await open();
    intruder.ws.send(hello('B'.repeat(43)));
    await intruder.closed;
    expect(intruder.got).toEqual([{ t: 'refused', code: 'live.seatTaken', params: { side: 'allied' } }]);
    // With it: the old connection is dropped and the seat is taken back.
    const back = await open();
    back.ws.send(hello(resume));
    await until(() => back.got.some((m) => m.t === 'welcome'));
    await first.closed;
    back.ws.close();
  });

  it('chat lines and pings are logged in the live session, bounded, for both seats', async () => {
    const { host, g, invite } = await hosted();
    const guest = app();
    const joined = value(await call<LiveStatus>(guest, 'live.join', { invitation: invite('allied').code }));
    value(await call(guest, 'live.chat', { id: joined.id, text: 'ciao' }));
    await until(async () => value(await call<LiveStatus>(host, 'live.status', { id: g.id })).events.length === 1);
    value(await call(host, 'live.ping', { id: g.id, hex: 'K21' }));
    await until(async () => value(await call<LiveStatus>(guest, 'live.status', { id: joined.id })).events.length === 2);
    const events = value(await call<LiveStatus>(host, 'live.status', { id: g.id })).events;
    expect(events.map((e) => [e.kind, e.from, e.text ?? e.hex])).toEqual([
      ['chat', 'allied', 'ciao'],
      ['ping', 'axis', 'K21'],
    ]);
    expect(await call(guest, 'live.chat', { id: joined.id, text: 'x'.repeat(501) })).toMatchObject({ ok: false, code: 'api.invalidArguments' });
    // A flood is cut to the rate the host allows; the rules log holds none of it.
    for (let i = 0; i < 30; i++) await call(guest, 'live.chat', { id: joined.id, text: `n${i}` });
    await new Promise((r) => setTimeout(r, 200));
    expect(value(await call<LiveStatus>(host, 'live.status', { id: g.id })).events.length).toBeLessThan(12);
    expect(value(await call<GameView>(host, 'game.open', { id: g.id })).head).toBe(0);
  });

  it('a battle in a commit–reveal game takes its die from both apps’ reveals, invisibly, and both copies agree', async () => {
    const { host, g, st, head } = await commitRevealBattle();
    const guest = app();
    const joined = value(await call<LiveStatus>(guest, 'live.join', { invitation: st.invitations.find((i) => i.side === 'allied')!.code }));
    expect(joined.head).toBe(head);
    // The attack waits for the joiner's reveal only as long as a round trip takes.
    const attack = { type: 'attack', attackers: ['de-21pz-5'], defenders: ['gb-22gds'] };
    const proposed = value(await call<GameView>(host, 'game.apply', { id: g.id, action: attack, head }));
    expect(proposed.head === head + 1 || proposed.diceWait?.waitingFor.includes('b')).toBe(true);
    await until(async () => value(await call<GameView>(host, 'game.open', { id: g.id })).head === head + 1);
    await until(async () => value(await call<GameView>(guest, 'game.open', { id: joined.id })).head === head + 1);
    const atHost = value(await call<GameView>(host, 'game.open', { id: g.id }));
    const atGuest = value(await call<GameView>(guest, 'game.open', { id: joined.id }));
    expect(atGuest.hash).toBe(atHost.hash);
    const roll = atHost.log.at(-1)!.dice[0]!;
    expect(roll).toMatchObject({ source: 'commit-reveal', roll: { k: 1 } });
    expect(atGuest.log.at(-1)!.dice[0]).toEqual(roll);
    // Either copy's game file verifies every roll again from the two commitments.
    const file = value(await call<{ text: string }>(guest, 'game.export', { id: joined.id })).text;
    const third = app();
    expect(value(await call<{ view: GameView }>(third, 'game.import', { text: file, acceptOutsideRules: true })).view.hash).toBe(atHost.hash);
  });

  it('a forged reveal from the joiner is refused: the battle still waits, and no die was drawn', async () => {
    const { host, g, st, head } = await commitRevealBattle();
    const inv = value(readInvitation(st.invitations.find((i) => i.side === 'allied')!.code));
    const ws = new WebSocket(`ws://127.0.0.1:${inv.port}/live`);
    const got: { t: string; [k: string]: unknown }[] = [];
    ws.on('message', (d) => got.push(JSON.parse(String(d))));
    await new Promise((r) => ws.on('open', r));
    ws.send(JSON.stringify({ t: 'hello', v: 1, game: inv.game, token: inv.token, copy: false, seq: 0, hash: '' }));
    ws.send(JSON.stringify({ t: 'commit', commitment: 'ab'.repeat(32) }));
    await until(() => got.some((m) => m.t === 'committed'));
    const attack = { type: 'attack', attackers: ['de-21pz-5'], defenders: ['gb-22gds'] };
    expect(value(await call<GameView>(host, 'game.apply', { id: g.id, action: attack, head })).diceWait).toMatchObject({ waitingFor: ['b'] });
    await until(() => got.some((m) => m.t === 'propose'));
    const proposal = got.find((m) => m.t === 'propose') as unknown as { seq: number };
    ws.send(JSON.stringify({ t: 'reveals', reveals: [{ game: inv.game, seat: 'b', k: 1, seq: proposal.seq, value: 'cd'.repeat(32) }] }));
    await new Promise((r) => ws.on('close', r));
    expect(got.at(-1)).toMatchObject({ t: 'refused', code: expect.stringMatching(/^dice\./) });
    const after = value(await call<GameView>(host, 'game.open', { id: g.id }));
    expect(after.head).toBe(head);
    expect(after.diceWait).toMatchObject({ waitingFor: ['b'] });
  });

  it('over TLS the joiner pins the certificate of the invitation and refuses any other before sending its token', async () => {
    const { host, g, invite } = await hosted('internet');
    const inv = value(readInvitation(invite('allied').code));
    expect(inv.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    const other = app();
    const forged = invitationCode({ ...inv, fingerprint: inv.fingerprint!.replace(/^../, inv.fingerprint!.startsWith('00') ? '11' : '00') });
    expect(await call(other, 'live.join', { invitation: forged })).toMatchObject({ ok: false, code: 'live.certificateMismatch' });
    expect(value(await call<LiveStatus>(host, 'live.status', { id: g.id })).opponent).toBe('away');
    // The right certificate: joined, and the seat was never taken by the refused attempt.
    const joined = value(await call<LiveStatus>(other, 'live.join', { invitation: invite('allied').code }));
    expect(joined).toMatchObject({ connection: 'connected', side: 'allied', fingerprint: inv.fingerprint });
  });
});

/** A commit–reveal Afrika Korps game made live by its creator (Axis), set up at the Axis combat step beside one Allied unit. */
async function commitRevealBattle() {
  const host = app();
  const g = value(await call<GameView>(host, 'game.create', { gameId: 'afrika-korps', scenario: 'march-1941', mode: 'rules', dice: 'commit-reveal' }));
  const keep = new Set(['de-21pz-5', 'axis-supply-1', 'gb-22gds', 'allied-supply-1']);
  const setup: unknown[] = [
    { type: 'setMode', mode: 'free' },
    { type: 'eliminate', units: g.units.filter((u) => u.status === 'map' && !keep.has(u.id)).map((u) => u.id) },
    { type: 'move', units: ['de-21pz-5'], to: 'P30' },
    { type: 'move', units: ['axis-supply-1'], to: 'P29' },
    { type: 'move', units: ['gb-22gds'], to: 'P31' },
    { type: 'setMode', mode: 'rules' },
    { type: 'endArrival' },
    { type: 'endMovement' },
  ];
  let head = 0;
  // Set up before going live: once live, the host may move only the Axis counters.
  for (const action of setup) head = value(await call<GameView>(host, 'game.apply', { id: g.id, action, head })).head;
  const st = value(await call<LiveStatus>(host, 'live.host', { id: g.id, side: 'axis', listen: { where: 'loopback', port: 0 } }));
  return { host, g, st, head };
}

async function portOf(s: AppServices): Promise<number> {
  return Number(new URL(s.live.status(value(await latestId(s)))!.invitations[0]!.link.replace('campaign-table-live:', 'http:')).port);
}
async function latestId(s: AppServices): Promise<Result<string>> {
  const r = (await s.registry.dispatch('games.latest', {}, client)) as Result<{ id: string } | null>;
  return r.ok && r.value ? { ok: true, value: r.value.id } : { ok: false, code: 'game.notFound' };
}
