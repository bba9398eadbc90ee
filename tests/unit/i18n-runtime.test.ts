import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { COMPANION_LOG_CODES, COMPANION_REFUSAL_REASONS } from '../../shared/engine/messages';
import { LOG_CODES, REFUSAL_REASONS } from '../../shared/games/codes';
import { AK_STEPS, AK_VICTORY_REASONS } from '../../shared/games/afrika-korps/codes';
import { GameViewSchema } from '../../shared/engine/view';
import { FreeActionSchema } from '../../shared/engine/free-actions';
import { messageSentence, readableParams, type Words } from '../../shared/i18n/message-params';
import { LANGUAGES, type Language } from '../../shared/settings';
import type { CompanionDefinition, Text } from '../../shared/companion/definition';
import { loadAfrikaKorpsData } from '../../main/games/afrika-korps/data';
import { AkActionSchema } from '../../main/games/afrika-korps/play/actions';
import { OPTION_SPECS } from '../../main/games/afrika-korps/play/options';
import { CRT_COLUMNS, CRT_RESULTS } from '../../main/games/afrika-korps/rules/crt';
import { CompanionActionSchema } from '../../main/companion/module';
import { afrikaKorpsCompanion } from '../../main/games/afrika-korps/companion/definition';
import { aslStarterKitCompanion } from '../../main/games/asl-starter-kit/companion/definition';
import { battleForNorthAfricaCompanion } from '../../main/games/battle-for-north-africa/companion/definition';
import { caseYellowCompanion } from '../../main/games/case-yellow/companion/definition';
import { darkSandsCompanion } from '../../main/games/dark-sands/companion/definition';
import { companionNames } from '../../renderer/src/lib/companion-names';
import { describeRefusal } from '../../main/cli/messages';
import { createAfrikaKorpsModule } from '../../main/games/afrika-korps/module';
import type { AkState } from '../../main/games/afrika-korps/play/state';
import { step } from '../../main/engine/core';
import type { Refusal } from '../../main/engine/module';
import { seedRng } from '../../main/engine/rng';
import { createRand } from '../../main/cli/fuzz/random';
import type { Message } from '../../shared/engine/view';
import { flattenSteps } from '../../renderer/src/lib/companion-steps';
import { companionWords } from '../../main/companion/words';

/**
 * Every log message and refusal the engines can send, rendered the way the renderer renders it
 * (shared/i18n/message-params.ts) with parameters of the kinds main really sends — every side,
 * step, victory reason, mode, action, combat result, real counters and places — in every
 * language: no code, raw id or unfilled placeholder may reach the player.
 */

const root = path.resolve(import.meta.dirname, '../..');
const files = fs.readdirSync(path.join(root, 'locales', 'en')).filter((f) => f.endsWith('.json'));
// Each game's namespace (locales/<lng>/games/<id>.json) is found after the common strings, as in the renderer.
const gameIds = fs.readdirSync(path.join(root, 'locales', 'en', 'games')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
const json = (...parts: string[]) => JSON.parse(fs.readFileSync(path.join(root, 'locales', ...parts), 'utf8')) as Record<string, unknown>;
const resources = Object.fromEntries(
  LANGUAGES.map((l) => [l, { translation: Object.assign({}, ...files.map((f) => json(l, f))), ...Object.fromEntries(gameIds.map((g) => [g, json(l, 'games', `${g}.json`)])) }]),
);
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', fallbackLng: false, ns: ['translation', ...gameIds], defaultNS: 'translation', fallbackNS: gameIds, resources, interpolation: { escapeValue: false }, returnNull: false });

const data = loadAfrikaKorpsData();
const units = new Map(data.units.map((u) => [u.id, u.name]));
const places = new Map(data.places.map((p) => [p.id, p.name]));
const defs: CompanionDefinition[] = [darkSandsCompanion(), caseYellowCompanion(), battleForNorthAfricaCompanion(), aslStarterKitCompanion(), afrikaKorpsCompanion()];

function words(lng: Language): Words {
  const t = i18n.getFixedT(lng);
  return {
    t: (key, options) => t(key, options) as string,
    exists: (key) => i18n.exists(key, { lng }),
    lookup: (_param, value) => units.get(value) ?? places.get(value) ?? null,
  };
}

/** The template of a key in every language and every context variant. */
function templates(key: string): string[] {
  const [ns, code] = key.split('.') as [string, string];
  return LANGUAGES.flatMap((l) => {
    // The common namespace and every game's, as i18next looks them up.
    const trees = Object.values(resources[l]!).map((r) => (r as Record<string, Record<string, string>>)[ns] ?? {});
    return trees
      .flatMap((tree) => Object.entries(tree))
      .filter(([k]) => k === code || k.startsWith(`${code}_`))
      .map(([, v]) => v);
  });
}
const placeholdersOf = (key: string) => [...new Set(templates(key).flatMap((s) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!)))];

