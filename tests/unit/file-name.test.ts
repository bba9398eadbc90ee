import { describe, expect, it } from 'vitest';
import { readableFileName } from '../../shared/engine/file-name';

describe('exported game file names', () => {
  it('name the game, the saved game, the side to move and the turn, safely', () => {
    expect(readableFileName(['Afrika Korps', 'Partita con Marco', 'Allied to move', 'turn 3'], '.ctgame')).toBe('Afrika-Korps_Partita-con-Marco_Allied-to-move_turn-3.ctgame');
    expect(readableFileName(['Afrika Korps', null, 'gioca Asse', 'turno 12'], '.ctgame')).toBe('Afrika-Korps_gioca-Asse_turno-12.ctgame');
    // Accents dropped, separators and path characters made hyphens, nothing left for a path or a shell.
    expect(readableFileName(['Città / ../évasion', 'a:b*c?"<>|'], '.ctgame')).toBe('Citta-evasion_a-b-c.ctgame');
    expect(readableFileName(['', '  ', null], '.ctgame')).toBe('game.ctgame');
    expect(readableFileName(['x'.repeat(300)], '.ctgame')).toHaveLength(120 + '.ctgame'.length);
  });

  it('two players exporting the same game get different names', () => {
    const axis = readableFileName(['Afrika Korps', 'Tobruch', 'Allied to move', 'turn 3'], '.ctgame');
    const allied = readableFileName(['Afrika Korps', 'Tobruch', 'Axis to move', 'turn 4'], '.ctgame');
    expect(axis).not.toBe(allied);
  });
});
