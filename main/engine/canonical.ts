import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so equal states always serialise the same way. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const sorted: Record<string, unknown> = {};
      for (const k of Object.keys(v as object).sort()) sorted[k] = (v as Record<string, unknown>)[k];
      return sorted;
    }
    return v;
  });
}

/** The SHA-256 of a state's canonical JSON: what the log records after every action. */
export function hashState(state: unknown): string {
  return createHash('sha256').update(canonicalState(state)).digest('hex');
}

/**
 * canonicalJson() of a game state, the same text, built from the text of each object and array
 * kept per object. A state is never changed once made (each action makes new objects for what it
 * changes and shares the rest), so the next state's text is mostly the previous one's parts: only
 * what the action changed is written again. Every object written is frozen, so a state changed in
 * place after it was hashed fails loudly where it is changed instead of hashing as it was. A
 * value that is not plain data (a class instance, toJSON, a bigint) is written by canonicalJson().
 */
export function canonicalState(value: unknown): string {
  try {
    return encode(value);
  } catch (e) {
    if (e !== NOT_PLAIN) throw e;
    return canonicalJson(value);
  }
}

const NOT_PLAIN = new Error('not plain data');
const written = new WeakMap<object, string>();

function encode(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v);
    case 'number':
      return Number.isFinite(v) ? String(v) : 'null';
    case 'boolean':
      return v ? 'true' : 'false';
    case 'object':
      if (v === null) return 'null';
      return written.get(v) ?? encodeObject(v);
    default:
      // undefined, a function or a symbol: canonicalJson() leaves such a property out and writes
      // null in an array; encodeObject() does the same, so here it is a whole value (or a bigint).
      throw NOT_PLAIN;
  }
}

function encodeObject(o: object): string {
  let text: string;
  if (Array.isArray(o)) {
    if (Object.getPrototypeOf(o) !== Array.prototype) throw NOT_PLAIN;
    text = '[';
    for (let i = 0; i < o.length; i++) {
      const item: unknown = o[i];
      const t = typeof item;
      text += (i ? ',' : '') + (item === undefined || t === 'function' || t === 'symbol' ? 'null' : encode(item));
    }
    text += ']';
  } else {
    const proto: unknown = Object.getPrototypeOf(o);
    if ((proto !== Object.prototype && proto !== null) || typeof (o as { toJSON?: unknown }).toJSON === 'function') throw NOT_PLAIN;
    const keys = Object.keys(o);
    const order = keys.length >= RECORD_KEYS ? recordOrder(keys) : null;
    text = order ? encodeRecord(o as Record<string, unknown>, order) : encodeFields(o as Record<string, unknown>, sortKeys(keys));
  }
  Object.freeze(o);
  written.set(o, text);
  return text;
}

/** A key as written before its value ('"hex":'), kept for the keys met most (field names, unit ids). */
const keyTexts = new Map<string, string>();
function keyText(k: string): string {
  let text = keyTexts.get(k);
  if (text === undefined) {
    text = `${JSON.stringify(k)}:`;
    if (keyTexts.size < 20_000) keyTexts.set(k, text);
  }
  return text;
}

function encodeFields(o: Record<string, unknown>, sorted: readonly string[]): string {
  let text = '{';
  let first = true;
  for (const k of sorted) {
    const item: unknown = o[k];
    const t = typeof item;
    if (item === undefined || t === 'function' || t === 'symbol') continue;
    text += (first ? '' : ',') + keyText(k) + encode(item);
    first = false;
  }
  return `${text}}`;
}

/** From this many keys an object is written as a record: its text spliced from the last one's of the same keys. */
const RECORD_KEYS = 8;

/**
 * The objects met most with many keys, by their count and first key: a game's states hold the
 * same records (a hundred unit ids, the rules' fields) action after action, each a new object
 * differing from the one before in a value or two. Each keeps its sorted order and the last
 * record written with those keys: its values, its text and where each of its fields ends.
 */
interface RecordOrder {
  keys: string[];
  sorted: string[];
  last: { values: unknown[]; text: string; ends: Int32Array } | null;
}
const orders = new Map<string, RecordOrder>();

function recordOrder(keys: string[]): RecordOrder {
  const id = `${keys.length}|${keys[0]}`;
  const known = orders.get(id);
  if (known && sameKeys(known.keys, keys)) return known;
  const order: RecordOrder = { keys, sorted: sortKeys([...keys]), last: null };
  if (orders.size < 1000 || known) orders.set(id, order);
  return order;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A record's text: the fields whose values are the very ones of the last record written with
 * these keys keep their text (values are never changed once written), the others are written
 * anew and spliced in. A record with a field left out (undefined) is written field by field.
 */
function encodeRecord(o: Record<string, unknown>, order: RecordOrder): string {
  const { sorted, last } = order;
  const n = sorted.length;
  const values: unknown[] = new Array(n);
  let changed = 0;
  for (let i = 0; i < n; i++) {
    const v = o[sorted[i]!];
    const t = typeof v;
    if (v === undefined || t === 'function' || t === 'symbol') {
      order.last = null;
      return encodeFields(o, sorted);
    }
    values[i] = v;
    if (!last || v !== last.values[i]) changed++;
  }
  const ends = new Int32Array(n);
  let text: string;
  if (last && changed * 4 <= n) {
    text = '';
    let copied = 0;
    let shift = 0;
    for (let i = 0; i < n; i++) {
      if (values[i] !== last.values[i]) {
        const start = i === 0 ? 1 : last.ends[i - 1]! + 1;
        const field = keyText(sorted[i]!) + encode(values[i]);
        text += last.text.slice(copied, start) + field;
        copied = last.ends[i]!;
        shift += field.length - (copied - start);
      }
      ends[i] = last.ends[i]! + shift;
    }
    text += last.text.slice(copied);
  } else {
    text = '{';
    for (let i = 0; i < n; i++) {
      text += (i ? ',' : '') + keyText(sorted[i]!) + encode(values[i]);
      ends[i] = text.length;
    }
    text += '}';
  }
  order.last = { values, text, ends };
  return text;
}

function sortKeys(keys: string[]): string[] {
  // Object.keys() lists the array-index keys first, in numeric order: only the rest need sorting.
  let indices = 0;
  while (indices < keys.length && isArrayIndex(keys[indices]!)) indices++;
  if (indices === 0) return keys.sort();
  return [...keys.slice(0, indices), ...keys.slice(indices).sort()];
}

function isArrayIndex(k: string): boolean {
  const c = k.charCodeAt(0);
  if (c < 48 || c > 57) return false;
  const n = Number(k);
  return n >>> 0 === n && n !== 4294967295 && String(n) === k;
}