const typesOf = (schema: { options: readonly { shape: { type: { value: string } } }[] }) => schema.options.map((o) => o.shape.type.value);
const ACTIONS = [...new Set([...typesOf(AkActionSchema), ...typesOf(FreeActionSchema), ...typesOf(CompanionActionSchema)])];
const sideIds = data.sides.map((s) => s.id);
const unitOf = (pred: (u: (typeof data.units)[number]) => boolean) => data.units.find(pred)!.id;
const rommel = unitOf((u) => u.name === 'Rommel');
const german = unitOf((u) => u.side === 'axis' && u.id.includes('21pz'));
const british = unitOf((u) => u.side === 'allied' && u.type === 'infantry');
const supply = unitOf((u) => u.type === 'supply');
const substitute = unitOf((u) => u.id.includes('-sub-'));
const ports = data.places.filter((p) => p.kinds.includes('port')).map((p) => p.id);
const hexes = Object.keys(data.terrain).slice(100, 103);

/**
 * Values a parameter takes, by its name, as main sends them. `code: true` for values a person must
 * never read as they are (ids, codes); the rest (printed hex names, odds columns, numbers, text the
 * player typed) may appear as they are.
 */
const AK_VALUES: Record<string, { values: (string | number)[]; code: boolean }> = {
  side: { values: sideIds, code: true },
  chooser: { values: sideIds, code: true },
  step: { values: [...AK_STEPS], code: true },
  reason: { values: [...AK_VICTORY_REASONS], code: true },
  mode: { values: [...GameViewSchema.shape.mode.options], code: true },
  dice: { values: [...GameViewSchema.shape.dicePolicy.options], code: true },
  action: { values: ACTIONS, code: true },
  result: { values: [...CRT_RESULTS, 'auto', 'capture'], code: true },
  odds: { values: [...CRT_COLUMNS, 'auto-elimination'], code: false },
  option: { values: OPTION_SPECS.map((o) => o.id), code: true },
  value: { values: OPTION_SPECS.flatMap((o) => o.values.map(String)), code: true },
  unit: { values: [rommel, german, british, supply], code: true },
  units: { values: [`${german}, ${rommel}`, british, 4], code: true },
  attackers: { values: [`${german}, ${rommel}`], code: true },
  defenders: { values: [british], code: true },
  attacker: { values: [german], code: true },
  defender: { values: [british], code: true },
  enemy: { values: [british], code: true },
  first: { values: [british, 1], code: true },
  by: { values: [german], code: true },
  supply: { values: [supply], code: true },
  substitute: { values: [substitute], code: true },
  port: { values: ports, code: true },
  hex: { values: hexes, code: false },
  start: { values: hexes, code: false },
  from: { values: [hexes[0]!, 'track', 'eliminated', 'pool', 'map', 3], code: false },
  to: { values: [hexes[1]!, 'track', 5], code: false },
  research: { values: OPTION_SPECS.map((o) => o.research), code: false },
  values: { values: ['2, 6'], code: false },
  // A counter's angle in degrees, and a module dice button's name (the module's own text).
  angle: { values: [60, 0], code: false },
  button: { values: ['2d6'], code: false },
};
const NUMBERS = ['left', 'needed', 'turn', 'count', 'free', 'sides', 'die', 'attack', 'defence', 'total', 'atLeast', 'cost', 'bank', 'limit', 'last', 'min', 'max', 'movement', 'roadBonus', 'facings'];

