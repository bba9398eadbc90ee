import type { LegalOption } from '../../../../shared/engine/options.js';
import type { PlayView, StatusLine } from '../../../../shared/engine/view.js';
import type { AkPlayPart } from '../../../../shared/games/afrika-korps/view.js';

/**
 * What an Afrika Korps player should know now, as the lines the play panel shows without knowing
 * what they mean: no port to land at (19.2), the Axis supply sunk (12.2), the replacement factors
 * banked (20), the attacks still owed (8.4), and the hint of the step.
 */
export function statusLines(play: Omit<PlayView, 'legal' | 'status' | 'game'>, part: AkPlayPart, legal: readonly LegalOption[]): StatusLine[] {
  if (play.winner || play.pending) return [];
  const out: StatusLine[] = [];
  const list = (ids: readonly string[]) => ids.join(', ');
  if (play.step === 'arrival') {
    if (!play.places.length) out.push({ id: 'noPort', key: 'table.play.noPort', params: {}, rule: '19.2' });
    if (play.side === 'axis' && part.supplyDue === false && !legal.some((o) => o.kind === 'rollSupply')) out.push({ id: 'supplySunk', key: 'table.play.sunk', params: {}, rule: '12.2' });
    const banked = part.bank[play.side] ?? 0;
    if (banked > 0 || legal.some((o) => o.kind === 'replace')) out.push({ id: 'bank', key: 'table.play.bank', params: { factors: banked }, rule: '20' });
  } else if (play.step === 'movement') {
    out.push({ id: 'movementHint', key: 'table.play.movementHint', params: {} });
  } else if (play.step === 'combat') {
    const { attackers, defenders } = play.owed;
    if (attackers.length) out.push({ id: 'owedAttackers', key: 'table.play.mustAttack', params: { units: list(attackers) }, rule: '8.4' });
    if (defenders.length) out.push({ id: 'owedDefenders', key: 'table.play.mustBeAttacked', params: { units: list(defenders) }, rule: '8.4' });
    if (!attackers.length && !defenders.length) out.push({ id: 'combatHint', key: 'table.play.combatHint', params: {} });
  }
  return out;
}
