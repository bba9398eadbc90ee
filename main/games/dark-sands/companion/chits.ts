import type { CupLimit, Text, TrackerSpec } from '../../../../shared/companion/definition.js';

/**
 * The Dark Sands action chits (18.0–18.7; Action Chit Availability and Descriptions aids): what
 * goes in the cup each turn, the priority chits held beside the map, and the limits on play.
 */

type Side = 'allied' | 'axis';
interface ChitDef { id: string; label: Text; side?: Side; rule: string }

const generic = (side: Side): ChitDef[] => {
  const who = side === 'allied' ? { en: 'Allied', it: 'Alleati' } : { en: 'Axis', it: 'Asse' };
  return [
    { id: `${side}-m`, side, rule: '19.0', label: { en: `${who.en} Move (M)`, it: `${who.it} Movimento (M)` } },
    { id: `${side}-c`, side, rule: '20.0', label: { en: `${who.en} Combat (C)`, it: `${who.it} Combattimento (C)` } },
    { id: `${side}-mc`, side, rule: '19.0, 20.0', label: { en: `${who.en} Move or Combat (M/C)`, it: `${who.it} Movimento o Combattimento (M/C)` } },
    { id: `${side}-half`, side, rule: '19.0, 20.0', label: { en: `${who.en} ½ Move or Combat −1 (½M/C−1)`, it: `${who.it} ½ Movimento o Combattimento −1 (½M/C−1)` } },
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

/** Priority chits, held beside the map and declared before a draw (18.3, 18.6.1). */
export const DS_PRIORITY: ChitDef[] = [
  { id: 'rommel', side: 'axis', rule: '18.6.1', label: { en: 'Rommel', it: 'Rommel' } },
  { id: 'monty', side: 'allied', rule: '18.6.1', label: { en: 'Monty', it: 'Monty' } },
  { id: 'the-auk', side: 'allied', rule: '18.6.1', label: { en: 'The Auk', it: 'The Auk' } },
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

function limits(): CupLimit[] {
  const out: CupLimit[] = [];
  for (const side of ['allied', 'axis'] as const) {
    const who = side === 'allied' ? { en: 'Allied', it: 'Alleati' } : { en: 'Axis', it: 'Asse' };
    out.push(
      { id: `${side}-moves`, side, rule: '18.7.2', max: 2, chits: [`${side}-m`, `${side}-mc`, `${side}-half`], label: { en: `${who.en}: at most 2 Move-type chits a turn (a combo counts as the face played)`, it: `${who.it}: al massimo 2 segnalini di movimento per turno (un combo conta come il lato giocato)` } },
      { id: `${side}-combats`, side, rule: '18.7.2', max: 2, chits: [`${side}-c`, `${side}-mc`, `${side}-half`], label: { en: `${who.en}: at most 2 Combat-type chits a turn (a combo counts as the face played)`, it: `${who.it}: al massimo 2 segnalini di combattimento per turno (un combo conta come il lato giocato)` } },
      { id: `${side}-consecutive`, side, rule: '18.7.1', max: 2, per: 'in-a-row', chits: DS_CHITS.filter((c) => c.side === side && countsFor2Consecutive(c.id)).map((c) => c.id), label: { en: `${who.en}: at most 2 chits in a row while both sides have chits to draw (Logistics and priority chits do not count)`, it: `${who.it}: al massimo 2 segnalini di fila finché entrambi ne hanno da pescare (Logistica e segnalini prioritari non contano)` } },
    );
  }
  out.push({ id: 'fall-of-tobruk', rule: '18.1', max: 1, chits: ['allied-fall-of-tobruk', 'axis-fall-of-tobruk'], label: { en: 'Fall of Tobruk: at most one per player a turn', it: 'Caduta di Tobruk: al massimo uno per giocatore per turno' } });
  return out;
}

export function dsChitCup(): TrackerSpec {
  return {
    kind: 'cup',
    id: 'action-chits',
    label: { en: 'Action chits', it: 'Segnalini d\'azione' },
    rule: '18.3',
    chits: DS_CHITS.map((c) => ({ id: c.id, label: c.label, count: chitsForTurn(1).find((x) => x.id === c.id)?.count ?? 0, ...(c.side ? { side: c.side } : {}), rule: c.rule })),
    held: DS_PRIORITY.map((p) => ({ id: p.id, label: p.label, rule: p.rule, side: p.side! })),
    limits: limits(),
    byTurn: Array.from({ length: DS_TURNS }, (_, i) => ({ turn: i + 1, chits: chitsForTurn(i + 1) })),
    notes: {
      en: 'The initiative player first keeps one of his chits (not Logistics) for the initiative action. Priority chits are declared before a draw: Rommel pre-empts Monty, The Auk pre-empts Rommel. Fall of Tobruk joins the cup when that side takes Tobruk. On turn 3 the Reinforcement chits stay out (both reinforce in their own segment).',
      it: 'Chi ha l\'iniziativa tiene prima uno dei suoi segnalini (non Logistica) per l\'azione d\'iniziativa. I segnalini prioritari si dichiarano prima di una pesca: Rommel precede Monty, The Auk precede Rommel. Caduta di Tobruk entra nella tazza quando quella parte prende Tobruk. Nel turno 3 i segnalini Rinforzi restano fuori (entrambi rinforzano nel proprio segmento).',
    },
  };
}
