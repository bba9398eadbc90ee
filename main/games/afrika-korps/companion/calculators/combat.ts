import type { CalcResult, CalcStep, CalculatorSpec, Compute } from '../../../../../shared/companion/definition.js';
import { cellsOf, dieOk, fmt, list, missing, num, flag, step, invalid } from '../../../companion/calc.js';
import { needsSupply, oddsColumn } from '../../rules/odds.js';
import { AK_CRT_TABLE } from '../tables.js';

/**
 * One Afrika Korps battle: attack factors (never changed by terrain, 8.7), defence factors doubled
 * in a fortress or escarpment hex (10.2), odds rounded in the defender's favour (7.3) by the rules
 * library, the cases beyond the table (7.4), the supply need (14.1, 14.3), the CRT (7.5) and, on an
 * exchange, what each side loses (7.5).
 */
export const AK_COMBAT: CalculatorSpec = {
  id: 'combat',
  title: { en: 'Battle: odds and result', it: 'Battaglia: rapporto e risultato' },
  rule: '7',
  inputs: [
    {
      kind: 'list', id: 'attackers', label: { en: 'Attacking units', it: 'Unità attaccanti' }, rule: '11.1', min: 1, max: 12,
      item: [{ kind: 'number', id: 'attack', label: { en: 'Attack factor', it: 'Fattore d\'attacco' }, rule: '1.3.1', min: 0, max: 20, default: 1 }],
    },
    {
      kind: 'list', id: 'defenders', label: { en: 'Defending units', it: 'Unità in difesa' }, rule: '11.2', min: 1, max: 12,
      item: [
        { kind: 'number', id: 'defence', label: { en: 'Defence factor', it: 'Fattore di difesa' }, rule: '1.3.2', min: 0, max: 20, default: 1 },
        { kind: 'flag', id: 'doubled', label: { en: 'In a fortress or escarpment hex', it: 'In un esagono di fortezza o scarpata' }, rule: '10.2', default: false },
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
  steps.push(step('11.1, 8.7', 'Attack factors (terrain never changes them)', 'Fattori d\'attacco (il terreno non li modifica mai)', fmt(attack)));
  let defence = 0;
  defenders.forEach((d, i) => {
    const base = Math.max(0, num(d, 'defence'));
    if (flag(d, 'doubled')) {
      steps.push(step('10.2', `Defender ${i + 1} doubled in a fortress or on an escarpment`, `Difensore ${i + 1} raddoppiato in fortezza o su scarpata`, `${fmt(base)}→${fmt(base * 2)}`));
      defence += base * 2;
    } else defence += base;
  });
  steps.push(step('11.2', 'Defence factors', 'Fattori di difesa', fmt(defence)));
  if (attack <= 0) return invalid(steps, '7.2', 'No attack factors: there is no battle', 'Nessun fattore d\'attacco: non c\'è battaglia');
  if (defence <= 0) return invalid(steps, '7.2', 'No defence factors to attack', 'Nessun fattore di difesa da attaccare');

  const ratio = attack / defence;
  const column = oddsColumn(attack, defence);
  const rawText = attack >= defence ? `${fmt(Math.round(ratio * 100) / 100)} : 1` : `1 : ${fmt(Math.round((defence / attack) * 100) / 100)}`;
  steps.push(step('7.3', 'Raw odds', 'Rapporto grezzo', `${fmt(attack)}:${fmt(defence)} = ${rawText}`));
  if (column === 'not-allowed') {
    steps.push(step('7.4', 'Odds (rounded for the defender)', 'Rapporto (arrotondato a favore del difensore)', '< 1-6'));
    return invalid(steps, '7.4, 11.6', 'Odds worse than 1-6 are not allowed: add units to reach 1-6, or a unit forced to attack is removed before any other battle', 'Un rapporto peggiore di 1-6 non è ammesso: aggiungi unità fino a 1-6, oppure l\'unità costretta ad attaccare è rimossa prima di ogni altra battaglia');
  }
  if (column === 'auto-elimination') {
    steps.push(step('7.3', 'Odds (rounded for the defender)', 'Rapporto (arrotondato a favore del difensore)', '≥ 7-1'));
    steps.push(supplyStep(true));
    return { steps, missingTables: [], outcome: { label: { en: 'Automatic elimination of the defenders, no die roll', it: 'Eliminazione automatica dei difensori, senza tiro di dado' }, value: 'DE', rule: '7.4, 9.1' } };
  }
  steps.push(step('7.3', 'Odds (rounded for the defender)', 'Rapporto (arrotondato a favore del difensore)', column));
  steps.push(supplyStep(needsSupply(column)));

  const cells = cellsOf(AK_CRT_TABLE, tables);
  if (!cells) return missing(steps, AK_CRT_TABLE.id);
  const die = dice?.[0];
  if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
  const col = AK_CRT_TABLE.cols.findIndex((c) => c.id === column);
  const result = cells[die - 1]?.[col];
  if (result === undefined) return missing(steps, AK_CRT_TABLE.id);
  steps.push(step('7.5', `CRT, column ${column}, die ${die}`, `Tabella, colonna ${column}, dado ${die}`, result));
  if (result === 'EX') {
    if (attack < defence) {
      steps.push(step('7.5', 'Exchange: the attacker has fewer factors and loses every unit', 'Scambio: l\'attaccante ha meno fattori e perde tutte le unità', fmt(attack)));
      steps.push(step('7.5, 10.2', 'The defender removes units worth at least (defence factors as counted for the odds)', 'Il difensore rimuove unità per almeno (fattori di difesa come contati nel rapporto)', fmt(attack)));
    } else if (defence < attack) {
      steps.push(step('7.5', 'Exchange: the defender has fewer factors and loses every unit', 'Scambio: il difensore ha meno fattori e perde tutte le unità', fmt(defence)));
      steps.push(step('7.5', 'The attacker removes units worth at least (attack factors)', 'L\'attaccante rimuove unità per almeno (fattori d\'attacco)', fmt(defence)));
    } else {
      // 7.5: whichever side loses all its units, the other must remove at least as many factors, which with
      // equal factors is all of its own too: both sides lose every unit, as the engine plays it (play/combat.ts).
      steps.push(step('7.5', 'Exchange with equal factors: one side loses all, the other at least as many factors, which is all of its own: both sides lose every unit', 'Scambio a fattori pari: una parte perde tutto e l\'altra almeno altrettanti fattori, cioè tutte le sue unità: entrambe perdono ogni unità', fmt(attack)));
    }
  }
  return { steps, missingTables: [], outcome: { label: resultLabel(result), value: result, rule: '7.5' } };
};

/** 14.1: 1-2 or better needs a supply unit within five hexes; 14.3: 1-3 or worse does not. */
function supplyStep(needed: boolean): CalcStep {
  return needed
    ? step('14.1', 'A supply unit within five hexes is needed', 'Serve un\'unità di rifornimento entro cinque esagoni', '≥ 1-2')
    : step('14.3', 'No supply unit is needed', 'Non serve alcuna unità di rifornimento', '≤ 1-3');
}

function resultLabel(r: string): { en: string; it: string } {
  switch (r) {
    case 'AE': return { en: 'All attackers eliminated', it: 'Tutti gli attaccanti eliminati' };
    case 'AB2': return { en: 'Attackers retreat two hexes (moved by the defender)', it: 'Gli attaccanti si ritirano di due esagoni (mossi dal difensore)' };
    case 'EX': return { en: 'Exchange', it: 'Scambio' };
    case 'DB2': return { en: 'Defenders retreat two hexes (moved by the attacker)', it: 'I difensori si ritirano di due esagoni (mossi dall\'attaccante)' };
    case 'DE': return { en: 'All defenders eliminated', it: 'Tutti i difensori eliminati' };
    default: return { en: r, it: r };
  }
}
