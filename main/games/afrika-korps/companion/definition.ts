import type { CompanionDefinition } from '../../../../shared/companion/definition.js';
import provenance from '../data/provenance.json' with { type: 'json' };
import scenario from '../data/scenario-march-1941.json' with { type: 'json' };
import type { Source } from '../../../../shared/api/contract.js';
import { AK_COMBAT, computeAkCombat } from './calculators/combat.js';
import { AK_SUPPLY, computeAkSupply } from './calculators/supply.js';
import { AK_SEQUENCE } from './sequence.js';
import { AK_TABLES } from './tables.js';
import { akTurns } from './turns.js';

const SEED = '000_9dce4600f0004f56.txt';
const rb = (sections: string): Source => ({ kind: 'rulebook', ref: `${SEED} ${sections}` });

/** Afrika Korps (seed 000): the referee's companion, built on the rules library and game data. */
export function afrikaKorpsCompanion(): CompanionDefinition {
  return {
    game: 'afrika-korps',
    rulebook: SEED,
    dice: 'd6',
    sides: [
      { id: 'axis', label: { en: 'Axis', it: 'Asse' } },
      { id: 'allied', label: { en: 'Allied', it: 'Alleati' } },
    ],
    turns: akTurns(),
    sequence: AK_SEQUENCE,
    trackers: [
      { kind: 'number', id: 'axis-supplies-on-map', label: { en: 'Axis supplies on the map', it: 'Rifornimenti dell\'Asse sulla mappa' }, rule: '12.2', min: 0, max: 3, initial: 1, notes: { en: 'Captured enemy supplies do not count against the limit (12.3).', it: 'I rifornimenti nemici catturati non contano nel limite (12.3).' } },
      { kind: 'number', id: 'allied-supplies-on-map', label: { en: 'Allied supplies on the map', it: 'Rifornimenti alleati sulla mappa' }, rule: '12.1', min: 0, max: 4, initial: 1, notes: { en: 'Captured enemy supplies do not count against the limit (12.3).', it: 'I rifornimenti nemici catturati non contano nel limite (12.3).' } },
      { kind: 'number', id: 'axis-supplies-off-map', label: { en: 'Axis supply counters off the map', it: 'Pedine di rifornimento dell\'Asse fuori mappa' }, rule: '2.3', min: 0, max: 4, initial: 4 },
      { kind: 'number', id: 'allied-supplies-off-map', label: { en: 'Allied supply counters off the map', it: 'Pedine di rifornimento alleate fuori mappa' }, rule: '2.3', min: 0, max: 5, initial: 5 },
      { kind: 'number', id: 'supplies-used', label: { en: 'Supplies used for attacks this turn (removed at its end)', it: 'Rifornimenti usati per attaccare in questo turno (rimossi alla fine)' }, rule: '14.1, 14.4', min: 0, max: 8, initial: 0, perSide: true },
      { kind: 'number', id: 'replacement-factors', label: { en: 'Replacement factors saved', it: 'Fattori di rimpiazzo accumulati' }, rule: '20.5', min: 0, max: 99, initial: 0, perSide: true },
      { kind: 'number', id: 'axis-hold', label: { en: 'Consecutive Allied turns with the Axis holding all four objectives', it: 'Turni alleati consecutivi con l\'Asse che tiene i quattro obiettivi' }, rule: '4.1', min: 0, max: 2, initial: 0 },
    ],
    calculators: [
      { ...AK_COMBAT, compute: computeAkCombat },
      { ...AK_SUPPLY, compute: computeAkSupply },
    ],
    tables: AK_TABLES,
    knowledge: [
      { area: 'rules', id: 'sequence', label: { en: 'Sequence of play', it: 'Sequenza di gioco' }, level: 'complete', source: rb('§3'), notes: { en: 'Start- and end-of-turn steps are placed by the timing other rules give.', it: 'I passi d\'inizio e fine turno sono collocati secondo i tempi indicati da altre regole.' } },
      { area: 'rules', id: 'combat', label: { en: 'Odds, CRT, exchange, supply need', it: 'Rapporto, tabella, scambio, necessità di rifornimento' }, level: 'complete', source: rb('§7, §10.2, §14') },
      { area: 'rules', id: 'supply-roll', label: { en: 'Axis supply roll', it: 'Tiro di rifornimento dell\'Asse' }, level: 'complete', source: rb('§12') },
      { area: 'turns', id: 'calendar', label: { en: 'Turn track: 38 turns, April 1941 – October 1942', it: 'Calendario: 38 turni, aprile 1941 – ottobre 1942' }, level: 'complete', source: provenance.turns.source as Source },
      { area: 'map', id: 'map', label: { en: 'Map: terrain, hexsides and places', it: 'Mappa: terreno, lati d\'esagono e località' }, level: 'complete', source: provenance.terrain.source as Source },
      { area: 'counters', id: 'counters', label: { en: 'Counters: factors of every unit (some types and sizes unknown)', it: 'Pedine: fattori di ogni unità (alcuni tipi e dimensioni ignoti)' }, level: 'partial', source: provenance.units.source as Source },
      { area: 'scenarios', id: 'march-1941', label: { en: 'March 1941 set-up and reinforcement schedule', it: 'Schieramento di marzo 1941 e calendario dei rinforzi' }, level: 'complete', source: scenario.provenance.source as Source },
    ],
  };
}
