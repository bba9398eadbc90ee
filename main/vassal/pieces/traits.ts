/**
 * The traits that decide how a piece looks (anchor-vassal-formats §3.3), decoded from their type and
 * state strings with VASSAL's defaults for missing trailing fields, and written back by changing
 * only the state fields we own. Every other trait is kept verbatim and reported as not used here.
 */
import { SeReader, seBool, seDecode, seDouble, seEncode, seInt } from './sequence.js';
import type { TraitRecord } from './chain.js';

/** Own fields of a trait type: its `;`-list after the id. */
function fields(type: string, id: string): SeReader {
  return new SeReader(type.slice(id.length), ';');
}
/** Reads n fields (missing ones as undefined). */
function take(r: SeReader, n: number): (string | undefined)[] {
  const out: (string | undefined)[] = [];
  for (let i = 0; i < n; i++) out.push(r.hasMore() ? r.next() : undefined);
  return out;
}

export interface BasicPiece {
  kind: 'basic';
  image: string;
  name: string;
  mapId: string | null;
  x: number;
  y: number;
  gpid: string;
  properties: [string, string][];
}

export interface Layer {
  kind: 'layer';
  name: string;
  images: string[];
  levelNames: string[];
  xOff: number;
  yOff: number;
  scale: number;
  followProperty: boolean;
  propertyName: string;
  firstLevelValue: number;
  alwaysActive: boolean;
  /** The stored value: > 0 active at that level (1-based), < 0 inactive remembering |value|. */
  value: number;
  /** Old files (`emb2` version 0) store `value;active`. */
  legacyActive: boolean | null;
}

export interface Marker { kind: 'marker'; names: string[]; values: string[] }
export interface UsePrototype { kind: 'prototype'; name: string; params: [string, string][] }
export interface TextLabel {
  kind: 'label';
  text: string;
  fontSize: number;
  vertical: string;
  horizontal: string;
  /** Which side of its anchor the text lies on: vertically (t, c, b) and horizontally (l, c, r). */
  vJust: string;
  hJust: string;
  xOff: number;
  yOff: number;
  rotation: number;
  /** `r,g,b` colours; background null when none. */
  foreground: [number, number, number];
  background: [number, number, number] | null;
  bold: boolean;
}
export interface Mask { kind: 'mask'; image: string; style: string; maskName: string; owner: string | null }
export interface Invisible { kind: 'hide'; owner: string | null }
export interface Rotate { kind: 'rotate'; facings: number; /** Degrees clockwise on screen. */ degrees: number; index: number }
export interface MarkMoved { kind: 'markmoved'; image: string; xOff: number; yOff: number; moved: boolean }
export interface NoStack { kind: 'immob'; stacks: boolean }
export interface DynamicProperty { kind: 'prop'; name: string; value: string }
/** Anything else: kept as read, drawn as nothing. */
export interface OtherTrait { kind: 'other'; id: string }

export type Trait = BasicPiece | Layer | Marker | UsePrototype | TextLabel | Mask | Invisible | Rotate | MarkMoved | NoStack | DynamicProperty | OtherTrait;

/** A VASSAL colour `r,g,b[,a]`, or null when empty or unreadable. */
function rgb(v: string | undefined): [number, number, number] | null {
  const p = (v ?? '').split(',').map((n) => Number.parseInt(n, 10));
  if (p.length < 3 || p.slice(0, 3).some((n) => !Number.isFinite(n) || n < 0 || n > 255)) return null;
  return [p[0]!, p[1]!, p[2]!];
}

const nullable = (v: string): string | null => (v === 'null' || v === '' ? null : v);

