/**
 * Takes a module's images out of its zip into a folder, under keys the table accepts: PNG, JPEG and
 * GIF as they are (after sharp has read them), SVG rasterized by sharp once its external references
 * and any DOCTYPE are refused. A missing or unreadable image becomes a visible placeholder (a grey
 * card with a cross) and a warning, never a failure.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Archive } from '../zip/archive.js';
import { sniffImage, tooLarge, IMAGE_HEAD_BYTES } from '../module/images.js';
import type { ImportWarning } from './report.js';

/** A counter image's largest file (a board's is bounded by the archive's own entry limit). */
const MAX_PIECE_IMAGE_BYTES = 32 * 1024 * 1024;
const MAX_BOARD_IMAGE_BYTES = 512 * 1024 * 1024;

/** A key the table accepts (shared/board/image-table.ts), unique per source name. */
export function imageKey(name: string, ext: 'png' | 'jpg' | 'gif'): string {
  const base = path.posix.basename(name).replace(/\.[A-Za-z0-9]+$/, '').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[^A-Za-z0-9]+/, '').slice(0, 80) || 'image';
  const hash = crypto.createHash('sha1').update(name).digest('hex').slice(0, 8);
  return `${base}-${hash}.${ext}`;
}

/** SVG text that may load nothing from outside: no DOCTYPE, no href other than a fragment or inline data. */
export function safeSvg(text: string): boolean {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return false;
  for (const m of text.matchAll(/(?:xlink:)?href\s*=\s*["']([^"']*)["']/gi)) {
    const ref = m[1]!.trim();
    if (!ref.startsWith('#') && !/^data:image\//i.test(ref)) return false;
  }
  return !/url\(\s*["']?(?!#|data:)/i.test(text);
}

export async function placeholder(width: number, height: number): Promise<Buffer> {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#bdbdbd" stroke="#555" stroke-width="${Math.max(1, Math.round(Math.min(w, h) / 32))}"/><path d="M0 0L${w} ${h}M${w} 0L0 ${h}" stroke="#555" stroke-width="${Math.max(1, Math.round(Math.min(w, h) / 32))}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export interface TakenImage {
  key: string;
  file: string;
  width: number;
  height: number;
  placeholder: boolean;
}

export interface ImageSink {
  /** The image named `name` (relative to the module's images/), written under `dir`; a placeholder of `fallback` size when it cannot be. */
  take(name: string, role: 'board' | 'piece', fallback: { width: number; height: number }): Promise<TakenImage>;
  /** A board image taken, turned 180° (a reversed board), as an image of its own. */
  turned(image: TakenImage, name: string): Promise<TakenImage>;
  readonly taken: ReadonlyMap<string, TakenImage>;
}

export function createImageSink(archive: Archive, dir: string, warnings: ImportWarning[]): ImageSink {
  const taken = new Map<string, TakenImage>();
  fs.mkdirSync(dir, { recursive: true });

  async function write(name: string, role: 'board' | 'piece'): Promise<{ bytes: Buffer; width: number; height: number; ext: 'png' | 'jpg' | 'gif' } | null> {
    const entry = archive.resolve(`images/${name}`) ?? archive.resolve(name);
    if (!entry) {
      warnings.push({ code: 'vassal.import.imageMissing', params: { image: name } });
      return null;
    }
    const size = sniffImage(await archive.readHead(entry, IMAGE_HEAD_BYTES));
    if (!size || size.format === 'bmp' || tooLarge(size)) {
      warnings.push({ code: 'vassal.import.imageUnreadable', params: { image: name } });
      return null;
    }
    try {
      const raw = await archive.read(entry, role === 'board' ? MAX_BOARD_IMAGE_BYTES : MAX_PIECE_IMAGE_BYTES);
      if (size.format === 'svg') {
        if (!safeSvg(raw.toString('utf8'))) {
          warnings.push({ code: 'vassal.import.svgExternal', params: { image: name } });
          return null;
        }
        const png = await sharp(raw, { limitInputPixels: 400_000_000 }).resize(size.width, size.height, { fit: 'fill' }).png().toBuffer();
        return { bytes: png, width: size.width, height: size.height, ext: 'png' };
      }
      const meta = await sharp(raw, { limitInputPixels: 400_000_000 }).metadata();
      if (!meta.width || !meta.height) throw new Error('no size');
      const ext = meta.format === 'jpeg' ? 'jpg' : meta.format === 'gif' ? 'gif' : meta.format === 'png' ? 'png' : null;
      if (!ext) throw new Error('format');
      return { bytes: raw, width: meta.width, height: meta.height, ext };
    } catch {
      warnings.push({ code: 'vassal.import.imageUnreadable', params: { image: name } });
      return null;
    }
  }

  return {
    taken,
    async turned(image, name) {
      const id = `${name}\u0000turned`;
      const hit = taken.get(id);
      if (hit) return hit;
      const ext = image.key.endsWith('.jpg') ? 'jpg' : 'png';
      const key = imageKey(id, ext);
      const file = path.join(dir, key);
      const turned = sharp(image.file, { limitInputPixels: 400_000_000 }).rotate(180);
      await (ext === 'jpg' ? turned.jpeg({ quality: 92 }) : turned.png({ compressionLevel: 3 })).toFile(file);
      const out: TakenImage = { ...image, key, file };
      taken.set(id, out);
      return out;
    },
    async take(name, role, fallback) {
      const hit = taken.get(name);
      if (hit) return hit;
      const got = name ? await write(name, role) : null;
      const key = imageKey(name || `${role}-none`, got?.ext ?? 'png');
      const file = path.join(dir, key);
      const image: TakenImage = got
        ? { key, file, width: got.width, height: got.height, placeholder: false }
        : { key, file, width: Math.max(1, Math.round(fallback.width)), height: Math.max(1, Math.round(fallback.height)), placeholder: true };
      fs.writeFileSync(file, got ? got.bytes : await placeholder(image.width, image.height));
      taken.set(name, image);
      return image;
    },
  };
}
