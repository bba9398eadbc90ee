import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { readSave } from '../../main/vassal/save/read';
import { writeSave, saveTree, type WriteInput } from '../../main/vassal/save/write';
import { writeInputFromSave } from '../../main/vassal/save/from-save';
import { flattenCommands } from '../../main/vassal/save/commands';
import { withState } from '../../main/vassal/pieces/traits';
import { lookOf } from '../../main/vassal/pieces/look';
import { decodeChain } from '../../main/vassal/pieces/chain';
import { VassalError } from '../../main/vassal/pieces/errors';
import { buildSave, savedGameOf, manyPieces, moduledataOf, ladder } from '../support/vassal/save-fixture';
import { KASSALA } from '../support/vassal/kassala-fixture';

/** Every entry of a zip with its compression method and bytes. */
async function entries(bytes: Buffer): Promise<{ name: string; method: number; data: Buffer }[]> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const out: { name: string; method: number; data: Buffer }[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('end', () => resolve());
    zip.on('entry', (e: yauzl.Entry) => {
      zip.openReadStream(e, (err, s) => {
        if (err || !s) return reject(err);
        const chunks: Buffer[] = [];
        s.on('data', (c: Buffer) => chunks.push(c));
        s.on('end', () => {
          out.push({ name: e.fileName, method: e.compressionMethod, data: Buffer.concat(chunks) });
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

const codeOf = (f: () => unknown): string | null => {
  try {
    f();
    return null;
  } catch (e) {
    return e instanceof VassalError ? e.code : `not coded: ${String(e)}`;
  }
};

describe('writing a .vsav VASSAL opens (§4.7)', () => {
  it('writes back what it read byte for byte in VASSAL\'s order (Kassala), with DEFLATE entries and moduledata copied', async () => {
    const read = await readSave(await buildSave(KASSALA));
    const written = await writeSave({ ...writeInputFromSave(read), key: 0x76, dateSaved: 1_700_000_000_000 });
    const files = await entries(written);
    expect(files.map((f) => [f.name, f.method])).toEqual([['moduledata', 8], ['savedata', 8], ['savedGame', 8]]);
    expect(files[0]!.data.equals(moduledataOf('Kassala', '0.2.0'))).toBe(true);
    expect(files[2]!.data.equals(savedGameOf(KASSALA))).toBe(true);
    const savedata = files[1]!.data.toString('utf8');
    expect(savedata).toContain('<version>0.2.0</version><VassalVersion>3.6.5</VassalVersion><dateSaved>1700000000000</dateSaved>');
  });

  it('round trip: read → flip, move, stack → write → read gives the same pieces, positions, layers and stacks', async () => {
    const read = await readSave(await buildSave(manyPieces(40)));
    const input = writeInputFromSave(read);
    // Flip the first piece (its back layer on) and move the 5th piece onto the first piece's stack.
    const first = input.pieces[0]!;
    first.chain = first.chain.map((t) => (t.id === 'emb2;' ? withState(t, { layerValue: 1 }) : t));
    const moved = 4;
    input.stacks = input.stacks.map((s) => ({ ...s, members: s.members.filter((m) => m !== moved) })).filter((s) => s.members.length);
    input.stacks[0]!.members.push(moved);
    const again = await readSave(await writeSave(input));
    expect(again.model.pieces).toHaveLength(40);
    const byId = new Map(again.model.pieces.map((p) => [p.id, p]));
    const f = byId.get(first.id!)!;
    expect(lookOf(f.chain).images.map((i) => i.image)).toEqual(['Unit 0.png', 'Unit 0_back.png']);
    const m = byId.get(input.pieces[moved]!.id!)!;
    expect([m.mapId, m.x, m.y, m.stackId]).toEqual([f.mapId, f.x, f.y, f.stackId]);
    // Its BasicPiece state carries exactly the stack's point.
    expect(m.chain.at(-1)!.state.startsWith(`Main Map;${f.x};${f.y};`)).toBe(true);
    expect(again.model.stacks.map((s) => s.members)).toEqual(input.stacks.map((s) => s.members.map((i) => input.pieces[i]!.id)));
    for (const p of again.model.pieces) {
      const orig = read.model.pieces.find((q) => q.id === p.id)!;
      if (p.id !== first.id && p.id !== m.id) expect([p.chain, p.x, p.y]).toEqual([orig.chain, orig.x, orig.y]);
    }
    expect(again.model.setupStack).toBe(true);
    expect(again.model.boards).toEqual(read.model.boards);
    expect(again.model.state).toEqual(['TURNTurnTracker0\t0|1;0;false;10']);
  });

  it('orders pieces before stacks, generates unique decimal ids, writes lower-case hex and SETUP_STACK', async () => {
    const chain = decodeChain('piece;;;a.png;a', 'null;0;0;12;0');
    const input: WriteInput = {
      pieces: [{ chain, mapId: 'Main Map', x: 10.7, y: 20, id: undefined }, { chain, mapId: null, x: 0, y: 0 }, { chain, mapId: 'Main Map', x: 0, y: 0 }],
      stacks: [{ mapId: 'Main Map', x: 100, y: 200, members: [2, 0] }],
      boards: { 'Main Map': [{ board: 'North', reversed: true, col: 0, row: 0 }] },
      moduledata: null,
      moduleVersion: '1',
      vassalVersion: '3.7.0',
      description: 'Exported by Campaign Table',
      dateSaved: 1_700_000_000_000,
    };
    const flat = flattenCommands(saveTree(input)) as string[];
    const adds = flat.filter((c) => c.startsWith('+/'));
    expect(adds.map((c) => c.split('/')[2] === 'stack')).toEqual([false, false, false, true]);
    const ids = adds.map((c) => c.split('/')[1]!);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^\d+$/);
    expect(flat).toContain('Main MapBoardPicker\tNorth/rev\t0\t0');
    expect(flat.indexOf('SETUP_STACK\t')).toBeGreaterThan(flat.indexOf(adds[3]!));
    expect(flat[0]).toBe('begin_save');
    expect(flat.at(-1)).toBe('end_save');
    const game = (await entries(await writeSave(input))).find((e) => e.name === 'savedGame')!.data.toString('latin1');
    expect(game).toMatch(/^!VCSK[0-9a-f]+$/);
    const back = await readSave(await writeSave(input));
    expect(back.model.stacks[0]!.members).toEqual([back.model.pieces[0]!.id, back.model.pieces[1]!.id]);
    expect(back.model.pieces.map((p) => [p.mapId, p.x, p.y])).toEqual([['Main Map', 100, 200], ['Main Map', 100, 200], [null, 0, 0]]);
    expect(back.model.boards['Main Map']).toEqual([{ board: 'North', reversed: true, col: 0, row: 0 }]);
  });

  it('never writes a token ending in a backslash that would swallow the next delimiter', async () => {
    const chain = [{ id: 'mark;', type: 'mark;Note', state: 'C:\\' }, { id: 'piece;', type: 'piece;;;a.png;name\\', state: 'null;0;0;;0' }];
    const back = await readSave(await writeSave({ pieces: [{ chain, mapId: 'Main Map', x: 5, y: 6 }], stacks: [], boards: {}, moduledata: null, moduleVersion: '', vassalVersion: '', description: '' }));
    expect(back.model.pieces[0]!.chain.map((t) => [t.type, t.state])).toEqual([['mark;Note', 'C:\\'], ['piece;;;a.png;name\\', 'Main Map;5;6;;0']]);
  });

  it('refuses bad ids, a piece in two stacks and unexpanded prototypes with codes; expands them when given the definitions', () => {
    const chain = decodeChain('piece;;;a.png;a', 'null;0;0;;0');
    const base: WriteInput = { pieces: [{ chain, mapId: 'M', x: 0, y: 0 }], stacks: [], boards: {}, moduledata: null, moduleVersion: '', vassalVersion: '', description: '' };
    expect(codeOf(() => saveTree({ ...base, pieces: [{ ...base.pieces[0]!, id: 'x/1' }] }))).toBe('vassal.write.badId');
    expect(codeOf(() => saveTree({ ...base, pieces: [{ ...base.pieces[0]!, id: '5' }, { ...base.pieces[0]!, id: '5' }] }))).toBe('vassal.write.duplicateId');
    expect(codeOf(() => saveTree({ ...base, stacks: [{ mapId: 'M', x: 0, y: 0, members: [0] }, { mapId: 'M', x: 1, y: 1, members: [0] }] }))).toBe('vassal.write.stackMember');
    expect(codeOf(() => saveTree({ ...base, stacks: [{ mapId: 'M', x: 0, y: 0, members: [3] }] }))).toBe('vassal.write.stackMember');
    const proto = decodeChain(`prototype;Unit${'\t'}piece;;;a.png;a`, `${'\t'}null;0;0;;0`);
    expect(codeOf(() => saveTree({ ...base, pieces: [{ chain: proto, mapId: 'M', x: 0, y: 0 }] }))).toBe('vassal.write.prototype');
    const { type, state } = ladder([{ type: 'delete;Delete;68,130;', state: '' }, { type: 'piece;;;;', state: 'null;0;0;;0' }]);
    const tree = saveTree({ ...base, pieces: [{ chain: proto, mapId: 'M', x: 0, y: 0 }], prototypes: new Map([['Unit', `+/null/${type}/${state}`]]) });
    const add = (flattenCommands(tree) as string[]).find((c) => c.startsWith('+/'))!;
    expect(add).toContain(`delete;Delete;68,130;${'\t'}piece;;;a.png;a`);
    expect(add).not.toContain('prototype;');
  });
});

describe('pieces that never stack', () => {
  it('are written loose at their stack\'s point, the others stacked', async () => {
    const unit = decodeChain('piece;;;a.png;a', 'null;0;0;1;0');
    const marker = decodeChain(`immob;;N;${'\t'}piece;;;m.png;Disrupted`, `${'\t'}null;0;0;2;0`);
    const back = await readSave(await writeSave({
      pieces: [{ chain: unit, mapId: 'M', x: 0, y: 0 }, { chain: marker, mapId: 'M', x: 0, y: 0 }, { chain: unit, mapId: 'M', x: 0, y: 0 }],
      stacks: [{ mapId: 'M', x: 300, y: 400, members: [0, 1, 2] }],
      boards: {}, moduledata: null, moduleVersion: '', vassalVersion: '', description: '',
    }));
    expect(back.model.stacks).toHaveLength(1);
    expect(back.model.stacks[0]!.members).toHaveLength(2);
    const m = back.model.pieces.find((p) => lookOf(p.chain).name === 'Disrupted')!;
    expect([m.stackId, m.mapId, m.x, m.y]).toEqual([null, 'M', 300, 400]);
  });
});

describe('a 2,300-piece save', () => {
  it('opens in bounded time and round-trips', async () => {
    const bytes = await buildSave(manyPieces(2300));
    const t0 = performance.now();
    const save = await readSave(bytes);
    const ms = performance.now() - t0;
    expect(save.model.pieces).toHaveLength(2300);
    expect(save.model.pieces.every((p) => p.stackId !== null && p.mapId === 'Main Map')).toBe(true);
    expect(ms).toBeLessThan(5000);
    const again = await readSave(await writeSave(writeInputFromSave(save)));
    expect(again.model.pieces.map((p) => [p.id, p.x, p.y, p.stackId])).toEqual(save.model.pieces.map((p) => [p.id, p.x, p.y, p.stackId]));
  });
});