/** Companion parameters from the real definitions: each kind of id one of them carries. */
function companionValues(def: CompanionDefinition): Record<string, (string | number)[]> {
  const cups = def.trackers.filter((x) => x.kind === 'cup');
  const cup = cups.find((c) => c.chits.some((ch) => ch.faces?.length)) ?? cups[0];
  const chits = cup?.chits ?? [];
  return {
    step: flattenSteps(def.sequence).map((s) => s.spec.id),
    tracker: def.trackers.filter((x) => x.kind !== 'cup').map((x) => x.id),
    side: def.sides.map((s) => s.id),
    cup: cup ? [cup.id] : [],
    chit: chits.map((c) => c.id),
    preempted: (cup?.held ?? []).map((h) => h.id),
    face: chits.flatMap((c) => c.faces ?? []).map((f) => f.id),
    limit: (cup?.limits ?? []).map((l) => l.id),
    calculator: def.calculators.map((c) => c.id),
    input: def.calculators.flatMap((c) => c.inputs).map((i) => i.id),
    table: def.tables.map((x) => x.id),
    option: def.trackers.flatMap((x) => (x.kind === 'choice' ? x.options : [])).map((o) => o.id),
  };
}
const COMPANION_TEXT: Record<string, string[]> = { purpose: ['the attack on Tobruch', ''], outcome: ['DR'], dice: ['3+5'], missing: [''], values: ['2, 6'] };
const COMPANION_NUMBERS = ['value', 'white', 'coloured', 'total', 'from', 'turn', 'min', 'max', 'first', 'last'];

