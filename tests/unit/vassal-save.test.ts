import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSave, readSaveFile } from '../../main/vassal/save/read';
import { decodeSavedGame, encodeSavedGame } from '../../main/vassal/save/obfuscation';
import { decodeCommands, encodeCommands, flattenCommands, ESC } from '../../main/vassal/save/commands';
import { VassalError } from '../../main/vassal/pieces/errors';
import { lookOf } from '../../main/vassal/pieces/look';
import { buildSave, savedGameOf, zip, brokenObfuscation, truncated, moduledataOf, unbalancedPiece, type FixtureSave } from '../support/vassal/save-fixture';
import { KASSALA } from '../support/vassal/kassala-fixture';

const codeOfAsync = async (p: Promise<unknown>): Promise<string | null> => {
  try {
    await p;
    return null;
  } catch (e) {
    return e instanceof VassalError ? e.code : `not coded: ${String(e)}`;
  }
};

/** §5.4: a 2007 save, upper-case hex, savedGame only; stacked pieces carry map null and the stack the position. */
const TLD: FixtureSave = {
  pieces: [
    { id: '1159124882301', traits: [{ type: 'emb2;Flip;2;F;;0;;;0;;;;1;false;0;0;2394.svg;;true;;;', state: '-1;' }, { type: 'piece;;;1120.svg;1 SLR/3', state: 'null;1977;576' }] },
    { id: '1159124882302', traits: [{ type: 'piece;;;1385.svg;41 RM', state: 'null;1977;576' }] },
    { id: '1159124882303', traits: [{ type: 'piece;;;1469.svg;V&W/5', state: 'null;1977;576' }] },
    { id: '1159124882304', traits: [{ type: 'piece;;;2059.svg;COUP', state: 'null;0;0' }] },
  ],
  stacks: [
    { id: '1159124882310', map: 'Normandy', x: 4470, y: 1920, members: ['1159124882301', '1159124882302', '1159124882303'], layer: false },
    { id: '1159124882311', map: 'Normandy', x: 756, y: 352, members: ['1159124882304'], layer: false },
  ],
  after: ['NormandyBoardPicker\tNormandy\t0\t0'],
  key: 0x5a,
  upperCase: true,
  onlySavedGame: true,
};

describe('savedGame obfuscation (§4.1)', () => {
  it('decodes and encodes with the key, lower or upper case, and reads plain text', () => {
    const text = 'begin_save\u001bend_save é';
    const enc = encodeSavedGame(text, 0x76);
    expect(enc.subarray(0, 7).toString('latin1')).toBe('!VCSK76');
    expect(enc.length).toBe(7 + 2 * Buffer.byteLength(text));
    expect(/^[0-9a-f]+$/.test(enc.subarray(5).toString('latin1'))).toBe(true);
    expect(decodeSavedGame(enc)).toEqual({ text, key: 0x76, upperCase: false, notUtf8: false });
    expect(decodeSavedGame(encodeSavedGame(text, 0xab, true))).toMatchObject({ text, key: 0xab, upperCase: true });
    expect(decodeSavedGame(Buffer.from(text))).toMatchObject({ text, key: null });
    expect(decodeSavedGame(Buffer.from('!VCSK00', 'latin1')).text).toBe('');
  });

  it('refuses broken digits and truncated entries with codes', () => {
    const enc = encodeSavedGame('begin_save', 0x11);
    expect(() => decodeSavedGame(brokenObfuscation(enc))).toThrowError(expect.objectContaining({ code: 'vassal.save.badObfuscation' }));
    expect(() => decodeSavedGame(truncated(enc))).toThrowError(expect.objectContaining({ code: 'vassal.save.truncated' }));
    expect(() => decodeSavedGame(Buffer.from('!VCSK', 'latin1'))).toThrowError(expect.objectContaining({ code: 'vassal.save.truncated' }));
    const spaced = Buffer.from(`${enc.toString('latin1').slice(0, 9)} ${enc.toString('latin1').slice(10)}`, 'latin1');
    expect(() => decodeSavedGame(spaced)).toThrowError(expect.objectContaining({ code: 'vassal.save.badObfuscation' }));
  });
});

