import type { CalcResult, CalcStep, CalculatorSpec, Compute, InputValues, Text } from '../../../../../shared/companion/definition.js';
import { cell, cellsOf, dieOk, flag, fmt, invalid, list, missing, num, signed, step, str } from '../../../companion/calc.js';
import { IFT, IFT_COLUMNS } from '../tables.js';

/**
 * An ASL Starter Kit fire attack on the IFT (3.2.2, 3.2.3): each firer's FP modified — point blank
 * ×2 (adjacent) or ×3 (same hex), long range ×½, Advancing Fire ×½, pinned ×½, other Area Fire
 * ×½, Assault Fire +1 after all halving (fractions up) — fractions kept and summed (fire group);
 * the rightmost IFT column not above the total; DRMs (directing leader — the worst when leaders
 * are in every hex of the group, none otherwise —, TEM, hindrance, FFMO, FFNAM, CX firer, others);
 * the dice (white, coloured): Cowering on doubles without a leader (one column, two for
 * inexperienced); the result; and the morale checks it calls for, when the target's morale is given.
 */

const RANGES = [
  { id: 'normal', label: { key: 'asl-starter-kit:companion.calculators.fire.withinNormalRange' } },
  { id: 'adjacent', label: { key: 'asl-starter-kit:companion.calculators.fire.adjacentPointBlank2' } },
  { id: 'same-hex', label: { key: 'asl-starter-kit:companion.calculators.fire.sameHexTriplePointBlank3' } },
  { id: 'long', label: { key: 'asl-starter-kit:companion.calculators.fire.longRangeUpToTwiceNormal' } },
];

export const ASL_FIRE: CalculatorSpec = {
  id: 'fire',
  title: { key: 'asl-starter-kit:companion.calculators.fire.fireAttackIft' },
  rule: '3.2.2',
  inputs: [
    {
      kind: 'list', id: 'firers', label: { key: 'asl-starter-kit:companion.calculators.fire.firingUnitsAndWeaponsOneFire' }, rule: '3.2.2', min: 1, max: 10,
      item: [
        { kind: 'number', id: 'fp', label: { key: 'asl-starter-kit:companion.calculators.fire.firepower' }, rule: '1.2', min: 0, max: 36, default: 4 },
        { kind: 'choice', id: 'range', label: { key: 'asl-starter-kit:companion.calculators.fire.range' }, rule: '3.2.2', options: RANGES, default: 'normal' },
        { kind: 'flag', id: 'afph', label: { key: 'asl-starter-kit:companion.calculators.fire.advancingFirePhase' }, rule: '3.5', default: false },
        { kind: 'flag', id: 'pinned', label: { key: 'asl-starter-kit:companion.calculators.fire.pinned' }, rule: '3.2.3', default: false },
        { kind: 'number', id: 'area', label: { key: 'asl-starter-kit:companion.calculators.fire.otherAreaFireHalvingsFirstFire' }, rule: '3.2.2', min: 0, max: 3, default: 0 },
        { kind: 'flag', id: 'assault', label: { key: 'asl-starter-kit:companion.calculators.fire.assaultFireUnderlinedFpInThe' }, rule: '3.5', default: false },
      ],
    },
    {
      kind: 'list', id: 'leaders', label: { key: 'asl-starter-kit:companion.calculators.fire.directingLeadersOnePerHexOf' }, rule: '3.2.2', min: 0, max: 4,
      item: [{ kind: 'number', id: 'drm', label: { key: 'asl-starter-kit:companion.calculators.fire.leadershipDrm' }, rule: '1.2.1', min: -3, max: 2, default: -1 }],
    },
    { kind: 'flag', id: 'leaderEveryHex', label: { key: 'asl-starter-kit:companion.calculators.fire.aLeaderIsInEveryHex' }, rule: '3.2.2', default: true },
    {
      kind: 'choice', id: 'cowering', label: { key: 'asl-starter-kit:companion.calculators.fire.whoFiresForCowering' }, rule: '3.2.2, 5.4',
      options: [
        { id: 'mmc', label: { key: 'asl-starter-kit:companion.calculators.fire.squadsOrHalfSquads' } },
        { id: 'inexperienced', label: { key: 'asl-starter-kit:companion.calculators.fire.inexperiencedSquadsTwoColumns' } },
        { id: 'none', label: { key: 'asl-starter-kit:companion.calculators.fire.neverCowersOrdnanceVehicleIfeResidual' } },
      ],
      default: 'mmc',
    },
    { kind: 'number', id: 'tem', label: { key: 'asl-starter-kit:companion.calculators.fire.terrainEffectOfTheTargetHex' }, rule: '1.1.1', min: -3, max: 5, default: 0 },
    { kind: 'number', id: 'hindrance', label: { key: 'asl-starter-kit:companion.calculators.fire.hindrancesBetweenFirerAndTarget' }, rule: '3.2.1', min: 0, max: 8, default: 0 },
    { kind: 'flag', id: 'ffmo', label: { key: 'asl-starter-kit:companion.calculators.fire.ffmoTargetMovingInOpenGround' }, rule: '3.3.3', default: false },
    { kind: 'flag', id: 'ffnam', label: { key: 'asl-starter-kit:companion.calculators.fire.ffnamTargetNotUsingAssaultMovement' }, rule: '3.3.3', default: false },
    { kind: 'flag', id: 'cx', label: { key: 'asl-starter-kit:companion.calculators.fire.firerIsCx1' }, rule: '3.3.1', default: false },
    { kind: 'number', id: 'other', label: { key: 'asl-starter-kit:companion.calculators.fire.otherDrm' }, rule: '3.2.2', min: -6, max: 6, default: 0 },
    { kind: 'number', id: 'morale', label: { key: 'asl-starter-kit:companion.calculators.fire.targetMorale0NotGiven' }, rule: '3.2.3', min: 0, max: 10, default: 0 },
    { kind: 'number', id: 'mcDrm', label: { key: 'asl-starter-kit:companion.calculators.fire.drmOnTheTargetSMorale' }, rule: '3.2.3', min: -3, max: 3, default: 0 },
    { kind: 'number', id: 'elr', label: { key: 'asl-starter-kit:companion.calculators.fire.targetSElr0NotGiven' }, rule: '5.1', min: 0, max: 5, default: 0 },
  ],
  tables: ['ift'],
  roll: '2d6',
  notes: { key: 'asl-starter-kit:companion.calculators.fire.flamethrowers24FpNeverPointBlank' },
};

