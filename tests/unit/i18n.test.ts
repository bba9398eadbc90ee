import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, NOTICE_CODES } from '../../shared/api/errors';
import { GAME_IDS, SUPPORT_AREAS, SUPPORT_LEVELS } from '../../shared/games/ids';
import { LANGUAGES } from '../../shared/settings';
import { LOG_CODES, REFUSAL_REASONS } from '../../shared/games/codes';

type Tree = { [k: string]: string | Tree };
const root = path.resolve(import.meta.dirname, '../..');
/** Every feature file of a language (translation.json, rulebook.json, …) as one tree; a top-level key may live in one file only. */
const FEATURE_FILES = fs.readdirSync(path.join(root, 'locales', 'en')).filter((f) => f.endsWith('.json')).sort();
function load(lng: string): Tree {
  const tree: Tree = {};
  for (const f of FEATURE_FILES) {
    const part = JSON.parse(fs.readFileSync(path.join(root, 'locales', lng, f), 'utf8')) as Tree;
    for (const [k, v] of Object.entries(part)) {
      if (k in tree) throw new Error(`locales/${lng}/${f}: top-level key "${k}" is already defined in another file`);
      tree[k] = v;
    }
  }
  return tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseOf = (key: string) => key.replace(PLURAL, '');
const placeholders = (s: string) => new Set([...s.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]));

/** Each game's namespace (locales/<lng>/games/<game-id>.json), flattened. */
const GAME_FILES = fs.readdirSync(path.join(root, 'locales', 'en', 'games')).filter((f) => f.endsWith('.json')).sort();
const gameFlat = (lng: string, f: string) => flatten(JSON.parse(fs.readFileSync(path.join(root, 'locales', lng, 'games', f), 'utf8')) as Tree);
const coreFlat = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(load(l))])) as Record<string, Map<string, string>>;
/** Every key a language resolves, as i18next does: the common namespace, then each game's. */
const flat = Object.fromEntries(
  LANGUAGES.map((l) => [l, new Map([...coreFlat[l]!, ...GAME_FILES.flatMap((f) => [...gameFlat(l, f)].filter(([k]) => k !== 'companion' && !k.startsWith('companion.')))])]),
) as Record<string, Map<string, string>>;

/** Whether `key` resolves in a language: as a plain key or as a plural family. */
const has = (lng: string, key: string) => flat[lng]!.has(key) || flat[lng]!.has(`${key}_other`);

describe('locales', () => {
  it("keep each game's own keys in its namespace, the same in every language, none also in the common files", () => {
    expect(GAME_FILES.length).toBeGreaterThan(0);
    for (const f of GAME_FILES) {
      expect(GAME_IDS as readonly string[], f).toContain(f.replace(/\.json$/, ''));
      const en = new Set([...gameFlat('en', f).keys()].map(baseOf));
      for (const lng of LANGUAGES) {
        const keys = new Set([...gameFlat(lng, f).keys()].map(baseOf));
        expect([...en].filter((k) => !keys.has(k)), `missing in ${lng}/games/${f}`).toEqual([]);
        expect([...keys].filter((k) => !en.has(k)), `only in ${lng}/games/${f}`).toEqual([]);
        expect([...keys].filter((k) => coreFlat[lng]!.has(k) || coreFlat[lng]!.has(`${k}_other`)), `${lng}/games/${f} and the common files`).toEqual([]);
      }
    }
  });

  it('have the same keys in every language', () => {
    const bases = (lng: string) => new Set([...flat[lng]!.keys()].map(baseOf));
    const en = bases('en');
    for (const lng of LANGUAGES) {
      const other = bases(lng);
      expect([...en].filter((k) => !other.has(k)), `missing in ${lng}`).toEqual([]);
      expect([...other].filter((k) => !en.has(k)), `only in ${lng}`).toEqual([]);
    }
  });

  it('give every plural every category the language needs (Italian: one, many, other)', () => {
    for (const lng of LANGUAGES) {
      const needed = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      const families = new Set([...flat[lng]!.keys()].filter((k) => PLURAL.test(k)).map(baseOf));
      for (const base of families) {
        for (const cat of needed) expect(flat[lng]!.has(`${base}_${cat}`), `${lng}: ${base}_${cat}`).toBe(true);
      }
    }
    expect(new Intl.PluralRules('it').resolvedOptions().pluralCategories).toContain('many');
  });

  it('keep the same placeholders in every language', () => {
    for (const [key, text] of flat.en!) {
      const base = baseOf(key);
      for (const lng of LANGUAGES) {
        const variants = [...flat[lng]!.entries()].filter(([k]) => baseOf(k) === base).map(([, v]) => v);
        const union = new Set(variants.flatMap((v) => [...placeholders(v)]));
        for (const p of placeholders(text)) if (p !== 'count') expect(union.has(p), `${lng}: ${key} lacks {{${p}}}`).toBe(true);
      }
    }
  });

  it('have no empty texts', () => {
    for (const lng of LANGUAGES) for (const [k, v] of flat[lng]!) expect(v.trim(), `${lng}: ${k}`).not.toBe('');
  });

  it('translate every error and notice code main can send', () => {
    for (const lng of LANGUAGES) {
      for (const code of ERROR_CODES) expect(has(lng, `errors.${code}`), `${lng}: errors.${code}`).toBe(true);
      for (const code of NOTICE_CODES) expect(has(lng, `notices.${code}`), `${lng}: notices.${code}`).toBe(true);
    }
  });

  it('translate every log message and refusal the engine can produce', () => {
    for (const lng of LANGUAGES) {
      for (const code of LOG_CODES) expect(has(lng, `log.${code}`), `${lng}: log.${code}`).toBe(true);
      for (const reason of REFUSAL_REASONS) expect(has(lng, `refusal.${reason}`), `${lng}: refusal.${reason}`).toBe(true);
    }
  });

  it('name and describe every game, support area and level', () => {
    for (const lng of LANGUAGES) {
      for (const id of GAME_IDS) for (const f of ['title', 'description']) expect(has(lng, `catalog.${id}.${f}`), `${lng}: ${id}.${f}`).toBe(true);
      for (const a of SUPPORT_AREAS) expect(has(lng, `support.area.${a}`), `${lng}: area ${a}`).toBe(true);
      for (const l of SUPPORT_LEVELS) expect(has(lng, `support.level.${l}`), `${lng}: level ${l}`).toBe(true);
    }
  });

  it('contain every key the renderer uses literally', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.(ts|svelte)$/.test(e.name)) files.push(p);
      }
    };
    walk(path.join(root, 'renderer', 'src'));
    const used = new Set<string>();
    for (const f of files) {
      const text = fs.readFileSync(f, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*(['"])([\w.-]+)\1/g)) used.add(m[2]!);
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((k) => !LANGUAGES.every((l) => has(l, k)));
    expect(missing).toEqual([]);
  });
});
