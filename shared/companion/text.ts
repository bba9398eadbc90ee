import type { Text } from './definition.js';

/** What puts a locale key into words: i18next's `t` (the renderer's, or a Node instance's). */
export type Translate = (key: string, options: Record<string, unknown>) => string;

/**
 * A companion text in words: its parameters first (a parameter that is itself a text is put into
 * words with the same options, so the same language), then its key. `options` carries i18next's
 * own options (`lng`); the text's parameters win over them.
 */
export function textWords(text: Text, translate: Translate, options: Record<string, unknown> = {}): string {
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(text.params ?? {})) params[name] = typeof value === 'object' ? textWords(value, translate, options) : value;
  return translate(text.key, { ...options, ...params });
}

/** Every text in a value, however deep (a definition, a calculation's result), with where it is. */
export function textsIn(value: unknown, where = '', out: [string, Text][] = [], seen = new Set<unknown>()): [string, Text][] {
  if (!value || typeof value !== 'object' || seen.has(value)) return out;
  seen.add(value);
  const o = value as Record<string, unknown>;
  if (typeof o.key === 'string' && (o.params === undefined || typeof o.params === 'object') && Object.keys(o).every((k) => k === 'key' || k === 'params')) {
    out.push([where, o as unknown as Text]);
    return out;
  }
  for (const [k, v] of Object.entries(o)) if (k !== 'source') textsIn(v, where ? `${where}.${k}` : k, out, seen);
  return out;
}
