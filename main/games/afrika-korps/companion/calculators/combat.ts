import type { CalcResult, CalcStep, CalculatorSpec, Compute, Text } from '../../../../../shared/companion/definition.js';
import { cellsOf, dieOk, fmt, list, missing, num, flag, step, invalid } from '../../../companion/calc.js';
import { needsSupply, oddsColumn } from '../../rules/odds.js';
import { AK_CRT_TABLE } from '../tables.js';
import { AK_CALENDAR } from '../../calendar.js';

/**
 * One Afrika Korps battle: attack factors (never changed by terrain, 8.7), defence factors doubled
 * in a fortress or escarpment hex (10.2), odds rounded in the defender's favour (7.3) by the rules
 * library, the cases beyond the table (7.4), the supply need (14.1, 14.3), the CRT (7.5) and, on an
 * exchange, what each side loses (7.5).
 */
export const AK_COMBAT: CalculatorSpec = {
  id: 'combat',
  title: { key: 'afrika-korps:companion.calculators.combat.battleOddsAndResult' },
  rule: '7',
  inputs: [
    {
      kind: 'list', id: 'attackers', label: { key: 'afrika-korps:companion.calculators.combat.attackingUnits' }, rule: '11.1', min: 1, max: 12,
      item: [{ kind: 'number', id: 'attack', label: { key: 'afrika-korps:companion.calculators.combat.attackFactor' }, rule: '1.3.1', min: 0, max: 20, default: 1 }],
    },
    {
      kind: 'list', id: 'defenders', label: { key: 'afrika-korps:companion.calculators.combat.defendingUnits' }, rule: '11.2', min: 1, max: 12,
      item: [
        { kind: 'number', id: 'defence', label: { key: 'afrika-korps:companion.calculators.combat.defenceFactor' }, rule: '1.3.2', min: 0, max: 20, default: 1 },
        { kind: 'flag', id: 'doubled', label: { key: 'afrika-korps:companion.calculators.combat.inAFortressOrEscarpmentHex' }, rule: '10.2', default: false },
      ],
    },
  ],
  tables: ['crt'],
  roll: 'd6',
};

