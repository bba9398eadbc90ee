import type { StepSpec, Text } from '../../../../shared/companion/definition.js';

/**
 * Case Yellow's sequence of play (4.1, 5.1, 10.1e, 11.1–11.2, 12.1): Air Phase, Supply Phase,
 * Action Phase (initiative, then action rounds — movement or combat), End Phase in its order.
 */

const s = (id: string, rule: string, title: Text, extra: Partial<StepSpec> = {}): StepSpec => ({ id, rule, title, ...extra });

export const CY_SEQUENCE: StepSpec[] = [
  s('air', '5.1', { key: 'case-yellow:companion.sequence.airPhase' }, {
    steps: [
      s('air-dynamo', '5.1a', { key: 'case-yellow:companion.sequence.rafOverTheDynamoPortWhile' }),
      s('air-availability', '5.1b', { key: 'case-yellow:companion.sequence.airSupportsAvailableRollOrTake' }),
      s('air-interdiction', '5.1c', { key: 'case-yellow:companion.sequence.alliedCrossingInterdictionRemoveLastTurn' }, { side: 'allied' }),
      s('air-paradrop', '5.1d', { key: 'case-yellow:companion.sequence.germanParadropAsTheScenarioSays' }, { side: 'german' }),
      s('air-stuka', '5.1e', { key: 'case-yellow:companion.sequence.stukaDiveBombing' }, { side: 'german' }),
    ],
  }),
  s('supply', '4.1b, 7.5', { key: 'case-yellow:companion.sequence.supplyPhaseReCheckUnitsOut' }, { notes: { key: 'case-yellow:companion.sequence.fromTurn2OnTurn1' } }),
  s('action', '4.1c', { key: 'case-yellow:companion.sequence.actionPhase' }, {
    steps: [
      s('action-initiative', '4.1c', { key: 'case-yellow:companion.sequence.initiativeTheInitiativePlayerKeepsOne' }),
      s('action-rounds', '4.1c', { key: 'case-yellow:companion.sequence.actionRoundsDrawAMarkerIts' }, {
        steps: [
          s('move-reinforcements', '10.2', { key: 'case-yellow:companion.sequence.movementRoundReinforcementsFirstMovementRound' }),
          s('move-move', '10.1', { key: 'case-yellow:companion.sequence.movementRoundMoveNonEngagedUnits' }),
          s('move-engaged', '11.9', { key: 'case-yellow:companion.sequence.movementRoundResolveEngagedCombats' }),
          s('move-motorized', '11.6', { key: 'case-yellow:companion.sequence.movementRoundMotorizedCombatAlliedA' }),
          s('combat-engaged', '11.9', { key: 'case-yellow:companion.sequence.combatRoundEngagedCombatsFirst' }),
          s('combat-attacks', '11.2, 11.3', { key: 'case-yellow:companion.sequence.combatRoundAttacksOneAtA' }),
        ],
      }),
    ],
  }),
  s('end', '12.1', { key: 'case-yellow:companion.sequence.endPhase' }, {
    steps: [
      s('end-disruption', '12.2', { key: 'case-yellow:companion.sequence.removeDisruptionNotFromUnitsOut' }),
      s('end-bridgehead', '12.3', { key: 'case-yellow:companion.sequence.germanBridgeheadCrossingMoves' }, { side: 'german' }),
      s('end-terror', '12.4', { key: 'case-yellow:companion.sequence.terrorBombing' }, { side: 'german' }),
      s('end-surrender', '12.5', { key: 'case-yellow:companion.sequence.dutchAndBelgianSurrender' }),
      s('end-refugees', '12.6', { key: 'case-yellow:companion.sequence.refugeeMarkersRemovedAndPlaced' }),
      s('end-paris', '12.7', { key: 'case-yellow:companion.sequence.parisOpenCity' }),
      s('end-victory', '12.8', { key: 'case-yellow:companion.sequence.victoryDeterminationRecordVpGermanFirst' }),
      s('end-attrition', '12.9', { key: 'case-yellow:companion.sequence.armourAttrition' }),
      s('end-replacements', '12.10', { key: 'case-yellow:companion.sequence.replacements' }),
      s('end-improved-defense', '12.11', { key: 'case-yellow:companion.sequence.improvedDefenseMarkers' }),
      s('end-refit', '12.12', { key: 'case-yellow:companion.sequence.panzerRefit' }, { side: 'german' }),
    ],
  }),
];
