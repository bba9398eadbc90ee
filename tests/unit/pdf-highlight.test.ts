import { describe, expect, it } from 'vitest';
import { fold, highlightBoxes, searchWords } from '../../renderer/src/lib/pdf-highlight';

// A US Letter page viewed at scale 1: pdfjs flips y (PDF space grows upwards) and moves the origin to the top.
const VIEWPORT_1 = [1, 0, 0, -1, 0, 792];
const VIEWPORT_2 = [2, 0, 0, -2, 0, 1584];

describe('PDF search highlight boxes', () => {
  it('folds case and accents without moving offsets', () => {
    expect(fold('Città ÉSCARPMENT')).toBe('citta escarpment');
    expect(fold('Città').length).toBe('Città'.length);
  });

  it('keeps words of two characters or more, folded, once', () => {
    expect(searchWords(['Scarpata', 'scarpàta', 'a', 'ZOC/move'])).toEqual(['scarpata', 'zoc', 'move']);
  });

  it('boxes the word within its item, at the item position, scaled with the viewport', () => {
    // "18.2 Escarpments" drawn at x=72, baseline y=700, 12 pt font, 160 pt wide (10 pt a character).
    const items = [{ str: '18.2 Escarpments', transform: [12, 0, 0, 12, 72, 700], width: 160 }];
    const [box] = highlightBoxes(items, ['escarpment'], VIEWPORT_1, 1);
    expect(box).toEqual({ left: 72 + 5 * 10, top: 792 - 700 - 12, width: 100, height: 12 });
    const [big] = highlightBoxes(items, ['ESCARPMENT'], VIEWPORT_2, 2);
    expect(big).toEqual({ left: 144 + 100, top: 1584 - 1400 - 24, width: 200, height: 24 });
  });

  it('finds every occurrence, accents ignored, and nothing when the words are absent', () => {
    const items = [
      { str: 'La scarpata; scarpate e città', transform: [10, 0, 0, 10, 0, 100], width: 290 },
      { str: 'nothing here', transform: [10, 0, 0, 10, 0, 80], width: 120 },
    ];
    expect(highlightBoxes(items, ['scarpat'], VIEWPORT_1, 1)).toHaveLength(2);
    expect(highlightBoxes(items, ['citta'], VIEWPORT_1, 1)).toHaveLength(1);
    expect(highlightBoxes(items, ['escarpment'], VIEWPORT_1, 1)).toEqual([]);
    expect(highlightBoxes(items, [], VIEWPORT_1, 1)).toEqual([]);
  });
});
