import type { CalcResult, CalcStep, CalculatorSpec, Compute, InputValues, Text } from '../../../../../shared/companion/definition.js';
import { cell, cellsOf, dieOk, flag, fmt, list, missing, num, signed, step, str, invalid } from '../../../companion/calc.js';
import { DS_ASSAULT_CRT, DS_MOBILE_CRT } from '../tables.js';

/**
 * The Dark Sands combat (20.2–20.3, 12.6, 12.7, TEC): attack factors (ridge −1 per unit, salt marsh
 * halves armour, Panzer Shock doubles panzer AF), supports, defence factors (rough, wadi, forts,
 * box, salt marsh), odds rounded for the defender (below 1-3 automatic AE, above 6-1 read from
 * 6-1, mountain 1 left), the map-edge automatic DR (20.4.1), DRMs (OOS/disruption ±2 each side,
 * Combat −1, Panzer Superiority up to +2), the roll clamped to 1–8 on the Mobile or Assault CRT,
 * and what the result costs: step-loss priority, extra losses (Assault doctrine, Panzer Shock),
 * Resilience, garrisons, retreat distance and the Tobruk 1941 exception.
 */

const ATTACKER_TYPES = [
  { id: 'infantry', label: { key: 'dark-sands:companion.calculators.combat.infantry' } },
  { id: 'tank', label: { key: 'dark-sands:companion.calculators.combat.tank' } },
  { id: 'panzer', label: { key: 'dark-sands:companion.calculators.combat.panzer' } },
  { id: 'armoured-car', label: { key: 'dark-sands:companion.calculators.combat.armouredCar' } },
];
const DEFENDER_TYPES = [...ATTACKER_TYPES, { id: 'garrison', label: { key: 'dark-sands:companion.calculators.combat.garrison' } }];

/**
 * Whether a unit type is Infantry for every rule that names infantry: infantry and Garrisons
 * (12.4; 13.6.4: a Garrison on the map is an infantry combat unit unless a rule says otherwise).
 * The one place the calculator decides it (Box, Panzer Shock, Assault majority).
 */
export const isInfantry = (t: string): boolean => t === 'infantry' || t === 'garrison';

/**
 * How a Ridge hexside counts for the anti-tank factors of Panzer Superiority (12.7.2). The TEC's
 * clarification says that, unlike Ridges, Wadis give their Defence and Anti-Tank effects only when
 * every attacker crosses one: read as saying a Ridge gives an anti-tank effect as soon as one
 * attacking unit crosses it ('any', the default: the clarification names the anti-tank effect and
 * contrasts only the "all attackers" condition, and note A counts the hexside between attacker and
 * defender as terrain of the combat). 'none' reads the Ridge's only combat effect as the −1 AF per
 * unit printed on the chart (note E).
 */
export const RIDGE_ANTI_TANK = ['any', 'none'] as const;

