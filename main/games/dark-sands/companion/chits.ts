import type { CupLimit, Text, TrackerSpec } from '../../../../shared/companion/definition.js';

/**
 * The Dark Sands action chits (18.0–18.7; Action Chit Availability and Descriptions aids): what
 * goes in the cup each turn, the priority chits held beside the map, and the limits on play.
 */

type Side = 'allied' | 'axis';
interface ChitDef { id: string; label: Text; side?: Side; rule: string; faces?: { id: string; label: Text }[] }

/** The sides of the generic chits (Action Chit Descriptions): what 18.7.2 counts is the side played. */
const FACE = {
  move: { id: 'move', label: { en: 'Move', it: 'Movimento' } },
  combat: { id: 'combat', label: { en: 'Combat', it: 'Combattimento' } },
  halfMove: { id: 'half-move', label: { en: '½ Move', it: '½ Movimento' } },
  combatMinus1: { id: 'combat-1', label: { en: 'Combat −1', it: 'Combattimento −1' } },
};
const MOVE_FACES = [FACE.move.id, FACE.halfMove.id];
const COMBAT_FACES = [FACE.combat.id, FACE.combatMinus1.id];

const generic = (side: Side): ChitDef[] => {
  const who = side === 'allied' ? { en: 'Allied', it: 'Alleati' } : { en: 'Axis', it: 'Asse' };
  return [
    { id: `${side}-m`, side, rule: '19.0', faces: [FACE.move], label: { en: `${who.en} Move (M)`, it: `${who.it} Movimento (M)` } },
    { id: `${side}-c`, side, rule: '20.0', faces: [FACE.combat], label: { en: `${who.en} Combat (C)`, it: `${who.it} Combattimento (C)` } },
    { id: `${side}-mc`, side, rule: '19.0, 20.0', faces: [FACE.move, FACE.combat], label: { en: `${who.en} Move or Combat (M/C)`, it: `${who.it} Movimento o Combattimento (M/C)` } },
    { id: `${side}-half`, side, rule: '19.0, 20.0', faces: [FACE.halfMove, FACE.combatMinus1], label: { en: `${who.en} ½ Move or Combat −1 (½M/C−1)`, it: `${who.it} ½ Movimento o Combattimento −1 (½M/C−1)` } },
    { id: `${side}-reinforcement`, side, rule: '22.0', label: { en: `${who.en} Reinforcement`, it: `${who.it} Rinforzi` } },
    { id: `${side}-fall-of-tobruk`, side, rule: '18.1', label: { en: `${who.en} Fall of Tobruk`, it: `${who.it} Caduta di Tobruk` } },
  ];
};

export const DS_CHITS: ChitDef[] = [
  { id: 'logistics', rule: '21.0', label: { en: 'Logistics', it: 'Logistica' } },
  ...generic('allied'),
  ...generic('axis'),
  { id: 'oconnor', side: 'allied', rule: '18.1', label: { en: "O'Connor", it: "O'Connor" } },
  { id: 'combeforce', side: 'allied', rule: '18.1', label: { en: 'Combeforce', it: 'Combeforce' } },
  { id: '13-corps', side: 'allied', rule: '18.1', label: { en: '13 Corps', it: '13° Corpo' } },
  { id: '30-corps', side: 'allied', rule: '18.1', label: { en: '30 Corps', it: '30° Corpo' } },
  { id: '8th-army', side: 'allied', rule: '18.1', label: { en: '8th Army', it: '8ª Armata' } },
  { id: 'afrika-korps', side: 'axis', rule: '18.1', label: { en: 'Afrika Korps', it: 'Afrika Korps' } },
  { id: 'panzerarmee', side: 'axis', rule: '18.1', label: { en: 'PanzerArmee Afrika', it: 'PanzerArmee Afrika' } },
  { id: '21-corps', side: 'axis', rule: '18.1', label: { en: '21st Corps', it: '21° Corpo' } },
];

/**
 * Priority chits, held beside the map by their owner on the turns the availability aid lists them,
 * and played on the owner's word before a random draw (18.3, 18.6.1): Rommel may pre-empt Monty,
 * The Auk may pre-empt Rommel; a pre-empted chit stays in its owner's hand.
 */
