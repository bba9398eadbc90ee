import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../shared/games/ids';
import { buildReference, references, resolveRule } from '../../main/rulebook/reference';
import { RULEBOOK_SOURCES } from '../../main/rulebook/content/index';
import { CapabilityRegistry } from '../../main/catalog/support';
import { registerRulebookCapabilities } from '../../main/rulebook/capabilities';

const root = path.resolve(import.meta.dirname, '../..');
const SEEDS = path.resolve(root, '../shared/seeds');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p) : /\.(ts|json)$/.test(e.name) ? [p] : [];
  });
}

/** Every rule string the Afrika Korps engine and its data can cite: refusals, log lines, data notes. */
function akRuleCitations(): string[] {
  const out: string[] = [];
  for (const file of filesUnder(path.join(root, 'main/games/afrika-korps'))) {
    const text = fs.readFileSync(file, 'utf8');
    const patterns = [
      /\brefusal\(\s*'\w+'\s*,\s*([^)]*?)(?:,\s*\{|\))/g, // refusal('code', '8.3' | cond ? '5.7' : '5.6', …)
      /\br\(\s*'\w+'\s*,\s*([^)]*?)(?:,\s*\{|\))/g, // the machine's r('code', rule, …)
      /\brule:\s*([^,}\n]*'[^']*'[^,}\n]*)/g,
      /"rule":\s*("[^"]*")/g,
    ];
    for (const re of patterns) {
      for (const m of text.matchAll(re)) for (const lit of m[1]!.matchAll(/['"]([^'"]*)['"]/g)) out.push(lit[1]!);
    }
  }
  return out;
}

describe('rulebook reference', () => {
  it('builds for every game, with summaries in both languages and cross-references that resolve', () => {
    const refs = references();
    expect([...refs.keys()].sort()).toEqual([...GAME_IDS].sort());
    for (const ref of refs.values()) {
      expect(ref.sections.length).toBeGreaterThan(40);
      expect(ref.glossary.length).toBeGreaterThan(15);
      expect(ref.gaps.length).toBeGreaterThan(0); // every seed lacks something, and says so
      for (const s of ref.sections) {
        expect(s.summary.it.trim(), `${ref.game} ${s.id} it`).not.toBe('');
        expect(s.summary.en.trim(), `${ref.game} ${s.id} en`).not.toBe('');
        expect(s.summary.it).not.toBe(s.summary.en);
        for (const r of s.refs) expect(ref.sections.some((x) => x.id === r)).toBe(true);
      }
    }
    // a citation to a section that does not exist is caught when the reference is built
    const bad = { ...RULEBOOK_SOURCES[0]!, sections: [['1', '', '', 'vedi §99.9', 'see §99.9'] as const] };
    expect(() => buildReference(bad)).toThrow(/§99\.9/);
  });

  it('titles every section in both languages, so the Italian contents never fall back to English', () => {
    for (const ref of references().values()) {
      for (const s of ref.sections) {
        expect(s.title.it.trim(), `${ref.game} ${s.id} it`).not.toBe('');
        expect(s.title.en.trim(), `${ref.game} ${s.id} en`).not.toBe('');
      }
    }
  });

  it('resolves every rule the Afrika Korps engine can cite to a section of the reference', () => {
    const citations = akRuleCitations();
    expect(citations.length).toBeGreaterThan(60);
    const numbers = new Set(citations.flatMap((c) => c.split(',').map((x) => x.trim())).filter((x) => /^\d+(\.\d+)*$/.test(x)));
    expect(numbers.size).toBeGreaterThan(30);
    const unresolved = [...numbers].filter((n) => !resolveRule('afrika-korps', n));
    expect(unresolved).toEqual([]);
    // and the ones the tests of the rules themselves lean on
    for (const n of ['5.7', '7.2', '8.3', '18.1', '18.5', '22.4.1']) expect(resolveRule('afrika-korps', n)?.id).toBe(n);
    expect(resolveRule('afrika-korps', '7.0')?.id).toBe('7');
    expect(resolveRule('afrika-korps', '99.1')).toBeNull();
  });

  it('summarises in its own words: no run of eight words is taken from the Italian seed', () => {
    const words = (t: string) =>
      t
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/-\n/g, '')
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
    for (const src of RULEBOOK_SOURCES) {
      const seed = words(fs.readFileSync(path.join(SEEDS, src.seed), 'utf8'));
      const grams = new Set<string>();
      for (let i = 0; i + 8 <= seed.length; i++) grams.add(seed.slice(i, i + 8).join(' '));
      for (const [id, , , it] of src.sections) {
        const w = words(it);
        for (let i = 0; i + 8 <= w.length; i++) expect(grams.has(w.slice(i, i + 8).join(' ')), `${src.game} ${id}: "${w.slice(i, i + 8).join(' ')}"`).toBe(false);
      }
    }
  });

  it('registers an honest rulebook indicator per game', () => {
    const caps = new CapabilityRegistry();
    registerRulebookCapabilities(caps, references().values());
    for (const g of GAME_IDS) {
      const area = caps.supportFor(g).find((s) => s.area === 'rulebook')!;
      expect(area.capabilities.map((c) => c.id).sort()).toEqual(['import', 'reference']);
      // every seed lacks sections or tables, so no reference claims to be complete
      expect(area.level).toBe('partial');
    }
  });
});
