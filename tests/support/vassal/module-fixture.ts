/**
 * Generated VASSAL modules for tests and benches, written in the real formats: a zip (yazl) with
 * `moduledata`, a buildFile whose elements and attributes are VASSAL's, PNG images made with sharp
 * and piece definitions encoded as VASSAL encodes them. Nothing here comes from a real module.
 *
 * Default module "Fixture Desert": one map "Main Map" (edge 20 × 10) with two 900 × 600 boards
 * side by side ("North", and "South" which is reversible), each with a sideways hex grid and AK-like
 * numbering; forty two-sided counters (a one-level Layer "Flip" over the front image) in a palette
 * of two folders, a prototype "Unit", four at-start stacks, predefined set-ups (one a menu), two
 * dice buttons.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import yazl from 'yazl';
import { addPiece, encodeList } from './sequence-encode.js';

export const FIXTURE_NAME = 'Fixture Desert';
export const BOARD_W = 900;
export const BOARD_H = 600;
export const EDGE = { w: 20, h: 10 };
/** Sideways hex grid of both boards (dx runs down the screen, dy across: §2.5.2). */
export const GRID = { dx: 60, dy: 69.28, x0: 35, y0: 40 };
export const NUMBERING = { first: 'H', sep: '', hType: 'A', hOff: 0, vType: 'N', vOff: 1, hLeading: 1, vLeading: 0, stagger: true } as const;

export interface FixturePiece {
  name: string;
  gpid: string;
  front: string;
  back: string;
  side: 'Axis' | 'Allied';
}

export interface ModuleFixtureOptions {
  pieceCount?: number;
  /** Write the buildFile under its pre-3.5 name `buildFile`. */
  oldBuildFileName?: boolean;
  /** Predefined set-up saves to store (file name → bytes): the hook for a .vsav writer. */
  saves?: Record<string, Buffer>;
  /** Claim this size for board North's image (header only: the pixels are not there). */
  northClaim?: { width: number; height: number };
  /** Leave out this image entry (a missing image). */
  omitImage?: string;
  /** Write piece images (default true; the bench leaves them out to measure the model only). */
  pieceImages?: boolean;
  /** Replace the buildFile text entirely (hostile fixtures). */
  buildFileText?: string | Buffer;
  /** Extra XML inserted into the GameModule element. */
  extraXml?: string;
  /** Extra zip entries. */
  extraEntries?: Record<string, Buffer>;
  /** Give every counter a Mask (image mask.png), a Can Rotate of six facings and a Text Label (LOOK_TRAITS). */
  lookTraits?: boolean;
}

/**
 * The traits a counter gets with `lookTraits`, outermost first: a Mask showing `mask.png`, a Can
 * Rotate of six facings (state: facing index), and — inside the prototype — a bold white-on-black
 * Text Label at the counter's bottom edge, centred on it, whose text is the counter's strength.
 */
export const LOOK_TRAITS = {
  mask: `obs;77,130;mask.png;Mask;I;Hidden unit;${encodeList(['sides', 'Axis', 'Allied'], ':')}`,
  rotate: `rotate;6;93,130;91,130;Rotate CW;Rotate CCW;;;;`,
  label: `label;76,130;Change label;12;0,0,0;255,255,255;b;-6;c;0;c;c;$pieceName$ ($label$);Dialog;1;0;TextLabel;;false`,
  labelText: (p: FixturePiece): string => `${p.gpid}-${p.side === 'Axis' ? 4 : 3}`,
} as const;

