import type { CompanionDefinition, TurnSpec, Text } from '../../../../shared/companion/definition.js';
import { CY_COMBAT, computeCyCombat } from './calculators/combat.js';
import { CY_AIRBORNE_CALC, CY_BRIDGEHEAD_CALC, CY_OVERRUN_CALC, CY_PLAIN_ROLLS, CY_STUKA_CALC, CY_SURRENDER_CALC, computeCyAirborne, computeCyBridgehead, computeCyOverrun, computeCyStuka, computeCySurrender } from './calculators/rolls.js';
import { CY_SEQUENCE } from './sequence.js';
import { CY_SEED, CY_TABLES } from './tables.js';

const rb = (s: string) => ({ kind: 'rulebook' as const, ref: `${CY_SEED} ${s}` });
const ev = (text: Text, rule: string) => ({ text, rule });

/** Ten turns (scenarios 1–3); the printed turn record track is not in the seed, so no dates. */
function turns(): TurnSpec[] {
  const events: Record<number, NonNullable<TurnSpec['events']>> = {
    1: [
      ev({ key: 'case-yellow:companion.definition.everythingSuppliedAndInAttackSupply' }, '4.1b'),
      ev({ key: 'case-yellow:companion.definition.paradropCompulsoryInScenarios12' }, '5.1d'),
      ev({ key: 'case-yellow:companion.definition.scenario3RollForEbenEmael' }, 'S7.8'),
    ],
    2: [ev({ key: 'case-yellow:companion.definition.supplyCheckedFromNowOn' }, '7.5')],
    3: [
      ev({ key: 'case-yellow:companion.definition.scenarios12OperationDynamoMay' }, '13.1'),
      ev({ key: 'case-yellow:companion.definition.scenario3AlliedInitiativeUnlessBoth' }, 'S7.2'),
    ],
    4: [ev({ key: 'case-yellow:companion.definition.scenarios12LastTurnTo' }, '13.1, 12.12')],
    5: [ev({ key: 'case-yellow:companion.definition.endPhaseReplacementsAndImprovedDefense' }, '12.10, 12.11')],
    10: [ev({ key: 'case-yellow:companion.definition.lastTurnVictoryIsJudgedAt' }, '12.8')],
  };
  return Array.from({ length: 10 }, (_, i) => ({ n: i + 1, label: { key: 'case-yellow:companion.definition.turn', params: { n: i + 1 } }, ...(events[i + 1] ? { events: events[i + 1] } : {}) }));
}

