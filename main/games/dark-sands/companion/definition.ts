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
      { id: 'axis', label: { key: 'dark-sands:companion.definition.axis' } },
      { id: 'allied', label: { key: 'dark-sands:companion.definition.allied' } },
    ],
    turns: dsTurns(),
    sequence: DS_SEQUENCE,
    trackers: [
      { kind: 'choice', id: 'initiative', label: { key: 'dark-sands:companion.definition.initiative' }, rule: '18.2', options: [{ id: 'allied', label: { key: 'dark-sands:companion.definition.allied' } }, { id: 'axis', label: { key: 'dark-sands:companion.definition.axis' } }], initial: 'allied' },
      dsChitCup(),
      { kind: 'number', id: 'vp', label: { key: 'dark-sands:companion.definition.victoryPoints' }, rule: '5.2', min: 0, max: 60, initial: 0, perSide: true },
    ],
    calculators: [
      { ...DS_COMBAT, compute: computeDsCombat },
      { ...DS_DISRUPTION_CALC, compute: computeDsDisruption },
      { ...DS_RAILWAY_CALC, compute: computeDsRailway },
      { ...DS_VICTORY_CALC, compute: computeDsVictory },
    ],
    tables: DS_TABLES,
    knowledge: [
      { area: 'rules', id: 'sequence', label: { key: 'dark-sands:companion.definition.sequenceOfPlayAndChitDraw' }, level: 'complete', source: rb('§16, §18') },
      { area: 'rules', id: 'combat', label: { key: 'dark-sands:companion.definition.combatWithEveryModifierDoctrineAnd' }, level: 'complete', source: rb('§12.6, §12.7, §20, TEC') },
      { area: 'turns', id: 'turn-track', label: { key: 'dark-sands:companion.definition.turnTrackDatesAndChitsInitiative' }, level: 'partial', source: rb('Action Chit Availability; scenarios') },
      { area: 'map', id: 'map', label: { key: 'dark-sands:companion.definition.mapNotInTheSeed' }, level: 'none', source: null },
      { area: 'counters', id: 'counters', label: { key: 'dark-sands:companion.definition.counterValuesNotInTheSeed' }, level: 'none', source: null },
      { area: 'scenarios', id: 'scenarios', label: { key: 'dark-sands:companion.definition.fourScenariosSetUpsAndVictory' }, level: 'partial', source: rb('Playbook 1.0–1.4') },
    ],
  };
}
