import sharp from 'sharp';
import { numberedRulebook, type GeneratedRulebook } from '../pdf-rulebooks.js';

/**
 * What a module may carry beside its game (issue 19), for writeModuleFixture's extraEntries and
 * extraXml: a generated PDF rulebook named by the help menu, a second PDF no menu names, a file
 * that calls itself a PDF and is not one, a chart picture in a "charts" folder, one named by a
 * chart window, and a counter picture that is no chart.
 */
export interface CarriedFixture {
  entries: Record<string, Buffer>;
  xml: string;
  rulebook: GeneratedRulebook;
}

const picture = (width: number, height: number, shade: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: shade, g: shade, b: 200 } } }).png({ compressionLevel: 1 }).toBuffer();

export async function carriedFixture(o: { chapters?: number; perChapter?: number } = {}): Promise<CarriedFixture> {
  const rulebook = await numberedRulebook({ chapters: o.chapters ?? 8, perChapter: o.perChapter ?? 4 });
  const extra = await numberedRulebook({ chapters: 2, perChapter: 2 });
  return {
    rulebook,
    entries: {
      'docs/Living_Rules.pdf': Buffer.from(rulebook.bytes),
      'Player_Aid.pdf': Buffer.from(extra.bytes),
      'broken.pdf': Buffer.from('this is not a PDF at all'),
      'charts/CRT.png': await picture(320, 200, 90),
      'images/tec.png': await picture(240, 160, 140),
      'images/marker.png': await picture(48, 48, 60),
    },
    xml: `<VASSAL.build.module.Documentation><VASSAL.build.module.documentation.BrowserPDFFile pdfFile="docs/Living_Rules.pdf" title="Living Rules"/></VASSAL.build.module.Documentation>
    <VASSAL.build.module.ChartWindow name="Charts"><VASSAL.build.widget.TabWidget entryName="Charts"><VASSAL.build.widget.Chart chartName="Terrain Effects" description="" fileName="tec.png"/></VASSAL.build.widget.TabWidget></VASSAL.build.module.ChartWindow>`,
  };
}
