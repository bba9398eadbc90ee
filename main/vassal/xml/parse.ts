/**
 * XML for VASSAL files (buildFile, moduledata, extensiondata, BoardMetadata) parsed under limits.
 * A quick scan refuses any DOCTYPE or ENTITY declaration (no XXE, no "billion laughs"), excessive
 * nesting, over-long attribute values and too many elements before fast-xml-parser builds the tree.
 * Whitespace of text is kept exactly (piece definitions hold TABs).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { VassalError } from '../errors.js';

export interface XmlElement {
  tag: string;
  attrs: Record<string, string>;
  /** Concatenated text content (CDATA included), untrimmed. */
  text: string;
  children: XmlElement[];
}

export interface XmlLimits {
  maxBytes: number;
  maxDepth: number;
  maxAttributeLength: number;
  maxElements: number;
}

export const BUILDFILE_XML_LIMITS: XmlLimits = {
  maxBytes: 64 * 1024 * 1024,
  maxDepth: 64,
  maxAttributeLength: 1024 * 1024,
  maxElements: 500_000,
};

export const SMALL_XML_LIMITS: XmlLimits = { maxBytes: 1024 * 1024, maxDepth: 16, maxAttributeLength: 64 * 1024, maxElements: 1000 };

/** One pass over the text: declarations, depth, attribute lengths, element count. */
function scan(xml: string, limits: XmlLimits): void {
  let depth = 0;
  let elements = 0;
  let i = xml.indexOf('<');
  while (i !== -1 && i < xml.length) {
    if (xml.startsWith('<!--', i)) {
      const end = xml.indexOf('-->', i + 4);
      if (end === -1) throw new VassalError('vassal.xmlInvalid', { reason: 'unclosed comment' });
      i = xml.indexOf('<', end + 3);
      continue;
    }
    if (xml.startsWith('<![CDATA[', i)) {
      const end = xml.indexOf(']]>', i + 9);
      if (end === -1) throw new VassalError('vassal.xmlInvalid', { reason: 'unclosed CDATA' });
      i = xml.indexOf('<', end + 3);
      continue;
    }
    if (xml.startsWith('<!', i)) throw new VassalError('vassal.xmlEntity', { declaration: xml.slice(i, i + 12).replace(/\s+/g, ' ') });
    if (xml.startsWith('<?', i)) {
      const end = xml.indexOf('?>', i + 2);
      if (end === -1) throw new VassalError('vassal.xmlInvalid', { reason: 'unclosed processing instruction' });
      i = xml.indexOf('<', end + 2);
      continue;
    }
    const closing = xml[i + 1] === '/';
    // Find the end of the tag, skipping quoted attribute values (which may hold '>').
    let j = i + 1;
    let quote = '';
    let valueStart = 0;
    for (; j < xml.length; j++) {
      const c = xml[j]!;
      if (quote) {
        if (c === quote) {
          if (j - valueStart > limits.maxAttributeLength) throw new VassalError('vassal.xmlAttributeTooLong', { length: j - valueStart, limit: limits.maxAttributeLength });
          quote = '';
        }
      } else if (c === '"' || c === "'") {
        quote = c;
        valueStart = j + 1;
      } else if (c === '>') break;
    }
    if (j >= xml.length) throw new VassalError('vassal.xmlInvalid', { reason: 'unclosed tag' });
    if (closing) depth--;
    else if (xml[j - 1] !== '/') {
      depth++;
      if (depth > limits.maxDepth) throw new VassalError('vassal.xmlTooDeep', { limit: limits.maxDepth });
    }
    if (!closing && ++elements > limits.maxElements) throw new VassalError('vassal.xmlTooLarge', { elements, limit: limits.maxElements });
    i = xml.indexOf('<', j + 1);
  }
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The five predefined entities and numeric character references; anything else stays as written. */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref]!;
    const cp = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : whole;
  });
}

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

const TEXT = '#text';
const CDATA = '#cdata';

function decodeAttrs(raw: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw ?? {})) out[k] = decodeEntities(String(v));
  return out;
}

function convert(node: Ordered): XmlElement | null {
  const tag = Object.keys(node).find((k) => k !== ':@');
  if (tag === undefined || tag === TEXT || tag === CDATA) return null;
  const el: XmlElement = { tag, attrs: decodeAttrs(node[':@']), text: '', children: [] };
  for (const child of (node[tag] as Ordered[]) ?? []) {
    if (Object.hasOwn(child, TEXT)) el.text += decodeEntities(String(child[TEXT]));
    else if (Object.hasOwn(child, CDATA)) el.text += ((child[CDATA] as Ordered[]) ?? []).map((c) => String(c[TEXT] ?? '')).join('');
    else {
      const c = convert(child);
      if (c) el.children.push(c);
    }
  }
  return el;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: CDATA,
  maxNestedTags: 1_000,
});

/** Parses `xml` (text or UTF-8 bytes) into its root element; throws a VassalError when refused. */
export function parseXml(input: string | Buffer, limits: XmlLimits = BUILDFILE_XML_LIMITS): XmlElement {
  if (input.length > limits.maxBytes) throw new VassalError('vassal.xmlTooLarge', { size: input.length, limit: limits.maxBytes });
  const xml = typeof input === 'string' ? input : input.toString('utf8').replace(/^\uFEFF/, '');
  scan(xml, limits);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new VassalError('vassal.xmlInvalid', { reason: valid.err.msg.slice(0, 200), line: valid.err.line });
  let tree: Ordered[];
  try {
    tree = parser.parse(xml) as Ordered[];
  } catch (e) {
    throw new VassalError('vassal.xmlInvalid', { reason: e instanceof Error ? e.message.slice(0, 200) : 'unknown' });
  }
  const roots = tree.map(convert).filter((e): e is XmlElement => e !== null);
  if (roots.length !== 1) throw new VassalError('vassal.xmlInvalid', { reason: 'no single root element' });
  return roots[0]!;
}
