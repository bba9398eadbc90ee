import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../main/cli/main';
import type { CliContext } from '../../main/cli/context';
import { chainNext, chainStart, type GameFileHeader } from '../../main/engine/game-file';
import { createModuleRegistry } from '../../main/games/registry';
import { tempDir } from './helpers';

const SEED = '0123456789abcdef0123456789abcdef';

function context(dir: string): CliContext {
  return {
    cwd: dir,
    modules: createModuleRegistry(),
    now: () => new Date('2026-03-01T10:00:00.000Z'),
    randomHex: (bytes) => 'ab'.repeat(bytes),
    readStdin: async () => '',
    clock: () => 0,
  };
}

interface Doc {
  format: string;
  version: number;
  game: GameFileHeader;
  actions: { seq: number; at: string; action: { type: string; to?: string }; dice: { sides: number; values: number[]; source: string }[]; stateHash: string; chain: string }[];
}

/** A game of five actions: moves, an app die roll (action 3), a turn change. */
async function playedGame(policy: 'app' | 'physical' = 'app') {
  const dir = tempDir();
  const ctx = context(dir);
  const run = async (...args: string[]) => {
    const r = await runCli(args, ctx);
    expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
    return r;
  };
  await run('create', '--game', 'afrika-korps', '--scenario', 'march-1941:free', '--seed', SEED, '--dice', policy, '--out', 'g.ctgame');
  await run('apply', 'g.ctgame', '{"type":"move","units":["de-rommel","de-21pz-5"],"to":"W7"}');
  await run('apply', 'g.ctgame', '{"type":"move","units":["gb-22gds"],"to":"I34"}');
  await run('apply', 'g.ctgame', '{"type":"roll","count":2,"sides":6}', ...(policy === 'physical' ? ['--dice', '2,6'] : []));
  await run('apply', 'g.ctgame', '{"type":"eliminate","units":["au-7a-1"]}');
  await run('apply', 'g.ctgame', '{"type":"setTurn","turn":2}');
  const file = path.join(dir, 'g.ctgame');
  return { dir, ctx, file, doc: JSON.parse(fs.readFileSync(file, 'utf8')) as Doc };
}

/** Recomputes every chain link, as a forger would. */
function rechain(doc: Doc): Doc {
  let chain = chainStart(doc.game);
  for (const a of doc.actions) {
    chain = chainNext(chain, { seq: a.seq, action: a.action, dice: a.dice as never, hash: a.stateHash });
    a.chain = chain;
  }
  return doc;
}

async function verify(ctx: CliContext, file: string, doc: Doc | string) {
  fs.writeFileSync(file, typeof doc === 'string' ? doc : JSON.stringify(doc, null, 1));
  return runCli(['verify', 'g.ctgame'], ctx);
}

