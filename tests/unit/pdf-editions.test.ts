import { describe, expect, it } from 'vitest';
import type { ImportSummaryView } from '../../shared/api/contract-rulebook';
import { choosePdfEditions } from '../../renderer/src/lib/pdf-editions';

function pdf(id: string, lang: 'it' | 'en', createdAt: string, format: 'pdf' | 'text' = 'pdf'): ImportSummaryView {
  return { id, game: 'afrika-korps', title: id, fileName: `${id}.pdf`, lang, chars: 1, createdAt, sections: 1, matched: 1, referenceTotal: 1, format, pages: 3, textLayer: 'full' };
}

const IT = pdf('it-1', 'it', '2026-01-01');
const EN_OLD = pdf('en-old', 'en', '2026-01-01');
const EN_NEW = pdf('en-new', 'en', '2026-02-01');
const TEXT = pdf('txt', 'en', '2026-03-01', 'text');

describe('which PDF pages show a section', () => {
  it('shows one edition per language, the reading language first, at the section page', () => {
    const hits = [
      { importId: 'it-1', lang: 'it' as const, title: 'it-1', page: 4, source: 'found' as const },
      { importId: 'en-old', lang: 'en' as const, title: 'en-old', page: 7, source: 'player' as const },
    ];
    const eds = choosePdfEditions([IT, EN_OLD, EN_NEW, TEXT], hits, null, 'en');
    expect(eds.map((e) => [e.pdf.id, e.start, e.mapped?.source])).toEqual([
      ['en-old', 7, 'player'],
      ['it-1', 4, 'found'],
    ]);
    expect(choosePdfEditions([IT, EN_OLD], hits, null, 'both').map((e) => e.pdf.lang)).toEqual(['it', 'en']);
  });

  it('without the section page shows the newest PDF of the language at page 1, unmapped', () => {
    const [ed] = choosePdfEditions([EN_OLD, EN_NEW, TEXT], [], null, 'en');
    expect(ed).toMatchObject({ pdf: { id: 'en-new' }, mapped: null, start: 1, words: [] });
    expect(choosePdfEditions([TEXT], [], null, 'en')).toEqual([]);
  });

  it('a search hit opens its PDF at its page with its words', () => {
    const hits = [{ importId: 'en-new', lang: 'en' as const, title: 'en-new', page: 2, source: 'found' as const }];
    const [ed] = choosePdfEditions([EN_OLD, EN_NEW], hits, { importId: 'en-old', page: 9, words: ['supply'] }, 'en');
    expect(ed).toMatchObject({ pdf: { id: 'en-old' }, mapped: null, start: 9, words: ['supply'] });
  });
});
