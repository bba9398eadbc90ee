import type { StepSpec } from '../../../../shared/companion/definition.js';
import { AK_CALENDAR } from '../calendar.js';
import { monthYearText } from '../../companion/calc.js';

/**
 * The Afrika Korps sequence of play (rule 3), expanded with the timing other rules give
 * (research seed-000 §3.2). Steps the rulebook implies but does not place in rule 3 carry a note.
 */

const inferred = { key: 'afrika-korps:companion.sequence.timingImpliedByTheRuleNot' };

function playerTurn(side: 'axis' | 'allied'): StepSpec {
  const ax = side === 'axis';
  const p = side;
  const steps: StepSpec[] = [
    {
      id: `${p}-start`, rule: ax ? '4.3, 24.2' : '4.1, 4.3, 24.2', side,
      title: ax
        ? { key: 'afrika-korps:companion.sequence.startOfTurnNotePortsAnd' }
        : { key: 'afrika-korps:companion.sequence.startOfTurnNotePortsAnd2' },
      notes: inferred,
    },
    ax
      ? { id: 'axis-supply', rule: '12.2', side, title: { key: 'afrika-korps:companion.sequence.supplyRollOnTheSupplyTable', params: { max: AK_CALENDAR.supplyLimit.axis } } }
      : { id: 'allied-supply', rule: '12.1', side, title: { key: 'afrika-korps:companion.sequence.supplyLandOneSupplyInA', params: { max: AK_CALENDAR.supplyLimit.allied } } },
    { id: `${p}-reinforcements`, rule: '19, 20.4, 23.4', side, title: { key: 'afrika-korps:companion.sequence.reinforcementsAndReplacementsEnterAtA' } },
    { id: `${p}-movement`, rule: '5, 9, 13, 15, 17, 18, 22, 23', side, title: { key: 'afrika-korps:companion.sequence.movementMoveUnitsDeclareAutomaticVictories' } },
    {
      id: `${p}-end-movement`, rule: ax ? '6.3, 7.4, 11.6, 11.9, 14.5' : '6.3, 7.4, 11.6, 11.9, 14.5, 21.2', side,
      title: ax
        ? { key: 'afrika-korps:companion.sequence.endOfMovementStackingRemoveUnits' }
        : { key: 'afrika-korps:companion.sequence.endOfMovementStackingUnitsThat', params: { from: monthYearText(Number(AK_CALENDAR.substitutes.from.slice(5, 7)), Number(AK_CALENDAR.substitutes.from.slice(0, 4))) } },
    },
    { id: `${p}-combat`, rule: ax ? '3.2, 7, 8, 10, 11, 14, 16' : '3.4, 7, 8, 10, 11, 14, 16', side, title: { key: 'afrika-korps:companion.sequence.combatBattleByBattleNameThe' } },
    { id: `${p}-end`, rule: '6.3, 14.1, 23.4.2, 24', side, title: { key: 'afrika-korps:companion.sequence.endOfPlayerTurnRemoveSupplies' }, notes: inferred },
  ];
  if (!ax) steps.push({ id: 'turn-marker', rule: '3.5', side, title: { key: 'afrika-korps:companion.sequence.moveTheTurnMarkerOneSpace' } });
  return {
    id: `${p}-turn`,
    rule: ax ? '3.1, 3.2' : '3.3, 3.4, 3.5',
    side,
    title: ax ? { key: 'afrika-korps:companion.sequence.axisPlayerTurn' } : { key: 'afrika-korps:companion.sequence.alliedPlayerTurn' },
    steps,
  };
}

export const AK_SEQUENCE: StepSpec[] = [playerTurn('axis'), playerTurn('allied')];
