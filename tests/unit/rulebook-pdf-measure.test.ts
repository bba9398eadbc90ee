import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPdf } from '../../main/rulebook/pdf-extract';
import { cleanLines, splitSections } from '../../main/rulebook/splitter';
import { numberedRulebook, typesetText, type GeneratedRulebook } from '../support/pdf-rulebooks';
import { tempDir } from './helpers';

/**
 * What the PDF import finds, measured on rulebooks the tests print (pdf-lib): the share of the
 * numbered sections printed that the import finds, and the share of those whose page is the page
 * the heading was printed on. The figures below are the ones measured; a change that loses a
 * section or a page fails here. (README, "PDF rulebooks", reports them.)
 */

async function measure(book: GeneratedRulebook): Promise<{ printed: number; found: number; rightPage: number; pages: number }> {
  const file = path.join(tempDir(), 'book.pdf');
  fs.writeFileSync(file, book.bytes);
  const r = await extractPdf({ file, fileName: 'book.pdf' }, () => {});
  if (!r.ok) throw new Error(r.code);
  const pageOf = new Map<string, number>();
  for (const s of r.value.sections) if (!pageOf.has(s.id)) pageOf.set(s.id, s.page);
  let found = 0;
  let rightPage = 0;
  for (const s of book.sections) {
    if (!pageOf.has(s.section)) continue;
    found++;
    if (pageOf.get(s.section) === s.page) rightPage++;
  }
  return { printed: book.sections.length, found, rightPage, pages: r.value.pages };
}

describe('sections and pages found in generated PDF rulebooks', () => {
  it('a 60-page rulebook in one column (a diagram, running heads, a two-column page): every section, every page', { timeout: 120_000 }, async () => {
    const m = await measure(await numberedRulebook({ chapters: 30, perChapter: 16 }));
    console.log('one column:', m);
    expect(m.pages).toBeGreaterThanOrEqual(60);
    expect(m).toMatchObject({ found: m.printed, rightPage: m.printed });
  });

  it('a rulebook in two columns throughout: every section, every page', { timeout: 120_000 }, async () => {
    const m = await measure(await numberedRulebook({ chapters: 12, perChapter: 10, columns: 2 }));
    console.log('two columns:', m);
    expect(m).toMatchObject({ found: m.printed, rightPage: m.printed });
  });
});

const SEEDS = path.resolve(import.meta.dirname, '../../../shared/seeds');

describe('sections and pages found in the seed rulebooks printed as PDFs', () => {
  // Each seed's own text split (what a .txt import finds) against the same text printed as a PDF:
  // the five Italian rulebooks, as wrapped in their extraction, in one column and in two.
  it('finds the sections the text import finds, each on the page its heading was printed on', { timeout: 300_000 }, async () => {
    const seeds = fs.readdirSync(SEEDS).filter((f) => f.endsWith('.txt')).sort();
    expect(seeds).toHaveLength(5);
    const rows: string[] = [];
    for (const columns of [1, 2] as const) {
      for (const seed of seeds) {
        const lines = cleanLines(fs.readFileSync(path.join(SEEDS, seed), 'utf8'));
        const fromText = splitSections(lines.join('\n'));
        const printed = await typesetText(lines, { columns });
        const file = path.join(tempDir(), 'seed.pdf');
        fs.writeFileSync(file, printed.bytes);
        const r = await extractPdf({ file, fileName: seed }, () => {});
        if (!r.ok) throw new Error(r.code);
        const pageOf = new Map<string, number>();
        for (const s of r.value.sections) if (!pageOf.has(`${s.part}:${s.id}`)) pageOf.set(`${s.part}:${s.id}`, s.page);
        let found = 0;
        let rightPage = 0;
        for (const s of fromText) {
          const page = pageOf.get(`${s.part}:${s.id}`);
          if (page === undefined) continue;
          found++;
          if (page === printed.pageOfLine[s.line - 1]) rightPage++;
        }
        rows.push(`${seed} ${columns} col, ${printed.pages} pages: ${found}/${fromText.length} found, ${rightPage} on their page`);
        // Measured: all of them, each on its page (25 to 173 pages, 105 to 193 sections per seed).
        expect.soft(found, `${seed}, ${columns} column(s): sections found`).toBe(fromText.length);
        expect.soft(rightPage, `${seed}, ${columns} column(s): on their page`).toBe(found);
      }
    }
    console.log(rows.join('\n'));
  });
});
