/**
 * The parsed buildFile tree → the module model (anchor-vassal-formats.md §2): maps and their
 * boards and grids, at-start stacks, the piece palette, prototypes, predefined set-ups, dice
 * buttons and the module's own classes. Unknown elements are containers: we recurse into them.
 * Board sizes, placements and positions are completed by read-module.ts once images are read.
 */
import type { XmlElement } from '../xml/parse.js';
import { bool, gridKindOf, int, isNumbering, isStandard, local, readGrid } from './read-grid.js';
import type {
  BoardDef, CustomClassDef, CustomRole, DiceButtonDef, MapDef, ModuleWarning, PaletteFolder, PaletteNode,
  PieceSlotDef, PredefinedSetupDef, SetupStackDef,
} from './types.js';

export interface BuildModel {
  maps: MapDef[];
  /** Raw default board set-up text per map id (the BoardPicker's <setup> child). */
  boardSetups: Record<string, string>;
  palette: PaletteFolder[];
  prototypes: Record<string, string>;
  setups: PredefinedSetupDef[];
  dice: DiceButtonDef[];
  sides: string[];
  customClasses: CustomClassDef[];
  warnings: ModuleWarning[];
}

const MAP_TAGS = new Set(['Map', 'PrivateMap', 'PlayerHand', 'WidgetMap']);
const WIDGETS = new Set(['TabWidget', 'ListWidget', 'PanelWidget', 'BoxWidget']);

const isMap = (el: XmlElement): boolean => MAP_TAGS.has(local(el.tag)) || (!isStandard(el.tag) && local(el.tag).endsWith('Map') && el.attrs.mapName !== undefined);
const isBoardPicker = (el: XmlElement): boolean => local(el.tag).endsWith('BoardPicker');
const isBoard = (el: XmlElement): boolean => local(el.tag).endsWith('Board') && !isBoardPicker(el);
const isSlot = (el: XmlElement): boolean => local(el.tag) === 'PieceSlot' || local(el.tag) === 'CardSlot';

/** All descendants (document order) matching `want`, not descending below a match or into `stop`. */
function findAll(root: XmlElement, want: (el: XmlElement) => boolean, stop: (el: XmlElement) => boolean = () => false): XmlElement[] {
  const out: XmlElement[] = [];
  const stack: XmlElement[] = [...root.children].reverse();
  while (stack.length) {
    const el = stack.pop()!;
    if (want(el)) out.push(el);
    else if (!stop(el)) for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
  }
  return out;
}

function slotOf(el: XmlElement): PieceSlotDef {
  return {
    name: el.attrs.entryName ?? el.attrs.name ?? '',
    gpid: el.attrs.gpid ?? '',
    width: int(el.attrs.width, 0),
    height: int(el.attrs.height, 0),
    definition: el.text,
  };
}

function readBoard(el: XmlElement): BoardDef {
  let grid = null;
  for (const c of el.children) {
    grid = readGrid(c);
    if (grid) break;
  }
  const image = el.attrs.image?.trim() ? el.attrs.image : null;
  return {
    name: el.attrs.name ?? '',
    image,
    imageEntry: null,
    width: int(el.attrs.width, 0),
    height: int(el.attrs.height, 0),
    reversible: bool(el.attrs.reversible, false),
    color: el.attrs.color ?? null,
    grid,
  };
}

function readSetupStack(el: XmlElement): SetupStackDef {
  const a = el.attrs;
  const owning = a.owningBoard?.trim() ? a.owningBoard : null;
  return {
    name: a.name ?? '',
    owningBoard: owning,
    x: int(a.x, 0),
    y: int(a.y, 0),
    useGridLocation: bool(a.useGridLocation, false),
    location: a.location ?? null,
    position: null,
    pieces: findAll(el, isSlot).map(slotOf),
  };
}

function readMap(el: XmlElement, index: number, out: BuildModel): MapDef {
  const a = el.attrs;
  const [ew, eh] = (a.edge ?? '').split(',');
  const name = a.mapName ?? '';
  const id = name || `Map${index}`;
  const boards: BoardDef[] = [];
  for (const picker of findAll(el, isBoardPicker, isMap)) {
    for (const b of findAll(picker, isBoard)) boards.push(readBoard(b));
    const setup = picker.children.find((c) => c.tag === 'setup');
    if (setup && setup.text.trim()) out.boardSetups[id] = setup.text;
  }
  const setupStacks = findAll(el, (c) => local(c.tag) === 'SetupStack', isMap).map(readSetupStack);
  return {
    id,
    name,
    cls: el.tag,
    custom: !isStandard(el.tag),
    edgeWidth: int(a.edgeWidth, int(ew, 0)),
    edgeHeight: int(a.edgeHeight, int(eh, 0)),
    boards,
    defaultPlacement: [],
    setupStacks,
  };
}

