import { createHash } from 'node:crypto';
import type { GameId } from '../../shared/games/ids.js';
import { sectionKey } from './ids.js';
import type { BookPart, RulebookSource, SectionStatus } from './types.js';
import { RULEBOOK_SOURCES } from './content/index.js';

/** A section of the built-in reference, ready to show: summaries, links, place in the tree. */
export interface RefSection {
  readonly id: string;
  readonly key: string;
  readonly part: number;
  readonly depth: number;
  readonly parent: string | null;
  readonly title: { readonly it: string; readonly en: string };
  readonly summary: { readonly it: string; readonly en: string };
  /** Ids of the sections the summaries cite (§N), each resolving in this game. */
  readonly refs: readonly string[];
  readonly status: SectionStatus;
}

export interface GlossaryEntry {
  readonly it: string;
  readonly en: string;
  readonly section: string;
}

export interface GameReference {
  readonly game: GameId;
  readonly seed: string;
  readonly research: string;
  readonly parts: readonly BookPart[];
  readonly gaps: RulebookSource['gaps'];
  readonly sections: readonly RefSection[];
  readonly glossary: readonly GlossaryEntry[];
  /** Section id by key (prefix + numbers, "7.0" read as "7"). */
  readonly byKey: ReadonlyMap<string, RefSection>;
}

/** "§18.2", "§ 7.0", "§DaE2.1", "§PB1.2" in a summary: a link to that section. */
export const CITATION = /§\s?((?:[A-Za-z]{1,3})?\d{1,3}(?:\.\d{1,3})*)/g;

/** The prefix of the part a section belongs to, read off its id. */
function partOf(id: string, parts: readonly BookPart[]): number {
  for (let i = parts.length - 1; i > 0; i--) if (id.startsWith(parts[i]!.prefix)) return i;
  return 0;
}

function parentKey(key: string): string | null {
  // letter-prefixed numbers are ASL-style decimals: DAE2.321 → DAE2.32 → DAE2.3 → DAE2
  const asl = /^([A-Z]{1,3}\d*)\.(\d+)$/.exec(key);
  if (asl) return asl[2]!.length > 1 ? `${asl[1]}.${asl[2]!.slice(0, -1)}` : asl[1]!;
  const m = /^(.*\d)\.\d+$/.exec(key);
  return m ? m[1]! : null;
}

/** Builds and checks one game's reference; throws on a duplicate id or a citation that does not resolve. */
export function buildReference(src: RulebookSource): GameReference {
  const byKey = new Map<string, RefSection>();
  const sections: RefSection[] = [];
  const seen = new Set<string>();
  const raw = src.sections.map(([id, tIt, tEn, sIt, sEn, status]) => {
    const key = sectionKey(id);
    if (!key) throw new Error(`${src.game}: "${id}" is not a section number`);
    if (seen.has(key)) throw new Error(`${src.game}: section ${id} twice`);
    seen.add(key);
    return { id, key, tIt, tEn, sIt, sEn, status: status ?? 'present' };
  });
  const keys = new Set(raw.map((r) => r.key));
  for (const r of raw) {
    const refs: string[] = [];
    for (const text of [r.sIt, r.sEn]) {
      for (const m of text.matchAll(CITATION)) {
        const k = sectionKey(m[1]!);
        if (!k || !keys.has(k)) throw new Error(`${src.game}: §${m[1]} cited in ${r.id} is not a section`);
        const target = raw.find((x) => x.key === k)!.id;
        if (!refs.includes(target) && target !== r.id) refs.push(target);
      }
    }
    let pk = parentKey(r.key);
    while (pk && !keys.has(pk)) pk = parentKey(pk);
    const parent = pk ? raw.find((x) => x.key === pk)!.id : null;
    const depth = parent ? (byKey.get(pk!)?.depth ?? 0) + 1 : 0;
    const s: RefSection = {
      id: r.id,
      key: r.key,
      part: partOf(r.id, src.parts),
      depth,
      parent,
      title: { it: r.tIt, en: r.tEn },
      summary: { it: r.sIt, en: r.sEn },
      refs,
      status: r.status,
    };
    byKey.set(r.key, s);
    sections.push(s);
  }
  const glossary = src.glossary.map(([it, en, section]) => {
    const k = sectionKey(section);
    if (!k || !byKey.has(k)) throw new Error(`${src.game}: glossary "${it}" cites ${section}, not a section`);
    return { it, en, section: byKey.get(k)!.id };
  });
  return { game: src.game, seed: src.seed, research: src.research, parts: src.parts, gaps: src.gaps, sections, glossary, byKey };
}

let cache: Map<GameId, GameReference> | null = null;

/** Every game's reference, built once. */
export function references(): ReadonlyMap<GameId, GameReference> {
  if (!cache) cache = new Map(RULEBOOK_SOURCES.map((s) => [s.game, buildReference(s)]));
  return cache;
}

/** A fingerprint of the built-in content: the search index is rebuilt when it changes. */
export function contentVersion(): string {
  const h = createHash('sha256');
  for (const s of RULEBOOK_SOURCES) h.update(JSON.stringify(s));
  return h.digest('hex').slice(0, 16);
}

/** The section a rule citation points at ("18.2", "7.0", "§ 8.3"), or null when it has none. */
export function resolveRule(game: GameId, rule: string): RefSection | null {
  const ref = references().get(game);
  if (!ref) return null;
  const key = sectionKey(rule);
  return key ? (ref.byKey.get(key) ?? null) : null;
}
