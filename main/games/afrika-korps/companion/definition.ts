import type { CompanionDefinition } from '../../../../shared/companion/definition.js';
import provenance from '../data/provenance.json' with { type: 'json' };
import scenario from '../data/scenario-march-1941.json' with { type: 'json' };
import type { Source } from '../../../../shared/api/contract.js';
import { AK_COMBAT, computeAkCombat } from './calculators/combat.js';
import { AK_SUPPLY, computeAkSupply } from './calculators/supply.js';
import { AK_SEQUENCE } from './sequence.js';
import { AK_TABLES } from './tables.js';
import { akTurns } from './turns.js';
import { AK_CALENDAR } from '../calendar.js';
import { monthYearText } from '../../companion/calc.js';
import turns from '../data/turns.json' with { type: 'json' };

const monthOf = (iso: string) => monthYearText(Number(iso.slice(5, 7)), Number(iso.slice(0, 4)));

const SEED = '000_9dce4600f0004f56.txt';
const rb = (sections: string): Source => ({ kind: 'rulebook', ref: `${SEED} ${sections}` });

/** Afrika Korps (seed 000): the referee's companion, built on the rules library and game data. */
export function afrikaKorpsCompanion(): CompanionDefinition {
  return {
    game: 'afrika-korps',
    rulebook: SEED,
    dice: 'd6',
    sides: [
      { id: 'axis', label: { key: 'afrika-korps:companion.definition.axis' } },
      { id: 'allied', label: { key: 'afrika-korps:companion.definition.allied' } },
    ],
    turns: akTurns(),
    sequence: AK_SEQUENCE,
    trackers: [
      { kind: 'number', id: 'axis-supplies-on-map', label: { key: 'afrika-korps:companion.definition.axisSuppliesOnTheMap' }, rule: '12.2', min: 0, max: AK_CALENDAR.supplyLimit.axis, initial: 1, notes: { key: 'afrika-korps:companion.definition.capturedEnemySuppliesDoNotCount' } },
      { kind: 'number', id: 'allied-supplies-on-map', label: { key: 'afrika-korps:companion.definition.alliedSuppliesOnTheMap' }, rule: '12.1', min: 0, max: AK_CALENDAR.supplyLimit.allied, initial: 1, notes: { key: 'afrika-korps:companion.definition.capturedEnemySuppliesDoNotCount' } },
      { kind: 'number', id: 'axis-supplies-off-map', label: { key: 'afrika-korps:companion.definition.axisSupplyCountersOffTheMap' }, rule: '2.3', min: 0, max: 4, initial: 4 },
      { kind: 'number', id: 'allied-supplies-off-map', label: { key: 'afrika-korps:companion.definition.alliedSupplyCountersOffTheMap' }, rule: '2.3', min: 0, max: 5, initial: 5 },
      { kind: 'number', id: 'supplies-used', label: { key: 'afrika-korps:companion.definition.suppliesUsedForAttacksThisTurn' }, rule: '14.1, 14.4', min: 0, max: 8, initial: 0, perSide: true },
      { kind: 'number', id: 'replacement-factors', label: { key: 'afrika-korps:companion.definition.replacementFactorsSaved' }, rule: '20.5', min: 0, max: 99, initial: 0, perSide: true },
      { kind: 'number', id: 'axis-hold', label: { key: 'afrika-korps:companion.definition.consecutiveAlliedTurnsWithTheAxis' }, rule: '4.1', min: 0, max: 2, initial: 0 },
    ],
    calculators: [
      { ...AK_COMBAT, compute: computeAkCombat },
      { ...AK_SUPPLY, compute: computeAkSupply },
    ],
    tables: AK_TABLES,
    knowledge: [
      { area: 'rules', id: 'sequence', label: { key: 'afrika-korps:companion.definition.sequenceOfPlay' }, level: 'complete', source: rb('§3'), notes: { key: 'afrika-korps:companion.definition.startAndEndOfTurnSteps' } },
      { area: 'rules', id: 'combat', label: { key: 'afrika-korps:companion.definition.oddsCrtExchangeSupplyNeed' }, level: 'complete', source: rb('§7, §10.2, §14') },
      { area: 'rules', id: 'supply-roll', label: { key: 'afrika-korps:companion.definition.axisSupplyRoll' }, level: 'complete', source: rb('§12') },
      { area: 'turns', id: 'calendar', label: { key: 'afrika-korps:companion.definition.turnTrack', params: { turns: turns.length, from: monthOf(turns[0]!.date), to: monthOf(turns[turns.length - 1]!.date) } }, level: 'complete', source: provenance.turns.source as Source },
      { area: 'map', id: 'map', label: { key: 'afrika-korps:companion.definition.mapTerrainHexsidesAndPlaces' }, level: 'complete', source: provenance.terrain.source as Source },
      { area: 'counters', id: 'counters', label: { key: 'afrika-korps:companion.definition.countersFactorsOfEveryUnitSome' }, level: 'partial', source: provenance.units.source as Source },
      { area: 'scenarios', id: 'march-1941', label: { key: 'afrika-korps:companion.definition.march1941SetUpAndReinforcement' }, level: 'complete', source: scenario.provenance.source as Source },
    ],
  };
}
