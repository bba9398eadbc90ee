import { createHash } from 'node:crypto';
import { step } from './main/engine/core.js';
import { seedRng } from './main/engine/rng.js';
import { createModuleRegistry } from './main/games/registry.js';
import { seatAction } from './main/games/afrika-korps/ai/match.js';
import { seeded } from './main/games/afrika-korps/ai/player.js';
const ak = createModuleRegistry().get('afrika-korps') as any;
const seed = 'sq-1';
let state = ak.setup('march-1941', seedRng(createHash('sha256').update(seed).digest('hex').slice(0, 32)))!;
const rand = seeded(`random|${seed}`);
const seats: any = { axis: { kind: 'computer', strength: 'strong' }, allied: { kind: 'computer', strength: 'quick' } };
const T = Number(process.argv[2] ?? 10);
while (!state.rules.winner && state.turn <= T) {
  const actor = state.rules.pending ? state.rules.pending.chooser : state.rules.side;
  const d = seatAction(ak, state, seats[actor], seed, rand)!;
  if (state.turn === T && actor === 'axis') console.log(state.rules.step, d.why.code, JSON.stringify(d.why.params));
  if (state.turn === T && state.rules.side === 'axis' && state.rules.step === 'arrival' && d.action.type !== 'rollSupply' && !printed) {
    printed = true;
    const byHex: Record<string, string[]> = {};
    for (const u of Object.values(state.units) as any[]) if (u.status === 'map') (byHex[u.hex] ??= []).push(u.id);
    console.log(JSON.stringify(byHex));
  }
  state = step(ak, state, { action: d.action }, 'app').state;
}
var printed: boolean;
