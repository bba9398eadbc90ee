import type { CalcResult, CalcStep, CalculatorSpec, Compute, Text } from '../../../../../shared/companion/definition.js';
import { cell, cellsOf, dieOk, flag, fmt, invalid, missing, num, signed, step, str } from '../../../companion/calc.js';
import { TO_HIT, TO_HIT_MAX_RANGE } from '../tables.js';

/**
 * ASL Starter Kit To Hit (3.2.4, 6.x): the TH# read from the player's To Hit table by target type,
 * range and colour (ATT always red; red for the nationalities and cases 3.2.4 names, black
 * otherwise, black when no red is printed), the firer- and target-based DRMs the seed gives, and
 * the dice: hit when final DR ≤ TH#; critical hit (original 2 for ATT/VTT, final DR ≤ the CH# for
 * ITT); turret or hull (coloured < white = turret); Rate of Fire on the coloured die; breakdown on
 * an original DR ≥ B#; the IFT column of the effect (HE equivalent; half for ATT).
 */

const TARGET = [
  { id: 'itt', label: { key: 'asl-starter-kit:companion.calculators.to-hit.infantryTargetTypeItt' } },
  { id: 'att', label: { key: 'asl-starter-kit:companion.calculators.to-hit.areaTargetTypeAtt' } },
  { id: 'vtt', label: { key: 'asl-starter-kit:companion.calculators.to-hit.vehicleTargetTypeVtt' } },
];

const SIZE = [
  { id: '0', label: { key: 'asl-starter-kit:companion.calculators.to-hit.average0' } },
  { id: '-2', label: { key: 'asl-starter-kit:companion.calculators.to-hit.veryLarge2' } },
  { id: '-1', label: { key: 'asl-starter-kit:companion.calculators.to-hit.large1' } },
  { id: '1', label: { key: 'asl-starter-kit:companion.calculators.to-hit.small1' } },
  { id: '2', label: { key: 'asl-starter-kit:companion.calculators.to-hit.verySmall2' } },
];

