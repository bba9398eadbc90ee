import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/db/open';
import { createRulebookService } from '../../main/rulebook/service';
import { ftsQuery, searchStems, stem } from '../../main/rulebook/query';
import { references } from '../../main/rulebook/reference';
import { tempDir } from './helpers';

function service() {
  const { db } = openDatabase(path.join(tempDir(), 'db.sqlite'));
  return createRulebookService(db);
}

const ak = references().get('afrika-korps')!;
const summaryIt = (section: string) => ak.sections.find((s) => s.id === section)!.summary.it;

describe('rulebook search in Italian', () => {
  it('"zona di controllo" finds Afrika Korps\'s zone-of-control sections (written ZC), not only the glossary', () => {
    const rb = service();
    // The rulebook's summaries write the zone of control as ZC (8.1, 8.3: "ZC nemica").
    expect(summaryIt('8.1')).toMatch(/\bZC\b/);
    expect(summaryIt('8.1')).not.toMatch(/zona di controllo/i);
    const hits = rb.index.search('zona di controllo', { game: 'afrika-korps' }).hits;
    const sections = hits.filter((h) => h.kind === 'summary').map((h) => h.section);
    for (const s of ['8.1', '8.3']) expect(sections, s).toContain(s);
    expect(hits.some((h) => h.kind === 'glossary')).toBe(true);
    // The English words find them too.
    expect(rb.index.search('zone of control', { game: 'afrika-korps', lang: 'en' }).hits.map((h) => h.section)).toContain('8.3');
  });

  it('finds plurals and other endings of an Italian word', () => {
    expect(stem('zona')).toBe('zon');
    expect(stem('controllo')).toBe('controll');
    expect(stem('di')).toBe('di');
    expect(searchStems('zona di controllo')).toEqual(['zon', 'controll']);
    expect(searchStems('di la')).toEqual(['di', 'la']); // only linking words: searched as typed
    const rb = service();
    // "zone" (plural) in a summary is found by "zona".
    const plural = ak.sections.find((s) => /\bzone\b/i.test(s.summary.it));
    expect(plural).toBeDefined();
    expect(rb.index.search('zona', { game: 'afrika-korps', lang: 'it', limit: 100 }).hits.map((h) => h.section)).toContain(plural!.id);
  });

  it('ranks the sections that contain all the words first, then those with some of them', () => {
    const rb = service();
    const hits = rb.index.search('scarpata rifornimento', { game: 'afrika-korps', lang: 'it', limit: 60 }).hits.filter((h) => h.kind === 'summary');
    const both = (id: string) => {
      const text = `${ak.sections.find((s) => s.id === id)!.title.it} ${summaryIt(id)}`.toLowerCase();
      return /scarp/.test(text) && /riforniment/.test(text);
    };
    const flags = hits.map((h) => both(h.section));
    expect(flags.some((f) => f)).toBe(true);
    expect(flags.some((f) => !f)).toBe(true); // sections with one word only are listed too…
    expect(flags.indexOf(false)).toBeGreaterThan(flags.lastIndexOf(true)); // …after every section with both
  });

  it('builds safe queries: every stem quoted, abbreviations as alternatives', () => {
    expect(ftsQuery('zona di controllo')).toEqual({ all: '(("zon"* AND "controll"*) OR "ZC" OR "ZOC")', any: null });
    expect(ftsQuery('movimento zona di controllo')!.any).toBe('(("zon"* AND "controll"*) OR "ZC" OR "ZOC") OR "moviment"*');
    expect(ftsQuery('"x" NEAR(')).toEqual({ all: '"near"*', any: null });
    expect(ftsQuery('a e')).toBeNull();
  });
});