export const DS_COMBAT: CalculatorSpec = {
  id: 'combat',
  title: { key: 'dark-sands:companion.calculators.combat.combatOddsModifiersAndResult' },
  rule: '20.2',
  inputs: [
    { kind: 'choice', id: 'attacker', label: { key: 'dark-sands:companion.calculators.combat.attackingSide' }, rule: '20.1', options: [{ id: 'axis', label: { key: 'dark-sands:companion.calculators.combat.axis' } }, { id: 'allied', label: { key: 'dark-sands:companion.calculators.combat.allied' } }], default: 'axis' },
    { kind: 'choice', id: 'crt', label: { key: 'dark-sands:companion.calculators.combat.table' }, rule: '20.2.4', options: [{ id: 'mobile', label: { key: 'dark-sands:companion.calculators.combat.mobileCrt' } }, { id: 'assault', label: { key: 'dark-sands:companion.calculators.combat.assaultCrtAlliedTurns1417' } }], default: 'mobile' },
    { kind: 'number', id: 'turn', label: { key: 'dark-sands:companion.calculators.combat.gameTurn' }, rule: '12.6, 14.1', min: 1, max: 17, default: 1 },
    {
      kind: 'list', id: 'attackers', label: { key: 'dark-sands:companion.calculators.combat.attackingUnits' }, rule: '20.2.2', min: 1, max: 12,
      item: [
        { kind: 'number', id: 'af', label: { key: 'dark-sands:companion.calculators.combat.attackFactor' }, rule: '20.2.2', min: 0, max: 20, default: 2 },
        { kind: 'choice', id: 'type', label: { key: 'dark-sands:companion.calculators.combat.type' }, rule: '12.0', options: ATTACKER_TYPES, default: 'infantry' },
        { kind: 'number', id: 'steps', label: { key: 'dark-sands:companion.calculators.combat.steps' }, rule: '12.0', min: 1, max: 2, default: 1 },
        { kind: 'flag', id: 'ridge', label: { key: 'dark-sands:companion.calculators.combat.attacksAcrossARidge1Af' }, rule: '6.0', default: false },
        { kind: 'flag', id: 'wadi', label: { key: 'dark-sands:companion.calculators.combat.attacksAcrossAWadi' }, rule: '6.0', default: false },
      ],
    },
    {
      kind: 'list', id: 'defenders', label: { key: 'dark-sands:companion.calculators.combat.defendingUnits' }, rule: '20.2.3', min: 1, max: 8,
      item: [
        { kind: 'number', id: 'df', label: { key: 'dark-sands:companion.calculators.combat.defenceFactor' }, rule: '20.2.3', min: 0, max: 20, default: 2 },
        { kind: 'choice', id: 'type', label: { key: 'dark-sands:companion.calculators.combat.type' }, rule: '12.0', options: DEFENDER_TYPES, default: 'infantry' },
        { kind: 'number', id: 'steps', label: { key: 'dark-sands:companion.calculators.combat.steps' }, rule: '12.0', min: 1, max: 2, default: 1 },
        { kind: 'flag', id: 'italian', label: { key: 'dark-sands:companion.calculators.combat.italian' }, rule: '14.1', default: false },
      ],
    },
    { kind: 'number', id: 'supportAttack', label: { key: 'dark-sands:companion.calculators.combat.attackerSupportsCommittedAf' }, rule: '13.0, 20.2.2', min: 0, max: 12, default: 0 },
    { kind: 'number', id: 'supportDefence', label: { key: 'dark-sands:companion.calculators.combat.defenderSupportsCommittedDf' }, rule: '13.0, 20.2.3', min: 0, max: 12, default: 0 },
    {
      kind: 'choice', id: 'terrain', label: { key: 'dark-sands:companion.calculators.combat.terrainOfTheDefendingHex' }, rule: '6.0',
      options: [
        { id: 'desert', label: { key: 'dark-sands:companion.calculators.combat.desert' } },
        { id: 'salt-marsh', label: { key: 'dark-sands:companion.calculators.combat.saltMarsh' } },
        { id: 'rough', label: { key: 'dark-sands:companion.calculators.combat.rough' } },
        { id: 'mountain', label: { key: 'dark-sands:companion.calculators.combat.mountain' } },
      ],
      default: 'desert',
    },
    { kind: 'choice', id: 'fort', label: { key: 'dark-sands:companion.calculators.combat.fort' }, rule: '14.0', options: [{ id: 'none', label: { key: 'dark-sands:companion.calculators.combat.none' } }, { id: 'bardia', label: { key: 'dark-sands:companion.calculators.combat.bardia' } }, { id: 'tobruk', label: { key: 'dark-sands:companion.calculators.combat.tobruk' } }], default: 'none' },
    { kind: 'flag', id: 'box', label: { key: 'dark-sands:companion.calculators.combat.fortifiedBox' }, rule: '13.7', default: false },
    { kind: 'flag', id: 'attackerOos', label: { key: 'dark-sands:companion.calculators.combat.attackerOutOfSupply' }, rule: '20.2.6', default: false },
    { kind: 'flag', id: 'attackerDisrupted', label: { key: 'dark-sands:companion.calculators.combat.attackerDisrupted' }, rule: '20.2.6', default: false },
    { kind: 'flag', id: 'defenderOos', label: { key: 'dark-sands:companion.calculators.combat.defenderOutOfSupply' }, rule: '20.2.6', default: false },
    { kind: 'flag', id: 'defenderDisrupted', label: { key: 'dark-sands:companion.calculators.combat.defenderDisrupted' }, rule: '20.2.6', default: false },
    { kind: 'flag', id: 'combatMinus1', label: { key: 'dark-sands:companion.calculators.combat.combat1ActionMC1' }, rule: '18.1, 20.2.6', default: false },
    { kind: 'flag', id: 'mapEdge', label: { key: 'dark-sands:companion.calculators.combat.defenderHasNoAdjacentEnemyOn' }, rule: '20.4.1', default: false },
    { kind: 'choice', id: 'section', label: { key: 'dark-sands:companion.calculators.combat.mapSectionOfTheDefender' }, rule: '20.3.3', options: [{ id: 'central', label: { key: 'dark-sands:companion.calculators.combat.central' } }, { id: 'side', label: { key: 'dark-sands:companion.calculators.combat.eastOrWest' } }], default: 'central' },
    {
      kind: 'choice', id: 'ridgeAntiTank', label: { key: 'dark-sands:companion.calculators.combat.readingAntiTankFactorOfA' }, rule: '6.0, 12.7.2',
      options: [
        { id: 'any', label: { key: 'dark-sands:companion.calculators.combat.1AtFactorWhenAnyAttacker' } },
        { id: 'none', label: { key: 'dark-sands:companion.calculators.combat.noAtFactorARidgeOnly' } },
      ],
      default: 'any',
    },
  ],
  tables: ['mobile-crt', 'assault-crt'],
  roll: 'd6',
};

