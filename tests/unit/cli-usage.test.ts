import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../main/cli/main';
import type { CliContext } from '../../main/cli/context';
import { createModuleRegistry } from '../../main/games/registry';
import { tempDir } from './helpers';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function context(dir: string, over: Partial<CliContext> = {}): CliContext {
  return {
    cwd: dir,
    modules: createModuleRegistry(),
    now: () => new Date('2026-03-01T10:00:00.000Z'),
    randomHex: (bytes) => 'cd'.repeat(bytes),
    readStdin: async () => '',
    clock: () => 0,
    ...over,
  };
}

/** One line on stderr, starting with a code, and no stack trace. */
function expectOneLine(stderr: string, code: RegExp): void {
  expect(stderr.endsWith('\n')).toBe(true);
  expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(stderr).toMatch(code);
  expect(stderr).not.toMatch(/\n\s+at |Error:/);
}

describe('cli usage and bad input', () => {
  it('prints usage for no command, --help and help', async () => {
    const ctx = context(tempDir());
    for (const argv of [[], ['--help'], ['-h'], ['help']]) {
      const r = await runCli(argv, ctx);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('Usage: npm run cli -- <command>');
      for (const c of ['create', 'legal', 'apply', 'state', 'verify', 'fuzz']) expect(r.stdout).toContain(`  ${c} `);
    }
    const one = await runCli(['help', 'apply'], ctx);
    expect(one.code).toBe(0);
    expect(one.stdout).toMatch(/^Usage: npm run cli -- apply FILE/);
    expect((await runCli(['apply', '--help'], ctx)).stdout).toBe(one.stdout);
    expect((await runCli(['help', 'frobnicate'], ctx)).code).toBe(2);
  });

  it('gives exit 2 and one line for a wrong command line', async () => {
    const dir = tempDir();
    const ctx = context(dir);
    expect((await runCli(['create', '--game', 'afrika-korps', '--out', 'g.ctgame'], ctx)).code).toBe(0);
    const cases: [string[], RegExp][] = [
      [['frobnicate'], /^cli\.usage: unknown command 'frobnicate'/],
      [['__proto__'], /^cli\.usage: unknown command/],
      [['state'], /^cli\.usage: 'state' needs a game FILE/],
      [['state', 'g.ctgame', 'extra'], /^cli\.usage: unexpected argument 'extra'/],
      [['state', 'g.ctgame', '--colour'], /^cli\.usage: unknown option '--colour' for 'state'/],
      [['state', 'g.ctgame', '--json=yes'], /^cli\.usage: option '--json' takes no value/],
      [['legal', 'g.ctgame', '--unit'], /^cli\.usage: option '--unit' needs a value/],
      [['apply', 'g.ctgame'], /^cli\.usage: 'apply' needs an action/],
      [['apply', 'g.ctgame', '{"type":'], /^cli\.usage: the action argument is not valid JSON/],
      [['apply', 'g.ctgame', '[1,2]'], /^cli\.usage: the action must be a JSON object/],
      [['apply', 'g.ctgame', '{}', '--action-file', 'a.json'], /^cli\.usage: give the action either/],
      [['apply', 'g.ctgame', '{"type":"roll","count":1,"sides":6}', '--dice', 'six'], /^cli\.usage: --dice takes whole numbers/],
      [['fuzz', '--games', '-3'], /^cli\.usage: /],
      [['fuzz', '--games', 'many'], /^cli\.usage: --games must be a whole number/],
      [['fuzz', '--dice', 'loaded'], /^cli\.usage: --dice must be/],
      [['fuzz', '--game', 'chess'], /^cli\.usage: unknown game 'chess'/],
    ];
    for (const [argv, code] of cases) {
      const r = await runCli(argv, ctx);
      expect(r.code, argv.join(' ')).toBe(2);
      expectOneLine(r.stderr, code);
    }
  });

  it('gives exit 1 and one line for files that are missing, folders, huge or not game files', async () => {
    const dir = tempDir();
    const ctx = context(dir);
    fs.mkdirSync(path.join(dir, 'folder'));
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'hello');
    const huge = path.join(dir, 'huge.ctgame');
    fs.writeFileSync(huge, '');
    fs.truncateSync(huge, 40 * 1024 * 1024);
    const cases: [string[], RegExp][] = [
      [['state', 'missing.ctgame'], /^cli\.fileNotFound: no such game file: .*missing\.ctgame$/m],
      [['verify', 'folder'], /^cli\.notAFile: .*folder is a folder/],
      [['apply', 'folder', '{"type":"setTurn","turn":2}'], /^cli\.notAFile: /],
      [['legal', 'huge.ctgame'], /^file\.tooLarge: /],
      [['state', 'notes.txt'], /^file\.malformed: /],
      [['apply', 'notes.txt', '--action-file', 'missing.json'], /^cli\.fileNotFound: no such action file/],
      [['apply', 'notes.txt', '--action-file', 'huge.ctgame'], /^cli\.tooLarge: /],
    ];
    for (const [argv, code] of cases) {
      const r = await runCli(argv, ctx);
      expect(r.code, argv.join(' ')).toBe(1);
      expectOneLine(r.stderr, code);
    }
  });

  it('turns a module that throws into one line, not a stack trace', async () => {
    const dir = tempDir();
    const broken = createModuleRegistry({
      'afrika-korps': () => {
        throw new Error('data files are missing\n    at somewhere (file.ts:1:1)');
      },
    });
    const r = await runCli(['create', '--game', 'afrika-korps', '--out', 'g.ctgame'], context(dir, { modules: broken }));
    expect(r.code).toBe(1);
    expectOneLine(r.stderr, /^cli\.internal: data files are missing$/m);
  });
});

