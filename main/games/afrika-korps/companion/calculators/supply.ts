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
  title: { en: 'Axis supply roll', it: 'Tiro di rifornimento dell\'Asse' },
  rule: '12.2',
  inputs: [
    { kind: 'number', id: 'turn', label: { en: 'Game turn', it: 'Turno di gioco' }, rule: '1.6', min: 1, max: turns.length, default: 2 },
    { kind: 'flag', id: 'port', label: { en: 'The Axis holds Tobruch or its own base', it: 'L\'Asse controlla Tobruch o la propria base' }, rule: '12.2, 12.3.1', default: true },
    { kind: 'number', id: 'onMap', label: { en: 'Axis supplies already on the map', it: 'Rifornimenti dell\'Asse già sulla mappa' }, rule: '12.2', min: 0, max: AK_CALENDAR.supplyLimit.axis, default: 0 },
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
  if (!t) return invalid(steps, '1.6', 'No such turn on the calendar', 'Turno non presente sul calendario');
  const date = dateLabel(t.date);
  steps.push({ rule: '1.6', label: { en: `Turn ${turn}: ${date.en}`, it: `Turno ${turn}: ${date.it}` }, value: String(turn) });
  if (turn === 1) return invalid(steps, '12.2', 'No supply roll on game turn 1: the Axis holds no port yet', 'Nessun tiro di rifornimento al turno 1: l\'Asse non controlla ancora alcun porto');
  if (!flag(inputs, 'port', true)) return invalid(steps, '12.2, 12.3.1', 'No port held: no supply can land this turn', 'Nessun porto controllato: nessun rifornimento può sbarcare in questo turno');
  const onMap = num(inputs, 'onMap');
  if (onMap >= LIMIT) return invalid(steps, '12.2', `${LIMIT} Axis supplies are already on the map, the most allowed: no more may land`, `${LIMIT} rifornimenti dell'Asse sono già sulla mappa, il massimo consentito: non ne possono sbarcare altri`);
  const window = supplyWindow(turn)!;
  const colIdx = AK_SUPPLY_TABLE.cols.findIndex((c) => c.id === window);
  const col = AK_SUPPLY_TABLE.cols[colIdx]!;
  steps.push({ rule: '12.2', label: { en: `Supply table column: ${col.label.en}`, it: `Colonna della tabella: ${col.label.it}` }, value: col.id });
  const cells = cellsOf(AK_SUPPLY_TABLE, tables);
  if (!cells) return missing(steps, AK_SUPPLY_TABLE.id);
  const die = dice?.[0];
  if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
  const r = cells[die - 1]?.[colIdx];
  if (r === undefined) return missing(steps, AK_SUPPLY_TABLE.id);
  steps.push(step('12.2', `Die ${die}`, `Dado ${die}`, r));
  return r === 'Aff.'
    ? { steps, missingTables: [], outcome: { label: { en: 'Sunk: no supply this turn', it: 'Affondato: nessun rifornimento in questo turno' }, value: 'Aff.', rule: '12.2' } }
    : { steps, missingTables: [], outcome: { label: { en: 'One supply lands in a port held (it may be declined)', it: 'Un rifornimento sbarca in un porto controllato (si può rifiutare)' }, value: '+1', rule: '12.2, 12.4' } };
};
