/**
 * English lines for VASSAL error and warning codes, taken from the app's own English locale
 * (locales/en, key "vassal") so the command line and the app say the same thing.
 */
import english from '../../locales/en/translation.json' with { type: 'json' };

const VASSAL = (english as unknown as { vassal: Record<string, unknown> }).vassal;

/** `{{name}}` placeholders filled; `_one`/`_other` chosen by `count`. */
export function vassalText(code: string, params: Readonly<Record<string, string | number>> = {}): string {
  const key = code.replace(/^vassal\./, '');
  const count = typeof params.count === 'number' ? params.count : null;
  // Keys may be nested (`save.badObfuscation` → vassal.save.badObfuscation).
  const at = (k: string): unknown => k.split('.').reduce<unknown>((n, part) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[part] : undefined), VASSAL);
  const template = at(key) ?? (count !== null ? at(`${key}_${count === 1 ? 'one' : 'other'}`) : undefined) ?? at(`${key}_other`);
  if (typeof template !== 'string') return Object.keys(params).length ? JSON.stringify(params) : '';
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function vassalWords(group: 'fallback' | 'role', key: string): string {
  const g = VASSAL[group] as Record<string, string> | undefined;
  return g?.[key] ?? key;
}
