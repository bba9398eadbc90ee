import type { CalcResult, CalcStep, CalculatorSpec, Compute, TableSpec, Text } from '../../../../../shared/companion/definition.js';
import { cell, cellsOf, dieOk, flag, missing, num, signed, step, str } from '../../../companion/calc.js';
import { CY_ACTION_MARKERS, CY_AIR_SUPPORT, CY_AIRBORNE, CY_BRIDGEHEAD, CY_EBEN_EMAEL, CY_STUKA, CY_VARIABLE_VP } from '../tables.js';

/**
 * Case Yellow's die-roll tables as calculators: Stuka dive bombing (5.1e) with its DRMs, bridgehead
 * creation (10.8) with its DRMs, airborne landings (Scen. 4.2), and the plain one-die tables
 * (variable VP, action markers, air supports, Eben Emael).
 */

/** A modified d6 read on a die-row table, clamped to 1–6. */
function readClamped(spec: TableSpec, tables: Readonly<Record<string, string[][]>>, modified: number, col: string): string | null {
  const row = String(Math.min(6, Math.max(1, modified)));
  return cell(spec, cellsOf(spec, tables), row, col);
}

export const CY_STUKA_CALC: CalculatorSpec = {
  id: 'stuka',
  title: { key: 'case-yellow:companion.calculators.rolls.stukaDiveBombing' },
  rule: '5.1e',
  inputs: [
    { kind: 'flag', id: 'port', label: { key: 'case-yellow:companion.calculators.rolls.targetIsTheDynamoPortNo' }, rule: '5.1e, 13', default: false },
    { kind: 'flag', id: 'lowTr', label: { key: 'case-yellow:companion.calculators.rolls.aUnitInTheHexHas' }, rule: '5.1e', default: false },
    {
      kind: 'choice', id: 'terrain', label: { key: 'case-yellow:companion.calculators.rolls.terrainOfTheTargetHexNot' }, rule: '5.1e',
      options: [
        { id: '0', label: { key: 'case-yellow:companion.calculators.rolls.noneOfThoseBelow0' } },
        { id: '-1', label: { key: 'case-yellow:companion.calculators.rolls.defensiveWorksTownMarshWoodsRough' } },
        { id: '-2', label: { key: 'case-yellow:companion.calculators.rolls.cityOrForest2' } },
      ],
      default: '0',
    },
  ],
  tables: ['stuka'],
  roll: 'd6',
};

export const computeCyStuka: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const port = flag(inputs, 'port');
  let drm = 0;
  if (port) steps.push(step('5.1e', { key: 'case-yellow:companion.calculators.rolls.dynamoPortNoDrms' }, '0'));
  else {
    if (flag(inputs, 'lowTr')) { drm += 1; steps.push(step('5.1e', { key: 'case-yellow:companion.calculators.rolls.tacticalRating2OrLessIn' }, '+1')); }
    const t = Number(str(inputs, 'terrain', '0'));
    if (t !== 0) { drm += t; steps.push(step('5.1e', { key: 'case-yellow:companion.calculators.rolls.terrainNotCumulative' }, signed(t))); }
    steps.push(step('5.1e', { key: 'case-yellow:companion.calculators.rolls.totalDrm' }, signed(drm)));
  }
  if (!cellsOf(CY_STUKA, tables)) return missing(steps, CY_STUKA.id);
  const die = dice?.[0];
  if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
  const modified = die + drm;
  steps.push(step('5.1e', { key: 'case-yellow:companion.calculators.rolls.modifiedRoll' }, `${die} ${signed(drm)} = ${modified}`));
  let r = readClamped(CY_STUKA, tables, modified, 'result');
  if (r === null) return missing(steps, CY_STUKA.id);
  if (r === 'NE*' && !(port && die === 1)) r = 'NE';
  if (port && die === 1) r = 'NE*';
  const label = r === 'NE*'
    ? { key: 'case-yellow:companion.calculators.rolls.noEffectTheStukaIsShot' }
    : r === 'NE' ? { key: 'case-yellow:companion.calculators.rolls.noEffect' }
      : r === 'DIS' ? (port ? { key: 'case-yellow:companion.calculators.rolls.portCapacity1NotBelow4' } : { key: 'case-yellow:companion.calculators.rolls.disruptedTacticalRatingAndMovement2' })
        : (port ? { key: 'case-yellow:companion.calculators.rolls.portCapacity1AndOneStep' } : { key: 'case-yellow:companion.calculators.rolls.disruptedAndOneUnitLosesA' });
  return { steps, missingTables: [], outcome: { label, value: r, rule: '5.1e' } };
};