export function fixturePieces(count = 40): FixturePiece[] {
  return Array.from({ length: count }, (_, i) => {
    const side = i % 2 === 0 ? 'Axis' : 'Allied';
    const name = `${side === 'Axis' ? 'DAK' : 'BR'} ${Math.floor(i / 2) + 1}/${100 + i}`;
    return { name, gpid: String(i + 1), front: `u${i + 1}.png`, back: `u${i + 1}_back.png`, side };
  });
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The Layer trait of a two-sided counter: level 1 shows the back image (§3.3 field order). */
export function flipLayerType(back: string): string {
  const fields = ['Flip', '130', 'F', '', '0', '', '', '0', '', '', '', '1', 'false', '0', '0', encodeList([back], ','), encodeList(['+ (reduced)'], ','),
    'true', 'Flip', '', '', 'false', '', '1', '1', 'false', '70,130', '', '', 'Flip side', '1.0', '', 'true'];
  return `emb2;${encodeList(fields, ';')}`;
}

export function pieceDefinition(p: FixturePiece, looks = false): string {
  if (looks) {
    return addPiece(
      [LOOK_TRAITS.mask, LOOK_TRAITS.rotate, 'prototype;Unit', LOOK_TRAITS.label, `mark;Side`, flipLayerType(p.back), `piece;;;${p.front};${p.name}`],
      ['null', '0', '', LOOK_TRAITS.labelText(p), p.side, '-1', encodeList(['null', '0', '0', p.gpid, '0'], ';')],
    );
  }
  return addPiece(
    ['prototype;Unit', `mark;Side`, flipLayerType(p.back), `piece;;;${p.front};${p.name}`],
    ['', p.side, '-1', encodeList(['null', '0', '0', p.gpid, '0'], ';')],
  );
}

export const PROTOTYPE_DEFINITION = addPiece(['delete;Delete;68,130', 'piece;;;;'], ['', 'null;0;0;;0']);

/** At-start stacks: name, board, hex name or x/y, piece indexes bottom first. */
export const SETUP_STACKS = [
  { name: 'Bengasi garrison', board: 'North', location: 'C4', pieces: [1, 3] },
  { name: 'Tobruch', board: 'North', location: 'F7', pieces: [5] },
  { name: 'Axis landing', board: 'South', x: 104, y: 100, pieces: [0, 2, 4] },
  { name: 'Reserve', board: 'North', x: 400, y: 300, pieces: [6] },
] as const;

function slotXml(p: FixturePiece, looks = false): string {
  return `<VASSAL.build.widget.PieceSlot entryName="${esc(p.name)}" gpid="${p.gpid}" height="64" width="64">${esc(pieceDefinition(p, looks))}</VASSAL.build.widget.PieceSlot>`;
}

function gridXml(): string {
  const n = NUMBERING;
  return `<VASSAL.build.module.map.boardPicker.board.HexGrid color="0,0,0" cornersLegal="false" dotsVisible="false" dx="${GRID.dx}" dy="${GRID.dy}" edgesLegal="false" sideways="true" snapTo="true" visible="false" x0="${GRID.x0}" y0="${GRID.y0}">`
    + `<VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering color="0,0,0" first="${n.first}" fontSize="9" hDescend="false" hDrawOff="0" hLeading="${n.hLeading}" hOff="${n.hOff}" hType="${n.hType}" locationFormat="$gridLocation$" rotateText="0" sep="${n.sep}" stagger="${n.stagger}" vDescend="false" vDrawOff="0" vLeading="${n.vLeading}" vOff="${n.vOff}" vType="${n.vType}" visible="false"/>`
    + `</VASSAL.build.module.map.boardPicker.board.HexGrid>`;
}

export function fixtureBuildFile(pieces: readonly FixturePiece[], extraXml = '', lookTraits = false): string {
  const slot = (p: FixturePiece) => slotXml(p, lookTraits);
  const half = Math.ceil(pieces.length / 2);
  const stacks = SETUP_STACKS.filter((s) => s.pieces.every((i) => i < pieces.length)).map((s) => {
    const where = 'location' in s ? `location="${s.location}" useGridLocation="true" x="0" y="0"` : `location="" useGridLocation="false" x="${s.x}" y="${s.y}"`;
    return `<VASSAL.build.module.map.SetupStack name="${esc(s.name)}" owningBoard="${s.board}" ${where}>${s.pieces.map((i) => slot(pieces[i]!)).join('')}</VASSAL.build.module.map.SetupStack>`;
  });
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<VASSAL.build.GameModule ModuleOther1="" ModuleOther2="" VassalVersion="3.7.12" description="A generated test module" name="${FIXTURE_NAME}" nextPieceSlotId="${pieces.length + 1}" version="1.2">
    <VASSAL.build.module.BasicCommandEncoder/>
    <VASSAL.build.module.Documentation/>
    <VASSAL.build.module.PlayerRoster buttonKeyStroke="" buttonText="Retire" buttonToolTip="Switch sides"><entry>Axis</entry><entry>Allied</entry></VASSAL.build.module.PlayerRoster>
    <VASSAL.build.module.Map allowMultiple="false" backgroundcolor="255,255,255" buttonName="" edgeHeight="${EDGE.h}" edgeWidth="${EDGE.w}" hideKey="" launch="false" mapName="Main Map" markMoved="Always" markUnmovedHotkey="" markUnmovedIcon="/images/unmoved.gif" markUnmovedText="" markUnmovedTooltip="" moveKey="" moveToFormat="$pieceName$ moves $previousLocation$ → $location$">
        <VASSAL.build.module.map.BoardPicker addColumnText="Add column" addRowText="Add row" boardPrompt="Select board" slotHeight="125" slotScale="0.2" slotWidth="350" title="Choose Boards"><setup>${encodeList(['Main MapBoardPicker', 'North', '0', '0', encodeList(['South', 'rev'], '/'), '1', '0'], '\t')}</setup>
            <VASSAL.build.module.map.boardPicker.Board image="North.png" name="North" reversible="false">${gridXml()}</VASSAL.build.module.map.boardPicker.Board>
            <VASSAL.build.module.map.boardPicker.Board image="South.png" name="South" reversible="true">${gridXml()}</VASSAL.build.module.map.boardPicker.Board>
        </VASSAL.build.module.map.BoardPicker>
        <VASSAL.build.module.map.StackMetrics bottom="40,0" disabled="false" down="39,0" exSepX="6" exSepY="18" top="38,0" unexSepX="2" unexSepY="4" up="37,0"/>
        ${stacks.join('\n        ')}
    </VASSAL.build.module.Map>
    <VASSAL.build.module.PieceWindow allowHidePieces="false" hidden="false" hotkey="" icon="" name="Counters" scale="1.0" text="Counters" tooltip="">
        <VASSAL.build.widget.TabWidget entryName="Forces">
            <VASSAL.build.widget.ListWidget divider="150" entryName="Axis" height="0" scale="1.0" width="0">${pieces.slice(0, half).map(slot).join('')}</VASSAL.build.widget.ListWidget>
            <VASSAL.build.widget.ListWidget divider="150" entryName="Allied" height="0" scale="1.0" width="0">${pieces.slice(half).map(slot).join('')}</VASSAL.build.widget.ListWidget>
        </VASSAL.build.widget.TabWidget>
    </VASSAL.build.module.PieceWindow>
    <VASSAL.build.module.PrototypesContainer>
        <VASSAL.build.module.PrototypeDefinition description="Every unit" name="Unit">${esc(PROTOTYPE_DEFINITION)}</VASSAL.build.module.PrototypeDefinition>
    </VASSAL.build.module.PrototypesContainer>
    <VASSAL.build.module.PredefinedSetup description="" file="Scenario 1.vsav" isMenu="false" name="Scenario 1" useFile="true"/>
    <VASSAL.build.module.PredefinedSetup description="" file="" isMenu="true" name="Campaigns" useFile="false">
        <VASSAL.build.module.PredefinedSetup description="" file="Campaign.vsav" isMenu="false" name="Full campaign" useFile="true"/>
        <VASSAL.build.module.PredefinedSetup description="" file="" isMenu="false" name="Empty board" useFile="false"/>
    </VASSAL.build.module.PredefinedSetup>
    <VASSAL.build.module.DiceButton addToTotal="0" canDisable="false" hotkey="" icon="" keepCount="1" keepDice="false" keepOption="&gt;" lockAdvanced="false" nDice="2" nSides="6" name="2d6" plus="0" prompt="false" propertyGate="" reportFormat="** $name$ = $result$ *** &lt;$PlayerName$&gt;" reportTotal="true" sortDice="false" text="2d6" tooltip="Roll two dice"/>
    <VASSAL.build.module.DiceButton addToTotal="0" keepCount="1" keepDice="false" nDice="1" nSides="6" name="Combat die" plus="0" prompt="false" reportFormat="** $name$ = $result$" reportTotal="false" text="1d6"/>
    ${extraXml}
</VASSAL.build.GameModule>
`;
}

export function moduledata(name = FIXTURE_NAME, version = '1.2', vassal = '3.7.12'): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<data version="1"><version>${esc(version)}</version><extra1/><extra2/><VassalVersion>${vassal}</VassalVersion><dateSaved>1764000000000</dateSaved><description>A generated test module</description><name>${esc(name)}</name></data>\n`;
}

async function png(width: number, height: number, rgb: [number, number, number]): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } }).png({ compressionLevel: 1 }).toBuffer();
}

