import { describe, expect, it } from 'vitest';
import { hexName } from '../../shared/engine/ids';
import { runCli } from '../../main/cli/main';
import type { CliContext } from '../../main/cli/context';
import { runFuzz, type FuzzReport } from '../../main/cli/fuzz/run';
import { createModuleRegistry } from '../../main/games/registry';
import { createTableModule, type TableState } from '../../main/games/table/module';
import { loadAfrikaKorpsData } from '../../main/games/afrika-korps/data';
import type { AnyGameModule } from '../../main/engine/module';
import type { FreeAction } from '../../shared/engine/free-actions';
import { tempDir } from './helpers';

function context(over: Partial<CliContext> = {}): CliContext {
  let t = 0;
  return {
    cwd: tempDir(),
    modules: createModuleRegistry(),
    now: () => new Date('2026-03-01T10:00:00.000Z'),
    randomHex: (bytes) => 'ef'.repeat(bytes),
    readStdin: async () => '',
    clock: () => (t += 1),
    ...over,
  };
}

const withoutTime = ({ timeMs: _t, ...rest }: FuzzReport) => rest;
const data = loadAfrikaKorpsData();
const table = createTableModule(data);
const fuzz = (module: AnyGameModule, games = 2, actions = 150, seed = 'sabotage') =>
  runFuzz({ module, scenario: 'march-1941', mode: 'free', games, actions, seed, dice: 'mixed', clock: () => 0 });

