/**
 * Decoding VASSAL's delimited lists (anchor-vassal-formats.md §3.1), as far as the module reader
 * needs them: the board picker's default set-up text and zone paths. A backslash right before a
 * delimiter escapes it (including the trailing-backslash quirk); `'…'` quoting is stripped.
 */
export function decodeList(text: string, delimiter: string): string[] {
  const out: string[] = [];
  let rest: string | null = text;
  while (rest !== null) {
    if (rest === '') {
      out.push('');
      break;
    }
    let token = '';
    let i = 0;
    let ended = false;
    while (i < rest.length) {
      const c = rest[i]!;
      if (c === delimiter) {
        if (i > 0 && rest[i - 1] === '\\') {
          token = token.slice(0, -1) + c;
          i++;
          continue;
        }
        ended = true;
        break;
      }
      token += c;
      i++;
    }
    if (token.length >= 2 && token.startsWith("'") && token.endsWith("'")) token = token.slice(1, -1);
    out.push(token);
    rest = ended ? rest.slice(i + 1) : null;
  }
  return out;
}
