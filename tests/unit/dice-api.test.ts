import { describe, expect, it } from 'vitest';
import { startAppServices } from '../../main/app/services';
import { tempDir } from './helpers';

/**
 * The API a renderer calls for a commit–reveal game: game.create takes the mode, game.apply of a
 * roll is refused until the opponent's commitment arrived, the exported file carries the creator's
 * commitment, moves apply and undo at once, and a duplicate or a branch — a game with no
 * commitments of its own — is refused.
 */
describe('commit–reveal games through the API', () => {
  it('creates, holds a roll for the reveal, and refuses copies', async () => {
    const app = startAppServices({ dataDir: tempDir(), mode: 'web', version: 't', registry: { validateResults: true } });
    const client = { id: 'ws-1', address: '127.0.0.1', loopback: true };
    const call = (channel: string, args: unknown) => app.registry.dispatch(channel, args, client) as Promise<{ ok: boolean; value?: { id: string; text: string }; code?: string }>;
    try {
      const created = await call('game.create', { gameId: 'afrika-korps', scenario: 'march-1941', mode: 'free', dice: 'commit-reveal' });
      expect(created).toMatchObject({ ok: true, value: { dicePolicy: 'commit-reveal', diceWait: null } });
      const id = created.value!.id;
      // No die before the opponent's commitment.
      expect(await call('game.apply', { id, head: 0, action: { type: 'roll', count: 1, sides: 6 } })).toMatchObject({ ok: false, code: 'dice.notJoined' });
      const file = await call('game.export', { id });
      expect(JSON.parse(file.value!.text).game.dice).toMatchObject({ b: null });
      expect(await call('game.duplicate', { id })).toMatchObject({ ok: false, code: 'dice.noCopy' });
      expect(await call('game.branch', { id, seq: 0 })).toMatchObject({ ok: false, code: 'dice.noCopy' });
      // A move needs no die: it is applied at once, and can be undone.
      expect(await call('game.apply', { id, head: 0, action: { type: 'move', units: ['de-21pz-5'], to: 'W7' } })).toMatchObject({ ok: true, value: { head: 1 } });
      expect(await call('game.undo', { id, head: 1 })).toMatchObject({ ok: true, value: { head: 0 } });
    } finally {
      app.close();
    }
  });
});
