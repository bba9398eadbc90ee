import { err, ok, type Result } from '../../shared/api/result.js';
import type { LiveListen, LiveStatus } from '../../shared/api/contract-live.js';
import type { LiveGames } from './access.js';
import { createLiveHost, type HostOptions } from './host.js';
import { createLiveGuest, type GuestOptions, type LiveGuest } from './guest.js';
import { readInvitation } from './invitation.js';
import type { SeenHead } from '../engine/sessions.js';

export interface LiveServiceOptions {
  games: LiveGames;
  host?: Omit<HostOptions, 'games'>;
  guest?: Omit<GuestOptions, 'games'>;
}

/** Live play in one app: the games it hosts and the games it joined, by local game id. */
export function createLiveService(o: LiveServiceOptions) {
  const host = createLiveHost({ games: o.games, ...o.host });
  const guests = new Map<string, LiveGuest>();

  return {
    host: (id: string, side: string, listen: LiveListen) => (guests.has(id) ? Promise.resolve(err('live.alreadyLive')) : host.host(id, side, listen)),

    async join(text: string): Promise<Result<LiveStatus>> {
      const inv = readInvitation(text);
      if (!inv.ok) return inv;
      const already = [...guests.values()].find((g) => g.game === inv.value.game);
      if (already) return ok(already.status()!);
      const guest = createLiveGuest(inv.value, { games: o.games, ...o.guest });
      const started = await guest.start();
      if (!started.ok) return started;
      guests.set(guest.localId!, guest);
      return ok(guest.status()!);
    },

    status: (id: string): LiveStatus | null => guests.get(id)?.status() ?? host.status(id),
    isLive: (id: string) => guests.has(id) || host.isHosted(id),
    serveBrowsers: host.serveBrowsers,
    guest: (id: string) => guests.get(id) ?? null,
    hostAct: (id: string, action: unknown, dice: readonly number[] | undefined, seen: SeenHead) => host.act(id, action, dice, seen),

    say(id: string, e: { kind: 'chat'; text: string } | { kind: 'ping'; hex: string }): Result<{ n: number }> {
      const g = guests.get(id);
      return g ? g.say(e) : host.say(id, e);
    },

    async leave(id: string): Promise<Result<{ id: string }>> {
      const g = guests.get(id);
      if (g) {
        g.leave();
        guests.delete(id);
        return ok({ id });
      }
      if (!host.isHosted(id)) return err('live.notLive', { id });
      await host.leave(id);
      return ok({ id });
    },

    async close() {
      for (const g of guests.values()) g.leave();
      guests.clear();
      await host.close();
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
