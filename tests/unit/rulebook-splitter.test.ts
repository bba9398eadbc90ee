import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { joinLines, restartsWithinBudget, splitSections } from '../../main/rulebook/splitter';
import { craftedRulebook } from '../support/crafted-rulebook';
import { coverage, decodeText } from '../../main/rulebook/imports';
import { references } from '../../main/rulebook/reference';
import type { GameId } from '../../shared/games/ids';

const SEEDS = path.resolve(import.meta.dirname, '../../../shared/seeds');

/**
 * The share of our reference's numbered sections the splitter finds in each seed, as measured
 * (run 2026-11): Afrika Korps 184/186, Battle for North Africa 160/160, The Dark Sands 193/194,
 * Case Yellow 97/97, ASL Starter Kit 105/106. The two Afrika Korps misses are the translation's
 * misnumbered 15.4/15.3.2.x; Dark Sands PB1.3.3 and ASL DaE2.51 have no line of their own.
 */
const HELD: Record<GameId, number> = {
  'afrika-korps': 0.98,
  'battle-for-north-africa': 0.99,
  'dark-sands': 0.99,
  'case-yellow': 0.99,
  'asl-starter-kit': 0.99,
};

describe('rulebook splitter', () => {
  it('finds at least 95% (as measured, more) of each seed file’s numbered sections', () => {
    const figures: string[] = [];
    for (const [game, ref] of references()) {
      const text = fs.readFileSync(path.join(SEEDS, ref.seed), 'utf8');
      const c = coverage(splitSections(text), ref);
      figures.push(`${game} ${c.matched}/${c.total}`);
      expect(c.matched / c.total, `${game}: missing ${c.missing.join(' ')}`).toBeGreaterThanOrEqual(Math.max(0.95, HELD[game]));
    }
    expect(figures).toHaveLength(5);
  });

  it('keeps a book that restarts its numbering as a second part, and drops a table of contents', () => {
    const text = [
      'Contents',
      '1.0 Intro',
      '2.0 Rules',
      '3.0 End',
      '',
      '1.0 Intro',
      'This game is about the desert and is played by two people over many turns.',
      '2.0 Rules',
      'General rules follow here, with enough words to be a real section of a rulebook.',
      '2.1 Moving',
      'Units move hex by hex and pay for the terrain they enter during the movement phase.',
      '3.0 End',
      'The game ends after the last turn, when points are counted and a winner is named.',
      '1.0 Scenarios',
      'Each scenario lists the units on the map and those that arrive later in the game.',
      '1.1 First scenario',
      'The first scenario lasts two turns and the attacker must take the town to win it.',
      '1.2 Second scenario',
      'The second scenario starts on turn three and the defender holds the pass with two units.',
      '1.3 Third scenario',
      'The third scenario is the whole campaign, from the first turn to the very last one.',
      '1.4 Fourth scenario',
      'The fourth scenario covers the last offensive, with fewer units and a shorter map.',
      '1.5 Optional rules',
      'Players may agree to use hidden movement and variable reinforcements in any scenario.',
      '2.0 Summaries',
      'A summary of the zone of control rules, gathered in one place for quick reference.',
    ].join('\n');
    const s = splitSections(text);
    expect(s.map((x) => `${x.part}:${x.id}`)).toEqual(['0:1.0', '0:2.0', '0:2.1', '0:3.0', '1:1.0', '1:1.1', '1:1.2', '1:1.3', '1:1.4', '1:1.5', '1:2.0']);
    expect(s.find((x) => x.id === '2.1')!.title).toBe('Moving');
    expect(s.find((x) => x.id === '2.1')!.body).toMatch(/^Units move hex by hex/);
  });

  it('reads the numbering styles of the five books: 18.2, 15.3.2.2, A.4, A3.31, DaE2.1, Markdown headings', () => {
    const text = [
      '# 7. COMBAT',
      'Combat happens when units meet.',
      '7.1 ZONES: the six hexes around a unit. A line that wraps and then',
      '2. starts with a number is not a section of its own here.',
      '7.2 Moving into an enemy zone of control means combat.',
      '## 15.3.2.2 Attacking the supply',
      'One unit may attack the supply while the others fight its escort.',
      '**A.4** Terrain',
      'Woods, buildings and open ground.',
      'A3.3 Rally',
      'Broken units try to rally in the rally phase.',
      'A3.31 Self rally',
      'A unit with a boxed morale may rally without a leader.',
      'DaE2. Offboard artillery',
      'Radio and batteries.',
      'DaE2.1 Radio contact',
      'Roll to make contact.',
      'K64. is a hex at the edge of the map, not a section.',
    ].join('\n');
    const ids = splitSections(text).map((x) => x.id);
    expect(ids).toEqual(['7', '7.1', '7.2', '15.3.2.2', 'A.4', 'A3.3', 'A3.31', 'DaE2', 'DaE2.1']);
    const s71 = splitSections(text).find((x) => x.id === '7.1')!;
    expect(s71.title).toBe('ZONES');
    expect(s71.body).toMatch(/six hexes around a unit/);
  });

  it('drops a numbered list that breaks the order of the sections', () => {
    const text = ['5. MOVEMENT', 'Units move.', '5.1 Each unit moves up to its allowance.', '1. first point of a list', '2. second point', '5.2 Terrain costs apply.', '6. STACKING', 'Three units.'].join('\n');
    expect(splitSections(text).map((x) => x.id)).toEqual(['5', '5.1', '5.2', '6']);
  });

  it('tells text from binary and from other encodings', () => {
    expect(decodeText(new TextEncoder().encode('\uFEFF1.1 Già così'))).toEqual({ ok: true, text: '1.1 Già così' });
    expect(decodeText(Uint8Array.from([0x31, 0x2e, 0x31, 0x00, 0x41]))).toEqual({ ok: false, code: 'rulebook.binary' });
    expect(decodeText(Uint8Array.from([0x31, 0x2e, 0x31, 0x20, 0x47, 0x69, 0xe0]))).toEqual({ ok: false, code: 'rulebook.notUtf8' }); // "Già" in Latin-1
    expect(splitSections('no numbers in here at all\njust words')).toEqual([]);
  });
});