export const ASL_TO_HIT: CalculatorSpec = {
  id: 'to-hit',
  title: { key: 'asl-starter-kit:companion.calculators.to-hit.ordnanceToHit' },
  rule: '3.2.4',
  inputs: [
    { kind: 'choice', id: 'target', label: { key: 'asl-starter-kit:companion.calculators.to-hit.targetType' }, rule: '3.2.4', options: TARGET, default: 'itt' },
    { kind: 'number', id: 'range', label: { key: 'asl-starter-kit:companion.calculators.to-hit.rangeInHexes' }, rule: '3.2.4', min: 0, max: TO_HIT_MAX_RANGE, default: 2 },
    { kind: 'flag', id: 'red', label: { key: 'asl-starter-kit:companion.calculators.to-hit.redThRussianItalianPolishSlovak' }, rule: '3.2.4', default: false },
    { kind: 'number', id: 'gunMod', label: { key: 'asl-starter-kit:companion.calculators.to-hit.changeToTheBasicThYour' }, rule: '3.2.4', min: -5, max: 5, default: 0 },
    { kind: 'number', id: 'caChange', label: { key: 'asl-starter-kit:companion.calculators.to-hit.coveredArcChangeCase8E' }, rule: '3.2.4', min: 0, max: 8, default: 0 },
    { kind: 'flag', id: 'intensive', label: { key: 'asl-starter-kit:companion.calculators.to-hit.intensiveFire2' }, rule: '3.2.4', default: false },
    { kind: 'flag', id: 'bu', label: { key: 'asl-starter-kit:companion.calculators.to-hit.firerButtonedUp1' }, rule: '7.0', default: false },
    { kind: 'flag', id: 'cx', label: { key: 'asl-starter-kit:companion.calculators.to-hit.firerCx1' }, rule: '3.3.1', default: false },
    { kind: 'flag', id: 'afph', label: { key: 'asl-starter-kit:companion.calculators.to-hit.advancingFirePhase2' }, rule: '3.5', default: false },
    { kind: 'flag', id: 'nonQualified', label: { key: 'asl-starter-kit:companion.calculators.to-hit.nonQualifiedUseOrCaptured2' }, rule: '3.2.4', default: false },
    { kind: 'number', id: 'bounding', label: { key: 'asl-starter-kit:companion.calculators.to-hit.boundingFireDrmFromYourCard' }, rule: '3.3.2', min: 0, max: 8, default: 0 },
    { kind: 'number', id: 'tem', label: { key: 'asl-starter-kit:companion.calculators.to-hit.targetTemNotForAtt' }, rule: '3.2.4', min: -3, max: 5, default: 0 },
    { kind: 'number', id: 'hindrance', label: { key: 'asl-starter-kit:companion.calculators.to-hit.hindrances' }, rule: '3.2.1', min: 0, max: 8, default: 0 },
    { kind: 'choice', id: 'acquired', label: { key: 'asl-starter-kit:companion.calculators.to-hit.acquiredTarget' }, rule: '6.10', options: [{ id: '0', label: { key: 'asl-starter-kit:companion.calculators.to-hit.no' } }, { id: '-1', label: { key: 'asl-starter-kit:companion.calculators.to-hit.1' } }, { id: '-2', label: { key: 'asl-starter-kit:companion.calculators.to-hit.2' } }], default: '0' },
    { kind: 'choice', id: 'size', label: { key: 'asl-starter-kit:companion.calculators.to-hit.targetSize' }, rule: '7.0', options: SIZE, default: '0' },
    { kind: 'flag', id: 'moving', label: { key: 'asl-starter-kit:companion.calculators.to-hit.movingVehicleTarget2' }, rule: '3.3.2', default: false },
    { kind: 'flag', id: 'hip', label: { key: 'asl-starter-kit:companion.calculators.to-hit.targetIsAHipGun2' }, rule: '6.4', default: false },
    { kind: 'number', id: 'other', label: { key: 'asl-starter-kit:companion.calculators.to-hit.otherDrm' }, rule: '3.2.4', min: -6, max: 6, default: 0 },
    { kind: 'number', id: 'rof', label: { key: 'asl-starter-kit:companion.calculators.to-hit.rateOfFire0IfNone' }, rule: '1.2.4.1', min: 0, max: 4, default: 0 },
    { kind: 'number', id: 'rofCuts', label: { key: 'asl-starter-kit:companion.calculators.to-hit.rofReductionsIfeCapturedNonQualified' }, rule: '3.2.4', min: 0, max: 3, default: 0 },
    { kind: 'number', id: 'breakdown', label: { key: 'asl-starter-kit:companion.calculators.to-hit.breakdownNumberB12IfNone' }, rule: '6.12', min: 2, max: 12, default: 12 },
    { kind: 'number', id: 'heFp', label: { key: 'asl-starter-kit:companion.calculators.to-hit.heFirepowerOfTheCalibreE' }, rule: '3.2.4', min: 0, max: 36, default: 0 },
  ],
  tables: ['to-hit'],
  roll: '2d6',
};

