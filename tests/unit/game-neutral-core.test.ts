import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { GAME_IDS } from '../../shared/games/ids';
import { CORE_LOG_CODES, CORE_REFUSAL_REASONS, COMPANION_LOG_CODES, COMPANION_REFUSAL_REASONS } from '../../shared/engine/messages';
import { AK_LOG_CODES, AK_REFUSAL_REASONS } from '../../shared/games/afrika-korps/codes';
import { PlaceSchema } from '../../shared/games/descriptor';
import { AkActionSchema } from '../../main/games/afrika-korps/play/actions';
import { FreeActionSchema } from '../../shared/engine/free-actions';
import { PlayViewSchema } from '../../shared/engine/view';
import { akAdviceStop, akOverlayLayers } from '../../main/games/afrika-korps/overlay-layers';

/**
 * The table and the engine core know no game: they ask for capabilities and draw what a game's view
 * gives. This fails when a file under these folders names one of the games, or one of Afrika Korps's
 * own codes, as a string. Nothing is allowed by exception.
 */
const ROOT = path.resolve(__dirname, '../..');
const CORE_DIRS = ['renderer/src', 'main/engine', 'shared/engine', 'shared/board', 'shared/api'];
const SOURCE = /\.(ts|svelte|css|js|mjs)$/;

function files(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...files(p));
    else if (SOURCE.test(e.name)) out.push(p);
  }
  return out;
}

// The common codes, and the words of the data every game is described with (a place may be a 'victory' place).
const common = new Set<string>([
  ...CORE_LOG_CODES,
  ...CORE_REFUSAL_REASONS,
  ...COMPANION_LOG_CODES,
  ...COMPANION_REFUSAL_REASONS,
  ...PlaceSchema.shape.kinds.element.options,
]);
// Actions any game may take: the free table's, the switch between modes, the pending choices of the generic view, a battle's attack.
const commonActions = new Set<string>([
  ...FreeActionSchema.options.map((o) => o.shape.type.value),
  'setMode',
  ...PlayViewSchema.shape.pending.unwrap().shape.kind.options,
  'attack',
]);
const akActions = AkActionSchema.options.map((o) => o.shape.type.value as string).filter((k) => !commonActions.has(k));
/** Afrika Korps's own codes and action kinds (those no common list or data word shares), as a quoted string. */
/** Afrika Korps's overlay layers (their ids, toggle and legend keys) and its move-stop keys: the table draws layers it does not know. */
const akLayers = akOverlayLayers({ zoc: { a: [] }, control: [{ place: 'p', hex: 'h', controller: null, rule: 'r' }, { place: 'p', hex: 'h', controller: 'a', rule: 'r' }], supplyRange: { a: [] }, isolated: { a: [], b: [{ unit: 'u', hex: 'h' }] } });
const akOverlayWords = [
  ...akLayers.flatMap((l) => [l.id, l.label, l.hint ?? '', ...(l.legend ?? []).map((line) => line.key)]),
  ...(['zoc', 'escarpment'] as const).map((s) => akAdviceStop(s)!.key),
].filter((w) => w && w !== 'supply' && w !== 'control');
const akCodes = [...new Set([...AK_LOG_CODES, ...AK_REFUSAL_REASONS, ...akActions, ...akOverlayWords])].filter((c) => !common.has(c));

/** Every place in a file where it names a game or an Afrika Korps code. */
export function gameNames(text: string): string[] {
  const hits: string[] = [];
  for (const id of GAME_IDS) if (text.includes(id)) hits.push(id);
  for (const code of akCodes) if (new RegExp(`['"\`]${code}['"\`]`).test(text)) hits.push(code);
  return hits;
}

describe('the table and the engine core name no game', () => {
  it('finds a game id or an Afrika Korps code where one is written', () => {
    expect(gameNames("if (view.gameId === 'afrika-korps')")).toEqual(['afrika-korps']);
    expect(gameNames('--game-dark-sands: #fff')).toEqual(['dark-sands']);
    expect(gameNames("reason: 'zocStop'")).toEqual(['zocStop']);
    expect(gameNames("reason: 'notNow'")).toEqual([]);
    expect(gameNames("act({ type: 'declareAv' })")).toEqual(['declareAv']);
    expect(gameNames("of('rollSupply')")).toEqual(['rollSupply']);
    expect(gameNames("overlays.set('isolated', true)")).toEqual(['isolated']);
    expect(gameNames("t('overlay.zocOf')")).toEqual(['overlay.zocOf']);
    expect(gameNames("m.stop === 'zoc'")).toEqual(['zoc']);
  });

  for (const dir of CORE_DIRS) {
    it(`${dir} names no game`, () => {
      const found: string[] = [];
      for (const f of files(path.join(ROOT, dir))) {
        const hits = gameNames(fs.readFileSync(f, 'utf8'));
        if (hits.length) found.push(`${path.relative(ROOT, f)}: ${hits.join(', ')}`);
      }
      expect(found).toEqual([]);
    });
  }
});
