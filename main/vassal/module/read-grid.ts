/**
 * Grid elements of a board → GridDef (anchor-vassal-formats.md §2.5–§2.7), recognising a module's
 * own classes by their shape (§2.8): a tag ending in HexGrid is a hex grid, one ending in
 * GridNumbering a numbering, "Oblique" in it the Afrika Korps formula.
 */
import type { XmlElement } from '../xml/parse.js';
import { seDecode as decodeList } from '../pieces/sequence.js';
import type { GridDef, HexGridDef, NumberingDef, RegionDef, SquareGridDef, ZoneDef } from './types.js';

export const local = (tag: string): string => tag.slice(tag.lastIndexOf('.') + 1);
export const isStandard = (tag: string): boolean => tag.startsWith('VASSAL.');

export const bool = (v: string | undefined, dflt: boolean): boolean => (v === undefined || v === '' ? dflt : v.trim().toLowerCase() === 'true');
export const num = (v: string | undefined, dflt: number): number => {
  if (v === undefined || v.trim() === '') return dflt;
  const n = Number(v.trim());
  return Number.isFinite(n) ? n : dflt;
};
/** VASSAL parses these with Integer.parseInt: a non-integer falls back to the default. */
export const int = (v: string | undefined, dflt: number): number => {
  if (v === undefined || !/^\s*[-+]?\d+\s*$/.test(v)) return dflt;
  return parseInt(v, 10);
};

const DEFAULT_HEX_WIDTH = 64 * (Math.sqrt(3) / 2);

export type GridKind = 'hex' | 'square' | 'region' | 'zoned';

export function gridKindOf(tag: string): GridKind | null {
  const l = local(tag);
  if (l.endsWith('ZonedGrid')) return 'zoned';
  if (l.endsWith('HexGrid')) return 'hex';
  if (l.endsWith('SquareGrid') || l.endsWith('RectangularGrid')) return 'square';
  if (l.endsWith('RegionGrid')) return 'region';
  return null;
}

export const isNumbering = (tag: string): boolean => local(tag).endsWith('GridNumbering');

export function readNumbering(el: XmlElement, kind: 'hex' | 'square'): NumberingDef {
  const a = el.attrs;
  const type = (v: string | undefined): 'N' | 'A' => (v?.trim().toUpperCase() === 'A' ? 'A' : 'N');
  const standard = isStandard(el.tag);
  return {
    cls: el.tag,
    kind,
    first: a.first?.trim().toUpperCase() === 'V' ? 'V' : 'H',
    sep: a.sep ?? '',
    hType: type(a.hType),
    vType: type(a.vType),
    hLeading: int(a.hLeading, 1),
    vLeading: int(a.vLeading, 1),
    hOff: int(a.hOff, 1),
    vOff: int(a.vOff, 1),
    hDescend: bool(a.hDescend, false),
    vDescend: bool(a.vDescend, false),
    stagger: bool(a.stagger, true),
    oblique: local(el.tag).includes('Oblique'),
    locationFormat: a.locationFormat ?? '$gridLocation$',
    verified: standard,
  };
}

function numberingChild(el: XmlElement, kind: 'hex' | 'square'): NumberingDef | null {
  const n = el.children.find((c) => isNumbering(c.tag));
  return n ? readNumbering(n, kind) : null;
}

function readHex(el: XmlElement): HexGridDef {
  const a = el.attrs;
  let dx = a.dx !== undefined ? num(a.dx, DEFAULT_HEX_WIDTH) : null;
  const dy = num(a.dy, 64);
  // VASSAL's quirk (§2.5.1): an absent dx, or one exactly equal to the default width, follows dy.
  if (dx === null || dx === 55.42562584220407) dx = dy * (Math.sqrt(3) / 2);
  return {
    kind: 'hex',
    cls: el.tag,
    custom: !isStandard(el.tag),
    dx,
    dy,
    x0: int(a.x0, 0),
    y0: int(a.y0, 32),
    sideways: bool(a.sideways, false),
    snapTo: bool(a.snapTo, true),
    edgesLegal: bool(a.edgesLegal, false),
    cornersLegal: bool(a.cornersLegal, false),
    numbering: numberingChild(el, 'hex'),
  };
}

function readSquare(el: XmlElement): SquareGridDef {
  const a = el.attrs;
  return {
    kind: 'square',
    cls: el.tag,
    custom: !isStandard(el.tag),
    dx: num(a.dx, 48),
    dy: num(a.dy, 48),
    x0: int(a.x0, 24),
    y0: int(a.y0, 24),
    snapTo: bool(a.snapTo, true),
    numbering: numberingChild(el, 'square'),
  };
}

function readRegions(el: XmlElement): RegionDef[] {
  const out: RegionDef[] = [];
  const stack = [...el.children];
  while (stack.length) {
    const c = stack.shift()!;
    if (local(c.tag) === 'Region' || (c.attrs.originx !== undefined && c.attrs.name !== undefined)) {
      out.push({ name: c.attrs.name ?? '', x: int(c.attrs.originx, 0), y: int(c.attrs.originy, 0) });
    } else stack.unshift(...c.children);
  }
  return out;
}

export function readZonePath(text: string | undefined): [number, number][] {
  if (!text) return [];
  const out: [number, number][] = [];
  for (const pair of decodeList(text, ';')) {
    const [x, y] = decodeList(pair, ',').map((v) => parseInt(v, 10));
    if (Number.isFinite(x) && Number.isFinite(y)) out.push([x!, y!]);
  }
  return out;
}

function firstGrid(children: readonly XmlElement[]): GridDef | null {
  for (const c of children) {
    const g = readGrid(c);
    if (g) return g;
  }
  return null;
}

/** The grid an element stands for, or null when it is not a grid. */
export function readGrid(el: XmlElement): GridDef | null {
  switch (gridKindOf(el.tag)) {
    case 'hex':
      return readHex(el);
    case 'square':
      return readSquare(el);
    case 'region':
      return { kind: 'region', cls: el.tag, custom: !isStandard(el.tag), regions: readRegions(el) };
    case 'zoned': {
      const zones: ZoneDef[] = [];
      let background: GridDef | null = null;
      for (const c of el.children) {
        if (local(c.tag) === 'Zone') {
          zones.push({
            name: c.attrs.name ?? '',
            path: readZonePath(c.attrs.path),
            locationFormat: c.attrs.locationFormat ?? '$name$',
            useParentGrid: bool(c.attrs.useParentGrid, false),
            grid: firstGrid(c.children),
          });
        } else background ??= readGrid(c);
      }
      return { kind: 'zoned', cls: el.tag, custom: !isStandard(el.tag), zones, background };
    }
    default:
      return null;
  }
}

/** Every numbering in a grid (zones included), for reports. */
export function numberingsOf(grid: GridDef | null): NumberingDef[] {
  if (!grid) return [];
  if (grid.kind === 'hex' || grid.kind === 'square') return grid.numbering ? [grid.numbering] : [];
  if (grid.kind === 'zoned') return [...numberingsOf(grid.background), ...grid.zones.flatMap((z) => numberingsOf(z.grid))];
  return [];
}
