import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../main/cli/main';
import type { CliContext } from '../../main/cli/context';
import { writeFileAtomic } from '../../main/cli/files';
import { createModuleRegistry } from '../../main/games/registry';
import { createTableModule, type TableState } from '../../main/games/table/module';
import { loadAfrikaKorpsData } from '../../main/games/afrika-korps/data';
import type { GameModule } from '../../main/engine/module';
import type { FreeAction } from '../../shared/engine/free-actions';
import { tempDir } from './helpers';

const SEED = '0123456789abcdef0123456789abcdef';

function context(dir: string, over: Partial<CliContext> = {}): CliContext {
  let n = 0;
  return {
    cwd: dir,
    modules: createModuleRegistry(),
    now: () => new Date('2026-03-01T10:00:00.000Z'),
    randomHex: (bytes) => (++n).toString(16).padStart(bytes * 2, '0'),
    readStdin: async () => '',
    clock: () => 0,
    ...over,
  };
}

async function newGame(dir: string, extra: string[] = []) {
  const ctx = context(dir);
  const r = await runCli(['create', '--game', 'afrika-korps', '--scenario', 'march-1941', '--mode', 'free', '--seed', SEED, '--out', 'g.ctgame', ...extra], ctx);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return { ctx, file: path.join(dir, 'g.ctgame') };
}

const stateJson = async (ctx: CliContext, file = 'g.ctgame') => {
  const r = await runCli(['state', file, '--json'], ctx);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as {
    turn: number;
    actions: number;
    dicePolicy: string;
    counts: Record<string, number>;
    stateHash: string;
    units: { id: string; status: string; hex: string | null; turn: number | null; place: string | null }[];
  };
};

describe('cli create and state', () => {
  it('creates the March 1941 set-up: Rommel at W6, 23 units on the map', async () => {
    const dir = tempDir();
    const { ctx, file } = await newGame(dir, ['--title', 'By email']);
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(doc.format).toBe('campaign-table-game');
    expect(doc.version).toBe(3);
    expect(doc.game).toMatchObject({ gameId: 'afrika-korps', scenario: 'march-1941', mode: 'free', seed: SEED, dicePolicy: 'app', title: 'By email', createdAt: '2026-03-01T10:00:00.000Z' });
    expect(doc.actions).toEqual([]);

    const s = await stateJson(ctx);
    expect(s.counts.map).toBe(23);
    expect(s.actions).toBe(0);
    expect(s.turn).toBe(1);
    expect(s.units.find((u) => u.id === 'de-rommel')).toMatchObject({ status: 'map', hex: 'W6', place: 'El Agheila' });

    const text = await runCli(['state', 'g.ctgame'], ctx);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('On the map (23 units');
    expect(text.stdout).toMatch(/W6\s+El Agheila\s+de-rommel\s+axis\s+Rommel/);
    expect(text.stdout).toContain('dice app; 0 actions');
  });

  it('refuses to overwrite a file unless --force, and rejects bad options', async () => {
    const dir = tempDir();
    const { ctx, file } = await newGame(dir);
    const before = fs.readFileSync(file);
    const again = await runCli(['create', '--game', 'afrika-korps', '--out', 'g.ctgame'], ctx);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^cli\.fileExists: /);
    expect(fs.readFileSync(file).equals(before)).toBe(true);

    const forced = await runCli(['create', '--game', 'afrika-korps', '--out', 'g.ctgame', '--force', '--dice', 'physical'], ctx);
    expect(forced.code, forced.stderr).toBe(0);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).game.dicePolicy).toBe('physical');

    expect((await runCli(['create', '--game', 'afrika-korps', '--out', 'x.ctgame', '--seed', 'nothex'], ctx)).code).toBe(2);
    expect((await runCli(['create', '--game', 'afrika-korps', '--out', 'x.ctgame', '--dice', 'loaded'], ctx)).code).toBe(2);
    expect((await runCli(['create', '--game', 'monopoly', '--out', 'x.ctgame'], ctx)).code).toBe(2);
    expect((await runCli(['create', '--game', 'afrika-korps'], ctx)).code).toBe(2);
    const noModule = await runCli(['create', '--game', 'case-yellow', '--out', 'x.ctgame'], ctx);
    expect(noModule.code).toBe(1);
    expect(noModule.stderr).toMatch(/^game\.unknown: /);
    const noScenario = await runCli(['create', '--game', 'afrika-korps', '--scenario', 'nope', '--out', 'x.ctgame'], ctx);
    expect(noScenario.code).toBe(1);
    expect(noScenario.stderr).toMatch(/^game\.unknownScenario: /);
    const noFolder = await runCli(['create', '--game', 'afrika-korps', '--out', 'missing/x.ctgame'], ctx);
    expect(noFolder.code).toBe(1);
    expect(noFolder.stderr).toMatch(/^cli\.fileNotFound: /);
    expect(fs.existsSync(path.join(dir, 'x.ctgame'))).toBe(false);
  });
});

