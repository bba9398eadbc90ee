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
    text = '{';
    let first = true;
    for (const k of sortedKeys(o)) {
      const item: unknown = (o as Record<string, unknown>)[k];
      const t = typeof item;
      if (item === undefined || t === 'function' || t === 'symbol') continue;
      text += (first ? '' : ',') + keyText(k) + encode(item);
      first = false;
    }
    text += '}';
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

/**
 * The keys of the objects met most and their sorted order, by their count and first key: a game's
 * states hold the same records (a hundred unit ids) action after action, each a new object.
 */
const orders = new Map<string, { keys: string[]; sorted: string[] }>();

/**
 * The order canonicalJson() writes an object's keys in: sorted, then as an object built in that
 * order enumerates them — the keys that are array indices ("0", "12") first, in numeric order.
 */
function sortedKeys(o: object): string[] {
  const keys = Object.keys(o);
  if (keys.length < 8) return sortKeys(keys);
  const id = `${keys.length}|${keys[0]}`;
  const known = orders.get(id);
  if (known && sameKeys(known.keys, keys)) return known.sorted;
  const sorted = sortKeys([...keys]);
  if (orders.size < 1000) orders.set(id, { keys, sorted });
  return sorted;
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
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