/** Camel case, snake case and template leftovers: what a code or a key looks like. */
const CODE_SHAPES = [
  /\{\{|\}\}/,
  /\b[a-z]+[A-Z]\w*\b/,
  /\b[a-zA-Z]+_[a-zA-Z]+\b/,
  /\bundefined\b|\bnull\b|\[object/,
  // An internal id: lower-case letters and digits joined by hyphens (de-21pz-5, p1-rph-reinforcements, axis-supply-1).
  /(^|[^\p{L}\p{N}-])(?=[a-z0-9-]*\d)(?=[a-z0-9-]*[a-z])[a-z0-9]+(-[a-z0-9]+)+($|[^\p{L}\p{N}-])/u,
  // A seed file's name instead of its rulebook (003_7c635a494592e798.txt).
  /\b\d{3}_[0-9a-f]{16}\.txt\b/,
];
const wordRe = (v: string) => new RegExp(`(^|[^\\w-])${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`);

interface Case {
  key: string;
  params: Record<string, string | number>;
  /** The ids and codes passed, with the parameter each went in. */
  codes: { name: string; code: string }[];
}

/** One parameter set per value of the longest list, so that every value of every parameter is rendered. */
function cases(key: string, valuesOf: (name: string) => { values: (string | number)[]; code: boolean } | null): Case[] {
  const names = placeholdersOf(key);
  const lists = names.map((n) => {
    const v = valuesOf(n);
    expect(v, `${key}: no realistic value known for {{${n}}}`).not.toBeNull();
    return { name: n, ...v! };
  });
  const n = Math.max(1, ...lists.map((l) => l.values.length));
  return Array.from({ length: n }, (_, i) => {
    const params: Record<string, string | number> = {};
    const codes: Case['codes'] = [];
    for (const l of lists) {
      const v = l.values[i % l.values.length]!;
      params[l.name] = v;
      if (l.code && typeof v === 'string') codes.push(...v.split(',').map((code) => ({ name: l.name, code: code.trim() })));
    }
    return { key, params, codes };
  });
}

function check(lng: Language, c: Case, text: string | null, w: Words): void {
  const where = `${lng} ${c.key} ${JSON.stringify(c.params)} → ${text}`;
  expect(text, where).not.toBeNull();
  for (const shape of CODE_SHAPES) expect(text!, where).not.toMatch(shape);
  for (const { name, code } of c.codes) {
    if (!code) continue;
    const word = String(readableParams({ [name]: code }, w)[name]);
    // A code may appear only where the language's own word for it is that very word (English "combat").
    if (!wordRe(code).test(word)) expect(text!, `${where}: raw "${code}" (its word: ${word})`).not.toMatch(wordRe(code));
  }
}

/**
 * A real game: the random player plays Afrika Korps by the rules for some hundreds of actions, and
 * at every few steps a handful of actions the rules refuse (the other side's unit, a hex out of
 * reach, a step out of turn) is tried, so messages and refusals carry the parameters main really sends.
 */
function playedGame(actions: number): { messages: Message[]; refusals: Refusal[] } {
  const module = createAfrikaKorpsModule(data);
  const rand = createRand('0123456789abcdef0123456789abcdef');
  let state = module.setup('march-1941', seedRng('0123456789abcdef0123456789abcdef')) as AkState;
  const messages: Message[] = [];
  const refusals: Refusal[] = [];
  for (let i = 0; i < actions; i++) {
    const action = module.randomAction(state, rand);
    if (!action) break;
    if (i % 3 === 0) {
      const onMap = Object.entries(state.units).filter(([, u]) => u.status === 'map');
      const enemy = onMap.find(([id]) => data.units.find((u) => u.id === id)?.side !== state.rules.side)?.[0];
      const own = onMap.find(([id]) => data.units.find((u) => u.id === id)?.side === state.rules.side)?.[0];
      const far = Object.keys(data.terrain)[i % Object.keys(data.terrain).length]!;
      const probes: unknown[] = [{ type: 'endTurn' }, { type: 'endCombat' }, { type: 'rollSupply' }, { type: 'move', units: [enemy], to: far }, { type: 'move', units: [own], to: far }, { type: 'attack', attackers: [own], defenders: [enemy] }, { type: 'embark', units: [own] }];
      for (const probe of probes) {
        const r = step(module, state, { action: probe }, 'app');
        if (!r.ok) refusals.push(r.refusal);
      }
    }
    const r = step(module, state, { action }, 'app');
    if (!r.ok) refusals.push(r.refusal);
    else {
      messages.push(...r.messages);
      state = r.state as AkState;
    }
  }
  return { messages, refusals };
}

/** Which of a real message's parameters carry codes or ids a person must never read as they are. */
const KNOWN_CODES = new Set<string>([...units.keys(), ...places.keys(), ...Object.values(AK_VALUES).filter((v) => v.code).flatMap((v) => v.values.map(String))]);
function realCase(key: string, params: Record<string, string | number>): Case {
  const codes: Case['codes'] = [];
  for (const [name, v] of Object.entries(params)) {
    if (typeof v !== 'string' || name === 'reason' && key.startsWith('refusal.')) continue;
    for (const piece of v.split(',').map((x) => x.trim())) if (KNOWN_CODES.has(piece)) codes.push({ name, code: piece });
  }
  return { key, params, codes };
}

describe('messages built at run time', () => {
  const akLog = LOG_CODES.filter((c) => !(COMPANION_LOG_CODES as readonly string[]).includes(c));
  const akRefusals = REFUSAL_REASONS.filter((r) => !(COMPANION_REFUSAL_REASONS as readonly string[]).includes(r) || r === 'unknownOption');
  const akValues = (name: string) => AK_VALUES[name] ?? (NUMBERS.includes(name) ? { values: [2], code: false } : null);

  for (const lng of LANGUAGES) {
    it(`renders every game log message and refusal in words (${lng})`, () => {
      const w = words(lng);
      const all = [...akLog.map((c) => `log.${c}`), ...akRefusals.map((r) => `refusal.${r}`)];
      expect(all.length).toBeGreaterThan(100);
      for (const key of all) for (const c of cases(key, akValues)) check(lng, c, messageSentence(c.key, c.params, w), w);
    });

    it(`renders every companion log message and refusal in words (${lng})`, () => {
      const w = words(lng);
      const pick = (text: Text | undefined | null) => (text ? companionWords(text, lng) : '');
      const t = (key: string, options?: Record<string, unknown>) => w.t(key, options);
      const keys = [...COMPANION_LOG_CODES.map((c) => `log.${c}`), ...COMPANION_REFUSAL_REASONS.map((r) => `refusal.${r}`)];
      for (const key of keys) {
        const names = placeholdersOf(key);
        // The definition that carries every kind of id the message names.
        const def = defs.find((d) => names.every((n) => !(n in companionValues(d)) || companionValues(d)[n]!.length)) ?? defs[0]!;
        const ids = companionValues(def);
        const valuesOf = (n: string) =>
          n in ids ? { values: ids[n]!, code: true } : n in COMPANION_TEXT ? { values: COMPANION_TEXT[n]!, code: false } : COMPANION_NUMBERS.includes(n) ? { values: [4], code: false } : null;
        for (const c of cases(key, valuesOf)) {
          // A chit, its face or a cup's limit is always sent with its cup, as the companion module sends it.
          const withCup = ids.cup!.length && ['chit', 'face', 'preempted', 'limit'].some((n) => n in c.params) && !('cup' in c.params) ? { cup: ids.cup![0]!, ...c.params } : c.params;
          check(lng, c, messageSentence(c.key, companionNames(def, withCup, pick, t), w), w);
        }
      }
    });
  }

  const played = playedGame(900);
  for (const lng of LANGUAGES) {
    it(`renders what a real game logs and refuses in words (${lng})`, () => {
      const w = words(lng);
      const codes = new Set(played.messages.map((m) => m.code));
      for (const c of ['stepBegun', 'playerTurnBegun', 'moved', 'battle']) expect(codes, c).toContain(c);
      expect(new Set(played.refusals.map((r) => r.reason)).size).toBeGreaterThan(5);
      for (const m of played.messages) check(lng, realCase(`log.${m.code}`, m.params), messageSentence(`log.${m.code}`, m.params, w), w);
      for (const r of played.refusals) check(lng, realCase(`refusal.${r.reason}`, r.params ?? {}), messageSentence(`refusal.${r.reason}`, r.params ?? {}, w), w);
    });
  }

  it('makes Italian agree with the side: "Vince l’Asse", "Vincono gli Alleati"', () => {
    const w = words('it');
    expect(messageSentence('log.victory', { side: 'axis', reason: 'control' }, w)).toBe("Partita finita: vince l'Asse (fortezze e basi tenute).");
    expect(messageSentence('log.victory', { side: 'allied', reason: 'endOfGame' }, w)).toBe("Partita finita: vincono gli Alleati (l'ultimo turno è finito).");
    expect(messageSentence('log.stepBegun', { side: 'axis', step: 'combat' }, w)).toBe('Asse: inizia la fase combattimento.');
    expect(messageSentence('refusal.notYourTurn', { side: 'allied' }, w)).toBe('Non è il turno del giocatore alleato.');
    expect(messageSentence('log.moved', { unit: rommel, from: 'W6', to: 'W7' }, w)).toBe('Rommel muove da W6 a W7.');
  });

  it('gives the command line the same English words, with the code kept in front', () => {
    expect(describeRefusal({ reason: 'notYourTurn', params: { side: 'allied' }, rule: '3.1' })).toBe('notYourTurn {"side":"allied"} (rule 3.1): It is not the Allied player\'s turn.');
    expect(describeRefusal({ reason: 'notNow', params: { action: 'endCombat' } })).toBe('notNow {"action":"endCombat"}: that kind of action is not offered now');
    expect(describeRefusal({ reason: 'notNowRules', params: { action: 'endCombat' }, rule: '3' })).toBe('notNowRules {"action":"endCombat"} (rule 3): That is not part of this step of the turn.');
    expect(describeRefusal({ reason: 'alreadyInMode', params: { mode: 'free' }, rule: '3' })).toMatch(/: The game is already in free mode\.$/);
  });
});