describe('cli fuzz', () => {
  it('plays 2 games x 200 actions without a failure, the same way every time', async () => {
    const ctx = context();
    // The mode is its own option; the old way of writing it into the scenario id gives the same games (b).
    const a = await runCli(['fuzz', '--scenario', 'march-1941', '--mode', 'free', '--games', '2', '--actions', '200', '--seed', 'cli-test', '--json'], ctx);
    expect(a.stderr).toBe('');
    expect(a.code).toBe(0);
    const report = JSON.parse(a.stdout) as FuzzReport;
    expect(report).toMatchObject({ games: 2, tried: 400, failureCount: 0, replayedGames: 2, policies: ['app', 'physical'], mode: 'free' });
    expect(report.applied + report.refused).toBe(400);
    expect(report.refused).toBe(report.probes);
    for (const kind of ['move', 'eliminate', 'toTrack', 'roll', 'setTurn']) expect(report.appliedByKind[kind], kind).toBeGreaterThan(0);
    expect(Object.keys(report.refusalsByReason).length).toBeGreaterThan(3);

    const b = JSON.parse((await runCli(['fuzz', '--scenario', 'march-1941:free', '--games', '2', '--actions', '200', '--seed', 'cli-test', '--json'], ctx)).stdout) as FuzzReport;
    expect(withoutTime(b)).toEqual(withoutTime(report));
    const other = JSON.parse((await runCli(['fuzz', '--scenario', 'march-1941:free', '--games', '2', '--actions', '200', '--seed', 'another', '--json'], ctx)).stdout) as FuzzReport;
    expect(other.fingerprint).not.toBe(report.fingerprint);

    // The text summary too, apart from its timing line.
    const text = async () => (await runCli(['fuzz', '--scenario', 'march-1941:free', '--games', '2', '--actions', '200', '--seed', 'cli-test'], ctx)).stdout.replace(/^time: .*$/m, '');
    const t1 = await text();
    expect(t1).toMatch(/\nOK\n$/);
    expect(t1).toContain('replay: 2 of 2 games');
    expect(await text()).toBe(t1);
  });

  it('catches a unit put on a hex that does not exist', () => {
    const broken: typeof table = {
      ...table,
      apply(state, action, dice) {
        const r = table.apply(state, action, dice);
        if (action.type !== 'move') return r;
        const id = action.units[0]!;
        return { ...r, state: { ...r.state, units: { ...r.state.units, [id]: { ...r.state.units[id]!, hex: hexName('Q999') } } } };
      },
    };
    const report = fuzz(broken);
    expect(report.failureCount).toBeGreaterThan(0);
    expect(report.failures[0]!.problem).toMatch(/is on hex Q999, which is not on the map/);
  });

  it('catches a unit in two places, a lost unit and a view that lies', () => {
    const twice: typeof table = { ...table, view: (s, side) => ({ ...table.view(s, side), units: [...table.view(s, side).units, table.view(s, side).units[0]!] }) };
    expect(fuzz(twice, 1, 5).failures[0]!.problem).toMatch(/more than one place|differ from the state/);
    const lost: typeof table = {
      ...table,
      apply(state, action, dice) {
        const r = table.apply(state, action, dice);
        if (action.type !== 'eliminate') return r;
        const units = { ...r.state.units };
        delete units[action.units[0]!];
        return { ...r, state: { ...r.state, units } };
      },
    };
    expect(fuzz(lost).failures.map((f) => f.problem).join('\n')).toMatch(/vanished/);
  });

  it('catches a refusal of an action the generator believes legal, and an illegal action accepted', () => {
    const fussy: typeof table = { ...table, explain: (s, a) => (a.type === 'move' && a.to.startsWith('H') ? { reason: 'unknownHex', params: { hex: a.to } } : table.explain(s, a)) };
    expect(fuzz(fussy, 2, 400).failures[0]!.problem).toMatch(/refused an action the generator believes legal: unknownHex \{"hex":"H\d+"\}/);
    const lax: typeof table = { ...table, explain: (s, a) => (a.type === 'move' ? null : table.explain(s, a)) };
    const r = fuzz(lax, 2, 400);
    expect(r.failures.map((f) => f.problem).join('\n')).toMatch(/accepted an action built to be illegal|the engine threw/);
  });

  it('catches dice that do not come from the seed, and a game that does not replay', () => {
    let calls = 0;
    const impure: typeof table = {
      ...table,
      // Different results for the same state and action: the replay cannot reach the same states.
      apply(state, action, dice) {
        const r = table.apply(state, action, dice);
        return action.type === 'setTurn' ? { ...r, state: { ...r.state, clock: r.state.clock + ++calls } } : r;
      },
    };
    const r = fuzz(impure, 1, 300);
    expect(r.failures.map((f) => f.problem).join('\n')).toMatch(/replay from the game file failed: file\.stateMismatch/);

    const cheat: typeof table = { ...table, diceFor: (s, a) => (a.type === 'roll' ? { count: a.count + 1, sides: a.sides } : null) };
    expect(fuzz(cheat, 2, 300).failures.length).toBeGreaterThan(0);
  });

  it('in rules mode counts refusals instead of failing, and trusts a legalTargets hook', () => {
    const rules = {
      ...table,
      view: (s: TableState, side: string | null) => ({ ...table.view(s, side), mode: 'rules' as const }),
      prompt: () => ['move', 'setTurn', 'attack'],
      explain: (s: TableState, a: FreeAction) => (a.type === 'setTurn' && a.turn > 2 ? { reason: 'turnOutOfRange' as const } : table.explain(s, a)),
      legalTargets: (s: TableState, unit: string) => (s.units[unit]?.status === 'map' ? ['W7', 'W8'] : null),
    };
    const r = fuzz(rules, 2, 200);
    expect(r.failureCount).toBe(0);
    expect(r.mode).toBe('rules');
    expect(r.rulesRefusals).toBeGreaterThan(0);
    expect(r.kindsWithoutGenerator).toEqual(['attack']);
    expect(r.appliedByKind.move).toBeGreaterThan(0);

    const liar = { ...rules, legalTargets: () => ['W9'], explain: (s: TableState, a: FreeAction) => (a.type === 'move' && a.to === 'W9' ? { reason: 'unknownHex' as const } : rules.explain(s, a)) };
    expect(fuzz(liar, 1, 50).failures[0]!.problem).toMatch(/believes legal: unknownHex/);
  });

  it('exits 1 with the failures listed and a line to reproduce them', async () => {
    const broken = { ...table, apply: (s: TableState, a: FreeAction, d: readonly number[]) => ({ ...table.apply(s, a, d), state: { ...table.apply(s, a, d).state, turn: 99 } }) };
    const ctx = context({ modules: createModuleRegistry({ 'afrika-korps': () => broken }) });
    const r = await runCli(['fuzz', '--games', '1', '--actions', '20', '--seed', 'x'], ctx);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^fuzz\.invariant: \d+ failure\(s\); first: game 1 step \d+: turn 99 is off the track/);
    expect(r.stdout).toContain('FAILED:');
    expect(r.stdout).toContain("reproduce: npm run cli -- fuzz --game afrika-korps --scenario march-1941 --games 1 --actions 20 --seed 'x'");
  });
});