describe('cli apply', () => {
  it('applies a move, which state then shows, and appends it to the file', async () => {
    const dir = tempDir();
    const { ctx, file } = await newGame(dir);
    const r = await runCli(['apply', 'g.ctgame', '{"type":"move","units":["de-rommel"],"to":"W7"}'], ctx);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('applied #1 move');
    expect(r.stdout).toContain('moved: de-rommel W6 -> W7');
    const s = await stateJson(ctx);
    expect(s.actions).toBe(1);
    expect(s.units.find((u) => u.id === 'de-rommel')).toMatchObject({ status: 'map', hex: 'W7' });
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(doc.actions).toHaveLength(1);
    expect(doc.actions[0]).toMatchObject({ seq: 1, at: '2026-03-01T10:00:00.000Z', action: { type: 'move', units: ['de-rommel'], to: 'W7' }, dice: [] });
    expect(doc.actions[0].stateHash).toBe(s.stateHash);
    // Written through a temporary file that is gone afterwards.
    expect(fs.readdirSync(dir)).toEqual(['g.ctgame']);
    expect((await runCli(['verify', 'g.ctgame'], ctx)).stdout).toBe(`OK: 1 action, final state hash ${s.stateHash}\n`);
  });

  it('refuses an illegal action with its reason, exit 1, leaving the file byte for byte', async () => {
    const dir = tempDir();
    const { ctx, file } = await newGame(dir);
    await runCli(['apply', 'g.ctgame', '{"type":"move","units":["de-rommel"],"to":"W7"}'], ctx);
    const before = fs.readFileSync(file);
    const r = await runCli(['apply', 'g.ctgame', '{"type":"move","units":["de-rommel"],"to":"Z99"}'], ctx);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('refused unknownHex {"hex":"Z99"}: no hex Z99 on the map\n');
    expect(fs.readFileSync(file).equals(before)).toBe(true);

    const asJson = await runCli(['apply', 'g.ctgame', '{"type":"setTurn","turn":99}', '--json'], ctx);
    expect(asJson.code).toBe(1);
    expect(JSON.parse(asJson.stdout)).toEqual({ ok: false, refusal: { reason: 'turnOutOfRange', params: { turn: 99, first: 1, last: 38 } } });
    for (const bad of ['{"type":"move","units":["nobody"],"to":"W7"}', '{"type":"teleport"}', '{"type":"roll","count":1,"sides":6,"extra":1}']) {
      const x = await runCli(['apply', 'g.ctgame', bad], ctx);
      expect(x.code, bad).toBe(1);
      expect(x.stderr).toMatch(/^refused (unknownUnit|malformedAction)/);
    }
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual(['g.ctgame']);
  });

  it('draws app dice from the seed, takes physical dice from --dice, and reads actions from a file or stdin', async () => {
    const dir = tempDir();
    const { ctx } = await newGame(dir);
    const fromApp = await runCli(['apply', 'g.ctgame', '{"type":"roll","count":2,"sides":6}', '--json'], ctx);
    expect(fromApp.code, fromApp.stderr).toBe(0);
    const dice = JSON.parse(fromApp.stdout).dice;
    expect(dice).toHaveLength(1);
    expect(dice[0]).toMatchObject({ sides: 6, source: 'app' });
    const typed = await runCli(['apply', 'g.ctgame', '{"type":"roll","count":2,"sides":6}', '--dice', '3,5'], ctx);
    expect(typed.code).toBe(1);
    expect(typed.stderr).toMatch(/^refused diceFromApp/);

    const p = await runCli(['create', '--game', 'afrika-korps', '--scenario', 'march-1941:free', '--out', 'p.ctgame', '--dice', 'physical', '--seed', SEED], ctx);
    expect(p.code).toBe(0);
    const missing = await runCli(['apply', 'p.ctgame', '{"type":"roll","count":2,"sides":6}'], ctx);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^refused diceNeeded \{"count":2,"sides":6\}: .*--dice/);
    const out = await runCli(['apply', 'p.ctgame', '{"type":"roll","count":2,"sides":6}', '--dice', '3,9'], ctx);
    expect(out.stderr).toMatch(/^refused diceOutOfRange/);
    fs.writeFileSync(path.join(dir, 'a.json'), '{"type":"roll","count":2,"sides":6}');
    const ok = await runCli(['apply', 'p.ctgame', '--action-file', 'a.json', '--dice', '3,5', '--json'], ctx);
    expect(ok.code, ok.stderr).toBe(0);
    expect(JSON.parse(ok.stdout).dice).toEqual([{ sides: 6, values: [3, 5], source: 'physical' }]);

    const stdinCtx = { ...ctx, readStdin: async () => '{"type":"setTurn","turn":2}\n' };
    const piped = await runCli(['apply', 'p.ctgame', '-'], stdinCtx);
    expect(piped.code, piped.stderr).toBe(0);
    expect((await stateJson(ctx, 'p.ctgame')).turn).toBe(2);
    expect((await runCli(['verify', 'p.ctgame'], ctx)).code).toBe(0);
  });

  it('does not replace a file someone changed meanwhile', () => {
    const dir = tempDir();
    const file = path.join(dir, 'g.ctgame');
    fs.writeFileSync(file, 'now');
    expect(() => writeFileAtomic(file, 'new text', Buffer.from('before'))).toThrow(/cli\.fileChanged/);
    expect(fs.readFileSync(file, 'utf8')).toBe('now');
    expect(fs.readdirSync(dir)).toEqual(['g.ctgame']);
    writeFileAtomic(file, 'new text', Buffer.from('now'));
    expect(fs.readFileSync(file, 'utf8')).toBe('new text');
  });
});

