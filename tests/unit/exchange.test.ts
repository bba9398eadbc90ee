import { describe, expect, it, vi } from 'vitest';
import { imported, modules, player, value } from '../support/players';
import { chainNext, chainStart, readGameFile } from '../../main/engine/game-file';
import type { GameView } from '../../shared/engine/view';

const hexOf = (v: GameView, unit: string) => v.units.find((u) => u.id === unit)?.hex;

interface FileJson {
  game: Record<string, unknown>;
  actions: { seq: number; action: unknown; dice: { sides: number; values: number[]; source: string }[]; stateHash: string; chain: string }[];
}
/** Re-signs a tampered file: the chain alone proves nothing to a player who can recompute it. */
function rechain(f: FileJson): string {
  let c = chainStart(f.game as never);
  for (const a of f.actions) {
    c = chainNext(c, { seq: a.seq, action: a.action, dice: a.dice as never, hash: a.stateHash });
    a.chain = c;
  }
  return JSON.stringify(f);
}

describe('play by email', () => {
  function played() {
    const axis = player();
    const id = value(axis.sessions.create('afrika-korps', 'march-1941:free', 'PBEM', 'app')).id;
    value(axis.sessions.apply(id, { type: 'move', units: ['de-21pz-5'], to: 'W7' }));
    value(axis.sessions.apply(id, { type: 'roll', count: 1, sides: 6 }));
    return { axis, id, file: value(axis.exchange.exportGame(id)) };
  }

  it('exports a file the opponent imports as the same game, then sends back with new moves highlighted', () => {
    const { axis, id, file } = played();
    expect(file.fileName).toMatch(/^PBEM-\d{4}-\d{2}-\d{2}\.ctgame$/);
    const allied = player();
    const first = imported(allied.exchange.importGame(file.text));
    expect(first).toMatchObject({ created: true, since: 0 });
    expect(first.view.hash).toBe(value(axis.sessions.open(id)).hash);
    expect(hexOf(first.view, 'de-21pz-5')).toBe('W7');

    // The Allied player moves and sends the game back.
    value(allied.sessions.apply(first.view.id, { type: 'move', units: ['gb-2arm-2sg'], to: 'H3' }));
    value(allied.sessions.apply(first.view.id, { type: 'roll', count: 2, sides: 6 }));
    const back = value(allied.exchange.exportGame(first.view.id));
    const result = imported(axis.exchange.importGame(back.text));
    expect(result).toMatchObject({ created: false, since: 2 });
    expect(result.view.id).toBe(id);
    expect(result.view.head).toBe(4);
    expect(hexOf(result.view, 'gb-2arm-2sg')).toBe('H3');
    expect(result.view.log.filter((e) => e.seq > result.since).map((e) => e.messages[0]!.code)).toEqual(['moved', 'rolled']);

    // Importing the same file again changes nothing.
    expect(imported(axis.exchange.importGame(back.text))).toMatchObject({ since: 4, created: false });
    // An older file than what we hold is refused.
    expect(axis.exchange.importGame(file.text)).toMatchObject({ ok: false, code: 'file.behind' });
  });

  it('replays an imported file once: the state it verified is the one the game opens on', () => {
    const { axis, id, file } = played();
    const ak = modules.get('afrika-korps', 'march-1941:free')!;
    const applied = vi.spyOn(ak, 'apply');
    try {
      const allied = player();
      const first = imported(allied.exchange.importGame(file.text));
      // Two actions in the file: each applied once, by the check on the way in.
      expect(applied).toHaveBeenCalledTimes(2);
      expect(first.view.hash).toBe(value(axis.sessions.open(id)).hash);
      // Opened again from the database, the game is still the same.
      allied.sessions.evict();
      expect(value(allied.sessions.open(first.view.id)).hash).toBe(first.view.hash);
    } finally {
      applied.mockRestore();
    }
  });

  it('refuses files whose history was changed, naming the action', () => {
    const { axis, file } = played();
    const f = () => JSON.parse(file.text) as FileJson;

    // A die changed without re-signing: the chain breaks at that action.
    const diceEdited = f();
    diceEdited.actions[1]!.dice[0]!.values[0] = (diceEdited.actions[1]!.dice[0]!.values[0]! % 6) + 1;
    expect(readGameFile(JSON.stringify(diceEdited), modules)).toMatchObject({ ok: false, code: 'file.chainBroken', params: { seq: 2 } });
    // Re-signed: the replay draws the real die from the seed, so the file is still refused.
    expect(readGameFile(rechain(diceEdited), modules)).toMatchObject({ ok: false, code: 'file.diceMismatch', params: { seq: 2 } });

    // A move changed and re-signed: the state hash no longer matches.
    const moved = f();
    (moved.actions[0]!.action as { to: string }).to = 'W8';
    expect(readGameFile(rechain(moved), modules)).toMatchObject({ ok: false, code: 'file.stateMismatch', params: { seq: 1 } });

    // An illegal action slipped in with a recomputed state hash is refused by the rules engine.
    const illegal = f();
    (illegal.actions[0]!.action as { to: string }).to = 'ZZ99';
    expect(readGameFile(rechain(illegal), modules)).toMatchObject({ ok: false, code: 'file.illegalAction', params: { seq: 1, reason: 'unknownHex' } });

    // A new seed for better dice: the opponent's copy knows the original and refuses it.
    const reseeded = f();
    reseeded.game.seed = 'f'.repeat(32);
    const text = rechain(reseeded);
    expect(readGameFile(text, modules)).toMatchObject({ ok: false });

    // An action dropped from the middle.
    const dropped = f();
    dropped.actions.splice(0, 1);
    expect(readGameFile(rechain(dropped), modules)).toMatchObject({ ok: false, code: 'file.chainBroken' });
    void axis;
  });

  it('refuses a file that rewrites what we already hold, and one for another set-up', () => {
    const { axis, id, file } = played();
    const allied = player();
    imported(allied.exchange.importGame(file.text));
    // Axis undoes the roll and rolls again hoping for a better die, then sends the file.
    value(axis.sessions.undo(id));
    const reroll = value(axis.sessions.apply(id, { type: 'roll', count: 1, sides: 6 }));
    const original = JSON.parse(file.text) as FileJson;
    // The die is fixed by what was committed before it: the same roll gives the same value.
    expect(reroll.log.at(-1)!.dice[0]!.values).toEqual(original.actions[1]!.dice[0]!.values);
    // Rolling a different kind of action first changes what follows, which the opponent sees.
    value(axis.sessions.undo(id));
    value(axis.sessions.apply(id, { type: 'roll', count: 2, sides: 6 }));
    const fished = value(axis.exchange.exportGame(id));
    expect(allied.exchange.importGame(fished.text)).toMatchObject({ ok: false, code: 'file.diverged', params: { seq: 2 } });

    const other = JSON.parse(file.text) as FileJson;
    other.game.dicePolicy = 'physical';
    expect(allied.exchange.importGame(rechain(other))).toMatchObject({ ok: false });
  });

  it('gives clear errors for files that are not game files, and writes nothing', () => {
    const p = player();
    const cases: [string, string][] = [
      ['', 'file.malformed'],
      ['{"format":"campaign-table-game"', 'file.malformed'],
      ['[1,2,3]', 'file.wrongFormat'],
      ['{"format":"vassal-save","version":1}', 'file.wrongFormat'],
      ['{"format":"campaign-table-game","version":99}', 'file.unsupportedVersion'],
      ['{"format":"campaign-table-game","version":1,"game":{"uid":"../../etc/passwd"},"actions":[]}', 'file.malformed'],
      ['{"format":"campaign-table-game","version":1,"game":{"uid":"x\'; DROP TABLE games; --"},"actions":[]}', 'file.malformed'],
    ];
    for (const [text, code] of cases) expect(p.exchange.importGame(text), text).toMatchObject({ ok: false, code });
    expect(p.exchange.importGame('x'.repeat(17 * 1024 * 1024))).toMatchObject({ ok: false, code: 'file.tooLarge' });
    expect(p.db.prepare('SELECT count(*) FROM games').pluck().get()).toBe(0);
  });
});