export const CY_BRIDGEHEAD_CALC: CalculatorSpec = {
  id: 'bridgehead',
  title: { key: 'case-yellow:companion.calculators.rolls.bridgeheadAttempt' },
  rule: '10.8',
  inputs: [
    { kind: 'flag', id: 'turn1', label: { key: 'case-yellow:companion.calculators.rolls.attemptMadeOnTurn13' }, rule: '10.8', default: false },
    { kind: 'flag', id: 'highTr', label: { key: 'case-yellow:companion.calculators.rolls.thePanzerOrMotorizedUnitHas' }, rule: '10.8', default: false },
    { kind: 'flag', id: 'allied', label: { key: 'case-yellow:companion.calculators.rolls.anAlliedUnitOccupiesTheHex' }, rule: '10.8', default: false },
    { kind: 'flag', id: 'works', label: { key: 'case-yellow:companion.calculators.rolls.undestroyedAlliedDefensiveWorksOrImproved' }, rule: '10.8', default: false },
  ],
  tables: ['bridgehead'],
  roll: 'd6',
};

export const computeCyBridgehead: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  let drm = 0;
  const add = (on: boolean, v: number, label: Text): void => { if (on) { drm += v; steps.push(step('10.8', label, signed(v))); } };
  add(flag(inputs, 'turn1'), 3, { key: 'case-yellow:companion.calculators.rolls.turn1' });
  add(flag(inputs, 'highTr'), 1, { key: 'case-yellow:companion.calculators.rolls.tacticalRatingAbove3' });
  add(flag(inputs, 'allied'), -2, { key: 'case-yellow:companion.calculators.rolls.alliedUnitInTheHex' });
  add(flag(inputs, 'works'), -1, { key: 'case-yellow:companion.calculators.rolls.defensiveWorksOrImprovedDefense' });
  steps.push(step('10.8', { key: 'case-yellow:companion.calculators.rolls.totalDrm' }, signed(drm)));
  if (!cellsOf(CY_BRIDGEHEAD, tables)) return missing(steps, CY_BRIDGEHEAD.id);
  const die = dice?.[0];
  if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
  const modified = die + drm;
  steps.push(step('10.8', { key: 'case-yellow:companion.calculators.rolls.modifiedRoll' }, `${die} ${signed(drm)} = ${modified}`));
  const r = readClamped(CY_BRIDGEHEAD, tables, modified, 'result');
  if (r === null) return missing(steps, CY_BRIDGEHEAD.id);
  return { steps, missingTables: [], outcome: r === 'YES' ? { label: { key: 'case-yellow:companion.calculators.rolls.bridgeheadCreated' }, value: 'YES', rule: '10.8' } : { label: { key: 'case-yellow:companion.calculators.rolls.noBridgehead' }, value: 'NO', rule: '10.8' } };
};

export const CY_AIRBORNE_CALC: CalculatorSpec = {
  id: 'airborne',
  title: { key: 'case-yellow:companion.calculators.rolls.airborneLanding' },
  rule: 'S4.2',
  inputs: [
    { kind: 'choice', id: 'unit', label: { key: 'case-yellow:companion.calculators.rolls.landingUnit' }, rule: 'S4.1', options: [{ id: 'para', label: { key: 'case-yellow:companion.calculators.rolls.paratroopRegiment' } }, { id: 'll22', label: { key: 'case-yellow:companion.calculators.rolls.22ndAirLandingDivision' } }], default: 'para' },
    {
      kind: 'choice', id: 'terrain', label: { key: 'case-yellow:companion.calculators.rolls.openLandingHexContaining' }, rule: 'S4.2',
      options: [
        { id: 'open', label: { key: 'case-yellow:companion.calculators.rolls.nothingElse0' } },
        { id: 'town', label: { key: 'case-yellow:companion.calculators.rolls.aTown1' } },
        { id: 'dw', label: { key: 'case-yellow:companion.calculators.rolls.defensiveWorks1' } },
        { id: 'town-dw', label: { key: 'case-yellow:companion.calculators.rolls.aTownAndDefensiveWorks2' } },
        { id: 'city', label: { key: 'case-yellow:companion.calculators.rolls.aCity3' } },
      ],
      default: 'open',
    },
    { kind: 'flag', id: 'paraLost', label: { key: 'case-yellow:companion.calculators.rolls.22ndTheParatroopUnitInThe' }, rule: 'S4.2', default: false },
  ],
  tables: ['airborne'],
  roll: 'd6',
  rolls: 2,
  notes: { key: 'case-yellow:companion.calculators.rolls.the22ndDivisionSRollTakes' },
};