const isArmour = (t: string): boolean => t === 'tank' || t === 'panzer' || t === 'armoured-car';

export const computeDsCombat: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const axis = str(inputs, 'attacker', 'axis') === 'axis';
  const turn = num(inputs, 'turn', 1);
  const attackers = list(inputs, 'attackers');
  const defenders = list(inputs, 'defenders');
  const terrain = str(inputs, 'terrain', 'desert');
  const fort = str(inputs, 'fort', 'none');
  const box = flag(inputs, 'box');
  const type = (u: InputValues): string => str(u, 'type', 'infantry');
  let crtId = str(inputs, 'crt', 'mobile');
  if (crtId === 'assault' && (axis || turn < 14)) {
    return invalid(steps, '12.6', { key: 'dark-sands:companion.calculators.combat.theAssaultCrtIsForThe' });
  }
  if (crtId === 'assault') {
    const all = attackers.reduce((s, u) => s + num(u, 'steps', 1), 0);
    const inf = attackers.filter((u) => isInfantry(type(u))).reduce((s, u) => s + num(u, 'steps', 1), 0);
    steps.push(step('12.6', { key: 'dark-sands:companion.calculators.combat.infantryStepsAmongTheAttackingSteps' }, `${inf}/${all}`));
    if (!(inf * 2 > all)) {
      return invalid(steps, '12.6', { key: 'dark-sands:companion.calculators.combat.theAssaultCrtNeedsMoreThan' });
    }
  }

  // Anti-tank factors and Panzer doctrine (12.7.2, 12.7.3).
  const panzerSteps = axis ? attackers.filter((u) => type(u) === 'panzer').reduce((s, u) => s + num(u, 'steps', 1), 0) : 0;
  const allWadi = attackers.length > 0 && attackers.every((u) => flag(u, 'wadi'));
  let at = 0;
  const tankSteps = !axis ? 0 : defenders.filter((u) => type(u) === 'tank').reduce((s, u) => s + num(u, 'steps', 1), 0);
  at += tankSteps;
  const ridgeAt = str(inputs, 'ridgeAntiTank', 'any') === 'any' && attackers.some((u) => flag(u, 'ridge'));
  if (terrain !== 'desert' || allWadi || ridgeAt) at += 1;
  if (box) at += 1;
  if (fort !== 'none') at += 1;
  const infantryOnly = defenders.length > 0 && defenders.every((u) => isInfantry(type(u)));
  const shock = axis && panzerSteps > 0 && infantryOnly && at === 0;
  if (panzerSteps > 0) steps.push(step(ridgeAt ? '12.7.2, 6.0' : '12.7.2', (ridgeAt ? { key: 'dark-sands:companion.calculators.combat.antiTankFactorsOfTheDefence' } : { key: 'dark-sands:companion.calculators.combat.antiTankFactorsOfTheDefence2' }), at));

  // Attack factors.
  let af = 0;
  attackers.forEach((u, i) => {
    let v = Math.max(0, num(u, 'af'));
    const parts = [fmt(v)];
    if (terrain === 'salt-marsh' && isArmour(type(u))) { v /= 2; parts.push('×½'); }
    if (shock && type(u) === 'panzer') { v *= 2; parts.push('×2'); }
    if (flag(u, 'ridge')) { v = Math.max(0, v - 1); parts.push('−1'); }
    if (parts.length > 1) steps.push(step(shock && type(u) === 'panzer' ? '12.7.3, 6.0' : '6.0', { key: 'dark-sands:companion.calculators.combat.attackerAttackFactor', params: { n: i + 1 } }, `${parts.join(' ')} = ${fmt(v)}`));
    af += v;
  });
  if (shock) steps.push(step('12.7.3', { key: 'dark-sands:companion.calculators.combat.panzerShockInfantryOnlyDefenceWith' }, '×2'));
  const sa = num(inputs, 'supportAttack');
  if (sa > 0) { af += sa; steps.push(step('13.0', { key: 'dark-sands:companion.calculators.combat.attackerSupports' }, `+${fmt(sa)}`)); }
  steps.push(step('20.2.2', { key: 'dark-sands:companion.calculators.combat.attackStrength' }, fmt(af)));

  // Defence factors.
  let df = 0;
  defenders.forEach((u) => {
    let v = Math.max(0, num(u, 'df'));
    if (terrain === 'salt-marsh' && isArmour(type(u))) v /= 2;
    df += v;
  });
  steps.push(step('20.2.3', (terrain === 'salt-marsh' ? { key: 'dark-sands:companion.calculators.combat.defenceFactorsArmourHalvedInSalt' } : { key: 'dark-sands:companion.calculators.combat.defenceFactors' }), fmt(df)));
  if (terrain === 'rough') { df += 1; steps.push(step('6.0', { key: 'dark-sands:companion.calculators.combat.roughTerrain' }, '+1')); }
  if (allWadi) { df += 1; steps.push(step('6.0', { key: 'dark-sands:companion.calculators.combat.everyAttackerCrossesAWadi' }, '+1')); }
  if (fort === 'bardia') { df += 1; steps.push(step('14.0, 6.0', { key: 'dark-sands:companion.calculators.combat.bardiaFort' }, '+1')); }
  if (fort === 'tobruk') {
    const n = defenders.filter((u) => !flag(u, 'italian')).length;
    df += n;
    steps.push(step('14.1, 6.0', { key: 'dark-sands:companion.calculators.combat.tobrukFort1PerDefendingUnit' }, `+${n}`));
  }
  if (box) {
    const infantry = defenders.some((u) => isInfantry(type(u)));
    if (!infantry) steps.push(step('13.7, 6.0', { key: 'dark-sands:companion.calculators.combat.aBoxNeedsInfantryNoEffect' }, '0'));
    else {
      const italian = defenders.some((u) => isInfantry(type(u)) && flag(u, 'italian'));
      df += italian ? 1 : 2;
      steps.push(step('13.7, 6.0', (italian ? { key: 'dark-sands:companion.calculators.combat.fortifiedBoxWithItalianInfantry' } : { key: 'dark-sands:companion.calculators.combat.fortifiedBox' }), italian ? '+1' : '+2'));
    }
  }
  const sd = num(inputs, 'supportDefence');
  if (sd > 0) { df += sd; steps.push(step('13.0', { key: 'dark-sands:companion.calculators.combat.defenderSupports' }, `+${fmt(sd)}`)); }
  steps.push(step('20.2.3', { key: 'dark-sands:companion.calculators.combat.defenceStrength' }, fmt(df)));

  if (flag(inputs, 'mapEdge')) {
    return { steps, missingTables: [], outcome: { label: { key: 'dark-sands:companion.calculators.combat.automaticDrWhateverTheOddsMap' }, value: 'DR', rule: '20.4.1' } };
  }
  if (!(af > 0)) return invalid(steps, '20.2.2', { key: 'dark-sands:companion.calculators.combat.noAttackStrength' });
  if (!(df > 0)) return invalid(steps, '20.2.3', { key: 'dark-sands:companion.calculators.combat.noDefenceStrength' });

  // Odds (20.2.5).
  let p = af >= df ? Math.floor(af / df) - 1 : -(Math.ceil(df / af) - 1);
  const label = (x: number): string => (x >= 0 ? `${x + 1}-1` : `1-${1 - x}`);
  steps.push(step('20.2.5', { key: 'dark-sands:companion.calculators.combat.oddsRoundedForTheDefender' }, `${fmt(af)}:${fmt(df)} = ${label(p)}`));
  if (p < -2) return { steps, missingTables: [], outcome: { label: { key: 'dark-sands:companion.calculators.combat.automaticAeOddsBelow13' }, value: 'AE', rule: '20.2.5' } };
  if (p > 5) { p = 5; steps.push(step('20.2.5', { key: 'dark-sands:companion.calculators.combat.above61ReadAs6' }, '6-1')); }
  if (terrain === 'mountain') {
    p -= 1;
    steps.push(step('6.0, 20.2.5', { key: 'dark-sands:companion.calculators.combat.mountainOneColumnLeft' }, label(p)));
    if (p < -2) return { steps, missingTables: [], outcome: { label: { key: 'dark-sands:companion.calculators.combat.automaticAeOddsBelow13' }, value: 'AE', rule: '20.2.5' } };
  }
  const column = label(p);

  // DRMs (20.2.6).
  let drm = 0;
  if (flag(inputs, 'defenderOos') || flag(inputs, 'defenderDisrupted')) { drm += 2; steps.push(step('20.2.6', { key: 'dark-sands:companion.calculators.combat.defenderOutOfSupplyOrDisrupted' }, '+2')); }
  if (flag(inputs, 'attackerOos') || flag(inputs, 'attackerDisrupted')) { drm -= 2; steps.push(step('20.2.6', { key: 'dark-sands:companion.calculators.combat.attackerOutOfSupplyOrDisrupted' }, '−2')); }
  if (flag(inputs, 'combatMinus1')) { drm -= 1; steps.push(step('18.1, 20.2.6', { key: 'dark-sands:companion.calculators.combat.combat1Action' }, '−1')); }
  if (panzerSteps > 0) {
    const sup = Math.min(2, Math.max(0, panzerSteps - at));
    drm += sup;
    steps.push(step('12.7.2', { key: 'dark-sands:companion.calculators.combat.panzerSuperiorityPanzerStepsAgainstAnti', params: { panzerSteps, at } }, signed(sup)));
  }
  steps.push(step('20.2.6', { key: 'dark-sands:companion.calculators.combat.totalDrm' }, signed(drm)));

  const spec = crtId === 'assault' ? DS_ASSAULT_CRT : DS_MOBILE_CRT;
  crtId = spec.id;
  const cells = cellsOf(spec, tables);
  if (!cells) return missing(steps, spec.id);
  const die = dice?.[0];
  if (!dieOk(die, 1, 6)) return { steps, missingTables: [] };
  const modified = Math.min(8, Math.max(1, die + drm));
  steps.push(step('20.2.7', { key: 'dark-sands:companion.calculators.combat.modifiedRoll1To8' }, `${die} ${signed(drm)} → ${modified}`));
  const raw = cell(spec, cells, String(modified), column);
  if (raw === null) return missing(steps, spec.id);
  steps.push(step(spec.rule, { key: `dark-sands:companion.calculators.combat.${crtId === 'assault-crt' ? 'assaultCrtRead' : 'mobileCrtRead'}`, params: { column, modified } }, raw));

  let result = raw;
  const panzersAttack = panzerSteps > 0;
  const loneGarrison = defenders.length === 1 && type(defenders[0]!) === 'garrison';
  if (result === 'DE*' && (panzersAttack || loneGarrison)) {
    result = 'DE';
    steps.push(panzersAttack
      ? step('12.7.4', { key: 'dark-sands:companion.calculators.combat.resilienceDeReadAsDe' }, 'DE')
      : step('2.2', { key: 'dark-sands:companion.calculators.combat.aGarrisonDefendingAloneDeRead' }, 'DE'));
  }
  if (crtId === 'assault-crt') steps.push(step('12.6, 20.3.1', { key: 'dark-sands:companion.calculators.combat.assaultDoctrineTheBritishFirstLose' }, '1'));
  if (shock && ['AL1', 'BL1', 'DR', 'DR*'].includes(result)) steps.push(step('12.7.3', { key: 'dark-sands:companion.calculators.combat.panzerShockTheAlliesLoseOne' }, '1'));
  if (['AL1', 'BL1', 'DR*', 'EX', '½EX', 'DE*'].includes(result)) {
    steps.push(step('20.3.2', { key: 'dark-sands:companion.calculators.combat.firstStepLostANonReplaceable' }, '1'));
  }
  let outcomeLabel = RESULT_TEXT[result] ?? { key: 'companion.verbatim', params: { text: result } };
  if (result === 'EX') {
    // The defender is eliminated; the attacker loses an equal number of steps (CRT legend; the example of play: Babini's two steps cost two).
    const lost = defenders.reduce((s, u) => s + num(u, 'steps', 1), 0);
    const all = lost + (crtId === 'assault-crt' ? 1 : 0);
    outcomeLabel = { key: 'dark-sands:companion.calculators.combat.defenderEliminatedAttackerLoses', params: { count: all } };
    steps.push(step('2.2', { key: 'dark-sands:companion.calculators.combat.exTheAttackerLosesAsMany' }, lost));
    if (crtId === 'assault-crt') steps.push(step('2.2, 12.6', { key: 'dark-sands:companion.calculators.combat.stepsTheAttackerLosesInAll' }, lost + 1));
  }
  if (result === 'EX' && panzersAttack) steps.push(step('12.7.4', { key: 'dark-sands:companion.calculators.combat.resilienceTheAttackerSFirstLoss' }, '1'));
  if (result === 'DR' || result === 'DR*') {
    const hexes = str(inputs, 'section', 'central') === 'central' ? 4 : 2;
    if (loneGarrison) steps.push(step('13.6.4', { key: 'dark-sands:companion.calculators.combat.aGarrisonThatMustRetreatIs' }, '×'));
    else if (fort === 'tobruk' && axis && turn >= 2 && turn <= 9) steps.push(step('14.1, 20.3.3', { key: 'dark-sands:companion.calculators.combat.alliedUnitsInTobrukMayIgnore' }, '0'));
    else steps.push(step('20.3.3', { key: 'dark-sands:companion.calculators.combat.retreatDistanceAStepLostFor' }, hexes));
  }
  return { steps, missingTables: [], outcome: { label: outcomeLabel, value: result, rule: spec.rule } };
};

const RESULT_TEXT: Record<string, Text> = {
  AE: { key: 'dark-sands:companion.calculators.combat.allAttackersEliminated' },
  AL1: { key: 'dark-sands:companion.calculators.combat.attackerLoses1Step' },
  BL1: { key: 'dark-sands:companion.calculators.combat.bothLose1Step' },
  DR: { key: 'dark-sands:companion.calculators.combat.defenderRetreats' },
  'DR*': { key: 'dark-sands:companion.calculators.combat.defenderLoses1StepAndRetreats' },
  '½EX': { key: 'dark-sands:companion.calculators.combat.everyAttackingAndDefendingUnitLoses' },
  EX: { key: 'dark-sands:companion.calculators.combat.defenderEliminatedTheAttackerLosesAs' },
  'DE*': { key: 'dark-sands:companion.calculators.combat.defenderEliminatedTheAttackerLoses1' },
  DE: { key: 'dark-sands:companion.calculators.combat.defenderEliminated' },
};
