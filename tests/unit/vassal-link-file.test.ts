import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readLink, writeLink, VASSAL_LINK_FILE, VASSAL_LINK_FORMAT, type VassalLink } from '../../main/vassal/to-game/link';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ct-vlink-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// A chain of a few kilobytes, as real modules' counters have, shared by counters of one kind.
const chainOf = (kind: string) => `emb2;Flip;2;F;;0;;;0;${'x'.repeat(3000)}\tpiece;;;${kind}.png;${kind}`;
const link: VassalLink = {
  format: VASSAL_LINK_FORMAT,
  version: 1,
  module: { name: 'Desert', version: '1.0', vassalVersion: '3.7.0' },
  moduledata: null,
  mapId: 'Main Map',
  boards: [{ board: 'North', col: 0, row: 0, reversed: false }],
  pieces: Object.fromEntries(
    Array.from({ length: 300 }, (_, i) => [`v${i}`, { type: chainOf(`kind${i % 3}`), state: `-1\tMain Map;${i};${i};1;0`, flip: 0, steps: -1, ...(i === 7 ? { rotate: 1 } : {}) }]),
  ),
  looks: {},
  timeline: {},
  linked: null,
};

describe('the VASSAL link file', () => {
  it('writes each distinct trait chain once and reads every counter back with its own', () => {
    const folder = fs.mkdtempSync(path.join(dir, 'g-'));
    writeLink(folder, link);
    const raw = JSON.parse(fs.readFileSync(path.join(folder, VASSAL_LINK_FILE), 'utf8'));
    expect(raw.version).toBe(2);
    expect(raw.types).toHaveLength(3);
    expect(fs.statSync(path.join(folder, VASSAL_LINK_FILE)).size).toBeLessThan(60_000);
    const back = readLink(folder)!;
    expect(back.pieces).toEqual(link.pieces);
  });

  it('still reads a link written before (each counter with its chain)', () => {
    const folder = fs.mkdtempSync(path.join(dir, 'g-'));
    fs.writeFileSync(path.join(folder, VASSAL_LINK_FILE), JSON.stringify(link));
    expect(readLink(folder)!.pieces.v7).toEqual(link.pieces.v7);
  });

  it('reads a file whose chain reference is broken as no link', () => {
    const folder = fs.mkdtempSync(path.join(dir, 'g-'));
    writeLink(folder, link);
    const file = path.join(folder, VASSAL_LINK_FILE);
    const raw = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const bad of [3, -1, 1.5, '0']) {
      fs.writeFileSync(file, JSON.stringify({ ...raw, pieces: { ...raw.pieces, v0: { ...raw.pieces.v0, typeRef: bad } } }));
      expect(readLink(folder)).toBeNull();
    }
    fs.writeFileSync(file, JSON.stringify({ ...raw, types: 'nope' }));
    expect(readLink(folder)).toBeNull();
  });
});
