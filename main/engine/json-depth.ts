/**
 * How deeply JSON nests, measured without recursion, so a crafted document ("[[[[…" thousands of
 * levels deep) is refused with a clear code before any recursive code (schema checks, canonical
 * JSON, the rules engine) meets it and overflows the stack.
 */

/** Deepest nesting any game file or API argument needs is far below this. */
export const MAX_JSON_DEPTH = 64;

/** True when the JSON text nests arrays and objects more than `max` levels deep. One pass over the text. */
export function textNestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * True when a value nests arrays and objects more than `max` levels deep. Each object is looked
 * at once (a value shared or cyclic, as structured clone allows, costs no more).
 */
export function valueNestsDeeperThan(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const seen = new Set<object>();
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null || seen.has(v)) continue;
    if (depth + 1 > max) return true;
    seen.add(v);
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
}
