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
}

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
  return { name: basic.kind === 'basic' ? basic.name : '', front, back, layers, binding, flipped, steps, notUsed };
}

/** The chain with a counter's look written into the traits it came from. */
export function withLook(chain: Chain, binding: PieceBinding, look: { flipped: boolean; steps: number }): Chain {
  return chain.map((rec, i) => {
    if (i === binding.flip) return withState(rec, { layerValue: look.flipped ? 1 : -1 });
    if (i === binding.steps) {
      const t = readTrait(rec);
      const remembered = t.kind === 'layer' ? Math.max(1, Math.abs(t.value)) : 1;
      return withState(rec, { layerValue: look.steps > 0 ? look.steps : -remembered });
    }
    return rec;
  });
}
