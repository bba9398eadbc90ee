/**
 * Afrika Korps in rules mode: legal moves for one unit and for a side in the movement step, the
 * options the view lists for the side to move (with and without every move's destinations), a
 * planned battle's odds and result chances, and one whole random game played by the rules from
 * March 1941 to its end and replayed from its log — median times.
 */
import { step } from '../main/engine/core.js';
import type { DiceRoll } from '../shared/engine/view.js';
import { seedRng } from '../main/engine/rng.js';
import { replay } from '../main/engine/replay.js';
import { hashState } from '../main/engine/canonical.js';
import { loadAfrikaKorpsData } from '../main/games/afrika-korps/data.js';
import { createAfrikaKorpsModule } from '../main/games/afrika-korps/module.js';
import type { AkState } from '../main/games/afrika-korps/play/state.js';
import type { AkAction } from '../main/games/afrika-korps/play/actions.js';
import { elapsedMs, mulberry32, report, reportTarget, sample, type Samples } from './stats.js';

export async function benchRules(): Promise<void> {
  console.log('\n— Afrika Korps rules mode —');
  const ak = createAfrikaKorpsModule(loadAfrikaKorpsData());

  // A game in the Axis movement step of turn 1.
  const first = ak.setup('march-1941', seedRng('be'.repeat(16)))!;
  const moving = step(ak, first, { action: { type: 'endArrival' } }, 'app');
  if (!moving.ok) throw new Error('could not begin movement');
  const s = moving.state as AkState;
  const axis = Object.values(s.units).filter((u) => u.status === 'map' && ak.data.units.find((d) => d.id === u.id)!.side === 'axis').map((u) => u.id);

  const one: Samples = { wall: [], cpu: [] };
  const side: number[] = [];
  // A fresh copy of the position each time: the module keeps moves per position, and this measures the search.
  const fresh = (): AkState => ({ ...s, units: { ...s.units } });
  for (let i = 0; i < 40; i++) {
    const a = fresh();
    sample(one, () => ak.moveAdvice!(a, 'de-21pz-5'));
    const b = fresh();
    const t2 = process.hrtime.bigint();
    for (const id of axis) ak.moveAdvice!(b, id);
    side.push(elapsedMs(t2));
  }
  reportTarget('AK rules mode: legal moves, one unit (movement step)', one, 0.3);
  report(`AK rules mode: legal moves, the whole Axis side (${axis.length})`, side);

  // The options the view lists for the side to move (play/legal-options.ts): as the view builds
  // them (each unit's moves left to ask for), and with every move's destinations listed.
  const options: number[] = [];
  const optionsAll: number[] = [];
  let listed = 0;
  for (let i = 0; i < 40; i++) {
    const a = fresh();
    const t = process.hrtime.bigint();
    listed = ak.legalOptions(a).length;
    options.push(elapsedMs(t));
    const b = fresh();
    const t2 = process.hrtime.bigint();
    ak.legalOptions(b, 'all');
    optionsAll.push(elapsedMs(t2));
  }
  report(`building the options for the side to move (Afrika Korps, March 1941; ${listed} options)`, options);
  report('building the options for the side to move, every move destination listed (Afrika Korps, March 1941)', optionsAll);

  // Odds and chances for a planned battle: the 21st Panzer's 7-7-10 and 3-3-10 against Tobruch.
  const planned: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = process.hrtime.bigint();
    ak.battlePlan!(s, ['de-21pz-5', 'de-21pz-104'], ['au-9a-20']);
    planned.push(elapsedMs(t));
  }
  report('AK planned battle: odds, supply, result chances', planned);

  // Whole random games by the rules, then replayed from their logs.
  const play: number[] = [];
  const again: number[] = [];
  let actions = 0;
  for (let g = 0; g < 3; g++) {
    const rand = mulberry32(1000 + g);
    const chooser = { int: (n: number) => Math.floor(rand() * Math.max(1, n)), chance: (p: number) => rand() < p };
    const start = ak.setup('march-1941', seedRng(String(g).padStart(32, '0')))!;
    let state = start;
    const log: { seq: number; action: AkAction; dice: DiceRoll[] }[] = [];
    const t = process.hrtime.bigint();
    for (;;) {
      const a = ak.randomAction(state, chooser);
      if (!a) break;
      const r = step(ak, state, { action: a }, 'app');
      if (!r.ok) throw new Error(`random player refused: ${JSON.stringify(r.refusal)}`);
      log.push({ seq: log.length + 1, action: a, dice: r.dice });
      state = r.state as AkState;
    }
    play.push(elapsedMs(t));
    actions += log.length;
    const t2 = process.hrtime.bigint();
    const back = replay(ak, start, log as never, 'app');
    again.push(elapsedMs(t2));
    if (!back.ok || hashState(back.state) !== hashState(state)) throw new Error('replay reached another state');
  }
  report(`AK whole random game played (${Math.round(actions / 3)} actions avg)`, play);
  report('AK whole random game replayed from its log', again);
}