describe('cli legal', () => {
  it('lists the kinds prompt() offers, with schemas, examples and free-play targets', async () => {
    const dir = tempDir();
    const { ctx } = await newGame(dir);
    const r = await runCli(['legal', 'g.ctgame'], ctx);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.mode).toBe('free');
    expect(out.actions.map((a: { type: string }) => a.type)).toEqual(['move', 'eliminate', 'toTrack', 'roll', 'setTurn', 'setMode']);
    const move = out.actions[0];
    expect(move.schema.required).toEqual(['type', 'units', 'to']);
    expect(move.targets.to.count).toBe(Object.keys(loadAfrikaKorpsData().terrain).length);
    expect(out.actions[4].targets.turn).toEqual({ min: 1, max: 38, current: 1 });
    // Every example is an action the engine accepts.
    for (const a of out.actions) {
      const applied = await runCli(['apply', 'g.ctgame', JSON.stringify(a.example)], ctx);
      expect(applied.code, `${a.type}: ${applied.stderr}`).toBe(0);
    }
    expect((await runCli(['legal', 'g.ctgame', '--side', 'axis'], ctx)).code).toBe(0);
    expect((await runCli(['legal', 'g.ctgame', '--side', 'martians'], ctx)).code).toBe(2);
  });

  it('--unit gives the unit and every hex of the map for a module without movement rules', async () => {
    const dir = tempDir();
    const ctx = context(dir, { modules: createModuleRegistry({ 'afrika-korps': () => createTableModule(loadAfrikaKorpsData()) }) });
    expect((await runCli(['create', '--game', 'afrika-korps', '--out', 'g.ctgame'], ctx)).code).toBe(0);
    const out = JSON.parse((await runCli(['legal', 'g.ctgame', '--unit', 'de-rommel'], ctx)).stdout);
    expect(out.unit).toMatchObject({ id: 'de-rommel', name: 'Rommel', side: 'axis', status: 'map', hex: 'W6' });
    expect(out.moves.source).toBe('free-play');
    expect(out.moves.hexes).toEqual(Object.keys(loadAfrikaKorpsData().terrain));
    const unknown = await runCli(['legal', 'g.ctgame', '--unit', 'nobody'], ctx);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^unknownUnit: /);
  });

  it('--unit gives the destinations the Afrika Korps movement rules allow', async () => {
    const dir = tempDir();
    const { ctx } = await newGame(dir);
    const out = JSON.parse((await runCli(['legal', 'g.ctgame', '--unit', 'de-21pz-5'], ctx)).stdout);
    expect(out.moves.source).toBe('module');
    expect(out.moves.count).toBeGreaterThan(10);
    expect(out.moves.hexes).not.toContain('L59');
  });

  it("uses a rules module's legalTargets hook when it has one", async () => {
    const table = createTableModule(loadAfrikaKorpsData());
    const rules: GameModule<TableState, FreeAction> & { legalTargets(s: TableState, unit: string): string[] | null } = {
      ...table,
      view: (s, side) => ({ ...table.view(s, side), mode: 'rules' }),
      legalTargets: (s, unit) => (s.units[unit]?.status === 'map' ? ['W7', 'W8'] : null),
    };
    const dir = tempDir();
    const ctx = context(dir, { modules: createModuleRegistry({ 'afrika-korps': () => rules }) });
    expect((await runCli(['create', '--game', 'afrika-korps', '--out', 'g.ctgame'], ctx)).code).toBe(0);
    const out = JSON.parse((await runCli(['legal', 'g.ctgame', '--unit', 'de-rommel'], ctx)).stdout);
    expect(out.mode).toBe('rules');
    expect(out.moves).toEqual({ source: 'module', hexes: ['W7', 'W8'], count: 2 });
    const offMap = JSON.parse((await runCli(['legal', 'g.ctgame', '--unit', 'de-15pz-8'], ctx)).stdout);
    expect(offMap.moves).toEqual({ source: 'module', hexes: [], count: 0 });
    // Outside free play, no targets are invented: only the kinds and their schemas.
    const kinds = JSON.parse((await runCli(['legal', 'g.ctgame'], ctx)).stdout);
    expect(kinds.actions[0]).toEqual({ type: 'move', schema: expect.any(Object) });
  });
});