describe('the real entry point', () => {
  const cli = (args: string[], opts: { cwd?: string; input?: string; env?: Record<string, string> } = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'main/cli/main.ts'), ...args], {
      cwd: opts.cwd ?? ROOT,
      input: opts.input ?? '',
      encoding: 'utf8',
      env: { ...process.env, npm_lifecycle_event: '', ...opts.env },
      timeout: 60_000,
    });

  it('creates, applies from stdin, verifies and fails with the documented exit codes', () => {
    const dir = tempDir();
    const file = path.join(dir, 'pbem.ctgame');
    const created = cli(['create', '--game', 'afrika-korps', '--scenario', 'march-1941', '--out', file]);
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('23 units on the map');

    // A new game is in rules mode: the Axis arrival step ends before anything moves.
    const arrival = cli(['apply', file, '{"type":"endArrival"}']);
    expect(arrival.status, arrival.stderr).toBe(0);
    const applied = cli(['apply', file, '-'], { input: '{"type":"move","units":["de-rommel"],"to":"W7"}' });
    expect(applied.status, applied.stderr).toBe(0);
    expect(applied.stdout).toContain('moved: de-rommel W6 -> W7');

    const refused = cli(['apply', file, '{"type":"move","units":["de-rommel"],"to":"Z99"}']);
    expect(refused.status).toBe(1);
    expectOneLine(refused.stderr, /^refused offMap .*\(rule 5\.8\)/);

    const ok = cli(['verify', file]);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^OK: 2 actions, final state hash [0-9a-f]{64}\n$/);

    const usage = cli(['frobnicate']);
    expect(usage.status).toBe(2);
    expectOneLine(usage.stderr, /^cli\.usage: unknown command 'frobnicate'/);
  });

  it('resolves paths from where `npm run cli` was typed (INIT_CWD)', () => {
    const dir = tempDir();
    const r = cli(['create', '--game', 'afrika-korps', '--out', 'here.ctgame'], { env: { npm_lifecycle_event: 'cli', INIT_CWD: dir } });
    expect(r.status, r.stderr).toBe(0);
    expect(fs.existsSync(path.join(dir, 'here.ctgame'))).toBe(true);
    expect(fs.existsSync(path.join(ROOT, 'here.ctgame'))).toBe(false);
  });
});