describe('rulebook splitter on crafted texts', () => {
  /** The best of a few runs, so one pause of the machine does not decide the ratio. */
  const bestMs = (text: string, runs: number): number => {
    let best = Infinity;
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      splitSections(text);
      best = Math.min(best, performance.now() - t0);
    }
    return best;
  };

  it('splits in time proportional to the text: 4× the text takes well under 10× the time', () => {
    const small = craftedRulebook(512 * 1024);
    const large = craftedRulebook(2 * 1024 * 1024);
    expect(splitSections(small).length).toBeGreaterThan(100); // the crafted text does have headings to find
    const tSmall = bestMs(small, 3);
    const tLarge = bestMs(large, 2);
    expect(tLarge, `0.5 MB: ${tSmall.toFixed(0)} ms, 2 MB: ${tLarge.toFixed(0)} ms`).toBeLessThan(10 * Math.max(tSmall, 5));
  });

  it('considers fewer restarts when there are very many candidates, so the book search stays bounded', () => {
    expect(restartsWithinBudget(5000)).toBe(80);
    const many = 1_000_000;
    expect(restartsWithinBudget(many) * many).toBeLessThanOrEqual(1_000_000);
    expect(restartsWithinBudget(100_000_000)).toBe(1);
  });

  it('joins a paragraph of many wrapped lines exactly as line by line', () => {
    expect(joinLines(['a', 'b-', 'c', '', 'd', 'e-', '-', 'f', 'Ä𝐀-', 'g'])).toBe('a bc\n\nd ef Ä𝐀g');
  });
});
