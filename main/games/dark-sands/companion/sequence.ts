import type { StepSpec, Text } from '../../../../shared/companion/definition.js';

/** The Dark Sands sequence of play (16.0 and the aid), executed in the aid's order. */

const s = (id: string, rule: string, title: Text, extra: Partial<StepSpec> = {}): StepSpec => ({ id, rule, title, ...extra });

export const DS_SEQUENCE: StepSpec[] = [
  s('replacement', '17.0', { key: 'dark-sands:companion.sequence.replacementPhase' }, {
    steps: [
      s('replacement-axis', '17.3', { key: 'dark-sands:companion.sequence.axisReplacements' }, { side: 'axis' }),
      s('replacement-cadre', '17.1', { key: 'dark-sands:companion.sequence.alliedCadres' }, { side: 'allied', notes: { key: 'dark-sands:companion.sequence.turns1317Only' } }),
      s('replacement-allied', '17.4', { key: 'dark-sands:companion.sequence.alliedReplacements' }, { side: 'allied' }),
    ],
  }),
  s('action', '18.0', { key: 'dark-sands:companion.sequence.actionPhase' }, {
    steps: [
      s('action-initiative', '18.2', { key: 'dark-sands:companion.sequence.initiativeTheOtherSideIfOne' }),
      s('action-placement', '18.3', { key: 'dark-sands:companion.sequence.chitPlacementThisTurnSChits' }),
      s('action-turn3', '18.4', { key: 'dark-sands:companion.sequence.turn3ReinforcementsAlliedThenAxis' }, { notes: { key: 'dark-sands:companion.sequence.turn3Only' } }),
      s('action-initiative-chit', '18.5', { key: 'dark-sands:companion.sequence.initiativeActionPlayTheInitiativeChit' }),
      s('action-random', '18.6', { key: 'dark-sands:companion.sequence.randomActionsOfferPriorityChitsThen' }, {
        steps: [
          s('act-move', '19.0', { key: 'dark-sands:companion.sequence.movementActionGroundNavalExtendedMovement' }),
          s('act-combat', '20.0', { key: 'dark-sands:companion.sequence.combatActionSupportsOddsRollThen' }),
          s('act-logistics', '21.0', { key: 'dark-sands:companion.sequence.logisticsActionTraceSupplyForEvery' }),
          s('act-reinforcement', '22.0', { key: 'dark-sands:companion.sequence.reinforcementActionArrivalsAndReturnsDepartures' }),
        ],
      }),
    ],
  }),
  s('end', '23.0', { key: 'dark-sands:companion.sequence.endPhase' }, {
    steps: [
      s('end-attrition', '23.1', { key: 'dark-sands:companion.sequence.attritionOutOfSupplyUnitsWith' }),
      s('end-victory', '23.2', { key: 'dark-sands:companion.sequence.victoryCheck' }),
      s('end-construction', '23.3', { key: 'dark-sands:companion.sequence.constructionRailwayAdvanceTobrukBypassRoad' }),
      s('end-disruption', '23.4', { key: 'dark-sands:companion.sequence.removeDisruption' }),
      s('end-supports', '23.5', { key: 'dark-sands:companion.sequence.supportsAvailableAgain' }),
      s('end-turn', '23.6', { key: 'dark-sands:companion.sequence.advanceTheTurnMarker' }),
    ],
  }),
];
