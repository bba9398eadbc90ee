/**
 * A VASSAL piece (its trait chain, prototypes expanded) as a table counter: the BasicPiece's image
 * is the front; the innermost two-state Layer (one image, shown when active: a flip) gives the back;
 * the next Layer gives the step-loss images, one per level (the table draws levels 1..n over the
 * face, the last on top, as VASSAL shows level n). Other Layers and traits that change how a piece
 * looks are reported as not used here. Which traits were taken is remembered (`PieceBinding`), so
 * the counter's flip and steps are written back into the same traits on export.
 */
import { basicOf, type Chain } from '../pieces/chain.js';
import { readTrait, withState } from '../pieces/traits.js';
import { lookOf } from '../pieces/look.js';

export interface PieceBinding {
  /** Chain index of the Layer used as the back, or -1. */
  flip: number;
  /** Chain index of the Layer used as the step losses, or -1. */
  steps: number;
  /** Chain index of the outermost Can Rotate (the counter's angle), or -1. */
  rotate?: number;
  /** Chain index of the outermost Mask, or -1. */
  mask?: number;
}

/** A Text Label as the table draws it (shared/board/image-table.ts: pieceLabelSchema). */
export interface FaceLabel {
  text: string;
  vertical: 't' | 'c' | 'b';
  horizontal: 'l' | 'c' | 'r';
  vJust: 't' | 'c' | 'b';
  hJust: 'l' | 'c' | 'r';
  dx: number;
  dy: number;
  size: number;
  bold: boolean;
  colour: string;
  background?: string;
}

export interface PieceFaces {
  name: string;
  /** Image names as the module gives them (under images/); '' when the piece has none. */
  front: string;
  back: string | null;
  layers: string[];
  binding: PieceBinding;
  /** The look stored in the chain: flipped, and how many step levels are shown. */
  flipped: boolean;
  steps: number;
  /** Trait ids kept but not drawn here (extra Layers included, as `emb2;`). */
  notUsed: string[];
  /** Texts drawn on it, innermost first. */
  labels: FaceLabel[];
  /** How it may be turned (the outermost Can Rotate's facings; 1 = any angle), and its angle now (degrees clockwise). */
  rotation: { facings: number } | null;
  angle: number;
  /** Its mask image ('' when the mask is drawn plain) and who masked it (a VASSAL player id), when it has a Mask. */
  mask: { image: string } | null;
  maskedBy: string | null;
}

const hex = (c: readonly number[]): string => `#${c.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
const oneOf = <T extends string>(v: string, allowed: readonly T[], fallback: T): T => ((allowed as readonly string[]).includes(v) ? (v as T) : fallback);
const clampInt = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, Math.trunc(n)));

const MAX_LAYERS = 16;

export function facesOf(chain: Chain): PieceFaces {
  const basic = readTrait(basicOf(chain));
  const look = lookOf(chain);
  let front = basic.kind === 'basic' ? basic.image : '';
  let back: string | null = null;
  let layers: string[] = [];
  const binding: PieceBinding = { flip: -1, steps: -1 };
  let flipped = false;
  let steps = 0;
  let extraLayer = false;
  // Innermost first: the chain lists outermost first, BasicPiece last.
  for (let i = chain.length - 2; i >= 0; i--) {
    const t = readTrait(chain[i]!);
    if (t.kind !== 'layer' || t.images.every((im) => !im)) continue;
    if (!front) {
      // A piece drawn only by a Layer: its first image is the face.
      front = t.images.find((im) => im) ?? '';
    }
    if (binding.flip < 0 && t.images.length === 1 && !t.followProperty) {
      binding.flip = i;
      back = t.images[0]!;
      flipped = t.value > 0;
    } else if (binding.steps < 0 && !t.followProperty) {
      binding.steps = i;
      layers = t.images.filter((im) => im).slice(0, MAX_LAYERS);
      steps = t.value > 0 ? Math.min(layers.length, t.value) : 0;
    } else extraLayer = true;
  }
  const notUsed = [...look.notUsed];
  if (extraLayer && !notUsed.includes('emb2;')) notUsed.push('emb2;');
  const labels: FaceLabel[] = [];
  let rotation: PieceFaces['rotation'] = null;
  let angle = 0;
  let mask: PieceFaces['mask'] = null;
  let maskedBy: string | null = null;
  binding.rotate = -1;
  binding.mask = -1;
  for (let i = chain.length - 2; i >= 0; i--) {
    const t = readTrait(chain[i]!);
    if (t.kind === 'label' && t.text && labels.length < 8) {
      labels.push({
        text: t.text.slice(0, 200),
        vertical: oneOf(t.vertical, ['t', 'c', 'b'], 't'),
        horizontal: oneOf(t.horizontal, ['l', 'c', 'r'], 'c'),
        vJust: oneOf(t.vJust, ['t', 'c', 'b'], 'b'),
        hJust: oneOf(t.hJust, ['l', 'c', 'r'], 'c'),
        dx: clampInt(t.xOff, -2000, 2000),
        dy: clampInt(t.yOff, -2000, 2000),
        size: clampInt(t.fontSize, 4, 200),
        bold: t.bold,
        colour: hex(t.foreground),
        ...(t.background ? { background: hex(t.background) } : {}),
      });
    } else if (t.kind === 'rotate') {
      // The outermost rotator turns everything inside it: it is the counter's angle.
      binding.rotate = i;
      rotation = { facings: clampInt(t.facings, 1, 360) };
      angle = t.degrees;
    } else if (t.kind === 'mask') {
      binding.mask = i;
      mask = { image: t.style.startsWith('G') ? t.style.slice(1) : t.image };
      maskedBy = t.owner;
    }
  }
  return { name: basic.kind === 'basic' ? basic.name : '', front, back, layers, binding, flipped, steps, notUsed, labels, rotation, angle, mask, maskedBy };
}

/** The state of a Can Rotate for an angle (degrees clockwise): a facing index, or VASSAL's counter-clockwise degrees. */
function rotated(rec: Chain[number], angle: number): Chain[number] {
  const t = readTrait(rec);
  if (t.kind !== 'rotate') return rec;
  if (t.facings > 1) return withState(rec, { rotationIndex: ((Math.round((angle * t.facings) / 360) % t.facings) + t.facings) % t.facings });
  return withState(rec, { degreesCcw: angle === 0 ? 0 : -angle });
}

/** The chain with a counter's look written into the traits it came from. */
export function withLook(chain: Chain, binding: PieceBinding, look: { flipped: boolean; steps: number; angle?: number; maskOwner?: string | null }): Chain {
  return chain.map((rec, i) => {
    if (i === binding.rotate && look.angle !== undefined) return rotated(rec, look.angle);
    if (i === binding.mask && look.maskOwner !== undefined) return withState(rec, { maskOwner: look.maskOwner });
    if (i === binding.flip) return withState(rec, { layerValue: look.flipped ? 1 : -1 });
    if (i === binding.steps) {
      const t = readTrait(rec);
      const remembered = t.kind === 'layer' ? Math.max(1, Math.abs(t.value)) : 1;
      return withState(rec, { layerValue: look.steps > 0 ? look.steps : -remembered });
    }
    return rec;
  });
}
