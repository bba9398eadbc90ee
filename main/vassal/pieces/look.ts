/**
 * What a piece looks like (anchor-vassal-formats §3.5) — the contract with the renderer. The chain
 * is walked from the BasicPiece outward; each trait draws over (or transforms) what is inside it.
 */
import { basicOf, type Chain } from './chain.js';
import { readTrait, USED_TRAIT_IDS, type Layer } from './traits.js';

export interface LookImage {
  /** Image name as the module gives it (under images/); a leading '/' is an image of VASSAL itself. */
  image: string;
  /** Offset of the image centre from the piece centre, before rotation. */
  dx: number;
  dy: number;
  scale: number;
  /** Degrees clockwise on screen about the piece centre. */
  rotation: number;
  /** Where it comes from: the BasicPiece, a Layer's level, the moved marker or a mask. */
  source: 'basic' | 'layer' | 'moved' | 'mask';
  layer?: string;
  level?: number;
}

export interface LayerState {
  name: string;
  active: boolean;
  /** 1-based level shown (or remembered when inactive). */
  level: number;
  levels: number;
  levelName: string;
  /** The level follows a BeanShell expression we do not run: the stored value is shown instead. */
  expression: boolean;
}

export interface PieceLook {
  /** Bottom first. */
  images: LookImage[];
  name: string;
  labels: { text: string; vertical: string; horizontal: string; dx: number; dy: number; rotation: number }[];
  /** Innermost first (the order they draw in). */
  layers: LayerState[];
  /** Masked by a player: `forViewer` says whether the viewer sees the mask instead of the piece. */
  masked: { owner: string; forViewer: boolean } | null;
  /** Hidden by a player: invisible to others, translucent to the owner. */
  hidden: { owner: string; forViewer: boolean } | null;
  /** Rotation of the whole piece (the outermost rotator's sum), degrees clockwise. */
  rotation: number;
  /** Ids of traits kept as they are and not drawn or read here. */
  notUsed: string[];
}

/** The piece's own property values (Markers and Dynamic Properties), for layers that follow a property. */
function properties(chain: Chain): Map<string, string> {
  const props = new Map<string, string>();
  for (let i = chain.length - 1; i >= 0; i--) {
    const t = readTrait(chain[i]!);
    if (t.kind === 'marker') t.names.forEach((n, k) => props.set(n, t.values[k] ?? ''));
    else if (t.kind === 'prop') props.set(t.name, t.value);
  }
  return props;
}

function layerLevel(l: Layer, props: Map<string, string>): { level: number; expression: boolean } {
  const n = Math.max(1, l.images.length);
  let level = Math.abs(l.value) || 1;
  let expression = false;
  if (l.followProperty) {
    if (l.propertyName.startsWith('{')) expression = true;
    else {
      const v = Number.parseInt(props.get(l.propertyName) ?? '', 10);
      if (Number.isFinite(v)) level = v - l.firstLevelValue + 1;
    }
  }
  return { level: Math.min(n, Math.max(1, level)), expression };
}

/** Applies a level name to the piece name: `+X` appends, `X+` prefixes, other text replaces. */
function renamed(name: string, levelName: string): string {
  if (!levelName) return name;
  if (levelName.startsWith('+')) return name + levelName.slice(1);
  if (levelName.endsWith('+')) return levelName.slice(0, -1) + name;
  return levelName;
}

/** The look of a piece for `viewer` (a VASSAL player id, or null for someone who owns nothing). */
export function lookOf(chain: Chain, viewer: string | null = null): PieceLook {
  const props = properties(chain);
  const basic = readTrait(basicOf(chain));
  let images: LookImage[] = [];
  let name = basic.kind === 'basic' ? basic.name : '';
  if (basic.kind === 'basic' && basic.image) images.push({ image: basic.image, dx: 0, dy: 0, scale: 1, rotation: 0, source: 'basic' });
  const labels: PieceLook['labels'] = [];
  const layers: LayerState[] = [];
  const notUsed: string[] = [];
  let masked: PieceLook['masked'] = null;
  let hidden: PieceLook['hidden'] = null;
  let rotation = 0;
  for (let i = chain.length - 2; i >= 0; i--) {
    const rec = chain[i]!;
    const t = readTrait(rec);
    switch (t.kind) {
      case 'layer': {
        const { level, expression } = layerLevel(t, props);
        const active = t.value > 0;
        const levelName = t.levelNames[level - 1] ?? '';
        layers.push({ name: t.name, active, level, levels: t.images.length, levelName, expression });
        if (active) {
          const img = t.images[level - 1];
          if (img) images.push({ image: img, dx: t.xOff, dy: t.yOff, scale: t.scale, rotation: 0, source: 'layer', layer: t.name, level });
          name = renamed(name, levelName);
        }
        break;
      }
      case 'label':
        if (t.text) labels.push({ text: t.text, vertical: t.vertical, horizontal: t.horizontal, dx: t.xOff, dy: t.yOff, rotation: t.rotation });
        break;
      case 'rotate':
        if (t.degrees) {
          images = images.map((im) => ({ ...im, rotation: (im.rotation + t.degrees) % 360 }));
          rotation = (rotation + t.degrees) % 360;
        }
        break;
      case 'mask':
        if (t.owner !== null) {
          const forViewer = viewer !== t.owner;
          masked = { owner: t.owner, forViewer };
          if (forViewer) {
            const img = t.style.startsWith('G') ? t.style.slice(1) : t.image;
            images = img ? [{ image: img, dx: 0, dy: 0, scale: 1, rotation: 0, source: 'mask' }] : [];
            labels.length = 0;
            name = t.maskName || '?';
          }
        }
        break;
      case 'hide':
        if (t.owner !== null) {
          const forViewer = viewer !== t.owner;
          hidden = { owner: t.owner, forViewer };
          if (forViewer) {
            images = [];
            labels.length = 0;
          }
        }
        break;
      case 'markmoved':
        if (t.moved && t.image) images.push({ image: t.image, dx: t.xOff, dy: t.yOff, scale: 1, rotation: 0, source: 'moved' });
        break;
      default:
        break;
    }
  }
  // Listed outermost first, each id once.
  for (let i = 0; i < chain.length - 1; i++) {
    const id = chain[i]!.id;
    if (!USED_TRAIT_IDS.has(id) && !notUsed.includes(id)) notUsed.push(id);
  }
  if (hidden?.forViewer) name = '';
  return { images, name, labels, layers, masked, hidden, rotation, notUsed };
}