describe('cli in rules mode (issue 12, items 10-11)', () => {
  async function rulesGame(dir: string, placements: Record<string, string>) {
    const ctx = context(dir);
    const created = await runCli(['create', '--game', 'afrika-korps', '--scenario', 'march-1941', '--seed', SEED, '--dice', 'physical', '--out', 'g.ctgame'], ctx);
    expect(created.code, created.stderr).toBe(0);
    const apply = (action: object, dice?: string) => runCli(['apply', 'g.ctgame', JSON.stringify(action), ...(dice ? ['--dice', dice] : [])], ctx);
    const ok = async (action: object, dice?: string) => {
      const r = await apply(action, dice);
      expect(r.code, r.stderr).toBe(0);
      return r;
    };
    await ok({ type: 'setMode', mode: 'free' });
    const onMap = (await stateJson(ctx)).units.filter((u) => u.status === 'map').map((u) => u.id);
    await ok({ type: 'eliminate', units: onMap });
    for (const [unit, hex] of Object.entries(placements)) await ok({ type: 'move', units: [unit], to: hex });
    await ok({ type: 'setMode', mode: 'rules' });
    /** Ends the arrival step, rolling the Axis supply first if the rules ask for it (12.2). */
    const endArrival = async () => {
      const r = await apply({ type: 'endArrival' });
      if (r.code !== 0 && r.stderr.includes('supplyRollFirst')) {
        await ok({ type: 'rollSupply' }, '6');
        await ok({ type: 'endArrival' });
      } else expect(r.code, r.stderr).toBe(0);
    };
    const text = async () => (await runCli(['state', 'g.ctgame'], ctx)).stdout;
    const legal = async () => JSON.parse((await runCli(['legal', 'g.ctgame'], ctx)).stdout);
    return { ctx, apply, ok, endArrival, text, legal };
  }

  it('moving a unit to the hex it is on is refused with a reason, not a crash; a lower-case hex is read as printed (5.2)', async () => {
    const g = await rulesGame(tempDir(), { 'de-21pz-5': 'P27', 'axis-supply-1': 'P27', 'gb-22gds': 'I33', 'allied-supply-1': 'I33' });
    await g.endArrival();
    const same = await g.apply({ type: 'move', units: ['de-21pz-5'], to: 'P27' });
    expect(same.code).toBe(1);
    expect(same.stderr).toMatch(/^refused alreadyThere \{"unit":"de-21pz-5","hex":"P27"\} \(rule 5\.2\): de-21pz-5 is already on P27/);
    await g.ok({ type: 'move', units: ['de-21pz-5'], to: 'p28' });
    expect((await stateJson(g.ctx)).units.find((u) => u.id === 'de-21pz-5')!.hex).toBe('P28');
  });

  it('state shows who is to act, attacks owed, a pending retreat, the bank, isolation and units at sea; legal names the side to act', async () => {
    // No Allied supply on the map: gb-50inf-69 is isolated. au-9a-20 holds Tobruch.
    const g = await rulesGame(tempDir(), { 'it-ariete': 'P30', 'axis-supply-1': 'P29', 'gb-50inf-69': 'P31', 'au-9a-20': 'G25' });
    expect((await g.legal()).side).toBe('axis');
    await g.endArrival();
    await g.ok({ type: 'endMovement' });
    let text = await g.text();
    expect(text).toContain('To act: axis (axis player turn, combat step)');
    expect(text).toContain('Attacks still owed: must attack it-ariete; must be attacked gb-50inf-69');
    expect(text).toContain('Replacement factors banked: axis 0, allied 0');
    expect(text).toMatch(/Isolated: .*gb-50inf-69 \(0 turns counted\)/);
    // 4 to 1, die 4: the defender is pushed back two hexes, the Axis player picks the end (7.6).
    await g.ok({ type: 'attack', attackers: ['it-ariete'], defenders: ['gb-50inf-69'] }, '4');
    text = await g.text();
    expect(text).toContain('Pending retreat, axis chooses the ends:');
    const { play } = JSON.parse((await runCli(['state', 'g.ctgame', '--json'], g.ctx)).stdout);
    const ends: string[] = play.pending.ends['gb-50inf-69'];
    expect(ends.length).toBeGreaterThan(0);
    expect(text).toContain(`  gb-50inf-69 -> ${ends.join(', ')}`);
    expect((await g.legal()).side).toBe('axis');
    await g.ok({ type: 'retreat', unit: 'gb-50inf-69', to: ends[0]! });
    await g.ok({ type: 'endCombat' });
    await g.ok({ type: 'endTurn' });
    expect((await g.legal()).side).toBe('allied');
    await g.ok({ type: 'endArrival' });
    await g.ok({ type: 'embark', units: ['au-9a-20'] });
    text = await g.text();
    expect(text).toMatch(/At sea, landing in their next player turn \(1\):\n.*\n\s+au-9a-20 /);
    const track = text.slice(text.indexOf('On the turn track'), text.indexOf('At sea'));
    expect(track).not.toContain('au-9a-20');
    const json = JSON.parse((await runCli(['state', 'g.ctgame', '--json'], g.ctx)).stdout);
    expect(json.play.atSea).toEqual(['au-9a-20']);
    expect(json.units.find((u: { id: string }) => u.id === 'au-9a-20')).toMatchObject({ status: 'track', atSea: true });
  });

  it('after a victory state shows the winner, and legal says so with no side to act', async () => {
    // No Allied combat unit on the map: the Axis wins at the end of its player turn (4.1).
    const g = await rulesGame(tempDir(), { 'de-21pz-5': 'W6', 'axis-supply-1': 'W6' });
    await g.endArrival();
    await g.ok({ type: 'endMovement' });
    await g.ok({ type: 'endCombat' });
    await g.ok({ type: 'endTurn' });
    expect(await g.text()).toContain('Game over: axis wins (elimination)');
    const legal = await g.legal();
    expect(legal.winner).toEqual({ side: 'axis', reason: 'elimination' });
    expect(legal.side).toBeNull();
  });
});
