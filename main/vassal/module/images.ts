/**
 * Image size from the header bytes only — never decoding pixels — so a decompression bomb is
 * refused before anything is inflated: PNG, GIF, JPEG, BMP and SVG, sniffed by content (VASSAL
 * modules store extensionless PNGs, and a suffix may lie).
 */
import type { ImageFormat } from './types.js';

export interface ImageSize {
  format: ImageFormat;
  width: number;
  height: number;
}

/** Bytes read from the start of an image to find its size (JPEG headers can follow large EXIF blocks). */
export const IMAGE_HEAD_BYTES = 256 * 1024;

/** Largest side and area we accept (VASSAL users report 10,000 × 7,000 maps). */
export const IMAGE_LIMITS = { maxSide: 40_000, maxPixels: 400_000_000 };

const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(b: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    if (SOF.has(marker)) return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    if (length < 2) return null;
    i += 2 + length;
  }
  return null;
}

const UNITS: Record<string, number> = { '': 1, px: 1, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4 };

function svgLength(value: string | undefined): number | null {
  if (value === undefined) return null;
  const m = /^\s*([0-9]*\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\s*(px|pt|pc|in|cm|mm)?\s*$/.exec(value);
  return m ? Number(m[1]) * UNITS[m[2] ?? '']! : null;
}

function svgSize(text: string): { width: number; height: number } | null {
  const tag = /<svg\b([^>]*)>/i.exec(text);
  if (!tag) return null;
  const attrs: Record<string, string> = {};
  for (const a of tag[1]!.matchAll(/([A-Za-z_:][-\w:.]*)\s*=\s*("([^"]*)"|'([^']*)')/g)) attrs[a[1]!] = a[3] ?? a[4] ?? '';
  let width = svgLength(attrs.width);
  let height = svgLength(attrs.height);
  const box = attrs.viewBox?.trim().split(/[\s,]+/).map(Number);
  if (box && box.length === 4 && box.every(Number.isFinite)) {
    if (width === null && height === null) [width, height] = [box[2]!, box[3]!];
    else if (width === null && height !== null && box[3]) width = (height * box[2]!) / box[3];
    else if (height === null && width !== null && box[2]) height = (width * box[3]!) / box[2];
  }
  if (width === null || height === null) return null;
  return { width: Math.round(width), height: Math.round(height) };
}

/** Format and size of an image from its first bytes, or null when it is not a known image. */
export function sniffImage(head: Buffer): ImageSize | null {
  if (head.length >= 24 && head.readUInt32BE(0) === 0x89504e47 && head.readUInt32BE(4) === 0x0d0a1a0a && head.toString('latin1', 12, 16) === 'IHDR') {
    return { format: 'png', width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
  }
  if (head.length >= 10 && /^GIF8[79]a$/.test(head.toString('latin1', 0, 6))) {
    return { format: 'gif', width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
  }
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8) {
    const s = jpegSize(head);
    return s ? { format: 'jpeg', ...s } : null;
  }
  if (head.length >= 26 && head.toString('latin1', 0, 2) === 'BM') {
    const dib = head.readUInt32LE(14);
    if (dib === 12) return { format: 'bmp', width: head.readUInt16LE(18), height: head.readUInt16LE(20) };
    return { format: 'bmp', width: Math.abs(head.readInt32LE(18)), height: Math.abs(head.readInt32LE(22)) };
  }
  const text = head.toString('utf8', 0, Math.min(head.length, 64 * 1024)).replace(/^\uFEFF/, '').trimStart();
  if (text.startsWith('<') && /<svg\b/i.test(text)) {
    const s = svgSize(text);
    return s ? { format: 'svg', ...s } : null;
  }
  return null;
}

export function tooLarge(s: { width: number; height: number }): boolean {
  return s.width > IMAGE_LIMITS.maxSide || s.height > IMAGE_LIMITS.maxSide || s.width * s.height > IMAGE_LIMITS.maxPixels;
}