function readPalette(el: XmlElement): PaletteFolder {
  const folder: PaletteFolder = { kind: 'folder', name: el.attrs.name || el.attrs.entryName || el.attrs.text || '', cls: el.tag, children: [] };
  const fill = (parent: PaletteFolder, node: XmlElement): void => {
    for (const c of node.children) {
      if (isSlot(c)) parent.children.push({ kind: 'slot', ...slotOf(c) });
      else if (WIDGETS.has(local(c.tag))) {
        const sub: PaletteFolder = { kind: 'folder', name: c.attrs.entryName ?? '', cls: c.tag, children: [] };
        fill(sub, c);
        parent.children.push(sub);
      } else fill(parent, c);
    }
  };
  fill(folder, el);
  return folder;
}

function readPredefined(el: XmlElement, warnings: ModuleWarning[]): PredefinedSetupDef {
  const a = el.attrs;
  const isMenu = bool(a.isMenu, false);
  const useFile = bool(a.useFile, true);
  const file = a.file?.trim() ? a.file : null;
  const name = a.name ?? '';
  if (!isMenu && useFile && !file) warnings.push({ code: 'vassal.setupWithoutFile', params: { name } });
  return {
    name,
    file,
    entry: null,
    useFile,
    isMenu,
    description: a.description ?? '',
    children: findAll(el, (c) => local(c.tag) === 'PredefinedSetup').map((c) => readPredefined(c, warnings)),
  };
}

function readDice(el: XmlElement): DiceButtonDef {
  const a = el.attrs;
  return {
    name: a.name ?? a.text ?? '',
    text: a.text ?? '',
    nDice: int(a.nDice, 2),
    nSides: int(a.nSides, 6),
    plus: int(a.plus, 0),
    addToTotal: int(a.addToTotal, 0),
    reportTotal: bool(a.reportTotal, false),
  };
}

function roleOf(el: XmlElement): { role: CustomRole; fallback: CustomClassDef['fallback'] } {
  const l = local(el.tag);
  if (isNumbering(el.tag)) return { role: 'numbering', fallback: l.includes('Oblique') ? 'obliqueNumbering' : 'standardNumbering' };
  if (gridKindOf(el.tag)) return { role: 'grid', fallback: 'standardGrid' };
  if (isBoardPicker(el)) return { role: 'boardPicker', fallback: 'standardMap' };
  if (isBoard(el)) return { role: 'board', fallback: 'standardMap' };
  if (l.endsWith('Map')) return { role: 'map', fallback: 'standardMap' };
  if (l.includes('TurnTracker')) return { role: 'turnTracker', fallback: 'ignored' };
  return { role: 'component', fallback: 'ignored' };
}

function customClasses(root: XmlElement): CustomClassDef[] {
  const byClass = new Map<string, CustomClassDef>();
  const stack = [root];
  while (stack.length) {
    const el = stack.pop()!;
    // Plain child elements of standard components (<setup>, <entry>, <option>) are data, not classes.
    if (el.tag.includes('.') && !isStandard(el.tag)) {
      const known = byClass.get(el.tag);
      if (known) known.count++;
      else byClass.set(el.tag, { cls: el.tag, ...roleOf(el), count: 1 });
    }
    stack.push(...el.children);
  }
  return [...byClass.values()].sort((x, y) => x.cls.localeCompare(y.cls));
}

/** The model of a (merged) buildFile tree. */
export function buildModel(root: XmlElement): BuildModel {
  const out: BuildModel = { maps: [], boardSetups: {}, palette: [], prototypes: {}, setups: [], dice: [], sides: [], customClasses: [], warnings: [] };
  findAll(root, isMap).forEach((m, i) => {
    out.maps.push(readMap(m, i, out));
    // Maps nested inside this map (rare) are maps too.
    findAll(m, isMap).forEach((inner) => out.maps.push(readMap(inner, out.maps.length, out)));
  });
  out.palette = findAll(root, (el) => local(el.tag) === 'PieceWindow').map(readPalette);
  for (const p of findAll(root, (el) => local(el.tag) === 'PrototypeDefinition')) {
    const name = p.attrs.name ?? '';
    if (Object.hasOwn(out.prototypes, name)) out.warnings.push({ code: 'vassal.duplicatePrototype', params: { name } });
    else out.prototypes[name] = p.text;
  }
  out.setups = findAll(root, (el) => local(el.tag) === 'PredefinedSetup').map((s) => readPredefined(s, out.warnings));
  out.dice = findAll(root, (el) => local(el.tag) === 'DiceButton').map(readDice);
  // The sides players choose from (PlayerRoster's <entry> children), each once.
  for (const roster of findAll(root, (el) => local(el.tag) === 'PlayerRoster'))
    for (const e of roster.children) if (e.tag === 'entry' && e.text.trim() && !out.sides.includes(e.text.trim())) out.sides.push(e.text.trim());
  out.customClasses = customClasses(root);
  return out;
}

