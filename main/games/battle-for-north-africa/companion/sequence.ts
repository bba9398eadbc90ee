import type { StepSpec, Text } from '../../../../shared/companion/definition.js';

/** Battle for North Africa's sequence of play (3.0), phases A–F with their steps. */

const s = (id: string, rule: string, title: Text, extra: Partial<StepSpec> = {}): StepSpec => ({ id, rule, title, ...extra });

export const BNA_SEQUENCE: StepSpec[] = [
  s('a', '3.0', { key: 'battle-for-north-africa:companion.sequence.aInitiative' }, {
    steps: [
      s('a1', '4.5.2', { key: 'battle-for-north-africa:companion.sequence.a1CommanderAvailabilityRollA' }),
      s('a2', '5.0', { key: 'battle-for-north-africa:companion.sequence.a2InitiativeEachRollsD10' }),
    ],
  }),
  s('b', '3.0', { key: 'battle-for-north-africa:companion.sequence.bResourceAllocation' }, {
    steps: [
      s('b1', '9.2', { key: 'battle-for-north-africa:companion.sequence.b1AllocateRpAtLeast' }),
      s('b2', '8.5.1', { key: 'battle-for-north-africa:companion.sequence.b2BuyAirSupportMarkers' }),
      s('b3', '4.1.4, 4.3.1', { key: 'battle-for-north-africa:companion.sequence.b3ChooseTheActivationMarkers' }),
      s('b4', '6.6.1', { key: 'battle-for-north-africa:companion.sequence.b4ArrivingReinforcementsToTheir' }),
      s('b5', '6.7', { key: 'battle-for-north-africa:companion.sequence.b5AlliedWithdrawalsReservesDesignated' }, { notes: { key: 'battle-for-north-africa:companion.sequence.reserves462PlacesThem' } }),
    ],
  }),
  s('c', '3.0', { key: 'battle-for-north-africa:companion.sequence.cActivationMarkerSelection' }, {
    steps: [
      s('c1', '4.3.2, 4.6.3', { key: 'battle-for-north-africa:companion.sequence.c1ChosenAmsInThe' }),
      s('c2', '4.3.2, 5.0', { key: 'battle-for-north-africa:companion.sequence.c2InitiativePlayerPicksThe' }),
    ],
  }),
  s('d', '4.3', { key: 'battle-for-north-africa:companion.sequence.dPrimaryActivationPhaseUntilOne' }, {
    steps: [
      s('d1', '4.3.3', { key: 'battle-for-north-africa:companion.sequence.d1DrawAnAmAnd' }),
      s('d2', '8.5.3', { key: 'battle-for-north-africa:companion.sequence.d2PlaceAirMissions' }),
      s('d3a', '6', { key: 'battle-for-north-africa:companion.sequence.d3aActivatedUnitsMove' }),
      s('d3b', '8', { key: 'battle-for-north-africa:companion.sequence.d3bActivatedUnitsFight' }),
      s('d3c', '9.4', { key: 'battle-for-north-africa:companion.sequence.d3cUnitsThatDidNeither' }),
      s('d3d', '9.3', { key: 'battle-for-north-africa:companion.sequence.d3dUnitsThatDidNothing' }),
    ],
  }),
  s('e', '4.4', { key: 'battle-for-north-africa:companion.sequence.eSecondaryActivationPhase' }, {
    steps: [
      s('e1', '4.4', { key: 'battle-for-north-africa:companion.sequence.e1InitiativePlayerMovesHis' }),
      s('e2', '4.4', { key: 'battle-for-north-africa:companion.sequence.e2TheOtherPlayerMoves' }),
    ],
  }),
  s('f', '3.0', { key: 'battle-for-north-africa:companion.sequence.fLogistics' }, {
    steps: [
      s('f1', '9.5.5', { key: 'battle-for-north-africa:companion.sequence.f1ItalianSurrenderCheckSeptember' }),
      s('f2', '9.5.2', { key: 'battle-for-north-africa:companion.sequence.f2IsolatedUnitsReducedNot' }),
      s('f3', '9.5.1', { key: 'battle-for-north-africa:companion.sequence.f3UpdateIsolation' }),
      s('f4', '9.1.2, 9.1.3', { key: 'battle-for-north-africa:companion.sequence.f4ReceiveRpAxisDice' }),
    ],
  }),
];
