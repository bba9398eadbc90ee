import type { CupLimit, Text, TrackerSpec } from '../../../../shared/companion/definition.js';

/**
 * The Dark Sands action chits (18.0–18.7; Action Chit Availability and Descriptions aids): what
 * goes in the cup each turn, the priority chits held beside the map, and the limits on play.
 */

type Side = 'allied' | 'axis';
interface ChitDef { id: string; label: Text; side?: Side; rule: string; faces?: { id: string; label: Text }[] }

/** The sides of the generic chits (Action Chit Descriptions): what 18.7.2 counts is the side played. */
const FACE = {
  move: { id: 'move', label: { key: 'dark-sands:companion.chits.move' } },
  combat: { id: 'combat', label: { key: 'dark-sands:companion.chits.combat' } },
  halfMove: { id: 'half-move', label: { key: 'dark-sands:companion.chits.move2' } },
  combatMinus1: { id: 'combat-1', label: { key: 'dark-sands:companion.chits.combat1' } },
};
const MOVE_FACES = [FACE.move.id, FACE.halfMove.id];
const COMBAT_FACES = [FACE.combat.id, FACE.combatMinus1.id];

const generic = (side: Side): ChitDef[] => {
  const who = side === 'allied' ? { key: 'dark-sands:companion.chits.allied' } : { key: 'dark-sands:companion.chits.axis' };
  return [
    { id: `${side}-m`, side, rule: '19.0', faces: [FACE.move], label: { key: 'dark-sands:companion.chits.moveM', params: { who } } },
    { id: `${side}-c`, side, rule: '20.0', faces: [FACE.combat], label: { key: 'dark-sands:companion.chits.combatC', params: { who } } },
    { id: `${side}-mc`, side, rule: '19.0, 20.0', faces: [FACE.move, FACE.combat], label: { key: 'dark-sands:companion.chits.moveOrCombatMC', params: { who } } },
    { id: `${side}-half`, side, rule: '19.0, 20.0', faces: [FACE.halfMove, FACE.combatMinus1], label: { key: 'dark-sands:companion.chits.moveOrCombat1MC', params: { who } } },
    { id: `${side}-reinforcement`, side, rule: '22.0', label: { key: 'dark-sands:companion.chits.reinforcement', params: { who } } },
    { id: `${side}-fall-of-tobruk`, side, rule: '18.1', label: { key: 'dark-sands:companion.chits.fallOfTobruk', params: { who } } },
  ];
};

export const DS_CHITS: ChitDef[] = [
  { id: 'logistics', rule: '21.0', label: { key: 'dark-sands:companion.chits.logistics' } },
  ...generic('allied'),
  ...generic('axis'),
  { id: 'oconnor', side: 'allied', rule: '18.1', label: { key: 'dark-sands:companion.chits.oConnor' } },
  { id: 'combeforce', side: 'allied', rule: '18.1', label: { key: 'dark-sands:companion.chits.combeforce' } },
  { id: '13-corps', side: 'allied', rule: '18.1', label: { key: 'dark-sands:companion.chits.13Corps' } },
  { id: '30-corps', side: 'allied', rule: '18.1', label: { key: 'dark-sands:companion.chits.30Corps' } },
  { id: '8th-army', side: 'allied', rule: '18.1', label: { key: 'dark-sands:companion.chits.8thArmy' } },
  { id: 'afrika-korps', side: 'axis', rule: '18.1', label: { key: 'dark-sands:companion.chits.afrikaKorps' } },
  { id: 'panzerarmee', side: 'axis', rule: '18.1', label: { key: 'dark-sands:companion.chits.panzerarmeeAfrika' } },
  { id: '21-corps', side: 'axis', rule: '18.1', label: { key: 'dark-sands:companion.chits.21stCorps' } },
];

/**
 * Priority chits, held beside the map by their owner on the turns the availability aid lists them,
 * and played on the owner's word before a random draw (18.3, 18.6.1): Rommel may pre-empt Monty,
 * The Auk may pre-empt Rommel; a pre-empted chit stays in its owner's hand.
 */
