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
      { id: 'axis', label: { key: 'battle-for-north-africa:companion.definition.axis' } },
      { id: 'allied', label: { key: 'battle-for-north-africa:companion.definition.allied' } },
    ],
    turns: bnaTurns(),
    turnsNote: { key: 'battle-for-north-africa:companion.definition.oneMonthATurnTheSeed' },
    sequence: BNA_SEQUENCE,
    trackers: [
      { kind: 'choice', id: 'initiative', label: { key: 'battle-for-north-africa:companion.definition.initiative' }, rule: '5.0', options: [{ id: 'axis', label: { key: 'battle-for-north-africa:companion.definition.axis' } }, { id: 'allied', label: { key: 'battle-for-north-africa:companion.definition.allied' } }, { id: 'none', label: { key: 'battle-for-north-africa:companion.definition.nobodyTie' } }], initial: 'none' },
      { kind: 'number', id: 'rp-bank', label: { key: 'battle-for-north-africa:companion.definition.resourcePointsAvailable' }, rule: '9.1', min: 0, max: 500, initial: 0, perSide: true, notes: { key: 'battle-for-north-africa:companion.definition.startingRpComeFromTheScenario' } },
      { kind: 'number', id: 'rp-allocated', label: { key: 'battle-for-north-africa:companion.definition.rpAllocatedThisTurn' }, rule: '9.2.1', min: 0, max: 500, initial: 0, perSide: true },
      { kind: 'number', id: 'rp-spent', label: { key: 'battle-for-north-africa:companion.definition.rpSpentThisTurnNeverAbove' }, rule: '9.2.2, 9.2.7', min: 0, max: 500, initial: 0, perSide: true },
      { kind: 'number', id: 'air-markers', label: { key: 'battle-for-north-africa:companion.definition.airMarkersBought2RpEach' }, rule: '8.5.1', min: 0, max: 20, initial: 0, perSide: true },
      { kind: 'choice', id: 'commander', label: { key: 'battle-for-north-africa:companion.definition.supremeCommander' }, rule: '4.5', options: [{ id: 'out', label: { key: 'battle-for-north-africa:companion.definition.notInPlay' } }, { id: 'in', label: { key: 'battle-for-north-africa:companion.definition.inPlay' } }], initial: 'out', perSide: true },
      {
        kind: 'cup', id: 'activation-markers', label: { key: 'battle-for-north-africa:companion.definition.activationMarkers' }, rule: '4.3',
        chits: [
          { id: 'axis-independent', label: { key: 'battle-for-north-africa:companion.definition.axisIndependentAm2Rp' }, count: 1, side: 'axis', rule: '4.1.6' },
          { id: 'allied-independent', label: { key: 'battle-for-north-africa:companion.definition.alliedIndependentAm2Rp' }, count: 1, side: 'allied', rule: '4.1.6' },
          { id: 'axis-commander', label: { key: 'battle-for-north-africa:companion.definition.axisCommanderAmSumOfThe' }, count: 0, side: 'axis', rule: '4.5.6' },
          { id: 'allied-commander', label: { key: 'battle-for-north-africa:companion.definition.alliedCommanderAmSumOfThe' }, count: 0, side: 'allied', rule: '4.5.6' },
          { id: 'axis-hq', label: { key: 'battle-for-north-africa:companion.definition.axisHqAm2Or3' }, count: 0, side: 'axis', rule: '4.1.3' },
          { id: 'allied-hq', label: { key: 'battle-for-north-africa:companion.definition.alliedHqAm2Or3' }, count: 0, side: 'allied', rule: '4.1.3' },
        ],
        held: [{ id: 'initiative-am', label: { key: 'battle-for-north-africa:companion.definition.theInitiativePlayerSFirstAm' }, rule: '4.3.2' }],
        limits: [
          { id: 'reserves', label: { key: 'battle-for-north-africa:companion.definition.atMost2HqsInReserve' }, rule: '4.6.2', max: 2 },
        ],
        notes: { key: 'battle-for-north-africa:companion.definition.thePrimaryPhaseEndsWhenOne' },
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
      { area: 'rules', id: 'sequence', label: { key: 'battle-for-north-africa:companion.definition.sequenceOfPlayAF' }, level: 'complete', source: rb('§3.0') },
      { area: 'rules', id: 'combat', label: { key: 'battle-for-north-africa:companion.definition.combatProcedureAndModifiersOddsDrm' }, level: 'partial', source: rb('§8') },
      { area: 'rules', id: 'resources', label: { key: 'battle-for-north-africa:companion.definition.resourcePointsAndActivation' }, level: 'partial', source: rb('§4, §9') },
      { area: 'turns', id: 'turn-track', label: { key: 'battle-for-north-africa:companion.definition.monthlyTurnsToDecember1942Start' }, level: 'partial', source: rb('§2.5, §11.0') },
      { area: 'map', id: 'maps', label: { key: 'battle-for-north-africa:companion.definition.mapsNotInTheSeed' }, level: 'none', source: null },
      { area: 'counters', id: 'counters', label: { key: 'battle-for-north-africa:companion.definition.countersNotInTheSeed' }, level: 'none', source: null },
      { area: 'scenarios', id: 'scenarios', label: { key: 'battle-for-north-africa:companion.definition.scenariosNotInTheSeed' }, level: 'none', source: null },
    ],
  };
}
