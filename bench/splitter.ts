/**
 * Rulebook splitter on crafted text (tests/support/crafted-rulebook.ts: texts built to make a
 * splitter quadratic): the time to split 1 MB and 8 MB (the import limit). Linear splitting keeps
 * the 8 MB time near 8× the 1 MB time.
 */
import { splitSections } from '../main/rulebook/splitter.js';
import { craftedRulebook } from '../tests/support/crafted-rulebook.js';
import { elapsedMs } from './stats.js';

export async function benchSplitter(): Promise<void> {
  console.log('\n== Rulebook splitter on crafted text');
  splitSections(craftedRulebook(256 * 1024)); // warm
  for (const mb of [1, 8]) {
    const text = craftedRulebook(mb * 1024 * 1024);
    const t0 = process.hrtime.bigint();
    const sections = splitSections(text).length;
    console.log(`${`split ${mb} MB of crafted text (${sections} sections)`.padEnd(52)} ${elapsedMs(t0).toFixed(1)} ms`);
  }
}