export const DS_PRIORITY: (ChitDef & { preempts: string[] })[] = [
  { id: 'rommel', side: 'axis', rule: '18.6.1', preempts: ['monty'], label: { key: 'dark-sands:companion.chits.rommel' } },
  { id: 'monty', side: 'allied', rule: '18.6.1', preempts: [], label: { key: 'dark-sands:companion.chits.monty' } },
  { id: 'the-auk', side: 'allied', rule: '18.6.1', preempts: ['rommel'], label: { key: 'dark-sands:companion.chits.theAuk' } },
];

/** Shorthand of the availability aid: [id, count] per side and turn (Logistics ×2 added to every turn). */
const A: Record<number, { allied: [string, number][]; axis: [string, number][] }> = {
  1: { allied: [['oconnor', 1], ['allied-mc', 2], ['allied-half', 2]], axis: [['axis-m', 1], ['axis-c', 1], ['axis-half', 2], ['axis-reinforcement', 1]] },
  2: { allied: [['oconnor', 1], ['combeforce', 1], ['allied-mc', 1], ['allied-half', 2], ['allied-reinforcement', 1]], axis: [['axis-m', 2], ['axis-half', 2]] },
  3: { allied: [['allied-m', 2], ['allied-half', 2]], axis: [['rommel', 1], ['afrika-korps', 1], ['21-corps', 1], ['axis-mc', 2], ['axis-half', 2]] },
  4: { allied: [['allied-c', 1], ['allied-half', 3], ['allied-reinforcement', 1]], axis: [['rommel', 1], ['afrika-korps', 1], ['21-corps', 1], ['axis-half', 2], ['axis-reinforcement', 1]] },
  5: { allied: [['allied-m', 1], ['allied-c', 1], ['allied-half', 2], ['allied-reinforcement', 1]], axis: [['rommel', 1], ['afrika-korps', 1], ['21-corps', 1], ['axis-half', 1], ['axis-reinforcement', 1]] },
  6: { allied: [['allied-half', 2], ['allied-reinforcement', 1]], axis: [['rommel', 1], ['afrika-korps', 1], ['21-corps', 1], ['axis-half', 1], ['axis-reinforcement', 1]] },
  7: { allied: [['allied-half', 2], ['allied-reinforcement', 1]], axis: [['rommel', 1], ['afrika-korps', 1], ['21-corps', 1]] },
  8: { allied: [['13-corps', 1], ['30-corps', 1], ['allied-c', 1], ['allied-m', 1], ['allied-reinforcement', 1]], axis: [['rommel', 1], ['afrika-korps', 1], ['21-corps', 1], ['axis-half', 2]] },
  9: { allied: [['the-auk', 1], ['13-corps', 1], ['30-corps', 1], ['allied-m', 1], ['allied-c', 1], ['allied-reinforcement', 1]], axis: [['rommel', 1], ['afrika-korps', 1], ['21-corps', 1], ['axis-m', 1], ['axis-half', 2]] },
  10: { allied: [['allied-m', 1], ['allied-c', 1], ['allied-half', 2], ['allied-reinforcement', 1]], axis: [['rommel', 1], ['afrika-korps', 1], ['21-corps', 1], ['axis-mc', 2], ['axis-half', 2]] },
  11: { allied: [['allied-m', 1], ['allied-c', 1], ['allied-half', 2], ['allied-reinforcement', 1]], axis: [['rommel', 1], ['afrika-korps', 1], ['21-corps', 1], ['axis-m', 1], ['axis-half', 1], ['axis-reinforcement', 1]] },
  12: { allied: [['13-corps', 1], ['30-corps', 1], ['allied-m', 2], ['allied-c', 2], ['allied-reinforcement', 1]], axis: [['rommel', 1], ['afrika-korps', 1], ['21-corps', 1], ['axis-mc', 2], ['axis-half', 2], ['axis-reinforcement', 1]] },
  13: { allied: [['the-auk', 1], ['allied-m', 2], ['allied-c', 2], ['allied-reinforcement', 1]], axis: [['rommel', 1], ['panzerarmee', 1], ['21-corps', 1], ['axis-mc', 2], ['axis-half', 2], ['axis-reinforcement', 1]] },
  14: { allied: [['monty', 1], ['allied-mc', 2], ['allied-half', 2], ['allied-reinforcement', 1]], axis: [['rommel', 1], ['panzerarmee', 1], ['21-corps', 1], ['axis-mc', 1], ['axis-half', 2], ['axis-reinforcement', 1]] },
  15: { allied: [['monty', 1], ['8th-army', 1], ['allied-mc', 2], ['allied-half', 2], ['allied-reinforcement', 1]], axis: [['rommel', 1], ['panzerarmee', 1], ['axis-half', 2]] },
  16: { allied: [['monty', 1], ['8th-army', 1], ['allied-m', 2], ['allied-c', 2]], axis: [['rommel', 1], ['panzerarmee', 1], ['axis-m', 1], ['axis-half', 2]] },
  17: { allied: [['monty', 1], ['8th-army', 1], ['allied-m', 2], ['allied-c', 2]], axis: [['rommel', 1], ['panzerarmee', 1], ['axis-m', 1], ['axis-half', 2]] },
};

