import type { CalcResult, CalcStep, CalculatorSpec, Compute } from '../../../../../shared/companion/definition.js';
import { cellsOf, dieOk, flag, missing, num, step, invalid } from '../../../companion/calc.js';
import turns from '../../data/turns.json' with { type: 'json' };
import { AK_SUPPLY_TABLE, SUPPLY_WINDOWS } from '../tables.js';
import { AK_CALENDAR, supplyWindowOf } from '../../calendar.js';
import { dateLabel } from '../turns.js';

/**
 * The Axis supply roll (12.2): none on game turn 1 or without a port held; otherwise one d6 on
 * the column of the date window; 'Aff.' = sunk. At most 3 Axis supplies on the map (12.2), so with
 * 3 there no supply can land (declining is allowed, 12.4).
 */
export const AK_SUPPLY: CalculatorSpec = {
  id: 'axis-supply',
  title: { key: 'afrika-korps:companion.calculators.supply.axisSupplyRoll' },
  rule: '12.2',
  inputs: [
    { kind: 'number', id: 'turn', label: { key: 'afrika-korps:companion.calculators.supply.gameTurn' }, rule: '1.6', min: 1, max: turns.length, default: 2 },
    { kind: 'flag', id: 'port', label: { key: 'afrika-korps:companion.calculators.supply.theAxisHoldsTobruchOrIts' }, rule: '12.2, 12.3.1', default: true },
    { kind: 'number', id: 'onMap', label: { key: 'afrika-korps:companion.calculators.supply.axisSuppliesAlreadyOnTheMap' }, rule: '12.2', min: 0, max: AK_CALENDAR.supplyLimit.axis, default: 0 },
  ],
  tables: ['axis-supply'],
  roll: 'd6',
};

/** The supply table column for a game turn's date (12.2). */
export function supplyWindow(turn: number): (typeof SUPPLY_WINDOWS)[number] | null {
  return supplyWindowOf(turn)?.id ?? null;
}

const LIMIT = AK_CALENDAR.supplyLimit.axis;

export const computeAkSupply: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const turn = num(inputs, 'turn', 1);
  const t = turns.find((x) => x.turn === turn);
  if (!t) return invalid(steps, '1.6', { key: 'afrika-korps:companion.calculators.supply.noSuchTurnOnTheCalendar' });
  const date = dateLabel(t.date);
  steps.push({ rule: '1.6', label: { key: 'afrika-korps:companion.calculators.supply.turn', params: { turn, date } }, value: String(turn) });
  if (turn === 1) return invalid(steps, '12.2', { key: 'afrika-korps:companion.calculators.supply.noSupplyRollOnGameTurn' });
  if (!flag(inputs, 'port', true)) return invalid(steps, '12.2, 12.3.1', { key: 'afrika-korps:companion.calculators.supply.noPortHeldNoSupplyCan' });
  const onMap = num(inputs, 'onMap');
  if (onMap >= LIMIT) return invalid(steps, '12.2', { key: 'afrika-korps:companion.calculators.supply.axisSuppliesAreAlreadyOnThe', params: { LIMIT } });
  const window = supplyWindow(turn)!;
  const colIdx = AK_SUPPLY_TABLE.cols.findIndex((c) => c.id === window);
  const col = AK_SUPPLY_TABLE.cols[colIdx]!;
  steps.push({ rule: '12.2', label: { key: 'afrika-korps:companion.calculators.supply.supplyTableColumn', params: { label: col.label } }, value: col.id });
  const cells = cellsOf(AK_SUPPLY_TABLE, tables);
  if (!cells) return missing(steps, AK_SUPPLY_TABLE.id);
  const die = dice?.[0];
  if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
  const r = cells[die - 1]?.[colIdx];
  if (r === undefined) return missing(steps, AK_SUPPLY_TABLE.id);
  steps.push(step('12.2', { key: 'afrika-korps:companion.calculators.supply.die', params: { die } }, r));
  return r === 'Aff.'
    ? { steps, missingTables: [], outcome: { label: { key: 'afrika-korps:companion.calculators.supply.sunkNoSupplyThisTurn' }, value: 'Aff.', rule: '12.2' } }
    : { steps, missingTables: [], outcome: { label: { key: 'afrika-korps:companion.calculators.supply.oneSupplyLandsInAPort' }, value: '+1', rule: '12.2, 12.4' } };
};