export const computeAslToHit: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const target = str(inputs, 'target', 'itt');
  const range = Math.floor(num(inputs, 'range'));
  if (range < 0 || range > TO_HIT_MAX_RANGE) return invalid(steps, '3.2.4', { key: 'asl-starter-kit:companion.calculators.to-hit.rangeOutsideTheTable' });
  const wantRed = target === 'att' || flag(inputs, 'red');
  steps.push(step('3.2.4', (target === 'att' ? { key: 'asl-starter-kit:companion.calculators.to-hit.attAlwaysUsesTheRedNumber' } : (wantRed ? { key: 'asl-starter-kit:companion.calculators.to-hit.redNumberNationalityOrUse' } : { key: 'asl-starter-kit:companion.calculators.to-hit.blackNumber' })), target === 'att' ? 'att-red' : `${target}-${wantRed ? 'red' : 'black'}`));
  const cells = cellsOf(TO_HIT, tables);
  if (!cells) return missing(steps, TO_HIT.id);
  const col = target === 'att' ? 'att-red' : `${target}-${wantRed ? 'red' : 'black'}`;
  let raw = cell(TO_HIT, cells, String(range), col);
  if ((raw === null || raw === '-') && wantRed && target !== 'att') {
    raw = cell(TO_HIT, cells, String(range), `${target}-black`);
    steps.push(step('3.2.4', { key: 'asl-starter-kit:companion.calculators.to-hit.noRedNumberPrintedTheBlack' }, raw ?? '-'));
  }
  if (raw === null || raw === '-' || raw === '') return invalid(steps, '3.2.4', { key: 'asl-starter-kit:companion.calculators.to-hit.yourToHitTableHasNo' });
  let th = Number(raw);
  steps.push(step('3.2.4', { key: 'asl-starter-kit:companion.calculators.to-hit.basicThAtRange', params: { value: target.toUpperCase(), range } }, th));
  const gunMod = num(inputs, 'gunMod');
  if (gunMod !== 0) { th += gunMod; steps.push(step('3.2.4', { key: 'asl-starter-kit:companion.calculators.to-hit.thChangedForThisGun' }, `${signed(gunMod)} = ${th}`)); }

  let drm = 0;
  const add = (rule: string, label: Text, v: number): void => {
    if (v === 0) return;
    drm += v;
    steps.push(step(rule, label, signed(v)));
  };
  add('3.2.4', { key: 'asl-starter-kit:companion.calculators.to-hit.coveredArcChangeCase8' }, num(inputs, 'caChange'));
  add('3.2.4', { key: 'asl-starter-kit:companion.calculators.to-hit.intensiveFire' }, flag(inputs, 'intensive') ? 2 : 0);
  add('7.0', { key: 'asl-starter-kit:companion.calculators.to-hit.buttonedUpFirer' }, flag(inputs, 'bu') ? 1 : 0);
  add('3.3.1', { key: 'asl-starter-kit:companion.calculators.to-hit.cxFirer' }, flag(inputs, 'cx') ? 1 : 0);
  add('3.5', { key: 'asl-starter-kit:companion.calculators.to-hit.advancingFirePhase' }, flag(inputs, 'afph') ? 2 : 0);
  add('3.2.4', { key: 'asl-starter-kit:companion.calculators.to-hit.nonQualifiedOrCaptured' }, flag(inputs, 'nonQualified') ? 2 : 0);
  add('3.3.2', { key: 'asl-starter-kit:companion.calculators.to-hit.boundingFire' }, num(inputs, 'bounding'));
  const tem = num(inputs, 'tem');
  if (target === 'att' && tem !== 0) steps.push(step('3.2.4', { key: 'asl-starter-kit:companion.calculators.to-hit.temAppliesToTheIftDr' }, signed(tem)));
  else add('3.2.4', { key: 'asl-starter-kit:companion.calculators.to-hit.targetTem' }, tem);
  add('3.2.1', { key: 'asl-starter-kit:companion.calculators.to-hit.hindrance' }, num(inputs, 'hindrance'));
  add('6.10', { key: 'asl-starter-kit:companion.calculators.to-hit.acquiredTarget' }, Number(str(inputs, 'acquired', '0')));
  add('7.0', { key: 'asl-starter-kit:companion.calculators.to-hit.targetSize' }, Number(str(inputs, 'size', '0')));
  add('3.3.2', { key: 'asl-starter-kit:companion.calculators.to-hit.movingVehicle' }, flag(inputs, 'moving') ? 2 : 0);
  add('6.4', { key: 'asl-starter-kit:companion.calculators.to-hit.hipGunTarget' }, flag(inputs, 'hip') ? 2 : 0);
  add('3.2.4', { key: 'asl-starter-kit:companion.calculators.to-hit.otherDrm' }, num(inputs, 'other'));
  steps.push(step('3.2.4', { key: 'asl-starter-kit:companion.calculators.to-hit.totalDrm' }, signed(drm)));

  const [w, c] = dice ?? [];
  if (!dieOk(w, 1, 6) || !dieOk(c, 1, 6)) return { steps, missingTables: [] };
  const dr = w + c;
  const fdr = dr + drm;
  steps.push(step('1.4', { key: 'asl-starter-kit:companion.calculators.to-hit.originalDrWhiteColoured' }, `${w}+${c} = ${dr}`));
  steps.push(step('3.2.4', { key: 'asl-starter-kit:companion.calculators.to-hit.finalDr' }, fmt(fdr)));
  const b = num(inputs, 'breakdown', 12);
  if (dr >= b) steps.push(step('6.12', { key: 'asl-starter-kit:companion.calculators.to-hit.originalDrBTheWeaponMalfunctions', params: { b } }, dr));
  const rof = Math.max(0, num(inputs, 'rof') - num(inputs, 'rofCuts'));
  if (num(inputs, 'rof') > 0) {
    steps.push(c <= rof
      ? step('3.2.4', { key: 'asl-starter-kit:companion.calculators.to-hit.colouredDieRofMayFireAgain', params: { c, rof } }, c)
      : step('3.2.4', { key: 'asl-starter-kit:companion.calculators.to-hit.colouredDieRofRateOfFire', params: { c, rof } }, c));
  }
  if (fdr > th) {
    if (target !== 'att') steps.push(step('6.10', { key: 'asl-starter-kit:companion.calculators.to-hit.acquisitionMarkerPlacedOrFlippedNever' }, '−1/−2'));
    return { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.to-hit.miss' }, value: 'miss', rule: '3.2.4' } };
  }
  let critical = false;
  if (target === 'itt') {
    const chRaw = cell(TO_HIT, cells, String(range), wantRed ? 'itt-ch-red' : 'itt-ch-black') ?? '-';
    const ch = chRaw === '-' || chRaw === '' ? null : Number(chRaw);
    if (ch !== null) {
      critical = fdr <= ch;
      steps.push(step('6.1', { key: 'asl-starter-kit:companion.calculators.to-hit.criticalHitNumber', params: { ch } }, critical ? `${fdr} ≤ ${ch}` : `${fdr} > ${ch}`));
    }
  } else if (dr === 2) {
    critical = true;
    steps.push(step('6.1', { key: 'asl-starter-kit:companion.calculators.to-hit.original2ThatHitsCriticalHit' }, 2));
  }
  const he = num(inputs, 'heFp');
  if (target === 'vtt') {
    steps.push(step('3.2.4', (c < w ? { key: 'asl-starter-kit:companion.calculators.to-hit.colouredDieBelowWhiteTurretHit' } : { key: 'asl-starter-kit:companion.calculators.to-hit.colouredDieNotBelowWhiteHull' }), c < w ? `${c} < ${w}` : `${c} ≥ ${w}`));
    if (critical) steps.push(step('6.1', { key: 'asl-starter-kit:companion.calculators.to-hit.criticalHitOnAVehicleThe' }, '×2'));
  } else if (he > 0) {
    if (critical) steps.push(step('6.1', { key: 'asl-starter-kit:companion.calculators.to-hit.criticalHitTheIftWithThe' }, `${fmt(Math.min(36, he * 2))} FP`));
    else if (target === 'att') steps.push(step('3.2.4', { key: 'asl-starter-kit:companion.calculators.to-hit.effectIftAtHalfTheCalibre' }, `${fmt(he / 2)} FP`));
    else steps.push(step('3.2.4', { key: 'asl-starter-kit:companion.calculators.to-hit.effectIftOnTheCalibreS' }, `${fmt(he)} FP`));
  }
  return { steps, missingTables: [], outcome: critical ? { label: { key: 'asl-starter-kit:companion.calculators.to-hit.criticalHit' }, value: 'CH', rule: '6.1' } : { label: { key: 'asl-starter-kit:companion.calculators.to-hit.hit' }, value: 'hit', rule: '3.2.4' } };
};
