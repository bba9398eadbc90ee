import { describe, expect, it } from 'vitest';
import { firstRule, sectionKey, snippetPieces, summaryPieces } from '../../renderer/src/lib/rulebook-text';
import { sectionKey as mainKey } from '../../main/rulebook/ids';
import { references } from '../../main/rulebook/reference';

describe('rulebook text pieces in the renderer', () => {
  it('reads section numbers exactly as main does', () => {
    const ids = [...references().values()].flatMap((r) => r.sections.map((s) => s.id));
    for (const raw of [...ids, '7.0', '§ 18.2', 'dae2.31', 'A.4', 'A3.31', '18.', '§7', 'x', '1.2.3.4.5', '']) expect(sectionKey(raw), raw).toBe(mainKey(raw));
  });

  it('turns §N citations into links and keeps the rest as text', () => {
    expect(summaryPieces('Stop (§9.1), see §PB1.2 and §DaE2.31.')).toEqual([
      { kind: 'text', text: 'Stop (' },
      { kind: 'link', text: '§9.1', section: '9.1' },
      { kind: 'text', text: '), see ' },
      { kind: 'link', text: '§PB1.2', section: 'PB1.2' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: '§DaE2.31', section: 'DaE2.31' },
      { kind: 'text', text: '.' },
    ]);
    expect(summaryPieces('No citation.')).toEqual([{ kind: 'text', text: 'No citation.' }]);
  });

  it('marks matched words of a snippet without building HTML', () => {
    expect(snippetPieces('…di \u0002scarpata\u0003 costa <b>')).toEqual([
      { kind: 'text', text: '…di ' },
      { kind: 'mark', text: 'scarpata' },
      { kind: 'text', text: ' costa <b>' },
    ]);
  });

  it('opens the first section of a citation that names several', () => {
    expect(firstRule('7.4, 9.1, CRT page note')).toBe('7.4');
    expect(firstRule('22.4.1')).toBe('22.4.1');
    expect(firstRule('CRT page note')).toBeNull();
  });
});
