/**
 * The small XML documents of a save (`savedata`, and the copy of the module's `moduledata`,
 * anchor-vassal-formats §1.3): read the canonical (no `lang`) value of an element, and write
 * `savedata`. No DTD is ever read: a document with one is refused, as is one over 64 KiB.
 */
const MAX_META = 64 * 1024;

const unescapeXml = (s: string): string =>
  s.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (m, e: string) => {
    if (e === 'lt') return '<';
    if (e === 'gt') return '>';
    if (e === 'amp') return '&';
    if (e === 'quot') return '"';
    if (e === 'apos') return "'";
    const code = e.startsWith('#x') ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
  });

export const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type Meta = Record<'version' | 'VassalVersion' | 'dateSaved' | 'description' | 'name', string | null>;

/** The canonical values of a metadata document; null when the document is absent, too large or declares a DTD. */
export function readMeta(bytes: Uint8Array | null): Meta | null {
  if (!bytes || bytes.length > MAX_META) return null;
  const text = new TextDecoder('utf-8').decode(bytes);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return null;
  const get = (name: string): string | null => {
    const re = new RegExp(`<${name}(\\s[^>]*)?(/>|>([\\s\\S]*?)</${name}>)`, 'g');
    for (const m of text.matchAll(re)) {
      if (m[1] && /\blang\s*=/.test(m[1])) continue;
      return m[2] === '/>' ? '' : unescapeXml(m[3] ?? '');
    }
    return null;
  };
  return { version: get('version'), VassalVersion: get('VassalVersion'), dateSaved: get('dateSaved'), description: get('description'), name: get('name') };
}

/** A `savedata` document as VASSAL writes it. */
export function writeSavedata(m: { version: string; vassalVersion: string; dateSaved: number; description: string }): Buffer {
  const el = (n: string, v: string) => (v ? `<${n}>${escapeXml(v)}</${n}>` : `<${n}/>`);
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<data version="1">${el('version', m.version)}${el('VassalVersion', m.vassalVersion)}${el('dateSaved', String(Math.trunc(m.dateSaved)))}${el('description', m.description)}</data>\n`,
    'utf8',
  );
}
