/**
 * Rulebook texts built to be slow to split, for the splitter's linear-time test and the bench:
 * each block stresses one way a splitter can go quadratic (a paragraph of thousands of wrapped
 * lines, thousands of headings of one letter prefix, thousands of restarts at "1.", deep numbers
 * whose titles sit far from the next text, long lines of capitals). Deterministic.
 */
export function craftedRulebook(bytes: number): string {
  const blocks: string[] = [];
  let size = 0;
  let k = 0;
  const add = (s: string): void => {
    blocks.push(s);
    size += s.length + 1;
  };
  while (size < bytes) {
    switch (k % 5) {
      case 0: // one paragraph of many short wrapped lines, some hyphenated
        add(`${(k % 300) + 1}.1 Rules`);
        for (let i = 0; i < 400; i++) add(i % 3 ? 'word' : 'hyphen-');
        break;
      case 1: // many headings with one letter prefix
        for (let i = 0; i < 100; i++) add(`A${(i % 300) + 1}.${k % 9} X`);
        break;
      case 2: // numbering that restarts again and again
        for (let i = 0; i < 50; i++) add(i === 0 ? '1. One' : `${i + 1}.1 Two`);
        break;
      case 3: // deep numbers, each a candidate heading, then blank lines
        for (let i = 0; i < 60; i++) add(`${(i % 300) + 1}.${k % 7}.${i % 5} title\n`);
        break;
      default: // long capitals that look like a title
        add(`${(k % 300) + 1}.2 ${'AB '.repeat(300)}c`);
    }
    k++;
  }
  return blocks.join('\n').slice(0, bytes);
}