/** A PNG signature and IHDR claiming a size, with no pixel data (a decompression-bomb claim). */
export function pngHeaderClaim(width: number, height: number): Buffer {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'latin1');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b.writeUInt8(8, 24);
  b.writeUInt8(2, 25);
  return b;
}

export function writeZip(file: string, entries: Record<string, Buffer>): Promise<void> {
  return new Promise((resolve, reject) => {
    const zip = new yazl.ZipFile();
    for (const [name, data] of Object.entries(entries)) zip.addBuffer(data, name, { mtime: new Date(2026, 0, 1), compress: !name.endsWith('.png') });
    zip.outputStream.pipe(fs.createWriteStream(file)).on('close', () => resolve()).on('error', reject);
    zip.end();
  });
}

/** Writes the module to `file` and returns its pieces. */
export async function writeModuleFixture(file: string, options: ModuleFixtureOptions = {}): Promise<FixturePiece[]> {
  const pieces = fixturePieces(options.pieceCount ?? 40);
  const entries: Record<string, Buffer> = {};
  entries.moduledata = Buffer.from(moduledata());
  entries[options.oldBuildFileName ? 'buildFile' : 'buildFile.xml'] =
    options.buildFileText !== undefined ? Buffer.from(options.buildFileText) : Buffer.from(fixtureBuildFile(pieces, options.extraXml, options.lookTraits));
  if (options.lookTraits) entries['images/mask.png'] = await png(48, 48, [40, 40, 40]);
  entries['images/North.png'] = options.northClaim ? pngHeaderClaim(options.northClaim.width, options.northClaim.height) : await png(BOARD_W, BOARD_H, [222, 200, 150]);
  entries['images/South.png'] = await png(BOARD_W, BOARD_H, [210, 190, 140]);
  if (options.pieceImages ?? true) {
    for (const p of pieces) {
      entries[`images/${p.front}`] = await png(48, 48, p.side === 'Axis' ? [120, 130, 90] : [200, 170, 110]);
      entries[`images/${p.back}`] = await png(48, 48, [90, 90, 90]);
    }
  }
  for (const [name, data] of Object.entries(options.saves ?? {})) entries[name] = data;
  for (const [name, data] of Object.entries(options.extraEntries ?? {})) entries[name] = data;
  if (options.omitImage) delete entries[`images/${options.omitImage}`];
  await writeZip(file, entries);
  return pieces;
}