const TERRAIN_DRM: Record<string, number> = { open: 0, town: 1, dw: 1, 'town-dw': 2, city: 3 };

export const computeCyAirborne: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const ll = str(inputs, 'unit', 'para') === 'll22';
  let drm = 0;
  if (ll) {
    if (flag(inputs, 'paraLost')) { drm += 3; steps.push(step('S4.2', { key: 'case-yellow:companion.calculators.rolls.theParatroopUnitInTheHex' }, '+3')); }
  } else {
    const t = TERRAIN_DRM[str(inputs, 'terrain', 'open')] ?? 0;
    if (t !== 0) { drm += t; steps.push(step('S4.2', { key: 'case-yellow:companion.calculators.rolls.landingHexTerrain' }, signed(t))); }
  }
  steps.push(step('S4.2', { key: 'case-yellow:companion.calculators.rolls.totalDrm' }, signed(drm)));
  const cells = cellsOf(CY_AIRBORNE, tables);
  if (!cells) return missing(steps, CY_AIRBORNE.id);
  const die = dice?.[0];
  if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
  const modified = die + drm;
  steps.push(step('S4.2', { key: 'case-yellow:companion.calculators.rolls.modifiedRoll' }, `${die} ${signed(drm)} = ${modified}`));
  const r = cell(CY_AIRBORNE, cells, modified >= 6 ? '6+' : '1-5', 'result');
  if (r === null) return missing(steps, CY_AIRBORNE.id);
  if (r === 'X') return { steps, missingTables: [], outcome: { label: { key: 'case-yellow:companion.calculators.rolls.landedNoLoss' }, value: 'X', rule: 'S4.2' } };
  if (!ll) return { steps, missingTables: [], outcome: { label: { key: 'case-yellow:companion.calculators.rolls.regimentEliminated' }, value: 'E', rule: 'S4.2' } };
  if (modified >= 8) {
    steps.push(step('S4.2', { key: 'case-yellow:companion.calculators.rolls.8OrMoreRollAgainUnmodified' }, modified));
    const again = dice?.[1];
    if (dieOk(again, 1, 6)) {
      steps.push(step('S4.2', { key: 'case-yellow:companion.calculators.rolls.secondRoll' }, again));
      if (again === 6) return { steps, missingTables: [], outcome: { label: { key: 'case-yellow:companion.calculators.rolls.divisionEliminated' }, value: 'E', rule: 'S4.2' } };
    } else {
      return { steps, missingTables: [], outcome: { label: { key: 'case-yellow:companion.calculators.rolls.theDivisionLosesAStepRoll' }, value: 'E', rule: 'S4.2' } };
    }
  }
  return { steps, missingTables: [], outcome: { label: { key: 'case-yellow:companion.calculators.rolls.theDivisionLosesAStep' }, value: 'E', rule: 'S4.2' } };
};

/** A plain one-die table: choose the column, roll, read. */
export function plainRoll(spec: TableSpec, id: string, title: CalculatorSpec['title'], colLabel: CalculatorSpec['title']): CalculatorSpec & { compute: Compute } {
  return {
    id,
    title,
    rule: spec.rule,
    inputs: spec.cols.length > 1 ? [{ kind: 'choice', id: 'column', label: colLabel, rule: spec.rule, options: spec.cols, default: spec.cols[0]!.id }] : [],
    tables: [spec.id],
    roll: 'd6',
    compute: (inputs, tables, dice) => {
      const steps: CalcStep[] = [];
      const col = spec.cols.length > 1 ? str(inputs, 'column', spec.cols[0]!.id) : spec.cols[0]!.id;
      const c = spec.cols.find((x) => x.id === col) ?? spec.cols[0]!;
      steps.push({ rule: spec.rule, label: spec.title, value: c.id });
      const cells = cellsOf(spec, tables);
      if (!cells) return missing(steps, spec.id);
      const die = dice?.[0];
      if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
      const r = cell(spec, cells, String(die), c.id);
      if (r === null) return missing(steps, spec.id);
      steps.push(step(spec.rule, { key: 'case-yellow:companion.calculators.rolls.die', params: { die } }, r));
      return { steps, missingTables: [], outcome: { label: spec.title, value: r, rule: spec.rule } };
    },
  };
}