export function readTrait(t: TraitRecord): Trait {
  switch (t.id) {
    case 'piece;': {
      const [, , image, name] = take(fields(t.type, t.id), 4);
      const s = new SeReader(t.state, ';');
      const mapId = nullable(s.next('null'));
      const x = seInt(s.hasMore() ? s.next() : undefined, 0);
      const y = seInt(s.hasMore() ? s.next() : undefined, 0);
      const gpid = s.hasMore() ? s.next() : '';
      const count = seInt(s.hasMore() ? s.next() : undefined, 0);
      const properties: [string, string][] = [];
      for (let i = 0; i < count && s.hasMore(); i++) properties.push([s.next(), s.hasMore() ? s.next() : '']);
      return { kind: 'basic', image: image ?? '', name: name ?? '', mapId, x, y, gpid, properties };
    }
    case 'emb2;': {
      const f = take(fields(t.type, t.id), 33);
      const s = seDecode(t.state, ';');
      return {
        kind: 'layer',
        name: f[18] ?? '',
        images: f[15] ? seDecode(f[15], ',') : [],
        levelNames: f[16] ? seDecode(f[16], ',') : [],
        xOff: seInt(f[13], 0),
        yOff: seInt(f[14], 0),
        scale: seDouble(f[30], 1),
        followProperty: seBool(f[21], false),
        propertyName: f[22] ?? '',
        firstLevelValue: seInt(f[23], 1),
        alwaysActive: seBool(f[25], true),
        value: seInt(s[0], 1),
        legacyActive: s.length > 1 ? s[1] === 'true' : null,
      };
    }
    case 'mark;':
      return { kind: 'marker', names: seDecode(t.type.slice(5), ','), values: seDecode(t.state, ',') };
    case 'prototype;': {
      const [name, params] = take(fields(t.type, t.id), 2);
      const pairs: [string, string][] = params ? seDecode(params, ',').map((p) => { const [k, v] = seDecode(p, '='); return [k ?? '', v ?? '']; }) : [];
      return { kind: 'prototype', name: name ?? '', params: pairs.filter(([k]) => k) };
    }
    case 'label;': {
      const f = take(fields(t.type, t.id), 18);
      return {
        kind: 'label',
        text: t.state.trim(),
        fontSize: seInt(f[2], 10),
        vertical: f[5] || 't',
        xOff: seInt(f[8], 0),
        yOff: seInt(f[6], 0),
        horizontal: f[7] || 'c',
        vJust: f[9] || 'b',
        hJust: f[10] || 'c',
        rotation: seInt(f[14], 0),
        foreground: rgb(f[4]) ?? [0, 0, 0],
        background: rgb(f[3]),
        bold: (seInt(f[13], 0) & 1) === 1,
      };
    }
    case 'obs;': {
      const f = take(fields(t.type, t.id), 5);
      return { kind: 'mask', image: f[1] ?? '', style: f[3] || 'I', maskName: f[4] ?? '', owner: nullable(seDecode(t.state, ';')[0] ?? '') };
    }
    case 'hide;':
      return { kind: 'hide', owner: nullable(t.state) };
    case 'rotate;': {
      const facings = Math.max(1, seInt(take(fields(t.type, t.id), 1)[0], 6));
      if (facings === 1) {
        const deg = seDouble(t.state, 0);
        return { kind: 'rotate', facings, degrees: normDeg(-deg), index: 0 };
      }
      const index = ((seInt(t.state, 0) % facings) + facings) % facings;
      return { kind: 'rotate', facings, degrees: normDeg((index * 360) / facings), index };
    }
    case 'markmoved;': {
      const [image, x, y] = take(fields(t.type, t.id), 3);
      return { kind: 'markmoved', image: image ?? '', xOff: seInt(x, 0), yOff: seInt(y, 0), moved: t.state === 'true' };
    }
    case 'immob;': {
      const f = take(fields(t.type, t.id), 3);
      return { kind: 'immob', stacks: (f[2] ?? 'R').includes('L') };
    }
    case 'PROP;': {
      const [name] = take(fields(t.type, t.id), 1);
      return { kind: 'prop', name: name ?? '', value: t.state };
    }
    default:
      return { kind: 'other', id: t.id };
  }
}

const normDeg = (d: number): number => {
  const r = ((d % 360) + 360) % 360;
  return r === 0 ? 0 : r;
};

/** Java's text for a double (`-60.0`, `12.5`). */
const javaDouble = (n: number): string => (Number.isInteger(n) ? `${n}.0` : String(n));

/** A trait with one state field changed, everything else as read: BasicPiece position, Layer value, rotation, label text, Marker values. */
export function withState(t: TraitRecord, change: Partial<{ mapId: string | null; x: number; y: number; layerValue: number; rotationIndex: number; degreesCcw: number; label: string; markerValues: string[]; prop: string; maskOwner: string | null }>): TraitRecord {
  if (t.id === 'piece;' && (change.mapId !== undefined || change.x !== undefined || change.y !== undefined)) {
    const s = seDecode(t.state, ';');
    while (s.length < 3) s.push(s.length === 0 ? 'null' : '0');
    if (change.mapId !== undefined) s[0] = change.mapId ?? 'null';
    if (change.x !== undefined) s[1] = String(Math.trunc(change.x));
    if (change.y !== undefined) s[2] = String(Math.trunc(change.y));
    return { ...t, state: seEncode(s, ';') };
  }
  if (t.id === 'emb2;' && change.layerValue !== undefined) {
    const s = seDecode(t.state, ';');
    s[0] = String(Math.trunc(change.layerValue));
    if (s.length > 1) s[1] = change.layerValue > 0 ? 'true' : 'false';
    return { ...t, state: seEncode(s, ';') };
  }
  if (t.id === 'rotate;' && change.rotationIndex !== undefined) return { ...t, state: String(change.rotationIndex) };
  if (t.id === 'rotate;' && change.degreesCcw !== undefined) return { ...t, state: javaDouble(change.degreesCcw) };
  if (t.id === 'label;' && change.label !== undefined) return { ...t, state: change.label };
  if (t.id === 'obs;' && change.maskOwner !== undefined) {
    const s = seDecode(t.state, ';');
    s[0] = change.maskOwner ?? 'null';
    return { ...t, state: seEncode(s, ';') };
  }
  if (t.id === 'mark;' && change.markerValues !== undefined) return { ...t, state: seEncode(change.markerValues, ',') };
  if (t.id === 'PROP;' && change.prop !== undefined) return { ...t, state: change.prop };
  return t;
}

/** Trait ids this app draws or reads; any other is "not used here". */
export const USED_TRAIT_IDS: ReadonlySet<string> = new Set(['piece;', 'emb2;', 'mark;', 'prototype;', 'label;', 'obs;', 'hide;', 'rotate;', 'markmoved;', 'immob;', 'PROP;', 'stack', 'deck;']);
