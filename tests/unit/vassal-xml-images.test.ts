import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { VassalError } from '../../main/vassal/errors.js';
import { sniffImage, tooLarge } from '../../main/vassal/module/images.js';
import { parseMetadata } from '../../main/vassal/module/metadata.js';
import { seDecode as decodeList } from '../../main/vassal/pieces/sequence.js';
import { parseXml, SMALL_XML_LIMITS } from '../../main/vassal/xml/parse.js';
import { pngHeaderClaim } from '../support/vassal/module-fixture.js';
import { encodeList } from '../support/vassal/sequence-encode.js';

const codeOf = (f: () => unknown): string => {
  try {
    f();
    return 'no error';
  } catch (e) {
    expect(e).toBeInstanceOf(VassalError);
    return (e as VassalError).code;
  }
};

describe('parseXml', () => {
  it('keeps text exactly (TABs, backslashes), decodes the five entities and character references', () => {
    const root = parseXml('<?xml version="1.0" encoding="UTF-8"?>\n<A a="x&lt;y&#9;z&#x41;"><B>+/null/a\tb\\\tc &amp; d</B><C><![CDATA[<raw> &amp;]]></C></A>');
    expect(root.attrs.a).toBe('x<y\tzA');
    expect(root.children.map((c) => c.tag)).toEqual(['B', 'C']);
    expect(root.children[0]!.text).toBe('+/null/a\tb\\\tc & d');
    expect(root.children[1]!.text).toBe('<raw> &amp;');
  });
  it('keeps child order (at-start stacks are built bottom first)', () => {
    expect(parseXml('<r><a/><b/><a/></r>').children.map((c) => c.tag)).toEqual(['a', 'b', 'a']);
  });
  it('refuses DOCTYPE and ENTITY declarations but not the words in text', () => {
    expect(codeOf(() => parseXml('<!DOCTYPE r><r/>'))).toBe('vassal.xmlEntity');
    expect(codeOf(() => parseXml('<r><!ENTITY x "y"></r>'))).toBe('vassal.xmlEntity');
    expect(parseXml('<r t="&lt;!DOCTYPE">&lt;!ENTITY<!-- <!DOCTYPE --></r>').text).toBe('<!ENTITY');
  });
  it('refuses depth, long attributes, too many elements and size over the limits', () => {
    const limits = { ...SMALL_XML_LIMITS, maxDepth: 3, maxAttributeLength: 10, maxElements: 5, maxBytes: 200 };
    expect(codeOf(() => parseXml('<a><b><c><d/></c></b></a>', limits))).toBe('no error');
    expect(codeOf(() => parseXml('<a><b><c><d></d></c></b></a>', limits))).toBe('vassal.xmlTooDeep');
    expect(codeOf(() => parseXml('<a x="12345678901"/>', limits))).toBe('vassal.xmlAttributeTooLong');
    expect(codeOf(() => parseXml('<a><b/><b/><b/><b/><b/></a>', limits))).toBe('vassal.xmlTooLarge');
    expect(codeOf(() => parseXml(`<a>${' '.repeat(300)}</a>`, limits))).toBe('vassal.xmlTooLarge');
  });
  it('refuses what is not XML', () => {
    for (const bad of ['', 'hello', '<a>', '<a></b>', '<a/><b/>', '<a x="1>']) expect(codeOf(() => parseXml(bad)), bad).toMatch(/vassal\.xml(Invalid)/);
  });
  it('answers a deep hostile document quickly', () => {
    const t0 = performance.now();
    expect(codeOf(() => parseXml(`${'<a>'.repeat(1_000_000)}${'</a>'.repeat(1_000_000)}`))).toBe('vassal.xmlTooDeep');
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

describe('moduledata', () => {
  it('takes the values without a lang attribute', () => {
    const m = parseMetadata('<data version="1"><version>0.2.0</version><VassalVersion>3.6.6</VassalVersion><name lang="ru">Имя</name><name>Kassala</name><description/><unknown>x</unknown></data>');
    expect(m).toMatchObject({ name: 'Kassala', version: '0.2.0', vassalVersion: '3.6.6', description: '' });
  });
});

describe('decodeList (§3.1)', () => {
  it.each([
    ['a;b;', ['a', 'b', '']],
    [';x;', ['', 'x', '']],
    ['', ['']],
    ['a\\;b;c', ['a;b', 'c']],
    ["''", ['']],
    ["'\\x'", ['\\x']],
    ['a\\;b', ['a;b']],
  ])('%j → %j', (text, tokens) => expect(decodeList(text, ';')).toEqual(tokens));
  it('reads back what the encoder writes', () => {
    const tokens = ['North', 'x;y', '', '\\start', "'q'", 'end'];
    expect(decodeList(encodeList(tokens, ';'), ';')).toEqual(tokens);
  });
});

describe('sniffImage', () => {
  const make = (format: 'png' | 'jpeg' | 'gif') => sharp({ create: { width: 123, height: 45, channels: 3, background: '#808080' } })[format]().toBuffer();
  it.each(['png', 'jpeg', 'gif'] as const)('%s: size from the header', async (format) => {
    expect(sniffImage(await make(format))).toEqual({ format, width: 123, height: 45 });
  });
  it('a JPEG whose frame header follows a large EXIF-like block', async () => {
    const jpeg = await make('jpeg');
    const app1 = Buffer.alloc(4 + 60_000);
    app1.writeUInt16BE(0xffe1, 0);
    app1.writeUInt16BE(60_002, 2); // the length counts its own two bytes: 60,000 bytes of payload follow
    const withBlock = Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
    expect(sniffImage(withBlock)).toEqual({ format: 'jpeg', width: 123, height: 45 });
  });
  it('BMP (Windows and OS/2 headers, bottom-up and top-down)', () => {
    const bmp = Buffer.alloc(54);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(640, 18);
    bmp.writeInt32LE(-480, 22);
    expect(sniffImage(bmp)).toEqual({ format: 'bmp', width: 640, height: 480 });
    const core = Buffer.alloc(26);
    core.write('BM', 0, 'latin1');
    core.writeUInt32LE(12, 14);
    core.writeUInt16LE(32, 18);
    core.writeUInt16LE(16, 20);
    expect(sniffImage(core)).toEqual({ format: 'bmp', width: 32, height: 16 });
  });
  it('SVG: width/height with units, or the viewBox', () => {
    expect(sniffImage(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="60px" height="0.5in"/>'))).toEqual({ format: 'svg', width: 60, height: 48 });
    expect(sniffImage(Buffer.from('<svg viewBox="0 0 200 100" xmlns="http://www.w3.org/2000/svg"></svg>'))).toEqual({ format: 'svg', width: 200, height: 100 });
    expect(sniffImage(Buffer.from('<svg width="50" viewBox="0 0 200 100"></svg>'))).toEqual({ format: 'svg', width: 50, height: 25 });
  });
  it('not an image, or no size', () => {
    expect(sniffImage(Buffer.from('hello'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg width="100%"></svg>'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
  it('a 100,000 × 100,000 px claim is too large; a 10,000 × 7,000 map is not', () => {
    expect(tooLarge(sniffImage(pngHeaderClaim(100_000, 100_000))!)).toBe(true);
    expect(tooLarge(sniffImage(pngHeaderClaim(10_000, 7_000))!)).toBe(false);
  });
});