export const DS_PRIORITY: (ChitDef & { preempts: string[] })[] = [
  { id: 'rommel', side: 'axis', rule: '18.6.1', preempts: ['monty'], label: { en: 'Rommel', it: 'Rommel' } },
  { id: 'monty', side: 'allied', rule: '18.6.1', preempts: [], label: { en: 'Monty', it: 'Monty' } },
  { id: 'the-auk', side: 'allied', rule: '18.6.1', preempts: ['rommel'], label: { en: 'The Auk', it: 'The Auk' } },
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
    const who = side === 'allied' ? { en: 'Allied', it: 'Alleati' } : { en: 'Axis', it: 'Asse' };
    out.push(
      { id: `${side}-moves`, side, rule: '18.7.2', max: 2, per: 'turn', chits: generic2Moves2Combats(side), faces: MOVE_FACES, label: { en: `${who.en}: at most 2 chits played as Move or ½ Move a turn (a combo counts as the side played; named and priority chits never count)`, it: `${who.it}: al massimo 2 segnalini giocati come Movimento o ½ Movimento per turno (un combo conta come il lato giocato; quelli con nome e prioritari non contano)` } },
      { id: `${side}-combats`, side, rule: '18.7.2', max: 2, per: 'turn', chits: generic2Moves2Combats(side), faces: COMBAT_FACES, label: { en: `${who.en}: at most 2 chits played as Combat or Combat −1 a turn (a combo counts as the side played; named and priority chits never count)`, it: `${who.it}: al massimo 2 segnalini giocati come Combattimento o Combattimento −1 per turno (un combo conta come il lato giocato; quelli con nome e prioritari non contano)` } },
      { id: `${side}-consecutive`, side, rule: '18.7.1', max: 2, per: 'in-a-row', whileOthersInCup: true, chits: DS_CHITS.filter((c) => c.side === side && countsFor2Consecutive(c.id)).map((c) => c.id), label: { en: `${who.en}: at most 2 chits in a row while both sides have chits to draw (Logistics and priority chits do not count; a chit placed without action does)`, it: `${who.it}: al massimo 2 segnalini di fila finché entrambi ne hanno da pescare (Logistica e segnalini prioritari non contano; uno posto senza azione sì)` } },
      { id: `${side}-fall-of-tobruk`, side, rule: '18.1', max: 1, per: 'turn', counts: 'added', chits: [`${side}-fall-of-tobruk`], label: { en: `${who.en}: one Fall of Tobruk chit a turn at most, however often Tobruk changes hands`, it: `${who.it}: al massimo un segnalino Caduta di Tobruk per turno, per quante volte Tobruk cambi di mano` } },
    );
  }
  return out;
}

export function dsChitCup(): TrackerSpec {
  return {
    kind: 'cup',
    id: 'action-chits',
    label: { en: 'Action chits', it: 'Segnalini d\'azione' },
    rule: '18.3',
    chits: DS_CHITS.map((c) => ({ id: c.id, label: c.label, count: chitsForTurn(1).find((x) => x.id === c.id)?.count ?? 0, ...(c.side ? { side: c.side } : {}), rule: c.rule, ...(c.faces ? { faces: c.faces } : {}) })),
    held: DS_PRIORITY.map((p) => ({ id: p.id, label: p.label, rule: p.rule, side: p.side!, preempts: p.preempts })),
    limits: limits(),
    byTurn: Array.from({ length: DS_TURNS }, (_, i) => ({ turn: i + 1, chits: chitsForTurn(i + 1) })),
    notes: {
      en: 'The initiative player first keeps one of his own chits (not Logistics; it may be his priority chit) for the initiative action, which cannot be pre-empted. A priority chit is played from its owner\'s hand before a draw, Monty being offered first: Rommel may pre-empt Monty, The Auk may pre-empt Rommel, and the pre-empted chit stays in hand. A generic chit is played on a side within the limits, or placed without action when neither side is. Fall of Tobruk joins the cup when that side takes Tobruk. On turn 3 the Reinforcement chits stay out (both reinforce in their own segment).',
      it: 'Chi ha l\'iniziativa tiene prima uno dei suoi segnalini (non Logistica; può essere il suo prioritario) per l\'azione d\'iniziativa, che non si può anticipare. Un segnalino prioritario si gioca dalla mano del proprietario prima di una pesca, offrendo prima Monty: Rommel può anticipare Monty, The Auk può anticipare Rommel, e il segnalino anticipato resta in mano. Un segnalino generico si gioca su un lato entro i limiti, o si pone senza azione se nessun lato lo è. Caduta di Tobruk entra nella tazza quando quella parte prende Tobruk. Nel turno 3 i segnalini Rinforzi restano fuori (entrambi rinforzano nel proprio segmento).',
    },
  };
}
