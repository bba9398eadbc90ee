/**
 * VASSAL's SequenceEncoder grammar (anchor-vassal-formats §3.1), both ways, written from the
 * description of its behaviour: a list of strings joined by one delimiter character, where a
 * delimiter inside a token is preceded by a backslash and nothing else is escaped.
 *
 * Quirks kept on purpose, because VASSAL reads files this way:
 * - a delimiter whose raw predecessor is a backslash is part of the token, even when that backslash
 *   ended the previous value (`a\` then `;b` reads back as one token `a;b`);
 * - a token of two characters or more that starts and ends with `'` loses one pair of quotes;
 * - an empty remainder yields one empty token (`"a;"` → `["a", ""]`, `""` → `[""]`).
 */

/** Splits `s` on delimiter `d` the way VASSAL's decoder does. */
export function seDecode(s: string, d: string): string[] {
  const out: string[] = [];
  const r = new SeReader(s, d);
  while (r.hasMore()) out.push(r.next());
  return out;
}

/** Reads tokens one at a time; `rest()` gives the undecoded remainder (for "the rest of a chain"). */
export class SeReader {
  private pos: number;
  constructor(
    private readonly s: string,
    private readonly d: string,
  ) {
    this.pos = s === undefined ? -1 : 0;
  }

  hasMore(): boolean {
    return this.pos >= 0;
  }

  /** The next token, or `fallback` once the list is finished. */
  next(fallback = ''): string {
    if (this.pos < 0) return fallback;
    const { s, d } = this;
    let from = this.pos;
    let token = '';
    for (;;) {
      const j = s.indexOf(d, from);
      if (j < 0) {
        token += s.slice(from);
        this.pos = -1;
        break;
      }
      if (j > this.pos && s.charCodeAt(j - 1) === 92 /* \ */) {
        token += s.slice(from, j - 1) + d;
        from = j + 1;
        continue;
      }
      token += s.slice(from, j);
      this.pos = j + 1;
      break;
    }
    return unquote(token);
  }

  /** The remainder as written (not decoded), or null once finished. */
  rest(): string | null {
    return this.pos < 0 ? null : this.s.slice(this.pos);
  }
}

function unquote(t: string): string {
  return t.length >= 2 && t.charCodeAt(0) === 39 && t.charCodeAt(t.length - 1) === 39 ? t.slice(1, -1) : t;
}

/** One token as VASSAL appends it; `followed` = a delimiter comes after it in the list. */
export function seToken(t: string, d: string, followed: boolean): string {
  if (!t) return '';
  let e = t.includes(d) ? t.split(d).join(`\\${d}`) : t;
  const quoted = t.charCodeAt(0) === 92 || (t.charCodeAt(0) === 39 && t.charCodeAt(t.length - 1) === 39);
  // VASSAL only protects tokens that start with a backslash; one that ends with it would swallow the
  // next delimiter, so we quote it too (VASSAL's decoder unquotes it). A final token is left as VASSAL writes it.
  if (quoted || (followed && e.charCodeAt(e.length - 1) === 92)) e = `'${e}'`;
  return e;
}

/** Joins tokens with delimiter `d` (the inverse of seDecode for tokens that VASSAL itself could write). */
export function seEncode(tokens: readonly string[], d: string): string {
  let out = '';
  for (let i = 0; i < tokens.length; i++) {
    if (i) out += d;
    out += seToken(tokens[i]!, d, i < tokens.length - 1);
  }
  return out;
}

/** Typed readers VASSAL applies to tokens: the default when the token is missing or does not parse. */
export const seInt = (t: string | undefined, dflt: number): number => {
  if (t === undefined || !/^[+-]?\d+$/.test(t.trim())) return dflt;
  const n = Number.parseInt(t.trim(), 10);
  return Number.isSafeInteger(n) && n >= -2147483648 && n <= 2147483647 ? n : dflt;
};
export const seDouble = (t: string | undefined, dflt: number): number => {
  if (t === undefined || t.trim() === '') return dflt;
  const n = Number(t.trim());
  return Number.isFinite(n) ? n : dflt;
};
/** Booleans inside type and state strings are true only for exactly `true` (§6.22); a missing token → the default. */
export const seBool = (t: string | undefined, dflt: boolean): boolean => (t === undefined ? dflt : t === 'true');