export const computeAkCombat: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const attackers = list(inputs, 'attackers');
  const defenders = list(inputs, 'defenders');
  const attack = attackers.reduce((s, a) => s + Math.max(0, num(a, 'attack')), 0);
  steps.push(step('11.1, 8.7', { key: 'afrika-korps:companion.calculators.combat.attackFactorsTerrainNeverChangesThem' }, fmt(attack)));
  let defence = 0;
  defenders.forEach((d, i) => {
    const base = Math.max(0, num(d, 'defence'));
    if (flag(d, 'doubled')) {
      steps.push(step('10.2', { key: 'afrika-korps:companion.calculators.combat.defenderDoubledInAFortressOr', params: { n: i + 1 } }, `${fmt(base)}→${fmt(base * 2)}`));
      defence += base * 2;
    } else defence += base;
  });
  steps.push(step('11.2', { key: 'afrika-korps:companion.calculators.combat.defenceFactors' }, fmt(defence)));
  if (attack <= 0) return invalid(steps, '7.2', { key: 'afrika-korps:companion.calculators.combat.noAttackFactorsThereIsNo' });
  if (defence <= 0) return invalid(steps, '7.2', { key: 'afrika-korps:companion.calculators.combat.noDefenceFactorsToAttack' });

  const ratio = attack / defence;
  const column = oddsColumn(attack, defence);
  const rawText = attack >= defence ? `${fmt(Math.round(ratio * 100) / 100)} : 1` : `1 : ${fmt(Math.round((defence / attack) * 100) / 100)}`;
  steps.push(step('7.3', { key: 'afrika-korps:companion.calculators.combat.rawOdds' }, `${fmt(attack)}:${fmt(defence)} = ${rawText}`));
  if (column === 'not-allowed') {
    steps.push(step('7.4', { key: 'afrika-korps:companion.calculators.combat.oddsRoundedForTheDefender' }, '< 1-6'));
    return invalid(steps, '7.4, 11.6', { key: 'afrika-korps:companion.calculators.combat.oddsWorseThan16Are' });
  }
  if (column === 'auto-elimination') {
    steps.push(step('7.3', { key: 'afrika-korps:companion.calculators.combat.oddsRoundedForTheDefender' }, '≥ 7-1'));
    steps.push(supplyStep(true));
    return { steps, missingTables: [], outcome: { label: { key: 'afrika-korps:companion.calculators.combat.automaticEliminationOfTheDefendersNo' }, value: 'DE', rule: '7.4, 9.1' } };
  }
  steps.push(step('7.3', { key: 'afrika-korps:companion.calculators.combat.oddsRoundedForTheDefender' }, column));
  steps.push(supplyStep(needsSupply(column)));

  const cells = cellsOf(AK_CRT_TABLE, tables);
  if (!cells) return missing(steps, AK_CRT_TABLE.id);
  const die = dice?.[0];
  if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
  const col = AK_CRT_TABLE.cols.findIndex((c) => c.id === column);
  const result = cells[die - 1]?.[col];
  if (result === undefined) return missing(steps, AK_CRT_TABLE.id);
  steps.push(step('7.5', { key: 'afrika-korps:companion.calculators.combat.crtColumnDie', params: { column, die } }, result));
  if (result === 'EX') {
    if (attack < defence) {
      steps.push(step('7.5', { key: 'afrika-korps:companion.calculators.combat.exchangeTheAttackerHasFewerFactors' }, fmt(attack)));
      steps.push(step('7.5, 10.2', { key: 'afrika-korps:companion.calculators.combat.theDefenderRemovesUnitsWorthAt' }, fmt(attack)));
    } else if (defence < attack) {
      steps.push(step('7.5', { key: 'afrika-korps:companion.calculators.combat.exchangeTheDefenderHasFewerFactors' }, fmt(defence)));
      steps.push(step('7.5', { key: 'afrika-korps:companion.calculators.combat.theAttackerRemovesUnitsWorthAt' }, fmt(defence)));
    } else {
      // 7.5: whichever side loses all its units, the other must remove at least as many factors, which with
      // equal factors is all of its own too: both sides lose every unit, as the engine plays it (play/combat.ts).
      steps.push(step('7.5', { key: 'afrika-korps:companion.calculators.combat.exchangeWithEqualFactorsOneSide' }, fmt(attack)));
    }
  }
  return { steps, missingTables: [], outcome: { label: resultLabel(result), value: result, rule: '7.5' } };
};

/** 14.1: 1-2 or better needs a supply unit within five hexes; 14.3: 1-3 or worse does not. */
function supplyStep(needed: boolean): CalcStep {
  return needed
    ? step('14.1', { key: 'afrika-korps:companion.calculators.combat.aSupplyUnitWithinHexes', params: { hexes: AK_CALENDAR.supplyRange.hexes } }, '≥ 1-2')
    : step('14.3', { key: 'afrika-korps:companion.calculators.combat.noSupplyUnitIsNeeded' }, '≤ 1-3');
}

function resultLabel(r: string): Text {
  switch (r) {
    case 'AE': return { key: 'afrika-korps:companion.calculators.combat.allAttackersEliminated' };
    case 'AB2': return { key: 'afrika-korps:companion.calculators.combat.attackersRetreatTwoHexesMovedBy' };
    case 'EX': return { key: 'afrika-korps:companion.calculators.combat.exchange' };
    case 'DB2': return { key: 'afrika-korps:companion.calculators.combat.defendersRetreatTwoHexesMovedBy' };
    case 'DE': return { key: 'afrika-korps:companion.calculators.combat.allDefendersEliminated' };
    default: return { key: 'companion.verbatim', params: { text: r } };
  }
}
