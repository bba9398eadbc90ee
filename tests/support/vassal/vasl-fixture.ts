/**
 * Generated VASL board archives in the real layout (anchor-vassal.md §4.1): a zip named `bdXX`
 * with a GIF board image (sharp) and BoardMetadata.xml — or, for a pre-6.0 archive, a `data` file.
 * The boards are blank: no real board art or terrain is reproduced.
 */
import sharp from 'sharp';
import { writeZip } from './module-fixture.js';
import { VASL_DEFAULT_GRID, vaslHexCentre } from '../../../main/vassal/vasl/grid.js';

/** A colour of the board's colour table: a VASL terrain name and base elevation. */
export interface FixtureColour {
  name: string;
  rgb: [number, number, number];
  terrain: string;
  elevation: number;
}

/**
 * Terrain painted on a generated board (PNG, so colours stay exact): the background colour, a disc
 * of a colour around each named hex's centre, and roads as 8-px stripes from one hex centre to another.
 */
export interface FixtureTerrain {
  colours: FixtureColour[];
  background: string;
  hexes: Record<string, string>;
  roads?: { from: string; to: string; colour: string }[];
  buildings?: Record<string, string>;
}

async function paintBoard(width: number, height: number, t: FixtureTerrain): Promise<Buffer> {
  const rgb = (n: string) => t.colours.find((c) => c.name === n)!.rgb;
  const data = Buffer.alloc(width * height * 3);
  const put = (x: number, y: number, c: [number, number, number]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    data.set(c, (y * width + x) * 3);
  };
  const bg = rgb(t.background);
  for (let i = 0; i < width * height; i++) data.set(bg, i * 3);
  for (const [hex, colour] of Object.entries(t.hexes)) {
    const c = vaslHexCentre(VASL_DEFAULT_GRID, hex)!;
    for (let y = -30; y <= 30; y++) for (let x = -30; x <= 30; x++) if (x * x + y * y <= 29 * 29) put(c.x + x, c.y + y, rgb(colour));
  }
  for (const r of t.roads ?? []) {
    const a = vaslHexCentre(VASL_DEFAULT_GRID, r.from)!;
    const b = vaslHexCentre(VASL_DEFAULT_GRID, r.to)!;
    const steps = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y));
    for (let i = 0; i <= steps; i++) {
      const x = Math.round(a.x + ((b.x - a.x) * i) / steps);
      const y = Math.round(a.y + ((b.y - a.y) * i) / steps);
      for (let dy = -4; dy < 4; dy++) for (let dx = -4; dx < 4; dx++) put(x + dx, y + dy, rgb(r.colour));
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

export interface VaslFixtureOptions {
  name: string;
  width?: number;
  height?: number;
  /** Write a legacy archive: `data` lines instead of BoardMetadata.xml. */
  legacyData?: string;
  /** Extra attributes of <boardMetadata>. */
  attrs?: Record<string, string>;
  /** Painted terrain and its colour table (the image is then a PNG). */
  terrain?: FixtureTerrain;
}

export async function writeVaslBoard(file: string, o: VaslFixtureOptions): Promise<void> {
  const width = o.width ?? 1800;
  const height = o.height ?? 645;
  const imageName = o.terrain ? `bd${o.name}.png` : `bd${o.name}.gif`;
  const image = o.terrain ? await paintBoard(width, height, o.terrain) : await sharp({ create: { width, height, channels: 3, background: { r: 190, g: 200, b: 160 } } }).gif().toBuffer();
  const entries: Record<string, Buffer> = { [imageName]: image };
  const colours = (o.terrain?.colours ?? []).map((c) => `    <color name="${c.name}" red="${c.rgb[0]}" green="${c.rgb[1]}" blue="${c.rgb[2]}" terrain="${c.terrain}" elevation="${c.elevation}"/>`).join('\n');
  const buildings = Object.entries(o.terrain?.buildings ?? {}).map(([h, b]) => `    <buildingType hexName="${h}" buildingTypeName="${b}"/>`).join('\n');
  if (o.legacyData !== undefined) entries.data = Buffer.from(o.legacyData);
  else {
    const extra = Object.entries(o.attrs ?? {}).map(([k, v]) => ` ${k}="${v}"`).join('');
    entries['BoardMetadata.xml'] = Buffer.from(`<?xml version="1.0"?>
<!-- generated test board -->
<boardMetadata name="${o.name}" version="6.0" versionDate="Nov 2026" author="test" boardImageFileName="${imageName}" hasHills="FALSE" width="33" height="10"${extra}>
  <buildingTypes>
${buildings}
  </buildingTypes>
  <overlaySSRules></overlaySSRules>
  <colors>
${colours}
  </colors>
  <colorSSRules></colorSSRules>
</boardMetadata>
`);
  }
  await writeZip(file, entries);
}
