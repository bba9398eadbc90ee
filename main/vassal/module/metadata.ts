/** `moduledata` / `extensiondata` / `savedata` (anchor-vassal-formats.md §1.3). */
import { parseXml, SMALL_XML_LIMITS } from '../xml/parse.js';

export interface Metadata {
  name: string;
  version: string;
  vassalVersion: string;
  description: string;
  dateSaved: string;
  universal: boolean;
}

/** Reads the canonical (no `lang` attribute) value of each known element; unknown ones are ignored. */
export function parseMetadata(bytes: Buffer | string): Metadata {
  const root = parseXml(bytes, SMALL_XML_LIMITS);
  const value = (tag: string): string => root.children.find((c) => c.tag === tag && c.attrs.lang === undefined)?.text.trim() ?? '';
  return {
    name: value('name'),
    version: value('version'),
    vassalVersion: value('VassalVersion'),
    description: value('description'),
    dateSaved: value('dateSaved'),
    universal: value('universal').toLowerCase() === 'true',
  };
}

/** Compares dotted versions numerically ("3.10" > "3.5"); non-numeric parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.\-]/).map((x) => parseInt(x, 10) || 0);
  const pb = b.split(/[.\-]/).map((x) => parseInt(x, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d) return d;
  }
  return 0;
}