/** One firer's FP after every modification, with the steps (3.2.2, 3.5). */
function firerFp(f: InputValues, i: number, steps: CalcStep[]): number {
  const base = Math.max(0, num(f, 'fp'));
  let fp = base;
  const parts: string[] = [fmt(base)];
  const range = str(f, 'range', 'normal');
  if (range === 'adjacent') { fp *= 2; parts.push('×2'); }
  if (range === 'same-hex') { fp *= 3; parts.push('×3'); }
  if (range === 'long') { fp /= 2; parts.push('×½'); }
  if (flag(f, 'afph')) { fp /= 2; parts.push('×½'); }
  if (flag(f, 'pinned')) { fp /= 2; parts.push('×½'); }
  for (let k = 0; k < Math.max(0, Math.floor(num(f, 'area'))); k++) { fp /= 2; parts.push('×½'); }
  if (flag(f, 'assault')) {
    if (range === 'long') steps.push(step('3.5', { key: 'asl-starter-kit:companion.calculators.fire.firerNoAssaultFireBeyondNormal', params: { n: i + 1 } }, '—'));
    else { fp = Math.ceil(fp) + 1; parts.push('↑ +1'); }
  }
  // Point blank, long range and Area Fire are 3.2.2; Advancing and Assault Fire 3.5; pinned 3.2.3.
  const rule = ['3.2.2', ...(flag(f, 'afph') || flag(f, 'assault') ? ['3.5'] : []), ...(flag(f, 'pinned') ? ['3.2.3'] : [])].join(', ');
  steps.push(step(rule, { key: 'asl-starter-kit:companion.calculators.fire.firerFirepower', params: { n: i + 1 } }, parts.length > 1 ? `${parts.join(' ')} = ${fmt(fp)}` : fmt(fp)));
  return fp;
}

/** The rightmost IFT column whose FP does not exceed the total (3.2.2); null below 1 FP. */
export function iftColumn(fp: number): number | null {
  let col: number | null = null;
  for (const c of IFT_COLUMNS) if (c <= fp) col = c;
  return col;
}

