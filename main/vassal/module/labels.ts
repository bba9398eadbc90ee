/** Grid-numbering labels (anchor-vassal-formats.md §2.7.2) and their inverse (§2.7.4). */

/** `leading` zeros at most: a number is padded to leading + 1 digits; letters repeat (26 → AA). */
export function label(n: number, type: 'N' | 'A', leading: number): string {
  const sign = n < 0 ? '-' : '';
  let v = Math.abs(n);
  if (type === 'A') {
    let s = '';
    // Letters repeat rather than carry: 0 → A, 25 → Z, 26 → AA, 27 → BB, 52 → AAA.
    do {
      s += String.fromCharCode(65 + (v % 26));
      v -= 26;
    } while (v >= 0);
    return sign + s;
  }
  let s = String(v);
  let budget = leading;
  while (budget > 0 && v < 10 ** budget) {
    s = `0${s}`;
    budget--;
  }
  return sign + s;
}

/** Regular-expression source matching one label of this type. */
export function labelPattern(type: 'N' | 'A', leading: number): string {
  if (type === 'A') return '-?(?:A+|B+|C+|D+|E+|F+|G+|H+|I+|J+|K+|L+|M+|N+|O+|P+|Q+|R+|S+|T+|U+|V+|W+|X+|Y+|Z+)';
  return `-?[0-9]{${Math.max(1, leading + 1)},}`;
}

/** The number a label stands for (inverse of `label`), or null. */
export function parseLabel(text: string, type: 'N' | 'A'): number | null {
  const neg = text.startsWith('-');
  const body = neg ? text.slice(1) : text;
  let v: number;
  if (type === 'A') {
    if (!/^([A-Z])\1*$/.test(body)) return null;
    v = (body.length - 1) * 26 + (body.charCodeAt(0) - 65);
  } else {
    if (!/^[0-9]+$/.test(body)) return null;
    v = Number(body);
  }
  return neg ? -v : v;
}
