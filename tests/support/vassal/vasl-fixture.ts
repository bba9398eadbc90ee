/**
 * Generated VASL board archives in the real layout (anchor-vassal.md §4.1): a zip named `bdXX`
 * with a GIF board image (sharp) and BoardMetadata.xml — or, for a pre-6.0 archive, a `data` file.
 * The boards are blank: no real board art or terrain is reproduced.
 */
import sharp from 'sharp';
import { writeZip } from './module-fixture.js';

export interface VaslFixtureOptions {
  name: string;
  width?: number;
  height?: number;
  /** Write a legacy archive: `data` lines instead of BoardMetadata.xml. */
  legacyData?: string;
  /** Extra attributes of <boardMetadata>. */
  attrs?: Record<string, string>;
}

export async function writeVaslBoard(file: string, o: VaslFixtureOptions): Promise<void> {
  const width = o.width ?? 1800;
  const height = o.height ?? 645;
  const image = await sharp({ create: { width, height, channels: 3, background: { r: 190, g: 200, b: 160 } } }).gif().toBuffer();
  const entries: Record<string, Buffer> = { [`bd${o.name}.gif`]: image };
  if (o.legacyData !== undefined) entries.data = Buffer.from(o.legacyData);
  else {
    const extra = Object.entries(o.attrs ?? {}).map(([k, v]) => ` ${k}="${v}"`).join('');
    entries['BoardMetadata.xml'] = Buffer.from(`<?xml version="1.0"?>
<!-- generated test board -->
<boardMetadata name="${o.name}" version="6.0" versionDate="Nov 2026" author="test" boardImageFileName="bd${o.name}.gif" hasHills="FALSE" width="33" height="10"${extra}>
  <buildingTypes></buildingTypes>
  <overlaySSRules></overlaySSRules>
  <colors></colors>
  <colorSSRules></colorSSRules>
</boardMetadata>
`);
  }
  await writeZip(file, entries);
}