export function iftRow(finalDr: number): string {
  if (finalDr <= 0) return 'le0';
  if (finalDr >= 15) return 'ge15';
  return String(finalDr);
}

export const computeAslFire: Compute = (inputs, tables, dice): CalcResult => {
  const steps: CalcStep[] = [];
  const firers = list(inputs, 'firers');
  let total = 0;
  firers.forEach((f, i) => { total += firerFp(f, i, steps); });
  steps.push(step('3.2.2', { key: 'asl-starter-kit:companion.calculators.fire.totalFirepowerFractionsKept' }, fmt(total)));
  let col = iftColumn(total);
  if (col === null) return invalid(steps, '3.2.2', { key: 'asl-starter-kit:companion.calculators.fire.lessThan1FpNoIft' });
  steps.push(step('3.2.2', { key: 'asl-starter-kit:companion.calculators.fire.iftColumnRightmostNotAboveThe' }, col));

  // DRMs.
  let drm = 0;
  const leaders = list(inputs, 'leaders').map((l) => num(l, 'drm'));
  let directed = false;
  if (leaders.length > 0) {
    if (flag(inputs, 'leaderEveryHex', true)) {
      const worst = Math.max(...leaders);
      directed = true;
      drm += worst;
      steps.push(step('3.2.2', (leaders.length > 1 ? { key: 'asl-starter-kit:companion.calculators.fire.leadershipDrmTheWorstOfThe' } : { key: 'asl-starter-kit:companion.calculators.fire.leadershipDrm' }), signed(worst)));
    } else {
      steps.push(step('3.2.2', { key: 'asl-starter-kit:companion.calculators.fire.noLeaderInEveryHexOf' }, '0'));
    }
  }
  const tem = num(inputs, 'tem');
  if (tem !== 0) { drm += tem; steps.push(step('1.1.1', { key: 'asl-starter-kit:companion.calculators.fire.terrainEffectTem' }, signed(tem))); }
  const hind = num(inputs, 'hindrance');
  if (hind >= 6) return invalid(steps, '3.2.1', { key: 'asl-starter-kit:companion.calculators.fire.hindrancesOf6OrMoreBlock' });
  if (hind !== 0) { drm += hind; steps.push(step('3.2.1', { key: 'asl-starter-kit:companion.calculators.fire.hindrance' }, signed(hind))); }
  // 3.3.3: FFMO is not applied when the LOS crosses a hindrance, even with the target in Open Ground.
  if (flag(inputs, 'ffmo') && hind > 0) steps.push(step('3.3.3', { key: 'asl-starter-kit:companion.calculators.fire.ffmoDoesNotApplyTheLine' }, '0'));
  else if (flag(inputs, 'ffmo')) { drm -= 1; steps.push(step('3.3.3', { key: 'asl-starter-kit:companion.calculators.fire.ffmo' }, '−1')); }
  if (flag(inputs, 'ffnam')) { drm -= 1; steps.push(step('3.3.3', { key: 'asl-starter-kit:companion.calculators.fire.ffnam' }, '−1')); }
  if (flag(inputs, 'cx')) { drm += 1; steps.push(step('3.3.1', { key: 'asl-starter-kit:companion.calculators.fire.cxFirer' }, '+1')); }
  const other = num(inputs, 'other');
  if (other !== 0) { drm += other; steps.push(step('3.2.2', { key: 'asl-starter-kit:companion.calculators.fire.otherDrm' }, signed(other))); }
  steps.push(step('3.2.2', { key: 'asl-starter-kit:companion.calculators.fire.totalDrm' }, signed(drm)));

  const cells = cellsOf(IFT, tables);
  if (!cells) return missing(steps, IFT.id);
  const [white, coloured] = dice ?? [];
  if (!dieOk(white, 1, 6) || !dieOk(coloured, 1, 6)) return { steps, missingTables: [] };
  const dr = white + coloured;
  steps.push(step('1.4', { key: 'asl-starter-kit:companion.calculators.fire.originalDrWhiteColoured' }, `${white}+${coloured} = ${dr}`));
  const cowering = str(inputs, 'cowering', 'mmc');
  if (white === coloured && !directed && cowering !== 'none') {
    const shift = cowering === 'inexperienced' ? 2 : 1;
    const idx = IFT_COLUMNS.indexOf(col as (typeof IFT_COLUMNS)[number]) - shift;
    if (idx < 0) {
      steps.push(step('3.2.2, 5.4', { key: 'asl-starter-kit:companion.calculators.fire.coweringDoublesWithoutALeaderShifted' }, `${col} → —`));
      return { steps, missingTables: [], outcome: { label: { key: 'asl-starter-kit:companion.calculators.fire.noEffectCowering' }, value: '-', rule: '3.2.2' } };
    }
    const to = IFT_COLUMNS[idx]!;
    steps.push(step('3.2.2, 5.4', { key: 'asl-starter-kit:companion.calculators.fire.coweringShift', params: { count: shift } }, `${col} → ${to}`));
    col = to;
  }
  const fdr = dr + drm;
  const row = iftRow(fdr);
  steps.push(step('3.2.2', { key: 'asl-starter-kit:companion.calculators.fire.finalDr' }, fmt(fdr)));
  const result = cell(IFT, cells, row, String(col));
  if (result === null) return missing(steps, IFT.id);
  steps.push(step('3.2.3', { key: 'asl-starter-kit:companion.calculators.fire.iftFpColumnFinalDr', params: { col, fdr } }, result));
  moraleSteps(result, inputs, steps);
  return { steps, missingTables: [], outcome: { label: resultLabel(result), value: result, rule: '3.2.3' } };
};

