import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/**
 * PDF rulebooks the e2e tests make for themselves (no real rulebook is copied): a short
 * English-style rulebook with numbered sections over several pages and a drawn hex diagram, and a
 * "scan" whose pages are pictures only (no text layer).
 */

/** Where each section of the generated rulebook is printed (1-based pages). */
export const GENERATED_PAGES: Readonly<Record<string, number>> = {
  '1': 1, '1.1': 1, '5': 2, '5.1': 2, '5.2': 2, '5.3': 2, '5.4': 3, '5.5': 3, '5.6': 3, '5.7': 3, '18': 4, '18.1': 4, '18.2': 4, '31.4': 4,
};
/** A word printed only in section 18.2 (page 4), to search for. */
export const UNIQUE_WORD = 'sandcliff';
/** A word printed only in section 31.4 (page 4), a number the Afrika Korps reference does not have. */
export const BEYOND_WORD = 'wadiraid';

const LINES: ReadonlyArray<readonly [page: number, text: string]> = [
  [1, '1. Introduction'],
  [1, 'These test rules describe a two player desert game with counters on a hex map.'],
  [1, '1.1 Components'],
  [1, 'The box holds a map, counters, this booklet and two dice for the players.'],
  [2, '5. Movement'],
  [2, 'Units move from hex to adjacent hex during their own movement phase.'],
  [2, '5.1 Movement Points'],
  [2, 'Each unit spends movement points for every hex it enters on the map.'],
  [2, '5.2 Terrain Costs'],
  [2, 'Rough terrain costs more points than clear terrain for every unit type.'],
  [2, '5.3 Stacking'],
  [2, 'No more than three units may end their movement in the same hex.'],
  [3, '5.4 Sea Hexes'],
  [3, 'Units never enter all-sea hexes; the diagram below shows the coast.'],
  [3, '5.5 Zones of Control'],
  [3, 'A unit entering an enemy zone of control stops its movement there.'],
  [3, '5.6 Roads'],
  [3, 'Moving along a road costs half a point for each road hex entered.'],
  [3, '5.7 Reinforcements'],
  [3, 'Arriving units enter at their listed hexes on the turn they appear.'],
  [4, '18. Escarpments'],
  [4, 'Escarpment hexsides slow units crossing them up the slope.'],
  [4, '18.1 Crossing'],
  [4, 'A unit crossing an escarpment hexside upwards pays two extra points.'],
  [4, '18.2 Attacks'],
  [4, `Attacks up an escarpment, along the ${UNIQUE_WORD} edge, are halved.`],
  [4, '31.4 Desert Raids'],
  [4, `A raid across the ${BEYOND_WORD} track is an optional rule of this book alone.`],
];

/** The generated rulebook: US Letter pages of text, with a hex diagram drawn on page 3. */
export async function generatedRulebook(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const pages = [1, 2, 3, 4].map(() => doc.addPage([612, 792]));
  const y = [740, 740, 740, 740];
  for (const [p, text] of LINES) {
    const heading = /^\d+(?:\.\d+)*\.? [A-Z]/.test(text) && text.length < 40;
    pages[p - 1]!.drawText(text, { x: 72, y: y[p - 1]!, size: heading ? 14 : 11, font: heading ? bold : font });
    y[p - 1]! -= heading ? 24 : 20;
  }
  // The diagram: a row of hexes, the sea ones filled.
  const page3 = pages[2]!;
  for (let i = 0; i < 5; i++) {
    const cx = 140 + i * 78;
    const path = 'M 45 0 L 22.5 39 L -22.5 39 L -45 0 L -22.5 -39 L 22.5 -39 Z';
    page3.drawSvgPath(path, { x: cx, y: 300, borderColor: rgb(0.2, 0.2, 0.2), borderWidth: 2, color: i < 2 ? rgb(0.55, 0.75, 0.95) : rgb(0.93, 0.86, 0.66) });
  }
  return doc.save();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A grey RGB PNG with dark bars, standing in for a scanned page; the paper's grain (noise, which
 * does not compress) makes each page weigh megabytes, as scans do.
 */
function scanPng(width: number, height: number, seed: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height, 0xee);
  let grain = seed * 7919 + 1;
  for (let i = 0; i < raw.length; i++) {
    grain = (Math.imul(grain, 1103515245) + 12345) >>> 0;
    raw[i] = 0xe0 + (grain >>> 27);
  }
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    const inkRow = y % 14 < 4 && y > 20 && y < height - 20;
    for (let x = 0; x < width; x++) {
      if (inkRow && x > 40 && x < width - 20 - ((y * 7 + seed * 13) % 60)) raw.fill(0x30, y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** A "scanned" rulebook: every page one picture, no text at all. */
export async function scannedRulebook(pageCount = 4): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pageCount; i++) {
    const image = await doc.embedPng(scanPng(612, 792, i));
    doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  }
  return doc.save();
}