describe('the command stream (§4.2)', () => {
  it('decodes nested sub-commands without splitting on raw ESC, and re-encodes the same text', () => {
    const inner = ['+/1/piece;;;a.png;a/Main Map;1;2;;0', '+/2/stack/Main Map;1;2;1;@@-1'].join(ESC);
    const text = ['begin_save', '', inner.replace(/\u001b/g, `\\${ESC}`), 'SETUP_STACK\t', 'end_save'].join(ESC);
    const tree = decodeCommands(text);
    expect(flattenCommands(tree)).toEqual(['begin_save', '', '+/1/piece;;;a.png;a/Main Map;1;2;;0', '+/2/stack/Main Map;1;2;1;@@-1', 'SETUP_STACK\t', 'end_save']);
    expect(encodeCommands(tree)).toBe(text);
    // Split on raw ESC, the nested commands would keep a trailing backslash.
    expect(text.split(ESC)[2]!.endsWith('\\')).toBe(true);
  });

  it('refuses hostile nesting beyond the cap quickly', () => {
    let s = 'x';
    for (let i = 0; i < 300; i++) s = `a${ESC}${s.replace(/\u001b/g, `\\${ESC}`)}`;
    const t0 = performance.now();
    expect(() => decodeCommands(s)).toThrowError(expect.objectContaining({ code: 'vassal.save.tooDeep' }));
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

describe('reading saves (§4.3–4.5)', () => {
  it('reads Kassala\'s setup: pieces, stacks bottom first, boards, SETUP_STACK, turn, players, module name', async () => {
    const save = await readSave(await buildSave(KASSALA));
    expect(save.moduleName).toBe('Kassala');
    expect(save.moduleVersion).toBe('0.2.0');
    expect(save.vassalVersion).toBe('3.6.5');
    expect(save.payload.key).toBe(0x76);
    const m = save.model;
    expect(m.pieces.map((p) => [p.id, p.mapId, p.x, p.y, p.stackId])).toEqual([
      ['1648473853373', 'Main Map', 506, 586, '1648473853374'],
      ['1648473853369', 'Main Map', 734, 718, '1648473853372'],
      ['1648473853370', 'Main Map', 734, 718, '1648473853372'],
      ['1648473853371', 'Main Map', 734, 718, '1648473853372'],
      ['1648473853395', 'Main Map', 734, 1516, '1648473853396'],
    ]);
    expect(m.stacks[1]).toEqual({ id: '1648473853372', mapId: 'Main Map', x: 734, y: 718, members: ['1648473853369', '1648473853370', '1648473853371'], layer: -1 });
    expect(m.boards).toEqual({ 'Main Map': [{ board: 'Kassala', reversed: false, col: 0, row: 0 }] });
    expect(m.setupStack).toBe(true);
    expect(m.state).toEqual(['TURNTurnTracker0\t0|1;0;false;10']);
    expect(m.players).toEqual([{ id: 'p1', name: 'Joel', side: 'Moslem' }, { id: 'p2', name: 'Ann', side: 'Christian' }]);
    expect(m.pieces[0]!.chain.map((t) => t.id)).toEqual(['clone;', 'delete;', 'piece;']);
    expect(lookOf(m.pieces[0]!.chain).notUsed).toEqual(['clone;', 'delete;']);
  });

  it('takes an old save\'s positions from the stack (map null in the piece), upper-case hex, savedGame only (§5.4)', async () => {
    const save = await readSave(await buildSave(TLD));
    expect(save.moduleName).toBeNull();
    expect(save.payload.upperCase).toBe(true);
    expect(save.model.pieces.map((p) => [lookOf(p.chain).name, p.mapId, p.x, p.y])).toEqual([
      ['1 SLR/3', 'Normandy', 4470, 1920],
      ['41 RM', 'Normandy', 4470, 1920],
      ['V&W/5', 'Normandy', 4470, 1920],
      ['COUP', 'Normandy', 756, 352],
    ]);
    expect(save.model.stacks[0]!.layer).toBeNull();
  });

  it('reads reversed boards in rows and columns, and off-map stacks without their x and y', async () => {
    const save = await readSave(await buildSave({
      pieces: [{ id: '1', traits: [{ type: 'piece;;;a.png;a', state: 'null;0;0;;0' }] }, { id: '2', traits: [{ type: 'piece;;;b.png;b', state: 'null;0;0;;0' }] }],
      stacks: [{ id: '3', map: null, x: 5, y: 6, members: ['1'] }, { id: '4', map: 'Main Map', x: 10, y: 20, members: ['2', '99'] }],
      after: ['Main MapBoardPicker\tNorth/rev\t0\t0\tSo\\/uth\t0\t1'],
    }));
    expect(save.model.boards['Main Map']).toEqual([{ board: 'North', reversed: true, col: 0, row: 0 }, { board: 'So/uth', reversed: false, col: 0, row: 1 }]);
    expect(save.model.stacks[0]).toMatchObject({ mapId: null, members: ['1'] });
    expect(save.model.pieces[0]).toMatchObject({ mapId: null, stackId: '3' });
    expect(save.model.missingMembers).toEqual(['99']);
    expect(save.warnings.map((w) => w.code)).toContain('vassal.warn.missingMembers');
  });

  it('reads a plain-text savedGame and a bare, unzipped command stream', async () => {
    expect((await readSave(await buildSave({ ...KASSALA, plain: true }))).model.pieces).toHaveLength(5);
    expect((await readSave(Buffer.from(savedGameOf({ ...KASSALA, plain: true }))))).toMatchObject({ moduleName: null });
  });

  it('reads vsav-engine\'s form: flat stream whose stack commands end in a backslash', async () => {
    const save = await readSave(await buildSave({ ...KASSALA, trailingBackslashStacks: true }));
    expect(save.model.stacks.map((s) => s.members.length)).toEqual([1, 3, 1]);
    expect(save.model.setupStack).toBe(true);
  });
});

describe('logs (§4.6)', () => {
  it('returns the recorded steps in order, each with its commands', async () => {
    const log = await readSave(await buildSave({
      ...KASSALA,
      steps: [
        ['M/1648473853373/Main Map/734/1516/null/Main Map/506/586/null/p1', 'CHAT* 5/104 moves'],
        ['D/1648473853395/x/y'],
        ['UNDO\ttrue', 'M/1648473853373/Main Map/506/586/null/Main Map/734/1516/null/p1', 'UNDO\tfalse'],
        ['CHAT*** d6 = 4'],
        ['-/1648473853370'],
      ],
    }));
    expect(log.model.pieces).toHaveLength(5);
    expect(log.steps.map((s) => s.commands.map((c) => c.kind))).toEqual([['move', 'chat'], ['change'], ['undo', 'move', 'undo'], ['chat'], ['remove']]);
    expect(log.steps[0]!.commands[0]).toEqual({ kind: 'move', id: '1648473853373', map: 'Main Map', x: 734, y: 1516, under: null, from: { map: 'Main Map', x: 506, y: 586, under: null }, player: 'p1' });
    expect(log.steps[3]!.commands[0]).toEqual({ kind: 'chat', text: '*** d6 = 4' });
  });
});

describe('byte-for-byte round trip of what we read (§5.5)', () => {
  const cases: [string, FixtureSave][] = [
    ['Kassala (3.6, flat)', KASSALA],
    ['2007 save (upper-case hex)', TLD],
    ['nested sub-commands', { ...KASSALA, nested: true }],
    ['vsav-engine trailing backslashes', { ...KASSALA, trailingBackslashStacks: true, key: 0xa3 }],
    ['log with steps', { ...KASSALA, steps: [['M/1648473853373/Main Map/734/1516/null/Main Map/506/586/null/p1', 'CHAT* moved'], ['D/1648473853395/a\\/b/c']] }],
  ];
  for (const [name, f] of cases) {
    it(name, async () => {
      const save = await readSave(await buildSave(f));
      const again = encodeSavedGame(encodeCommands(save.tree), save.payload.key!, save.payload.upperCase);
      expect(again.equals(savedGameOf(f))).toBe(true);
    });
  }
});

describe('hostile saves are refused with codes, in bounded time', () => {
  it('a piece added again under the same id replaces the first, even 50,000 times, quickly', async () => {
    const again = (n: number) => ({ id: '42', traits: [{ type: `piece;;;a.png;copy ${n}`, state: 'M;1;2;;0' }] });
    const t0 = performance.now();
    const save = await readSave(await buildSave({ pieces: Array.from({ length: 50_000 }, (_, n) => again(n)), stacks: [] }));
    expect(save.model.pieces).toHaveLength(1);
    expect(lookOf(save.model.pieces[0]!.chain).name).toBe('copy 49999');
    expect(performance.now() - t0).toBeLessThan(15_000);
  });


  it('not a save, not a zip, no savedGame', async () => {
    expect(await codeOfAsync(readSave(Buffer.from('hello world')))).toBe('vassal.save.notSave');
    expect(await codeOfAsync(readSave(Buffer.from('PK\u0003\u0004garbage', 'latin1')))).toBe('vassal.notZip');
    expect(await codeOfAsync(readSave(await zip([['moduledata', moduledataOf('X')]])))).toBe('vassal.save.notSave');
  });

  it('broken and truncated obfuscation, unbalanced escapes, an AddPiece without an id', async () => {
    const entry = savedGameOf(KASSALA);
    expect(await codeOfAsync(readSave(await zip([['savedGame', brokenObfuscation(entry)]])))).toBe('vassal.save.badObfuscation');
    expect(await codeOfAsync(readSave(await zip([['savedGame', truncated(entry)]])))).toBe('vassal.save.truncated');
    const unbalanced = { ...KASSALA, pieces: [unbalancedPiece('7')], stacks: [] };
    expect(await codeOfAsync(readSave(await buildSave(unbalanced)))).toBe('vassal.piece.unbalanced');
    const noId = { ...KASSALA, pieces: [{ id: 'null', traits: [{ type: 'piece;;;a.png;a', state: 'null;0;0;;0' }] }], stacks: [] };
    expect(await codeOfAsync(readSave(await buildSave(noId)))).toBe('vassal.save.badCommand');
  });
});

describe('saves on disk', () => {
  it('open through the archive reader (zip) or as a plain command stream, with codes for the rest', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vsav-'));
    try {
      const zipped = path.join(dir, 'a.vsav');
      fs.writeFileSync(zipped, await buildSave(KASSALA));
      const fromFile = await readSaveFile(zipped);
      expect(fromFile.model).toEqual((await readSave(await buildSave(KASSALA))).model);
      expect(fromFile.moduleName).toBe('Kassala');
      const plain = path.join(dir, 'scenario_5.sav');
      fs.writeFileSync(plain, savedGameOf({ ...KASSALA, plain: true }));
      expect((await readSaveFile(plain)).model.pieces).toHaveLength(5);
      const noGame = path.join(dir, 'b.vsav');
      fs.writeFileSync(noGame, await zip([['moduledata', moduledataOf('X')]]));
      expect(await codeOfAsync(readSaveFile(noGame))).toBe('vassal.save.notSave');
      expect(await codeOfAsync(readSaveFile(path.join(dir, 'missing.vsav')))).toBe('vassal.unreadable');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
