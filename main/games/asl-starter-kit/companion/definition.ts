import type { CompanionDefinition, TurnSpec } from '../../../../shared/companion/definition.js';
import { ASL_AMBUSH, ASL_CC, ASL_CC_VEHICLE, computeAslAmbush, computeAslCc, computeAslCcVehicle } from './calculators/close-combat.js';
import { ASL_FIRE, computeAslFire } from './calculators/fire.js';
import { ASL_RALLY, computeAslRally } from './calculators/rally.js';
import { ASL_TO_HIT, computeAslToHit } from './calculators/to-hit.js';
import { ASL_TO_KILL, computeAslToKill } from './calculators/to-kill.js';
import { ASL_PHASES, ASL_SEQUENCE } from './sequence.js';
import { ASL_SEED, ASL_TABLES } from './tables.js';

/** Turn boxes 1 … 12: the scenario card says where END is and which turns are half turns (3.9). */
const TURN_BOXES = 12;

function turns(): TurnSpec[] {
  return Array.from({ length: TURN_BOXES }, (_, i) => ({ n: i + 1, label: { key: 'asl-starter-kit:companion.definition.turn', params: { n: i + 1 } } }));
}

const rb = (s: string) => ({ kind: 'rulebook' as const, ref: `${ASL_SEED} ${s}` });

/** ASL Starter Kit (seed 004): the referee's companion. */
export function aslStarterKitCompanion(): CompanionDefinition {
  return {
    game: 'asl-starter-kit',
    rulebook: ASL_SEED,
    dice: '2d6',
    sides: [
      { id: 'first', label: { key: 'asl-starter-kit:companion.definition.firstPlayer' } },
      { id: 'second', label: { key: 'asl-starter-kit:companion.definition.secondPlayer' } },
    ],
    turns: turns(),
    turnsNote: { key: 'asl-starter-kit:companion.definition.theTurnRecordIsTheScenario' },
    sequence: ASL_SEQUENCE,
    trackers: [
      { kind: 'choice', id: 'attacker', label: { key: 'asl-starter-kit:companion.definition.attackerThisPlayerTurn' }, rule: '3.9', options: [{ id: 'first', label: { key: 'asl-starter-kit:companion.definition.firstPlayer' } }, { id: 'second', label: { key: 'asl-starter-kit:companion.definition.secondPlayer' } }], initial: 'first' },
      { kind: 'choice', id: 'phase', label: { key: 'asl-starter-kit:companion.definition.phase' }, rule: '3.0', options: ASL_PHASES.map((p) => ({ id: p.id, label: p.title })), initial: 'rph' },
      { kind: 'number', id: 'elr', label: { key: 'asl-starter-kit:companion.definition.experienceLevelRatingElr' }, rule: '5.1', min: 0, max: 5, initial: 3, perSide: true, notes: { key: 'asl-starter-kit:companion.definition.setItFromTheScenarioCard' } },
      { kind: 'number', id: 'pf-shots', label: { key: 'asl-starter-kit:companion.definition.panzerfaustShotsLeft' }, rule: '4.4.2', min: 0, max: 40, initial: 0, perSide: true, notes: { key: 'asl-starter-kit:companion.definition.germanSquadsInTheOrderOf' } },
      { kind: 'number', id: 'vp', label: { key: 'asl-starter-kit:companion.definition.victoryPointsIfTheScenarioCounts' }, rule: '3.9', min: 0, max: 99, initial: 0, perSide: true },
    ],
    calculators: [
      { ...ASL_FIRE, compute: computeAslFire },
      { ...ASL_CC, compute: computeAslCc },
      { ...ASL_CC_VEHICLE, compute: computeAslCcVehicle },
      { ...ASL_AMBUSH, compute: computeAslAmbush },
      { ...ASL_TO_HIT, compute: computeAslToHit },
      { ...ASL_TO_KILL, compute: computeAslToKill },
      { ...ASL_RALLY, compute: computeAslRally },
    ],
    tables: ASL_TABLES,
    knowledge: [
      { area: 'rules', id: 'sequence', label: { key: 'asl-starter-kit:companion.definition.sequenceOfPlayEightPhases' }, level: 'complete', source: rb('§3.0–3.9') },
      { area: 'rules', id: 'fire', label: { key: 'asl-starter-kit:companion.definition.fireAttacksMoraleRallyCloseCombat' }, level: 'complete', source: rb('§3.1, §3.2, §3.8') },
      { area: 'rules', id: 'ordnance', label: { key: 'asl-starter-kit:companion.definition.toHitAndToKillProcedure' }, level: 'partial', source: rb('§3.2.4, §6, §7.9, §7.10') },
      { area: 'map', id: 'boards', label: { key: 'asl-starter-kit:companion.definition.boardsNotInTheSeed' }, level: 'none', source: null },
      { area: 'counters', id: 'counters', label: { key: 'asl-starter-kit:companion.definition.counterValuesOnlyThoseInThe' }, level: 'none', source: null },
      { area: 'scenarios', id: 'scenarios', label: { key: 'asl-starter-kit:companion.definition.scenarioCardsNotInTheSeed' }, level: 'none', source: null },
      { area: 'turns', id: 'turn-record', label: { key: 'asl-starter-kit:companion.definition.turnRecordTheScenarioCardS' }, level: 'partial', source: rb('§3.9') },
    ],
  };
}
