import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../shared/games/ids';
import { LANGUAGES } from '../../shared/settings';
import { textsIn } from '../../shared/companion/text';
import type { Text } from '../../shared/companion/definition';
import { COMPANION_DEFINITIONS } from '../../main/games/companion/index';
import { defaultInputs } from '../../main/companion/inputs';
import { companionKnows, companionWords } from '../../main/companion/words';

/**
 * The companions' texts live in the locale files (locales/<lng>/games/<game>.json, key
 * "companion"), never in the definitions: every text a definition or a calculation gives is a key
 * both languages hold, its parameters fill every placeholder, and the two files say the same things.
 */
const root = path.resolve(import.meta.dirname, '../..');
type Tree = { [k: string]: string | Tree };
const flatten = (tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> => {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else flatten(v, key, out);
  }
  return out;
};
const read = (lng: string, game: string) => JSON.parse(fs.readFileSync(path.join(root, 'locales', lng, 'games', `${game}.json`), 'utf8')) as Tree;
const PLURAL = /_(one|many|other)$/;
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

/** Every text of a definition, and of its calculations over their defaults and a few dice. */
function allTexts(game: (typeof GAME_IDS)[number]): [string, Text][] {
  const def = COMPANION_DEFINITIONS[game]!();
  const out = textsIn(def, game);
  const tables = Object.fromEntries(def.tables.filter((x) => x.builtIn).map((x) => [x.id, x.builtIn!.cells]));
  for (const calc of def.calculators) {
    for (const dice of [null, [3, 4, 5, 2], [6, 6, 6, 6], [1, 1, 1, 1]]) {
      try {
        textsIn(calc.compute(defaultInputs(calc.inputs), tables, dice), `${game}.calculator.${calc.id}`, out);
      } catch {
        // A calculation needing other inputs is covered by its own tests.
      }
    }
  }
  return out;
}

describe('companion texts in the locale files', () => {
  it('no companion source holds an inline English/Italian text', () => {
    const dirs = [...GAME_IDS.map((g) => path.join(root, 'main', 'games', g, 'companion')), path.join(root, 'main', 'companion'), path.join(root, 'main', 'games', 'companion'), path.join(root, 'shared', 'companion')];
    const found: string[] = [];
    for (const file of dirs.filter((d) => fs.existsSync(d)).flatMap(walk)) {
      fs.readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        if (/\b(en|it):\s*['"`]/.test(line)) found.push(`${path.relative(root, file)}:${i + 1}`);
      });
    }
    expect(found).toEqual([]);
  });

  for (const game of GAME_IDS) {
    describe(game, () => {
      const texts = allTexts(game);

      it('every text is a key of the game (or the companion) in both languages, with every placeholder filled', () => {
        expect(texts.length).toBeGreaterThan(20);
        const problems: string[] = [];
        for (const [where, text] of texts) {
          if (!text.key.startsWith(`${game}:companion.`) && !text.key.startsWith('companion.')) problems.push(`${where}: ${text.key} is not the game's`);
          for (const lng of LANGUAGES) {
            if (!companionKnows(text, lng)) problems.push(`${where}: ${text.key} missing in ${lng}`);
            const words = companionWords(text, lng);
            if (words.includes('{{') || words.trim() === '' || words === text.key.slice(text.key.indexOf(':') + 1)) problems.push(`${where}: ${text.key} in ${lng} reads "${words}"`);
          }
        }
        expect(problems).toEqual([]);
      });

      it('the English and Italian files hold the same keys and placeholders, with Italian plurals one/many/other', () => {
        const en = flatten(read('en', game));
        const itl = flatten(read('it', game));
        const base = (m: Map<string, string>) => new Set([...m.keys()].filter((k) => k.startsWith('companion.')).map((k) => k.replace(PLURAL, '')));
        expect([...base(itl)].sort()).toEqual([...base(en)].sort());
        for (const [key, value] of en) {
          if (!key.startsWith('companion.')) continue;
          const b = key.replace(PLURAL, '');
          const it = itl.get(key) ?? itl.get(`${b}_other`)!;
          expect(placeholders(it), `${game} ${key}`).toEqual(placeholders(value));
          if (PLURAL.test(key)) for (const form of ['one', 'many', 'other']) expect(itl.has(`${b}_${form}`), `${game} ${b}_${form}`).toBe(true);
        }
      });
    });
  }
});