export const DS_TURNS = 17;

/** Chits available on a turn (availability aid), both sides, with the two Logistics chits. */
export function chitsForTurn(turn: number): { id: string; count: number }[] {
  const t = A[turn];
  if (!t) return [];
  return [['logistics', 2] as [string, number], ...t.allied, ...t.axis].map(([id, count]) => ({ id, count }));
}

const countsFor2Consecutive = (id: string): boolean => id !== 'logistics' && !DS_PRIORITY.some((p) => p.id === id);

/** The generic chits of a side that 18.7.2 counts: M, C and the two combos (named chits never count). */
const generic2Moves2Combats = (side: Side): string[] => [`${side}-m`, `${side}-c`, `${side}-mc`, `${side}-half`];

function limits(): CupLimit[] {
  const out: CupLimit[] = [];
  for (const side of ['allied', 'axis'] as const) {
    const who = side === 'allied' ? { key: 'dark-sands:companion.chits.allied' } : { key: 'dark-sands:companion.chits.axis' };
    out.push(
      { id: `${side}-moves`, side, rule: '18.7.2', max: 2, per: 'turn', chits: generic2Moves2Combats(side), faces: MOVE_FACES, label: { key: 'dark-sands:companion.chits.atMost2ChitsPlayedAs', params: { who } } },
      { id: `${side}-combats`, side, rule: '18.7.2', max: 2, per: 'turn', chits: generic2Moves2Combats(side), faces: COMBAT_FACES, label: { key: 'dark-sands:companion.chits.atMost2ChitsPlayedAs2', params: { who } } },
      { id: `${side}-consecutive`, side, rule: '18.7.1', max: 2, per: 'in-a-row', whileOthersInCup: true, chits: DS_CHITS.filter((c) => c.side === side && countsFor2Consecutive(c.id)).map((c) => c.id), label: { key: 'dark-sands:companion.chits.atMost2ChitsInA', params: { who } } },
      { id: `${side}-fall-of-tobruk`, side, rule: '18.1', max: 1, per: 'turn', counts: 'added', chits: [`${side}-fall-of-tobruk`], label: { key: 'dark-sands:companion.chits.oneFallOfTobrukChitA', params: { who } } },
    );
  }
  return out;
}

export function dsChitCup(): TrackerSpec {
  return {
    kind: 'cup',
    id: 'action-chits',
    label: { key: 'dark-sands:companion.chits.actionChits' },
    rule: '18.3',
    chits: DS_CHITS.map((c) => ({ id: c.id, label: c.label, count: chitsForTurn(1).find((x) => x.id === c.id)?.count ?? 0, ...(c.side ? { side: c.side } : {}), rule: c.rule, ...(c.faces ? { faces: c.faces } : {}) })),
    held: DS_PRIORITY.map((p) => ({ id: p.id, label: p.label, rule: p.rule, side: p.side!, preempts: p.preempts })),
    limits: limits(),
    byTurn: Array.from({ length: DS_TURNS }, (_, i) => ({ turn: i + 1, chits: chitsForTurn(i + 1) })),
    notes: { key: 'dark-sands:companion.chits.theInitiativePlayerFirstKeepsOne' },
  };
}
