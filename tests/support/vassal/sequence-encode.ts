/**
 * VASSAL's list encoding for test fixtures (anchor-vassal-formats.md §3.1): tokens joined by a
 * delimiter, each delimiter inside a token preceded by a backslash, tokens starting with a
 * backslash (or both starting and ending with a quote) wrapped in single quotes.
 */
export function encodeList(tokens: readonly string[], delimiter: string): string {
  return tokens
    .map((t) => {
      if (!t) return '';
      const escaped = t.split(delimiter).join(`\\${delimiter}`);
      return t.startsWith('\\') || (t.startsWith("'") && t.endsWith("'")) ? `'${escaped}'` : escaped;
    })
    .join(delimiter);
}

/** A trait chain (outermost first, BasicPiece last) as its type or state string (§3.2). */
export function encodeChain(parts: readonly string[]): string {
  let acc = parts[parts.length - 1] ?? '';
  for (let i = parts.length - 2; i >= 0; i--) acc = encodeList([parts[i]!, acc], '\t');
  return acc;
}

/** The AddPiece form a PieceSlot or PrototypeDefinition holds: `+/null/<type>/<state>`. */
export function addPiece(types: readonly string[], states: readonly string[]): string {
  return encodeList(['+', 'null', encodeChain(types), encodeChain(states)], '/');
}