describe('cli verify', () => {
  it('verifies an untouched file', async () => {
    const { ctx, doc } = await playedGame();
    const r = await runCli(['verify', 'g.ctgame'], ctx);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`OK: 5 actions, final state hash ${doc.actions[4]!.stateHash}\n`);
    const j = JSON.parse((await runCli(['verify', 'g.ctgame', '--json'], ctx)).stdout);
    expect(j).toMatchObject({ ok: true, actions: 5, finalStateHash: doc.actions[4]!.stateHash });
    // Re-verifying the same bytes reads the same: nothing in verify writes.
    expect(doc.actions[2]!.dice[0]!.source).toBe('app');
  });

  it('a changed die breaks the chain', async () => {
    const { ctx, file, doc } = await playedGame();
    const die = doc.actions[2]!.dice[0]!;
    die.values[0] = (die.values[0]! % 6) + 1;
    const r = await verify(ctx, file, doc);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^file\.chainBroken at action 3: /);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a changed die with the chain recomputed does not match the seed', async () => {
    const { ctx, file, doc } = await playedGame();
    const die = doc.actions[2]!.dice[0]!;
    die.values[0] = (die.values[0]! % 6) + 1;
    const r = await verify(ctx, file, rechain(doc));
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("file.diceMismatch at action 3: the dice in the file are not the ones the game's seed gives\n");
  });

  it('a changed destination with the chain recomputed does not reach the logged state', async () => {
    const { ctx, file, doc } = await playedGame();
    doc.actions[1]!.action.to = 'I35';
    const r = await verify(ctx, file, rechain(doc));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^file\.stateMismatch at action 2: /);
  });

  it('an illegal action with the chain recomputed is named with its reason', async () => {
    const { ctx, file, doc } = await playedGame();
    doc.actions[1]!.action.to = 'Z99';
    const r = await verify(ctx, file, rechain(doc));
    expect(r.stderr).toBe('file.illegalAction at action 2: the action is not legal at that point: unknownHex\n');
  });

  it('a changed seed with the chain recomputed fails', async () => {
    const { ctx, file, doc } = await playedGame();
    doc.game.seed = 'f'.repeat(32);
    const r = await verify(ctx, file, rechain(doc));
    expect(r.code).toBe(1);
    // The generator is part of the state, so the very first state hash no longer matches.
    expect(r.stderr).toMatch(/^file\.(stateMismatch|diceMismatch) at action 1: /);
    doc.game.seed = SEED;
    expect((await verify(ctx, file, rechain(doc))).code).toBe(0);
  });

  it('a changed header without the chain breaks it', async () => {
    const { ctx, file, doc } = await playedGame();
    doc.game.dicePolicy = 'physical';
    expect((await verify(ctx, file, doc)).stderr).toMatch(/^file\.chainBroken at action 1: /);
  });

  it('physical dice changed without the chain break it', async () => {
    const { ctx, file, doc } = await playedGame('physical');
    expect(doc.actions[2]!.dice).toEqual([{ sides: 6, values: [2, 6], source: 'physical' }]);
    doc.actions[2]!.dice[0]!.values = [6, 6];
    expect((await verify(ctx, file, doc)).stderr).toMatch(/^file\.chainBroken at action 3: /);
  });

  it('reports truncated, foreign, future and oversized files with their codes', async () => {
    const { dir, ctx, file } = await playedGame();
    const text = fs.readFileSync(file, 'utf8');
    const cases: [string, RegExp][] = [
      [text.slice(0, Math.floor(text.length / 2)), /^file\.malformed: not a well-formed game file \(not JSON\)\n$/],
      ['{"format":"vassal-save","version":1}', /^file\.wrongFormat: not a Campaign Table game file\n$/],
      [text.replace('"version": 3', '"version": 4'), /^file\.unsupportedVersion: file format version 4 is not supported/],
      [text.replace('"seq": 2', '"seq": 7'), /^file\.chainBroken at action 7: /],
      ['', /^file\.malformed: /],
      [JSON.stringify({ ...JSON.parse(text), actions: 'none' }), /^file\.malformed: not a well-formed game file \(actions: /],
    ];
    for (const [content, expected] of cases) {
      const r = await verify(ctx, file, content);
      expect(r.code, content.slice(0, 40)).toBe(1);
      expect(r.stderr).toMatch(expected);
    }
    fs.writeFileSync(file, Buffer.from([0xff, 0xfe, 0x00, 0x7b]));
    expect((await runCli(['verify', 'g.ctgame'], ctx)).stderr).toMatch(/^file\.malformed: .* not UTF-8 text/);

    const big = path.join(dir, 'big.ctgame');
    fs.writeFileSync(big, '');
    fs.truncateSync(big, 17 * 1024 * 1024);
    const r = await runCli(['verify', 'big.ctgame'], ctx);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^file\.tooLarge: /);
    const j = await runCli(['verify', 'big.ctgame', '--json'], ctx);
    expect(JSON.parse(j.stdout)).toMatchObject({ ok: false, code: 'file.tooLarge' });
  });

  it('apply and state refuse a file that does not verify, and leave it alone', async () => {
    const { ctx, file, doc } = await playedGame();
    doc.actions[2]!.dice[0]!.values[0] = 7;
    const tampered = JSON.stringify(rechain(doc), null, 1);
    fs.writeFileSync(file, tampered);
    for (const args of [['apply', 'g.ctgame', '{"type":"setTurn","turn":3}'], ['state', 'g.ctgame'], ['legal', 'g.ctgame']]) {
      const r = await runCli(args, ctx);
      expect(r.code, args[0]).toBe(1);
      expect(r.stderr).toMatch(/^file\.diceMismatch at action 3: /);
    }
    expect(fs.readFileSync(file, 'utf8')).toBe(tampered);
  });
});
