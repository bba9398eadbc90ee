import type { CompanionDefinition } from '../../../../shared/companion/definition.js';
import { BNA_COMBAT, computeBnaCombat } from './calculators/combat.js';
import {
  BNA_ALLOCATION, BNA_AXIS_RP_CALC, BNA_BREAKTHROUGH, BNA_COHESION, BNA_COMMANDER, BNA_INDEPENDENT, BNA_INITIATIVE, BNA_SURRENDER,
  computeBnaAllocation, computeBnaAxisRp, computeBnaBreakthrough, computeBnaCohesion, computeBnaCommander, computeBnaIndependent, computeBnaInitiative, computeBnaSurrender,
} from './calculators/rolls.js';
import { BNA_SEQUENCE } from './sequence.js';
import { BNA_SEED, BNA_TABLES } from './tables.js';
import { bnaTurns } from './turns.js';

const rb = (s: string) => ({ kind: 'rulebook' as const, ref: `${BNA_SEED} ${s}` });

/** Battle for North Africa (seed 001): the referee's companion. */
export function battleForNorthAfricaCompanion(): CompanionDefinition {
  return {
    game: 'battle-for-north-africa',
    rulebook: BNA_SEED,
    dice: 'd10',
    sides: [
      { id: 'axis', label: { en: 'Axis', it: 'Asse' } },
      { id: 'allied', label: { en: 'Allied', it: 'Alleati' } },
    ],
    turns: bnaTurns(),
    turnsNote: {
      en: 'One month a turn. The seed never states the first campaign turn; September 1940 is the earliest it names. Scenario start and end turns are not in the seed.',
      it: 'Un mese per turno. Il regolamento non indica il primo turno della campagna; settembre 1940 è il primo che nomina. Inizio e fine degli scenari non sono nel regolamento.',
    },
    sequence: BNA_SEQUENCE,
    trackers: [
      { kind: 'choice', id: 'initiative', label: { en: 'Initiative', it: 'Iniziativa' }, rule: '5.0', options: [{ id: 'axis', label: { en: 'Axis', it: 'Asse' } }, { id: 'allied', label: { en: 'Allied', it: 'Alleati' } }, { id: 'none', label: { en: 'Nobody (tie)', it: 'Nessuno (pareggio)' } }], initial: 'none' },
      { kind: 'number', id: 'rp-bank', label: { en: 'Resource points available', it: 'Punti risorsa disponibili' }, rule: '9.1', min: 0, max: 500, initial: 0, perSide: true, notes: { en: 'Starting RP come from the scenario, which is not in the seed.', it: 'Gli RP iniziali vengono dallo scenario, che non è nel regolamento.' } },
      { kind: 'number', id: 'rp-allocated', label: { en: 'RP allocated this turn', it: 'RP assegnati in questo turno' }, rule: '9.2.1', min: 0, max: 500, initial: 0, perSide: true },
      { kind: 'number', id: 'rp-spent', label: { en: 'RP spent this turn (never above the allocation; the rest is lost)', it: 'RP spesi in questo turno (mai oltre l\'assegnazione; il resto si perde)' }, rule: '9.2.2, 9.2.7', min: 0, max: 500, initial: 0, perSide: true },
      { kind: 'number', id: 'air-markers', label: { en: 'Air markers bought (2 RP each)', it: 'Segnalini aerei acquistati (2 RP ciascuno)' }, rule: '8.5.1', min: 0, max: 20, initial: 0, perSide: true },
      { kind: 'choice', id: 'commander', label: { en: 'Supreme commander', it: 'Comandante supremo' }, rule: '4.5', options: [{ id: 'out', label: { en: 'Not in play', it: 'Non in gioco' } }, { id: 'in', label: { en: 'In play', it: 'In gioco' } }], initial: 'out', perSide: true },
      {
        kind: 'cup', id: 'activation-markers', label: { en: 'Activation markers', it: 'Segnalini d\'attivazione' }, rule: '4.3',
        chits: [
          { id: 'axis-independent', label: { en: 'Axis independent AM (2 RP)', it: 'Segnalino indipendente dell\'Asse (2 RP)' }, count: 1, side: 'axis', rule: '4.1.6' },
          { id: 'allied-independent', label: { en: 'Allied independent AM (2 RP)', it: 'Segnalino indipendente alleato (2 RP)' }, count: 1, side: 'allied', rule: '4.1.6' },
          { id: 'axis-commander', label: { en: 'Axis commander AM (sum of the HQs it activates)', it: 'Segnalino del comandante dell\'Asse (somma dei comandi attivati)' }, count: 0, side: 'axis', rule: '4.5.6' },
          { id: 'allied-commander', label: { en: 'Allied commander AM (sum of the HQs it activates)', it: 'Segnalino del comandante alleato (somma dei comandi attivati)' }, count: 0, side: 'allied', rule: '4.5.6' },
          { id: 'axis-hq', label: { en: 'Axis HQ AM (2 or 3 RP, as printed)', it: 'Segnalino di comando dell\'Asse (2 o 3 RP, come stampato)' }, count: 0, side: 'axis', rule: '4.1.3' },
          { id: 'allied-hq', label: { en: 'Allied HQ AM (2 or 3 RP, as printed)', it: 'Segnalino di comando alleato (2 o 3 RP, come stampato)' }, count: 0, side: 'allied', rule: '4.1.3' },
        ],
        held: [{ id: 'initiative-am', label: { en: 'The initiative player\'s first AM', it: 'Il primo segnalino di chi ha l\'iniziativa' }, rule: '4.3.2' }],
        limits: [
          { id: 'reserves', label: { en: 'At most 2 HQs in reserve a turn (commander in play)', it: 'Al massimo 2 comandi in riserva per turno (comandante in gioco)' }, rule: '4.6.2', max: 2 },
        ],
        notes: { en: 'The primary phase ends when one AM is left in the cup; that one is not drawn (4.3.6). Each HQ or division has 2 or 3 AMs; add them from your counters (the counter manifest is not in the seed). No unit acts more than 3 times a turn; the LRDG at most twice, primary phase only.', it: 'La fase primaria finisce quando resta un segnalino nel contenitore; quello non si pesca (4.3.6). Ogni comando o divisione ha 2 o 3 segnalini; aggiungili dalle tue pedine (l\'elenco delle pedine non è nel regolamento). Nessuna unità agisce più di 3 volte per turno; il LRDG al massimo due, solo nella fase primaria.' },
      },
    ],
    calculators: [
      { ...BNA_COMBAT, compute: computeBnaCombat },
      { ...BNA_INITIATIVE, compute: computeBnaInitiative },
      { ...BNA_COMMANDER, compute: computeBnaCommander },
      { ...BNA_INDEPENDENT, compute: computeBnaIndependent },
      { ...BNA_COHESION, compute: computeBnaCohesion },
      { ...BNA_BREAKTHROUGH, compute: computeBnaBreakthrough },
      { ...BNA_SURRENDER, compute: computeBnaSurrender },
      { ...BNA_AXIS_RP_CALC, compute: computeBnaAxisRp },
      { ...BNA_ALLOCATION, compute: computeBnaAllocation },
    ],
    tables: BNA_TABLES,
    knowledge: [
      { area: 'rules', id: 'sequence', label: { en: 'Sequence of play A–F', it: 'Sequenza di gioco A–F' }, level: 'complete', source: rb('§3.0') },
      { area: 'rules', id: 'combat', label: { en: 'Combat procedure and modifiers (odds DRM and CRT from your copy)', it: 'Procedura e modificatori di combattimento (DRM del rapporto e tabella dalla tua copia)' }, level: 'partial', source: rb('§8') },
      { area: 'rules', id: 'resources', label: { en: 'Resource points and activation', it: 'Punti risorsa e attivazione' }, level: 'partial', source: rb('§4, §9') },
      { area: 'turns', id: 'turn-track', label: { en: 'Monthly turns to December 1942 (start implied)', it: 'Turni mensili fino a dicembre 1942 (inizio implicito)' }, level: 'partial', source: rb('§2.5, §11.0') },
      { area: 'map', id: 'maps', label: { en: 'Maps: not in the seed', it: 'Mappe: non presenti nel regolamento' }, level: 'none', source: null },
      { area: 'counters', id: 'counters', label: { en: 'Counters: not in the seed', it: 'Pedine: non presenti nel regolamento' }, level: 'none', source: null },
      { area: 'scenarios', id: 'scenarios', label: { en: 'Scenarios: not in the seed', it: 'Scenari: non presenti nel regolamento' }, level: 'none', source: null },
    ],
  };
}
