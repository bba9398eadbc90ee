import type { CompanionDefinition, TurnSpec } from '../../../../shared/companion/definition.js';
import { ASL_AMBUSH, ASL_CC, ASL_CC_VEHICLE, computeAslAmbush, computeAslCc, computeAslCcVehicle } from './calculators/close-combat.js';
import { ASL_FIRE, computeAslFire } from './calculators/fire.js';
import { ASL_RALLY, computeAslRally } from './calculators/rally.js';
import { ASL_TO_HIT, computeAslToHit } from './calculators/to-hit.js';
import { ASL_TO_KILL, computeAslToKill } from './calculators/to-kill.js';
import { ASL_PHASES, ASL_SEQUENCE } from './sequence.js';
import { ASL_SEED, ASL_TABLES } from './tables.js';

/** Turn boxes 1 … 12: the scenario card says where END is and which turns are half turns (3.9). */
const TURN_BOXES = 12;

function turns(): TurnSpec[] {
  return Array.from({ length: TURN_BOXES }, (_, i) => ({ n: i + 1, label: { en: `Turn ${i + 1}`, it: `Turno ${i + 1}` } }));
}

const rb = (s: string) => ({ kind: 'rulebook' as const, ref: `${ASL_SEED} ${s}` });

/** ASL Starter Kit (seed 004): the referee's companion. */
export function aslStarterKitCompanion(): CompanionDefinition {
  return {
    game: 'asl-starter-kit',
    rulebook: ASL_SEED,
    dice: '2d6',
    sides: [
      { id: 'first', label: { en: 'First player', it: 'Primo giocatore' } },
      { id: 'second', label: { en: 'Second player', it: 'Secondo giocatore' } },
    ],
    turns: turns(),
    turnsNote: {
      en: 'The turn record is the scenario card\'s: it says who moves first, where the END box is, whether the first turn is a half turn, and which turns bring reinforcements (3.9). No scenario card is in the seed.',
      it: 'Il registro dei turni è quello della scheda dello scenario: dice chi muove per primo, dov\'è la casella END, se il primo turno è un mezzo turno e in quali turni arrivano i rinforzi (3.9). Nessuna scheda di scenario è nel regolamento.',
    },
    sequence: ASL_SEQUENCE,
    trackers: [
      { kind: 'choice', id: 'attacker', label: { en: 'ATTACKER this player turn', it: 'ATTACCANTE in questo turno del giocatore' }, rule: '3.9', options: [{ id: 'first', label: { en: 'First player', it: 'Primo giocatore' } }, { id: 'second', label: { en: 'Second player', it: 'Secondo giocatore' } }], initial: 'first' },
      { kind: 'choice', id: 'phase', label: { en: 'Phase', it: 'Fase' }, rule: '3.0', options: ASL_PHASES.map((p) => ({ id: p.id, label: p.title })), initial: 'rph' },
      { kind: 'number', id: 'elr', label: { en: 'Experience Level Rating (ELR)', it: 'Livello di esperienza (ELR)' }, rule: '5.1', min: 0, max: 5, initial: 3, perSide: true, notes: { en: 'Set it from the scenario card.', it: 'Impostalo dalla scheda dello scenario.' } },
      { kind: 'number', id: 'pf-shots', label: { en: 'Panzerfaust shots left', it: 'Tiri di Panzerfaust rimasti' }, rule: '4.4.2', min: 0, max: 40, initial: 0, perSide: true, notes: { en: 'German squads in the order of battle; ×1½ rounded down in 1944, ×2 in 1945.', it: 'Squadre tedesche nell\'ordine di battaglia; ×1½ arrotondato per difetto nel 1944, ×2 nel 1945.' } },
      { kind: 'number', id: 'vp', label: { en: 'Victory points (if the scenario counts them)', it: 'Punti vittoria (se lo scenario li conta)' }, rule: '3.9', min: 0, max: 99, initial: 0, perSide: true },
    ],
    calculators: [
      { ...ASL_FIRE, compute: computeAslFire },
      { ...ASL_CC, compute: computeAslCc },
      { ...ASL_CC_VEHICLE, compute: computeAslCcVehicle },
      { ...ASL_AMBUSH, compute: computeAslAmbush },
      { ...ASL_TO_HIT, compute: computeAslToHit },
      { ...ASL_TO_KILL, compute: computeAslToKill },
      { ...ASL_RALLY, compute: computeAslRally },
    ],
    tables: ASL_TABLES,
    knowledge: [
      { area: 'rules', id: 'sequence', label: { en: 'Sequence of play: eight phases', it: 'Sequenza di gioco: otto fasi' }, level: 'complete', source: rb('§3.0–3.9') },
      { area: 'rules', id: 'fire', label: { en: 'Fire attacks, morale, rally, close combat', it: 'Attacchi a fuoco, morale, recupero, combattimento ravvicinato' }, level: 'complete', source: rb('§3.1, §3.2, §3.8') },
      { area: 'rules', id: 'ordnance', label: { en: 'To Hit and To Kill procedure (numbers from your card)', it: 'Procedura per colpire e distruggere (numeri dalla tua tabella)' }, level: 'partial', source: rb('§3.2.4, §6, §7.9, §7.10') },
      { area: 'map', id: 'boards', label: { en: 'Boards: not in the seed', it: 'Mappe: non presenti nel regolamento' }, level: 'none', source: null },
      { area: 'counters', id: 'counters', label: { en: 'Counter values: only those in the examples', it: 'Valori delle pedine: solo quelli degli esempi' }, level: 'none', source: null },
      { area: 'scenarios', id: 'scenarios', label: { en: 'Scenario cards: not in the seed', it: 'Schede degli scenari: non presenti nel regolamento' }, level: 'none', source: null },
      { area: 'turns', id: 'turn-record', label: { en: 'Turn record: the scenario card\'s', it: 'Registro dei turni: quello della scheda dello scenario' }, level: 'partial', source: rb('§3.9') },
    ],
  };
}
