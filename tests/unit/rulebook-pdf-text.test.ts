import { describe, expect, it } from 'vitest';
import { linesOfItems, runningLines, sectionsOfPages, textLayerOf, type TextItem } from '../../main/rulebook/pdf-text';

/** From pdf.js's positioned text items to lines, and from pages of lines to sections with their pages. */

const item = (str: string, x: number, y: number, size = 10): TextItem => ({ str, x, y, width: str.length * size * 0.5, height: size });

describe('lines from positioned text', () => {
  it('joins the items of one baseline, with a space only where there is a gap', () => {
    const lines = linesOfItems([item('18.2', 50, 700), item('Attack', 75, 700), item('ing', 105, 700), item('Units', 125, 700), item('next line', 50, 687)]);
    expect(lines).toEqual(['18.2 Attacking Units', 'next line']);
  });

  it('keeps two columns apart: the right column’s line at the same height is a line of its own', () => {
    // Drawn column after column, as pages are: the left column, then the right one from the top again.
    const lines = linesOfItems([item('left one', 50, 700), item('left two', 50, 687), item('right one', 315, 700), item('right two', 315, 687)]);
    expect(lines).toEqual(['left one', 'left two', 'right one', 'right two']);
    // And when a page draws row by row, going back to the left starts a new line.
    expect(linesOfItems([item('a b', 50, 700), item('c d', 315, 700), item('e f', 50, 700)])).toEqual(['a b c d', 'e f']);
  });

  it('keeps a superscript on its line and skips empty items', () => {
    expect(linesOfItems([item('see 7.2', 50, 700), item('', 60, 700), item('1', 85, 703, 6), item('for more', 92, 700)])).toEqual(['see 7.21 for more']);
  });
});

describe('text layer', () => {
  it('tells a scan from a text, and a text with a few image pages from one with many', () => {
    expect(textLayerOf([0, 0, 3, 0])).toBe('none');
    expect(textLayerOf(Array.from({ length: 20 }, (_, i) => (i === 0 ? 500 : 0)))).toBe('none'); // an OCR'd cover only
    expect(textLayerOf([900, 1200, 0, 1500, 1100, 1000, 1300, 900, 800, 1000])).toBe('full');
    expect(textLayerOf([900, 0, 0, 1500, 0, 1000])).toBe('partial');
    expect(textLayerOf([])).toBe('none');
  });
});

describe('sections with their pages', () => {
  it('finds each heading’s page and cuts its text at page breaks', () => {
    const pages = [
      ['1.0 INTRODUCTION', 'This game is about the desert.', '1.1 Scale', 'Each hex is ten miles across and'],
      ['each turn is two weeks.', '2.0 MOVEMENT', 'Units move from hex to hex.'],
      ['2.1 Roads', 'A road doubles the movement.'],
    ];
    const { sections } = sectionsOfPages(pages);
    expect(sections.map((s) => [s.id, s.page])).toEqual([
      ['1.0', 1],
      ['1.1', 1],
      ['2.0', 2],
      ['2.1', 3],
    ]);
    const scale = sections[1]!;
    expect(scale.pieces.map((p) => p.page)).toEqual([1, 2]);
    expect(scale.pieces[1]!.text).toBe('each turn is two weeks.');
    expect(scale.body).toContain('ten miles across and each turn');
  });

  it('drops running heads and feet, which would otherwise sit inside sections', () => {
    const words = ['Supply', 'Combat', 'Retreat', 'Terrain', 'Weather', 'Reinforcements'];
    const pages = words.map((w, i) => [`Living Rules — page ${i + 1}`, `${i + 1}.0 ${w.toUpperCase()}`, `${w} rules come here.`, `© 2024 Publisher ${i + 1}`]);
    expect(runningLines(pages).size).toBe(2);
    const { sections } = sectionsOfPages(pages);
    expect(sections).toHaveLength(6);
    expect(sections.every((s) => !/Living Rules|Publisher/.test(s.body))).toBe(true);
    // Numbered lines are never running heads, even when they come back.
    expect(runningLines(Array.from({ length: 6 }, () => ['1.1 Again']))).toEqual(new Set());
  });

  it('keeps each line on its page when the text holds something that looks like a tag across a line break', () => {
    const pages = [['1.0 FIRST', 'a value <b', 'x> here'], ['2.0 SECOND', 'more text']];
    const { sections } = sectionsOfPages(pages);
    expect(sections.map((s) => [s.id, s.page])).toEqual([
      ['1.0', 1],
      ['2.0', 2],
    ]);
  });
});
