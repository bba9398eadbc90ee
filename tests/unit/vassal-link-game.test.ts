import { describe, expect, it } from 'vitest';
import { suggestLinkedGame } from '../../shared/games/link-suggest';

describe('which of the five games a module seems to be', () => {
  it('is suggested from the module name, whatever its case, punctuation or extra words', () => {
    expect(suggestLinkedGame('Afrika Korps v3.1')).toBe('afrika-korps');
    expect(suggestLinkedGame('AFRIKA_KORPS (AH 1980)')).toBe('afrika-korps');
    expect(suggestLinkedGame('The Battle for North Africa')).toBe('battle-for-north-africa');
    expect(suggestLinkedGame('Dark Sands')).toBe('dark-sands');
    expect(suggestLinkedGame('Case Yellow 1940')).toBe('case-yellow');
    expect(suggestLinkedGame('ASL Starter Kit #1')).toBe('asl-starter-kit');
  });
  it('is nothing for a module of another game, nor for a name that only contains a word of one', () => {
    expect(suggestLinkedGame('Fixture Desert')).toBeNull();
    expect(suggestLinkedGame('Panzer Korps')).toBeNull();
    expect(suggestLinkedGame('Darkest Sandstorm')).toBeNull();
    expect(suggestLinkedGame('')).toBeNull();
  });
});
