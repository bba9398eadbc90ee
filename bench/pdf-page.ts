/**
 * Time to show a page of an imported PDF rulebook, in headless Chromium on the built app (web mode):
 * a generated 60-page rulebook is imported through the Rulebooks screen, then for sections spread
 * over the book the word printed only in that section is searched and its hit clicked; the time
 * runs from the click to the page drawn on its canvas (pdf.js in the renderer, the file read a range
 * at a time over rulebook.pdfChunk), at device pixel ratio 2. The first hit pays for loading pdf.js
 * and the document; it is reported apart.
 */
/// <reference lib="dom" />
import { launchChromium, openPage, startWebApp } from '../tests/e2e/harness.js';
import { numberedRulebook } from '../tests/support/pdf-rulebooks.js';
import { report } from './stats.js';

const SAMPLES = 12;

export async function benchPdfPage(): Promise<void> {
  console.log('\n== PDF page shown (built app in web mode, headless Chromium, device pixel ratio 2)');
  const book = await numberedRulebook({ chapters: 30, perChapter: 16 });
  const app = await startWebApp();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1500, height: 950 }, deviceScaleFactor: 2 });
    const { page } = await openPage(context, app.url);
    await page.getByTestId('home').waitFor();
    await page.getByTestId('nav-rulebooks').click();
    await page.locator('[data-testid="rulebook"][data-game-id="afrika-korps"] [data-testid="rulebook-open"]').click();
    await page.getByTestId('rulebook-import-lang').selectOption('en');
    const t0 = performance.now();
    await page.getByTestId('rulebook-import-file').setInputFiles({ name: 'bench-rules.pdf', mimeType: 'application/pdf', buffer: Buffer.from(book.bytes) });
    await page.getByTestId('rulebook-import-done').waitFor({ timeout: 120_000 });
    console.log(`${`import of ${book.pages} pages through the screen`.padEnd(52)} ${(performance.now() - t0).toFixed(0)} ms`);

    // Sections spread over the whole book, each found by the word printed only in it.
    const step = Math.max(1, Math.floor(book.sections.length / (SAMPLES + 1)));
    const picks = book.sections.filter((x, i) => i % step === step - 1 && x.marker).slice(0, SAMPLES + 1);
    const times: number[] = [];
    for (const s of picks) {
      await page.getByTestId('rulebook-search').fill(s.marker);
      // The hit of this search (not one of the previous search's, still on screen while it runs).
      const hit = page.locator(`[data-testid="rulebook-hit"][data-kind="import"][data-section="${s.section}"]`).first();
      await hit.waitFor();
      const at = (await hit.getAttribute('data-page')) ?? String(s.page);
      const started = performance.now();
      await hit.click();
      await page.locator(`[data-testid="pdf-page"][data-lang="en"][data-page="${at}"][data-state="drawn"]`).first().waitFor({ state: 'attached', timeout: 60_000 });
      times.push(performance.now() - started);
      if (process.env.BENCH_VERBOSE) console.log(`  ${s.section} → page ${at}: ${(performance.now() - started).toFixed(0)} ms`);
    }
    console.log(`${'first page (loads pdf.js and the document)'.padEnd(52)} ${times[0]!.toFixed(0)} ms`);
    report('page shown after a search hit (warm)', times.slice(1));
    await context.close();
  } finally {
    await browser.close();
    await app.stop();
  }
}
