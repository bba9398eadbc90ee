import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CompanionDefinition } from '../../shared/companion/definition';
import type { GameId } from '../../shared/games/ids';
import { defaultInputs } from '../../main/companion/inputs';
import { afrikaKorpsCompanion } from '../../main/games/afrika-korps/companion/definition';
import { aslStarterKitCompanion } from '../../main/games/asl-starter-kit/companion/definition';
import { battleForNorthAfricaCompanion } from '../../main/games/battle-for-north-africa/companion/definition';
import { caseYellowCompanion } from '../../main/games/case-yellow/companion/definition';
import { darkSandsCompanion } from '../../main/games/dark-sands/companion/definition';
import { GAME_TERMS, type GameTerms, type Term } from '../../main/rulebook/terms';
import { textsIn } from '../../shared/companion/text';
import { companionWords } from '../../main/companion/words';

/**
 * Each game's own Italian words (main/rulebook/terms): the Italian locale files and each game's
 * companion definition use the term its Italian edition uses, never the variants listed against it,
 * and every preferred term is really the seed's.
 */

const root = path.resolve(import.meta.dirname, '../..');
const SEEDS = path.resolve(root, '../shared/seeds');

type Tree = { [k: string]: string | Tree };
function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else flatten(v, key, out);
  }
  return out;
}
const italian = new Map<string, string>();
for (const f of fs.readdirSync(path.join(root, 'locales', 'it')).filter((x) => x.endsWith('.json'))) {
  for (const [k, v] of flatten(JSON.parse(fs.readFileSync(path.join(root, 'locales', 'it', f), 'utf8')) as Tree)) italian.set(`${f}:${k}`, v);
}
// Each game's own namespace too (locales/it/games/<id>.json).
for (const f of fs.readdirSync(path.join(root, 'locales', 'it', 'games')).filter((x) => x.endsWith('.json'))) {
  for (const [k, v] of flatten(JSON.parse(fs.readFileSync(path.join(root, 'locales', 'it', 'games', f), 'utf8')) as Tree)) italian.set(`games/${f}:${k}`, v);
}

const COMPANIONS: Record<GameId, () => CompanionDefinition> = {
  'afrika-korps': afrikaKorpsCompanion,
  'battle-for-north-africa': battleForNorthAfricaCompanion,
  'dark-sands': darkSandsCompanion,
  'case-yellow': caseYellowCompanion,
  'asl-starter-kit': aslStarterKitCompanion,
};

/** Every Italian text in a value: each keyed companion text, however deep, in Italian words from the game's locale file. */
function italianTexts(value: unknown, where: string, out: [string, string][] = []): [string, string][] {
  for (const [at, text] of textsIn(value, where)) out.push([at, companionWords(text, 'it')]);
  return out;
}

/** A companion's Italian: every text of the game's locale file, its definition, and what each calculator says when it works out its defaults. */
function companionTexts(def: CompanionDefinition): [string, string][] {
  const file = path.join(root, 'locales', 'it', 'games', `${def.game}.json`);
  const out: [string, string][] = [...flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Tree)].filter(([k]) => k.startsWith('companion.')).map(([k, v]) => [`games/${def.game}.json:${k}`, v]);
  italianTexts(def, def.game, out);
  const tables = Object.fromEntries(def.tables.filter((x) => x.builtIn).map((x) => [x.id, x.builtIn!.cells]));
  for (const calc of def.calculators) {
    for (const dice of [null, [3, 4, 5, 2], [6, 6, 6, 6], [1, 1, 1, 1]]) {
      try {
        italianTexts(calc.compute(defaultInputs(calc.inputs), tables, dice), `${def.game}.calculator.${calc.id}`, out);
      } catch {
        // A calculation that needs other inputs says so in its own tests; its words are still in the definition.
      }
    }
  }
  return out;
}

/** The Italian texts a game's terms apply to. */
function textsOf(g: GameTerms): [string, string][] {
  const fromLocales = [...italian].filter(([key]) => g.localeKeys.some((p) => key.slice(key.indexOf(':') + 1).startsWith(p)));
  return g.game === 'app' ? fromLocales : [...fromLocales, ...companionTexts(COMPANIONS[g.game]())];
}

const pattern = (t: Term) => t.matches ?? new RegExp(t.preferred.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');

describe('each game’s own Italian terms', () => {
  it('cover every game and the app', () => {
    expect(GAME_TERMS.map((g) => g.game).sort()).toEqual(['app', ...Object.keys(COMPANIONS)].sort());
  });

  for (const g of GAME_TERMS) {
    describe(g.game, () => {
      const texts = textsOf(g);

      it('has Italian text to check', () => {
        expect(texts.length).toBeGreaterThan(g.game === 'app' ? 500 : 20);
      });

      it('uses none of the variants the edition does not use', () => {
        const found: string[] = [];
        for (const t of g.terms) for (const bad of t.forbidden) for (const [where, text] of texts) if (bad.test(text)) found.push(`${where}: “${text}” has ${bad} (say “${t.preferred}”: ${t.concept})`);
        expect(found).toEqual([]);
      });

      it('uses each preferred term somewhere', () => {
        for (const t of g.terms.filter((x) => !x.mayBeAbsent)) expect(texts.some(([, text]) => pattern(t).test(text)), `${g.game}: “${t.preferred}” (${t.concept})`).toBe(true);
      });

      if (g.seed) {
        it('takes every preferred term from the seed', () => {
          const seed = fs.readFileSync(path.join(SEEDS, g.seed!), 'utf8').normalize('NFC');
          for (const t of g.terms) expect((t.seedSays ?? pattern(t)).test(seed), `${g.seed}: “${t.preferred}”`).toBe(true);
        });
      }
    });
  }
});
