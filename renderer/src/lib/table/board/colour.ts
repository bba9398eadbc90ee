/** Small colour helpers for drawing: parse #rrggbb, mix, pick readable ink. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  const n = m ? parseInt(m[1]!, 16) : 0x888888;
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function toCss({ r, g, b }: Rgb, alpha = 1): string {
  return alpha >= 1 ? `rgb(${r} ${g} ${b})` : `rgb(${r} ${g} ${b} / ${alpha})`;
}

/** Mix a colour towards another: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  const m = (p: number, q: number) => Math.round(p + (q - p) * t);
  return toCss({ r: m(x.r, y.r), g: m(x.g, y.g), b: m(x.b, y.b) });
}

/** Relative luminance (WCAG). */
export function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Black or white ink, whichever reads better on the background. */
export function inkOn(background: string): string {
  return luminance(background) > 0.22 ? '#15140f' : '#fbf8ee';
}
