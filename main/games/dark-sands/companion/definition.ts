import type { CompanionDefinition } from '../../../../shared/companion/definition.js';
import { DS_COMBAT, computeDsCombat } from './calculators/combat.js';
import { DS_DISRUPTION_CALC, DS_RAILWAY_CALC, DS_VICTORY_CALC, computeDsDisruption, computeDsRailway, computeDsVictory } from './calculators/other.js';
import { dsChitCup } from './chits.js';
import { DS_SEQUENCE } from './sequence.js';
import { DS_SEED, DS_TABLES } from './tables.js';
import { dsTurns } from './turns.js';

const rb = (s: string) => ({ kind: 'rulebook' as const, ref: `${DS_SEED} ${s}` });

/** The Dark Sands (seed 002): the referee's companion. */
export function darkSandsCompanion(): CompanionDefinition {
  return {
    game: 'dark-sands',
    rulebook: DS_SEED,
    dice: 'd6',
    sides: [
      { id: 'axis', label: { en: 'Axis', it: 'Asse' } },
      { id: 'allied', label: { en: 'Allied', it: 'Alleati' } },
    ],
    turns: dsTurns(),
    sequence: DS_SEQUENCE,
    trackers: [
      { kind: 'choice', id: 'initiative', label: { en: 'Initiative', it: 'Iniziativa' }, rule: '18.2', options: [{ id: 'allied', label: { en: 'Allied', it: 'Alleati' } }, { id: 'axis', label: { en: 'Axis', it: 'Asse' } }], initial: 'allied' },
      dsChitCup(),
      { kind: 'number', id: 'vp', label: { en: 'Victory points', it: 'Punti vittoria' }, rule: '5.2', min: 0, max: 60, initial: 0, perSide: true },
    ],
    calculators: [
      { ...DS_COMBAT, compute: computeDsCombat },
      { ...DS_DISRUPTION_CALC, compute: computeDsDisruption },
      { ...DS_RAILWAY_CALC, compute: computeDsRailway },
      { ...DS_VICTORY_CALC, compute: computeDsVictory },
    ],
    tables: DS_TABLES,
    knowledge: [
      { area: 'rules', id: 'sequence', label: { en: 'Sequence of play and chit draw', it: 'Sequenza di gioco e pesca dei segnalini' }, level: 'complete', source: rb('§16, §18') },
      { area: 'rules', id: 'combat', label: { en: 'Combat with every modifier, doctrine and step-loss priority', it: 'Combattimento con ogni modificatore, dottrina e priorità delle perdite' }, level: 'complete', source: rb('§12.6, §12.7, §20, TEC') },
      { area: 'turns', id: 'turn-track', label: { en: 'Turn track: dates and chits; initiative of 5 turns of 17', it: 'Tabella dei Turni: date e segnalini; iniziativa di 5 turni su 17' }, level: 'partial', source: rb('Action Chit Availability; scenarios') },
      { area: 'map', id: 'map', label: { en: 'Map: not in the seed', it: 'Mappa: non presente nel regolamento' }, level: 'none', source: null },
      { area: 'counters', id: 'counters', label: { en: 'Counter values: not in the seed', it: 'Valori delle pedine: non presenti nel regolamento' }, level: 'none', source: null },
      { area: 'scenarios', id: 'scenarios', label: { en: 'Four scenarios: set-ups and victory conditions', it: 'Quattro scenari: schieramenti e condizioni di vittoria' }, level: 'partial', source: rb('Playbook 1.0–1.4') },
    ],
  };
}
