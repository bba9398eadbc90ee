import { afterAll, describe, expect, it } from 'vitest';
import { startAppServices, type AppServices } from '../../main/app/services';
import { readGameFile } from '../../main/engine/game-file';
import { createModuleRegistry } from '../../main/games/registry';
import type { GameView } from '../../shared/engine/view';
import { tempDir } from './helpers';

/**
 * Dice mode belongs to each game (issue 14): chosen at New game, defaulting to the setting, and
 * changed during a game by a logged action (setDice) that replays, exports and verifies like any other.
 */
const apps: AppServices[] = [];
afterAll(() => apps.forEach((a) => a.close()));

function app() {
  const a = startAppServices({ dataDir: tempDir(), mode: 'web', version: 'test', registry: { validateResults: true } });
  apps.push(a);
  const client = { id: 'dice' };
  const call = async <T>(channel: string, args: unknown) => (await a.registry.dispatch(channel as never, args, client)) as { ok: true; value: T } | { ok: false; code: string; params?: Record<string, unknown> };
  /** An action decided on the game as it stands now (its head, as a client shows it). */
  const apply = async (id: string, action: unknown, dice?: number[]) => {
    const open = value(await call<GameView>('game.open', { id }));
    return call<GameView>('game.apply', { id, action, head: open.head, ...(open.hash ? { hash: open.hash } : {}), ...(dice ? { dice } : {}) });
  };
  const undo = async (id: string) => {
    const open = value(await call<GameView>('game.open', { id }));
    return call<GameView>('game.undo', { id, head: open.head, ...(open.hash ? { hash: open.hash } : {}) });
  };
  return { a, call, apply, undo };
}

const value = <T>(r: { ok: true; value: T } | { ok: false; code: string }): T => {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r)}`);
  return r.value;
};

describe('dice mode per game', () => {
  it('is chosen at New game, defaulting to the setting', async () => {
    const { call } = app();
    expect(value(await call<GameView>('game.create', { gameId: 'afrika-korps', scenario: 'march-1941' })).dicePolicy).toBe('app');
    expect(value(await call<GameView>('game.create', { gameId: 'afrika-korps', scenario: 'march-1941', dice: 'physical' })).dicePolicy).toBe('physical');
    value(await call('settings.update', { diceMode: 'physical' }));
    expect(value(await call<GameView>('game.create', { gameId: 'afrika-korps', scenario: 'march-1941' })).dicePolicy).toBe('physical');
    expect(value(await call<GameView>('game.create', { gameId: 'afrika-korps', scenario: 'march-1941', dice: 'app' })).dicePolicy).toBe('app');
    expect(await call('game.create', { gameId: 'afrika-korps', scenario: 'march-1941', dice: 'loaded' })).toMatchObject({ ok: false, code: 'api.invalidArguments' });
  });

  it('a game in progress keeps its mode when the setting changes', async () => {
    const { call } = app();
    const g = value(await call<GameView>('game.create', { gameId: 'afrika-korps', scenario: 'march-1941' }));
    value(await call('settings.update', { diceMode: 'physical' }));
    expect(value(await call<GameView>('game.open', { id: g.id })).dicePolicy).toBe('app');
  });

  it('changes during a game as a logged action: dice are then typed in; it undoes, exports and verifies', async () => {
    const { call, apply, undo } = app();
    const g = value(await call<GameView>('game.create', { gameId: 'afrika-korps', scenario: 'march-1941' }));
    // The app rolls: values cannot be typed in.
    expect(await apply(g.id, { type: 'roll', count: 1, sides: 6 }, [4])).toMatchObject({ ok: false, params: { reason: 'diceFromApp' } });
    const switched = value(await apply(g.id, { type: 'setDice', dice: 'physical' }));
    expect(switched.dicePolicy).toBe('physical');
    expect(switched.log.at(-1)!.messages).toEqual([{ code: 'diceModeSet', params: { dice: 'physical' } }]);
    // Already so: refused, with the mode.
    expect(await apply(g.id, { type: 'setDice', dice: 'physical' })).toMatchObject({ ok: false, params: { reason: 'diceModeAlready', dice: 'physical' } });
    expect(await apply(g.id, { type: 'setDice', dice: 'loaded' })).toMatchObject({ ok: false, params: { reason: 'malformedAction' } });
    // Now the table's die is typed in, and an untyped roll asks for it.
    expect(await apply(g.id, { type: 'roll', count: 1, sides: 6 })).toMatchObject({ ok: false, code: 'game.diceNeeded' });
    const rolled = value(await apply(g.id, { type: 'roll', count: 1, sides: 6 }, [4]));
    expect(rolled.log.at(-1)!.dice).toEqual([{ sides: 6, values: [4], source: 'physical' }]);

    // The file replays and verifies with the change in it, and the mode follows the log.
    const file = value(await call<{ text: string }>('game.export', { id: g.id }));
    const verified = readGameFile(file.text, createModuleRegistry());
    expect(verified.ok).toBe(true);
    const other = app();
    const imported = value(await other.call<{ gameId?: string; id?: string }>('game.import', { text: file.text }));
    expect(imported).toBeTruthy();

    // Undo the roll and the switch: the app rolls again.
    value(await undo(g.id));
    expect(value(await undo(g.id)).dicePolicy).toBe('app');
  });
});
