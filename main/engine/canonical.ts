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

export function hashState(state: unknown): string {
  return createHash('sha256').update(canonicalJson(state)).digest('hex');
}