export const CY_PLAIN_ROLLS = [
  plainRoll(CY_VARIABLE_VP, 'variable-vp', { key: 'case-yellow:companion.calculators.rolls.variableVictoryPoints' }, { key: 'case-yellow:companion.calculators.rolls.event' }),
  plainRoll(CY_ACTION_MARKERS, 'action-markers', { key: 'case-yellow:companion.calculators.rolls.actionMarkersForTheTurnScenario' }, { key: 'case-yellow:companion.calculators.rolls.sideAndTurns' }),
  plainRoll(CY_AIR_SUPPORT, 'air-support', { key: 'case-yellow:companion.calculators.rolls.airSupportsForTheTurnScenario' }, { key: 'case-yellow:companion.calculators.rolls.sideAndTurns' }),
  plainRoll(CY_EBEN_EMAEL, 'eben-emael', { key: 'case-yellow:companion.calculators.rolls.ebenEmaelDestructionScenario3' }, { key: 'case-yellow:companion.calculators.rolls.result' }),
];

/** 12.5: Dutch surrender at 6 cities (3 towns = 1; a city terror-bombed this End Phase counts); Belgian at the four cities or no unit left. */
export const CY_SURRENDER_CALC: CalculatorSpec = {
  id: 'surrender',
  title: { key: 'case-yellow:companion.calculators.rolls.dutchAndBelgianSurrenderCheck' },
  rule: '12.5',
  inputs: [
    { kind: 'number', id: 'dutchCities', label: { key: 'case-yellow:companion.calculators.rolls.dutchCitiesTheGermanControls' }, rule: '12.5a', min: 0, max: 12, default: 0 },
    { kind: 'number', id: 'dutchTowns', label: { key: 'case-yellow:companion.calculators.rolls.dutchTownsTheGermanControls' }, rule: '12.5a', min: 0, max: 24, default: 0 },
    { kind: 'flag', id: 'bombed', label: { key: 'case-yellow:companion.calculators.rolls.aDutchCityWasTerrorBombed' }, rule: '12.4e', default: false },
    { kind: 'flag', id: 'antwerp', label: { key: 'case-yellow:companion.calculators.rolls.germanHoldsAntwerp' }, rule: '12.5b', default: false },
    { kind: 'flag', id: 'brussels', label: { key: 'case-yellow:companion.calculators.rolls.germanHoldsBrussels' }, rule: '12.5b', default: false },
    { kind: 'flag', id: 'ghent', label: { key: 'case-yellow:companion.calculators.rolls.germanHoldsGhent' }, rule: '12.5b', default: false },
    { kind: 'flag', id: 'ostend', label: { key: 'case-yellow:companion.calculators.rolls.germanHoldsOstend' }, rule: '12.5b', default: false },
    { kind: 'number', id: 'belgianUnits', label: { key: 'case-yellow:companion.calculators.rolls.belgianUnitsLeft' }, rule: '12.5b', min: 0, max: 40, default: 1 },
  ],
  tables: [],
};

export const computeCySurrender: Compute = (inputs): CalcResult => {
  const steps: CalcStep[] = [];
  const cities = num(inputs, 'dutchCities');
  const towns = num(inputs, 'dutchTowns');
  const bombed = flag(inputs, 'bombed') ? 1 : 0;
  const equiv = cities + Math.floor(towns / 3) + bombed;
  steps.push(step('12.5a, 12.4e', { key: 'case-yellow:companion.calculators.rolls.dutchCityEquivalentsCitiesTowns3' }, `${cities} + ${Math.floor(towns / 3)} + ${bombed} = ${equiv}`));
  const dutch = equiv >= 6;
  steps.push(step('12.5a', (dutch ? { key: 'case-yellow:companion.calculators.rolls.theNetherlandsSurrender' } : { key: 'case-yellow:companion.calculators.rolls.theNetherlandsFightOn' }), `${equiv} / 6`));
  const held = ['antwerp', 'brussels', 'ghent', 'ostend'].filter((c) => flag(inputs, c)).length;
  const units = num(inputs, 'belgianUnits', 1);
  const belgian = held === 4 || units <= 0;
  steps.push(step('12.5b', (belgian ? { key: 'case-yellow:companion.calculators.rolls.belgiumSurrenders' } : { key: 'case-yellow:companion.calculators.rolls.belgiumFightsOn' }), `${held} / 4`));
  const value = dutch && belgian ? 'NL+BE' : dutch ? 'NL' : belgian ? 'BE' : '-';
  return {
    steps,
    missingTables: [],
    outcome: {
      label: value === '-' ? { key: 'case-yellow:companion.calculators.rolls.noSurrenderThisEndPhase' } : { key: 'case-yellow:companion.calculators.rolls.surrenderRemoveThatCountrySUnits' },
      value,
      rule: '12.5',
    },
  };
};