/** An extension adding a palette folder of `count` slots (gpids `<id>:n`) and a dice button. */
export async function writeExtensionFixture(file: string, o: { id?: string; target?: string; count?: number; badTarget?: boolean } = {}): Promise<void> {
  const id = o.id ?? 'ex1';
  const target = o.badTarget ? 'VASSAL.build.module.PieceWindow:Nowhere' : (o.target ?? 'VASSAL.build.module.PieceWindow:Counters/VASSAL.build.widget.TabWidget:Forces');
  const slots = Array.from({ length: o.count ?? 3 }, (_, i) =>
    slotXml({ name: `${id} reinforcement ${i + 1}`, gpid: `${id}:${i}`, front: `r${i}.png`, back: `r${i}_back.png`, side: 'Allied' }),
  ).join('');
  const xml = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<VASSAL.build.module.ModuleExtension anyModule="false" description="Reinforcements ${id}" extensionId="${id}" module="${FIXTURE_NAME}" moduleVersion="1.2" nextPieceSlotId="${o.count ?? 3}" vassalVersion="3.7.12" version="0.3">
  <VASSAL.build.module.ExtensionElement target="${esc(target)}">
    <VASSAL.build.widget.ListWidget divider="150" entryName="Reinforcements ${id}" height="0" scale="1.0" width="0">${slots}</VASSAL.build.widget.ListWidget>
  </VASSAL.build.module.ExtensionElement>
  <VASSAL.build.module.ExtensionElement target="">
    <VASSAL.build.module.DiceButton nDice="1" nSides="10" name="${id} d10" plus="0" reportTotal="false"/>
  </VASSAL.build.module.ExtensionElement>
</VASSAL.build.module.ModuleExtension>
`;
  const extensiondata = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<data version="1"><version>0.3</version><extra1/><extra2/><VassalVersion>3.7.12</VassalVersion><dateSaved>1764000000000</dateSaved><description>Reinforcements ${id}</description><universal>false</universal></data>\n`;
  await writeZip(file, { 'buildFile.xml': Buffer.from(xml), extensiondata: Buffer.from(extensiondata) });
}

/** Hostile module contents: each written as a real .vmod whose buildFile or image is the attack. */
export const HOSTILE_MODULES: readonly { label: string; options: ModuleFixtureOptions; code: string }[] = [
  { label: 'a buildFile that is not XML', options: { buildFileText: 'PK\u0003\u0004 this is not <xml at all' }, code: 'vassal.xmlInvalid' },
  { label: 'a deeply nested buildFile', options: { buildFileText: `<VASSAL.build.GameModule>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</VASSAL.build.GameModule>` }, code: 'vassal.xmlTooDeep' },
  {
    label: 'an XML entity bomb',
    options: {
      buildFileText: `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]><VASSAL.build.GameModule name="&lol9;"/>`,
    },
    code: 'vassal.xmlEntity',
  },
  { label: 'an external entity (XXE)', options: { buildFileText: '<?xml version="1.0"?><!DOCTYPE m [<!ENTITY x SYSTEM "file:///etc/passwd">]><VASSAL.build.GameModule name="&x;"/>' }, code: 'vassal.xmlEntity' },
  { label: 'a board image claiming 100,000 × 100,000 px', options: { northClaim: { width: 100_000, height: 100_000 } }, code: 'vassal.imageTooLarge' },
];