/** Case Yellow, 1940 (seed 003): the referee's companion. */
export function caseYellowCompanion(): CompanionDefinition {
  return {
    game: 'case-yellow',
    rulebook: CY_SEED,
    dice: 'd6',
    sides: [
      { id: 'german', label: { key: 'case-yellow:companion.definition.german' } },
      { id: 'allied', label: { key: 'case-yellow:companion.definition.allied' } },
    ],
    turns: turns(),
    turnsNote: { key: 'case-yellow:companion.definition.scenarios13LastTenTurns' },
    sequence: CY_SEQUENCE,
    trackers: [
      { kind: 'choice', id: 'scenario', label: { key: 'case-yellow:companion.definition.scenario' }, rule: 'S5.0–S8.0', options: [
        { id: '1', label: { key: 'case-yellow:companion.definition.1TheHistoricalCampaign' } },
        { id: '2', label: { key: 'case-yellow:companion.definition.2BetterAlliedInformation' } },
        { id: '3', label: { key: 'case-yellow:companion.definition.3TheHypotheticalScenario' } },
        { id: '4', label: { key: 'case-yellow:companion.definition.4FortressHolland' } },
      ], initial: '1' },
      { kind: 'choice', id: 'initiative', label: { key: 'case-yellow:companion.definition.initiative' }, rule: '4.1c', options: [{ id: 'german', label: { key: 'case-yellow:companion.definition.german' } }, { id: 'allied', label: { key: 'case-yellow:companion.definition.allied' } }], initial: 'german' },
      {
        kind: 'cup', id: 'action-markers', label: { key: 'case-yellow:companion.definition.actionRoundMarkers' }, rule: '4.1c',
        chits: [
          { id: 'german-action', label: { key: 'case-yellow:companion.definition.germanMovementCombat' }, count: 3, side: 'german' },
          { id: 'allied-movement', label: { key: 'case-yellow:companion.definition.alliedMovement' }, count: 1, side: 'allied' },
          { id: 'allied-combat', label: { key: 'case-yellow:companion.definition.alliedCombat' }, count: 1, side: 'allied' },
        ],
        held: [{ id: 'initiative-marker', label: { key: 'case-yellow:companion.definition.initiativePlayerSMarkerForRound' }, rule: '4.1c' }],
        limits: [
          { id: 'movement', label: { key: 'case-yellow:companion.definition.atMost2MovementRoundsPer' }, rule: '4.1c', max: 2 },
          { id: 'combat', label: { key: 'case-yellow:companion.definition.atMost2CombatRoundsPer' }, rule: '4.1c', max: 2 },
          { id: 'in-a-row', label: { key: 'case-yellow:companion.definition.never3RoundsInARow' }, rule: '4.1c', max: 2, per: 'in-a-row' },
        ],
        notes: { key: 'case-yellow:companion.definition.countsAreScenario12Turns' },
      },
      { kind: 'number', id: 'action-round', label: { key: 'case-yellow:companion.definition.actionRound' }, rule: '4.1c', min: 0, max: 8, initial: 0 },
      { kind: 'number', id: 'air-available', label: { key: 'case-yellow:companion.definition.airSupportsAvailable' }, rule: '5.1b', min: 0, max: 6, initial: 0, perSide: true },
      { kind: 'number', id: 'air-eliminated', label: { key: 'case-yellow:companion.definition.eliminatedAirSupportsOnTheTurn' }, rule: '5.1b, 5.1c', min: 0, max: 6, initial: 0, perSide: true },
      { kind: 'number', id: 'vp', label: { key: 'case-yellow:companion.definition.victoryPoints' }, rule: '12.8', min: 0, max: 99, initial: 0, perSide: true },
      { kind: 'number', id: 'dutch-cities', label: { key: 'case-yellow:companion.definition.dutchCityEquivalentsTheGermanHolds' }, rule: '12.5a', min: 0, max: 12, initial: 0 },
      { kind: 'number', id: 'belgian-cities', label: { key: 'case-yellow:companion.definition.ofAntwerpBrusselsGhentOstendHeld' }, rule: '12.5b', min: 0, max: 4, initial: 0 },
      { kind: 'choice', id: 'dynamo', label: { key: 'case-yellow:companion.definition.operationDynamo' }, rule: '13.1', options: [{ id: 'no', label: { key: 'case-yellow:companion.definition.notDeclared' } }, { id: 'on', label: { key: 'case-yellow:companion.definition.inEffect' } }, { id: 'over', label: { key: 'case-yellow:companion.definition.ended' } }], initial: 'no' },
      { kind: 'number', id: 'terror-left', label: { key: 'case-yellow:companion.definition.terrorBombingsLeftScenario3' }, rule: 'S7.19d', min: 0, max: 3, initial: 3 },
    ],
    calculators: [
      { ...CY_COMBAT, compute: computeCyCombat },
      { ...CY_OVERRUN_CALC, compute: computeCyOverrun },
      { ...CY_STUKA_CALC, compute: computeCyStuka },
      { ...CY_BRIDGEHEAD_CALC, compute: computeCyBridgehead },
      { ...CY_AIRBORNE_CALC, compute: computeCyAirborne },
      ...CY_PLAIN_ROLLS,
      { ...CY_SURRENDER_CALC, compute: computeCySurrender },
    ],
    tables: CY_TABLES,
    knowledge: [
      { area: 'rules', id: 'sequence', label: { key: 'case-yellow:companion.definition.sequenceOfPlay' }, level: 'complete', source: rb('§4.1, §5.1, §10.1e, §12.1') },
      { area: 'rules', id: 'combat', label: { key: 'case-yellow:companion.definition.combatProcedureOddsShiftsCapsTactical' }, level: 'complete', source: rb('§11') },
      { area: 'rules', id: 'dynamo', label: { key: 'case-yellow:companion.definition.operationDynamoEvacuationRules134' }, level: 'partial', source: rb('§13.1–13.3') },
      { area: 'turns', id: 'turn-track', label: { key: 'case-yellow:companion.definition.turnRecordTrackNotInThe' }, level: 'none', source: null },
      { area: 'map', id: 'maps', label: { key: 'case-yellow:companion.definition.mapsNotInTheSeed' }, level: 'none', source: null },
      { area: 'counters', id: 'counters', label: { key: 'case-yellow:companion.definition.counterValuesNotInTheSeed' }, level: 'none', source: null },
      { area: 'scenarios', id: 'scenarios', label: { key: 'case-yellow:companion.definition.scenarioRulesSetUpListsAnd' }, level: 'partial', source: rb('S5.0–S8.0') },
    ],
  };
}
