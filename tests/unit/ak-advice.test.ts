import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startAppServices } from '../../main/app/services';
import { tempDir } from './helpers';

/** The movement rules reach players as advice through the API, with their rule numbers. */
describe('Afrika Korps movement advice (free mode)', () => {
  async function game() {
    const services = startAppServices({ dataDir: path.join(tempDir(), 'data'), mode: 'web', version: 't' });
    const client = { id: 'advice' };
    const call = (channel: string, args: unknown) => services.registry.dispatch(channel, args, client) as Promise<{ ok: boolean; value?: any; code?: string; params?: any }>;
    const created = await call('game.create', { gameId: 'afrika-korps', scenario: 'march-1941' });
    return { services, call, id: created.value.id as string };
  }

  it('lists where a unit may go, within its movement factor, with stops', async () => {
    const { services, call, id } = await game();
    const r = await call('game.moves', { id, unit: 'de-21pz-5' });
    expect(r.ok).toBe(true);
    expect(r.value.from).toBe('W6');
    const hexes = new Map<string, { remaining: number; path: string[] }>(r.value.moves.map((m: { hex: string }) => [m.hex, m]));
    expect(hexes.size).toBeGreaterThan(10);
    expect(hexes.has('W6')).toBe(false); // not moving is not a destination
    for (const m of hexes.values()) {
      expect(m.path[0]).toBe('W6');
      expect(m.remaining).toBeGreaterThanOrEqual(0);
    }
    services.close();
  });

  it('explains why a move would be refused, with the rule, and accepts a legal one', async () => {
    const { services, call, id } = await game();
    const moves = await call('game.moves', { id, unit: 'de-21pz-5' });
    const legal = moves.value.moves[0].hex as string;
    expect(await call('game.adviseMove', { id, unit: 'de-21pz-5', to: legal })).toEqual({ ok: true, value: { legal: true } });
    const far = await call('game.adviseMove', { id, unit: 'de-21pz-5', to: 'L59' }); // El Alamein, far beyond reach
    expect(far.value).toMatchObject({ legal: false });
    expect(far.value.rule).toMatch(/^\d+(\.\d+)*$/);
    // Free mode still lets the counter go there, as on a real table.
    expect((await call('game.apply', { id, action: { type: 'move', units: ['de-21pz-5'], to: 'L59' } })).ok).toBe(true);
    expect(await call('game.moves', { id, unit: 'de-nonexistent' })).toMatchObject({ ok: false });
    services.close();
  });
});
