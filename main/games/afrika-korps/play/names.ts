import type { GameData } from '../../../../shared/games/descriptor.js';
import type { AkAction } from './actions.js';

/**
 * Players type hexes and ports as they read them on the map: "w4" for W4, "W3" or "Tobruch" for
 * a port. Every action is brought to the printed names and place ids before the rules see it, so
 * the rules, the log's replay and the messages all speak of the same hex. A name that matches
 * nothing is left as typed, for the rules to refuse with their own reason.
 */
export function createNameNormaliser(data: GameData): (action: AkAction) => AkAction {
  const hexes = new Map(Object.keys(data.terrain).map((h) => [h.toUpperCase(), h]));
  const ports = new Map<string, string>();
  for (const p of data.places) {
    if (!p.kinds.includes('port')) continue;
    for (const name of [p.id, p.hex, p.name]) ports.set(name.toUpperCase(), p.id);
  }
  const hex = (h: string) => (h in data.terrain ? h : (hexes.get(h.trim().toUpperCase()) ?? h));
  const port = (p: string) => (data.places.some((x) => x.id === p) ? p : (ports.get(p.trim().toUpperCase()) ?? p));
  return (action) => {
    let out = action;
    if ('to' in out && typeof out.to === 'string' && hex(out.to) !== out.to) out = { ...out, to: hex(out.to) } as AkAction;
    if ('port' in out && typeof out.port === 'string' && port(out.port) !== out.port) out = { ...out, port: port(out.port) } as AkAction;
    return out;
  };
}
