import type { ImportSummaryView, SectionPageHitView } from '../../../shared/api/contract-rulebook';

/**
 * Which of the player's imported PDFs show the open section, and at which page: one edition per
 * language (the reading language's first), each the PDF a search hit opened, else one that has
 * the section's page, else the newest of that language (a scan waiting for the player's page).
 */

export interface PdfEdition {
  pdf: ImportSummaryView;
  /** The section's page in this PDF, as found by the import or set by the player; null if unknown. */
  mapped: { page: number; source: 'found' | 'player' } | null;
  /** The page shown first. */
  start: number;
  /** Words to box on the start page (a search hit's). */
  words: string[];
}

export function choosePdfEditions(
  pdfs: readonly ImportSummaryView[],
  hits: readonly SectionPageHitView[],
  focus: { importId: string; page: number; words: string[] } | null,
  readingLang: 'it' | 'en' | 'both',
): PdfEdition[] {
  const order: Array<'it' | 'en'> = readingLang === 'en' ? ['en', 'it'] : ['it', 'en'];
  const out: PdfEdition[] = [];
  for (const lang of order) {
    const mine = pdfs.filter((p) => p.format === 'pdf' && p.lang === lang);
    if (mine.length === 0) continue;
    const hitOf = (id: string) => hits.find((h) => h.importId === id) ?? null;
    const focused = focus ? mine.find((p) => p.id === focus.importId) : undefined;
    const pdf = focused ?? mine.find((p) => hitOf(p.id)) ?? newest(mine);
    const hit = hitOf(pdf.id);
    const mapped = hit ? { page: hit.page, source: hit.source } : null;
    out.push(focused && focus ? { pdf, mapped, start: focus.page, words: focus.words } : { pdf, mapped, start: mapped?.page ?? 1, words: [] });
  }
  return out;
}

function newest(list: readonly ImportSummaryView[]): ImportSummaryView {
  return list.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
}
