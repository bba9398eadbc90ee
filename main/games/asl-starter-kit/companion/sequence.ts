import type { StepSpec, Text } from '../../../../shared/companion/definition.js';

/**
 * The ASL Starter Kit sequence of play (3.0–3.9): a Game Turn is two Player Turns, each of eight
 * phases, with the first player as ATTACKER in the first; then the turn record (3.9). The Rally
 * Phase's steps are in the mandatory order of 3.1.
 */

export const ASL_PHASES: { id: string; rule: string; title: Text; abbr: string }[] = [
  { id: 'rph', rule: '3.1', abbr: 'RPh', title: { key: 'asl-starter-kit:companion.sequence.rallyPhase' } },
  { id: 'pfph', rule: '3.2', abbr: 'PFPh', title: { key: 'asl-starter-kit:companion.sequence.prepFirePhase' } },
  { id: 'mph', rule: '3.3', abbr: 'MPh', title: { key: 'asl-starter-kit:companion.sequence.movementPhase' } },
  { id: 'dfph', rule: '3.4', abbr: 'DFPh', title: { key: 'asl-starter-kit:companion.sequence.defensiveFirePhase' } },
  { id: 'afph', rule: '3.5', abbr: 'AFPh', title: { key: 'asl-starter-kit:companion.sequence.advancingFirePhase' } },
  { id: 'rtph', rule: '3.6', abbr: 'RtPh', title: { key: 'asl-starter-kit:companion.sequence.routPhase' } },
  { id: 'aph', rule: '3.7', abbr: 'APh', title: { key: 'asl-starter-kit:companion.sequence.advancePhase' } },
  { id: 'ccph', rule: '3.8', abbr: 'CCPh', title: { key: 'asl-starter-kit:companion.sequence.closeCombatPhase' } },
];

function phaseSteps(p: string, id: string): StepSpec[] | undefined {
  const s = (sid: string, rule: string, title: Text, notes?: Text): StepSpec => ({ id: `${p}-${id}-${sid}`, rule, title, ...(notes ? { notes } : {}) });
  switch (id) {
    case 'rph':
      return [
        s('reinforcements', '3.1', { key: 'asl-starter-kit:companion.sequence.attackerSetsEnteringReinforcementsAtThe' }),
        s('recover', '3.1', { key: 'asl-starter-kit:companion.sequence.recoverAbandonedSupportWeaponsDr6' }),
        s('repair', '3.1', { key: 'asl-starter-kit:companion.sequence.repairMalfunctionedWeaponsDrRepairNumber' }),
        s('transfer', '3.1', { key: 'asl-starter-kit:companion.sequence.transferWeaponsAmongUnitsInThe' }),
        s('self-rally', '3.1', { key: 'asl-starter-kit:companion.sequence.selfRally1AttackerFirstOne' }),
        s('rally', '3.1', { key: 'asl-starter-kit:companion.sequence.rallyBrokenUnitsWithAGood' }),
        s('shock', '7.10', { key: 'asl-starter-kit:companion.sequence.shockedAndUkVehiclesRollTo' }),
        s('dm', '3.1', { key: 'asl-starter-kit:companion.sequence.removeDmMarkersNotAdjacentTo' }),
      ];
    case 'pfph':
      return [
        s('oba', 'DaE2.1', { key: 'asl-starter-kit:companion.sequence.ordnanceSmokeThenArtilleryObaActions' }, { key: 'asl-starter-kit:companion.sequence.onlyWithObaDecisionAtElst' }),
        s('fire', '3.2', { key: 'asl-starter-kit:companion.sequence.attackerFiresFirersMarkedPrepFire' }),
      ];
    case 'mph':
      return [
        s('move', '3.3', { key: 'asl-starter-kit:companion.sequence.attackerMovesUnitsThatDidNot' }),
        s('defensive-first-fire', '3.3.3', { key: 'asl-starter-kit:companion.sequence.defenderInterruptsWithDefensiveFirstFire' }),
        s('end', '3.3', { key: 'asl-starter-kit:companion.sequence.endOfPhaseRemoveInfantrySmoke' }),
      ];
    case 'dfph':
      return [
        s('final-fire', '3.4', { key: 'asl-starter-kit:companion.sequence.defenderFinalFire' }),
        s('end', '3.4', { key: 'asl-starter-kit:companion.sequence.removeFirstFireAndFinalFire' }),
      ];
    case 'afph':
      return [
        s('fire', '3.5', { key: 'asl-starter-kit:companion.sequence.attackerUnitsThatDidNotPrep' }),
        s('end', '3.5', { key: 'asl-starter-kit:companion.sequence.removePrepFireAndBoundingFire' }),
      ];
    case 'ccph':
      return [
        s('resolve', '3.8', { key: 'asl-starter-kit:companion.sequence.resolveCloseCombatHexByHex' }),
        s('end', '3.8', { key: 'asl-starter-kit:companion.sequence.removePinMarkersFlipStunMarkers' }),
      ];
    default:
      return undefined;
  }
}

function playerTurn(side: 'first' | 'second'): StepSpec {
  const p = side === 'first' ? 'p1' : 'p2';
  return {
    id: `${p}-turn`,
    rule: '3.0',
    side,
    title: side === 'first' ? { key: 'asl-starter-kit:companion.sequence.firstPlayerTurnFirstPlayerIs' } : { key: 'asl-starter-kit:companion.sequence.secondPlayerTurnSecondPlayerIs' },
    steps: ASL_PHASES.map((ph) => {
      const steps = phaseSteps(p, ph.id);
      return { id: `${p}-${ph.id}`, rule: ph.rule, title: { key: 'asl-starter-kit:companion.sequence.text', params: { title: ph.title, abbr: ph.abbr } }, ...(steps ? { steps } : {}) };
    }),
  };
}

export const ASL_SEQUENCE: StepSpec[] = [
  playerTurn('first'),
  playerTurn('second'),
  { id: 'turn-record', rule: '3.9', title: { key: 'asl-starter-kit:companion.sequence.turnRecordAdvanceTheMarkerThe' } },
];
