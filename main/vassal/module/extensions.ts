/**
 * Extensions (.vmdx, anchor-vassal-formats.md §1.4): each ExtensionElement's children are grafted
 * into the base module's tree at its `target` path (`Class:name/Class:name/…`, empty = the root).
 * A target that does not resolve is skipped with a warning.
 */
import type { XmlElement } from '../xml/parse.js';
import { seDecode as decodeList } from '../pieces/sequence.js';
import type { ModuleWarning } from './types.js';

const NAME_ATTRS = ['name', 'mapName', 'entryName', 'configureName', 'text'] as const;

function matches(el: XmlElement, step: string): boolean {
  const colon = step.indexOf(':');
  const cls = colon === -1 ? step : step.slice(0, colon);
  if (el.tag !== cls) return false;
  if (colon === -1) return true;
  const name = step.slice(colon + 1);
  return NAME_ATTRS.some((a) => el.attrs[a] === name);
}

/** The element a target path names in `root`, or null. */
export function resolveTarget(root: XmlElement, target: string): XmlElement | null {
  if (!target.trim()) return root;
  let at: XmlElement = root;
  for (const step of decodeList(target, '/')) {
    if (!step) continue;
    const next: XmlElement | undefined = at.children.find((c) => matches(c, step));
    if (!next) return null;
    at = next;
  }
  return at;
}

export const isExtensionRoot = (root: XmlElement): boolean => root.tag.endsWith('ModuleExtension');

/** Grafts an extension's elements into `base` (mutated); returns counts and warnings. */
export function graftExtension(base: XmlElement, extension: XmlElement, file: string): { grafted: number; skipped: number; warnings: ModuleWarning[] } {
  const warnings: ModuleWarning[] = [];
  let grafted = 0;
  let skipped = 0;
  for (const el of extension.children) {
    if (!el.tag.endsWith('ExtensionElement')) {
      // Components placed directly under the extension root apply to the module root.
      base.children.push(el);
      grafted++;
      continue;
    }
    const target = el.attrs.target ?? '';
    const at = resolveTarget(base, target);
    if (!at) {
      skipped += el.children.length;
      warnings.push({ code: 'vassal.extensionTargetMissing', params: { file, target: target.slice(0, 300) } });
      continue;
    }
    at.children.push(...el.children);
    grafted += el.children.length;
  }
  return { grafted, skipped, warnings };
}
