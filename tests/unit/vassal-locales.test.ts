import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VASSAL_ERROR_CODES, VASSAL_WARNING_CODES } from '../../main/vassal/errors.js';

type Tree = { [k: string]: string | Tree };
const root = path.resolve(import.meta.dirname, '../..');
const load = (lng: string): Tree => JSON.parse(fs.readFileSync(path.join(root, 'locales', lng, 'translation.json'), 'utf8')) as Tree;
const lookup = (tree: Tree, key: string): string | Tree | undefined => key.split('.').reduce<string | Tree | undefined>((t, k) => (t && typeof t === 'object' ? t[k] : undefined), tree);

const FALLBACKS = ['standardNumbering', 'obliqueNumbering', 'columnRow', 'standardGrid', 'standardMap', 'ignored'];
const ROLES = ['map', 'boardPicker', 'board', 'grid', 'numbering', 'turnTracker', 'component'];

describe('VASSAL codes are translated', () => {
  for (const lng of ['en', 'it']) {
    it(`every error, warning, fallback and role has a ${lng} text`, () => {
      const tree = load(lng);
      for (const code of [...VASSAL_ERROR_CODES, ...VASSAL_WARNING_CODES]) {
        const text = lookup(tree, code) ?? lookup(tree, `${code}_other`);
        expect(typeof text, `${lng}: ${code}`).toBe('string');
      }
      for (const f of FALLBACKS) expect(typeof lookup(tree, `vassal.fallback.${f}`), f).toBe('string');
      for (const r of ROLES) expect(typeof lookup(tree, `vassal.role.${r}`), r).toBe('string');
    });
  }
});
