import { err, ok } from '../../shared/api/result.js';
import type { Handlers } from '../api/registry.js';
import type { LIVE_CHANNELS } from '../../shared/api/channels-live.js';
import type { LiveService } from '../live/service.js';

type LiveChannel = (typeof LIVE_CHANNELS)[number];

/** The live.* calls (main/live/). */
export function createLiveHandlers(live: LiveService): Pick<Handlers, LiveChannel> {
  return {
    'live.host': ({ id, side, listen }) => live.host(id, side, listen),
    'live.join': ({ invitation }) => live.join(invitation),
    'live.status': ({ id }) => ok(live.status(id)),
    'live.leave': ({ id }) => live.leave(id),
    'live.chat': ({ id, text }) => live.say(id, { kind: 'chat', text }),
    'live.ping': ({ id, hex }) => live.say(id, { kind: 'ping', hex }),
  };
}

/**
 * A live game's actions go by its seats: the host's own are refused for the other side and, once
 * applied, sent to the guests; a guest's go to the host, and its copy shows them once the host's
 * log holds them. Undo and redo would take back what the opponent has seen: refused.
 */
export function withLivePlay(h: Handlers, live: LiveService): Handlers {
  return {
    ...h,
    'game.apply': async (args, client) => {
      const guest = live.guest(args.id);
      if (guest) {
        const sent = await guest.act(args.action, args.dice, args.head);
        return sent.ok ? h['game.open']({ id: args.id }, client) : sent;
      }
      if (!live.isLive(args.id)) return h['game.apply'](args, client);
      return live.hostAct(args.id, args.action, args.dice, args.hash === undefined ? { head: args.head } : { head: args.head, hash: args.hash });
    },
    'game.undo': (args, client) => (live.isLive(args.id) ? err('live.noUndo') : h['game.undo'](args, client)),
    'game.redo': (args, client) => (live.isLive(args.id) ? err('live.noUndo') : h['game.redo'](args, client)),
  };
}