/** 10.3c: an overrun needs 9-1 or better after terrain shifts only; a disrupted target is eliminated. */
export const CY_OVERRUN_CALC: CalculatorSpec = {
  id: 'overrun',
  title: { key: 'case-yellow:companion.calculators.rolls.overrunCheck' },
  rule: '10.3c',
  inputs: [
    { kind: 'number', id: 'attack', label: { key: 'case-yellow:companion.calculators.rolls.combatStrengthOfTheOverrunningGroup' }, rule: '10.3c', min: 0, max: 99, default: 10 },
    { kind: 'number', id: 'defence', label: { key: 'case-yellow:companion.calculators.rolls.combatStrengthInTheTargetHex' }, rule: '10.3c', min: 0, max: 99, default: 1 },
    { kind: 'number', id: 'terrain', label: { key: 'case-yellow:companion.calculators.rolls.terrainShiftsLeft' }, rule: '10.3c', min: 0, max: 5, default: 0 },
    { kind: 'flag', id: 'stacked', label: { key: 'case-yellow:companion.calculators.rolls.yellowMaMotorizedUnitsThatStarted' }, rule: '10.3c', default: true },
    { kind: 'flag', id: 'barred', label: { key: 'case-yellow:companion.calculators.rolls.targetInForestMarshFloodedCity' }, rule: '10.3c', default: false },
    { kind: 'flag', id: 'disrupted', label: { key: 'case-yellow:companion.calculators.rolls.targetAlreadyDisrupted' }, rule: '10.3c', default: false },
  ],
  tables: [],
};

export const computeCyOverrun: Compute = (inputs): CalcResult => {
  const steps: CalcStep[] = [];
  const a = num(inputs, 'attack');
  const d = num(inputs, 'defence');
  if (!flag(inputs, 'stacked', true)) return { steps, missingTables: [], invalid: { reason: { key: 'case-yellow:companion.calculators.rolls.onlyAGroupOfYellowMa' }, rule: '10.3c' } };
  if (flag(inputs, 'barred')) return { steps, missingTables: [], invalid: { reason: { key: 'case-yellow:companion.calculators.rolls.noOverrunIntoThatTerrainOr' }, rule: '10.3c' } };
  if (!(a > 0) || !(d > 0)) return { steps, missingTables: [], invalid: { reason: { key: 'case-yellow:companion.calculators.rolls.bothSidesNeedCombatStrength' }, rule: '10.3c' } };
  const p = (a >= d ? Math.floor(a / d) - 1 : -(Math.ceil(d / a) - 1)) - Math.max(0, Math.floor(num(inputs, 'terrain')));
  const lbl = (x: number): string => (x >= 0 ? `${x + 1}-1` : `1-${1 - x}`);
  steps.push(step('10.3c', { key: 'case-yellow:companion.calculators.rolls.oddsAfterTerrainShiftsOnly' }, lbl(p)));
  if (p < 8) return { steps, missingTables: [], outcome: { label: { key: 'case-yellow:companion.calculators.rolls.noOverrun91OrBetter' }, value: 'no', rule: '10.3c' } };
  steps.push(step('10.3c', { key: 'case-yellow:companion.calculators.rolls.enteringTheHexCosts1Mp' }, '+1'));
  return flag(inputs, 'disrupted')
    ? { steps, missingTables: [], outcome: { label: { key: 'case-yellow:companion.calculators.rolls.overrunTheDisruptedUnitIsEliminated' }, value: 'eliminated', rule: '10.3c' } }
    : { steps, missingTables: [], outcome: { label: { key: 'case-yellow:companion.calculators.rolls.overrunTheUnitIsDisruptedAnd' }, value: 'disrupted', rule: '10.3c' } };
};