/** What the result asks of the target, with pass numbers when its morale is given (3.2.3, 5.1). */
function moraleSteps(result: string, inputs: InputValues, steps: CalcStep[]): void {
  const morale = num(inputs, 'morale');
  const mcDrm = num(inputs, 'mcDrm');
  const elr = num(inputs, 'elr');
  let mcPlus: number | null = null;
  const kia = /^(\d)KIA$/.exec(result);
  const k = /^K\/(\d)$/.exec(result);
  const mc = /^(\d)MC$/.exec(result);
  if (kia) steps.push(step('3.2.3', { key: 'asl-starter-kit:companion.calculators.fire.unitSEliminatedAtRandomThe', params: { value: kia[1]! } }, result));
  if (k) { steps.push(step('3.2.3', { key: 'asl-starter-kit:companion.calculators.fire.oneUnitAtRandomSuffersCasualty' }, `+${k[1]}`)); mcPlus = Number(k[1]); }
  if (mc) mcPlus = Number(mc[1]);
  if (result === 'NMC') mcPlus = 0;
  if (result === 'PTC') {
    if (morale > 0) steps.push(step('3.2.3', { key: 'asl-starter-kit:companion.calculators.fire.pinTaskCheckUnbrokenUnpinnedUnits' }, `≤ ${morale - mcDrm}`));
    return;
  }
  if (mcPlus === null) return;
  if (morale <= 0) {
    steps.push(step('3.2.3', { key: 'asl-starter-kit:companion.calculators.fire.eachTargetUnitTakesAMorale' }, signed(mcPlus)));
    return;
  }
  const pass = morale - mcPlus - mcDrm;
  steps.push(step('3.2.3', { key: 'asl-starter-kit:companion.calculators.fire.moraleCheckAgainstMoralePassesOn', params: { morale, pass } }, `≤ ${pass}`));
  steps.push(step('3.2.3', { key: 'asl-starter-kit:companion.calculators.fire.failsAboveItBrokenAndDm' }, `> ${pass}`));
  if (elr > 0) steps.push(step('5.1', { key: 'asl-starter-kit:companion.calculators.fire.failingByMoreThanElrReplaces', params: { elr } }, `> ${pass + elr}`));
}

function resultLabel(r: string): Text {
  if (r === '-') return { key: 'asl-starter-kit:companion.calculators.fire.noEffect' };
  if (r === 'PTC') return { key: 'asl-starter-kit:companion.calculators.fire.pinTaskCheck' };
  if (r === 'NMC') return { key: 'asl-starter-kit:companion.calculators.fire.normalMoraleCheck' };
  if (/MC$/.test(r)) return { key: 'asl-starter-kit:companion.calculators.fire.moraleCheck', params: { value: r.charAt(0) } };
  if (r.startsWith('K/')) return { key: 'asl-starter-kit:companion.calculators.fire.casualtyReductionTheRestCheckMorale', params: { value: r.slice(2) } };
  return { key: 'asl-starter-kit:companion.calculators.fire.eliminatedTheRestBreak', params: { value: r.charAt(0) } };
}
