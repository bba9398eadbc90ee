import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VASSAL_ERROR_CODES } from '../../main/vassal/pieces/errors';

const root = path.resolve(import.meta.dirname, '../..');
const lookup = (lng: string, key: string): unknown =>
  key.split('.').reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined), JSON.parse(fs.readFileSync(path.join(root, 'locales', lng, 'translation.json'), 'utf8')));

describe('VASSAL error codes', () => {
  it('are translated in English and Italian under "vassal"', () => {
    for (const code of VASSAL_ERROR_CODES) {
      expect(code.startsWith('vassal.')).toBe(true);
      for (const lng of ['en', 'it']) expect(typeof lookup(lng, code), `${lng}: ${code}`).toBe('string');
    }
    for (const w of ['vassal.warn.notUtf8', 'vassal.warn.missingMembers_other', 'vassal.warn.unknownCommands_other', 'vassal.warn.notUsed']) for (const lng of ['en', 'it']) expect(typeof lookup(lng, w), `${lng}: ${w}`).toBe('string');
  });
});
