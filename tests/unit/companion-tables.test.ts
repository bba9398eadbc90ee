import { verbatim, type Text } from '../../shared/companion/definition';
import { LANGUAGES } from '../../shared/settings';
import { companionWords } from '../../main/companion/words';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../main/db/open';
import { createCompanionTables } from '../../main/companion/tables';
import { readTableFile, TABLE_FILE_MAX_BYTES } from '../../main/companion/table-file';
import { checkCells, parseCsv, readPasted, stripHeaders, toCsv } from '../../shared/companion/cells';
import type { Result } from '../../shared/api/result';
import { companionMini } from './fixtures/companion-mini';
import { tempDir } from './helpers';

function value<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.code} ${JSON.stringify(r.params)}`);
  return r.value;
}

function store(file = path.join(tempDir(), 'db.sqlite')) {
  const { db } = openDatabase(file);
  const def = companionMini();
  let t = Date.parse('2026-11-20T10:00:00Z');
  const tables = createCompanionTables(db, (g) => (g === 'dark-sands' ? def : null), () => new Date((t += 1000)));
  return { db, tables, file };
}

const status = (tables: ReturnType<typeof store>['tables']) => value(tables.list('dark-sands')).map((t) => [t.id, t.status]);

describe('companion tables: entry and validation', () => {
  it('lists built-in tables with their source and missing ones as missing', () => {
    const { tables } = store();
    const list = value(tables.list('dark-sands'));
    expect(list[0]).toMatchObject({ id: 'crt', status: 'builtIn', cells: [['AR', 'DR'], ['DR', 'DE']], source: { kind: 'user', ref: 'test fixture' } });
    expect(list[1]).toMatchObject({ id: 'ift', status: 'missing', cells: null, source: null });
    expect(tables.list('case-yellow')).toMatchObject({ ok: false, code: 'companion.noDefinition' });
  });

  it('stores a valid entry (trimmed) with who and from what, and keeps it across reopening', () => {
    const s = store();
    const r = value(s.tables.set('dark-sands', 'ift', [[' 2MC ', 'K']], { enteredBy: 'Anna', sourceNote: 'my copy' }));
    expect(r).toMatchObject({ status: 'user', cells: [['2MC', 'K']], enteredBy: 'Anna', sourceNote: 'my copy', source: { kind: 'user', ref: 'my copy' } });
    s.db.close();
    const again = store(s.file);
    expect(status(again.tables)).toEqual([['crt', 'builtIn'], ['ift', 'user']]);
    expect(again.tables.userCells('dark-sands')).toEqual({ ift: [['2MC', 'K']] });
  });

  it('refuses wrong shapes, bad cells, built-in and unknown tables, writing nothing', () => {
    const { tables } = store();
    expect(tables.set('dark-sands', 'ift', [['1MC']])).toMatchObject({ ok: false, code: 'companion.tableShape', params: { rows: 1, cols: 2 } });
    expect(tables.set('dark-sands', 'ift', [['1MC', 'K'], ['1MC', 'K']])).toMatchObject({ ok: false, code: 'companion.tableShape' });
    expect(tables.set('dark-sands', 'ift', [['x', '']])).toMatchObject({ ok: false, code: 'companion.tableCells', params: { count: 2, row: 1, col: 1 } });
    expect(tables.set('dark-sands', 'ift', [['1MCK', 'K']])).toMatchObject({ ok: false, code: 'companion.tableCells' }); // the pattern is anchored
    expect(tables.set('dark-sands', 'crt', [['AR', 'DR'], ['DR', 'DE']])).toMatchObject({ ok: false, code: 'companion.tableBuiltIn' });
    expect(tables.set('dark-sands', 'nope', [['x']])).toMatchObject({ ok: false, code: 'companion.unknownTable' });
    expect(status(tables)).toEqual([['crt', 'builtIn'], ['ift', 'missing']]);
  });

  it('removes an entry, and tells listeners of every change', () => {
    const { tables } = store();
    const changes: string[] = [];
    tables.onChange((g) => changes.push(g));
    value(tables.set('dark-sands', 'ift', [['-', 'K']]));
    value(tables.remove('dark-sands', 'ift'));
    expect(status(tables)).toEqual([['crt', 'builtIn'], ['ift', 'missing']]);
    expect(changes).toEqual(['dark-sands', 'dark-sands']);
  });

  it('ignores a stored row that no longer fits its spec (it is then missing, never half-read)', () => {
    const { db, tables } = store();
    db.prepare("INSERT INTO companion_tables VALUES ('dark-sands', 'ift', '[[\"1MC\"]]', '', '', '2026-01-01T00:00:00Z')").run();
    expect(status(tables)).toEqual([['crt', 'builtIn'], ['ift', 'missing']]);
  });
});

describe('companion tables: table files', () => {
  it('exports and imports a table round trip into another database', () => {
    const a = store();
    value(a.tables.set('dark-sands', 'ift', [['1MC', 'K']], { enteredBy: 'Anna', sourceNote: 'boxed copy' }));
    const file = value(a.tables.exportFile('dark-sands', 'ift'));
    expect(file.fileName).toBe('dark-sands-ift.cttable');
    const parsed = JSON.parse(file.text);
    expect(parsed).toMatchObject({ format: 'campaign-table/table', version: 1, game: 'dark-sands', table: 'ift', cells: [['1MC', 'K']], enteredBy: 'Anna', source: 'boxed copy' });
    const b = store();
    expect(value(b.tables.importFile(file.text, { game: 'dark-sands', table: 'ift' }))).toMatchObject({ game: 'dark-sands', table: { status: 'user', cells: [['1MC', 'K']], enteredBy: 'Anna' } });
    expect(a.tables.exportFile('dark-sands', 'crt')).toMatchObject({ ok: false, code: 'companion.tableBuiltIn' });
    expect(b.tables.exportFile('dark-sands', 'nope')).toMatchObject({ ok: false, code: 'companion.unknownTable' });
    expect(store().tables.exportFile('dark-sands', 'ift')).toMatchObject({ ok: false, code: 'companion.tableNotEntered' });
  });

  it('refuses hostile and malformed files with a code, writing nothing', () => {
    const { tables } = store();
    const good = { format: 'campaign-table/table', version: 1, game: 'dark-sands', table: 'ift', cells: [['1MC', 'K']], enteredBy: '', source: '', updatedAt: '2026-11-20T10:00:00.000Z', exportedAt: '2026-11-20T10:00:00.000Z' };
    const bad = (f: unknown, code: string, expect_?: { game: 'dark-sands'; table: string }) => expect(tables.importFile(typeof f === 'string' ? f : JSON.stringify(f), expect_), code).toMatchObject({ ok: false, code });
    bad('not json {', 'companion.fileMalformed');
    bad('x'.repeat(TABLE_FILE_MAX_BYTES + 1), 'companion.fileTooLarge');
    bad({ ...good, format: 'campaign-table/game' }, 'companion.fileWrongFormat');
    bad([1, 2], 'companion.fileWrongFormat');
    bad({ ...good, version: 2 }, 'companion.fileUnsupportedVersion');
    bad({ ...good, game: 'monopoly' }, 'companion.fileMalformed');
    bad({ ...good, cells: 'K' }, 'companion.fileMalformed');
    bad({ ...good, cells: [[1, 2]] }, 'companion.fileMalformed');
    bad({ ...good, cells: [['x'.repeat(200), 'K']] }, 'companion.fileMalformed');
    bad({ ...good, extra: '<script>' }, 'companion.fileMalformed');
    bad({ ...good, __proto__: { polluted: true }, updatedAt: 'yesterday' }, 'companion.fileMalformed');
    bad({ ...good, cells: [['1MC']] }, 'companion.tableShape');
    bad({ ...good, cells: [['DROP TABLE', 'K']] }, 'companion.tableCells');
    bad({ ...good, table: 'crt', cells: [['AR', 'DR'], ['DR', 'DE']] }, 'companion.tableBuiltIn');
    bad({ ...good, table: 'nope' }, 'companion.unknownTable');
    bad({ ...good, game: 'case-yellow' }, 'companion.noDefinition');
    bad(good, 'companion.fileOtherTable', { game: 'dark-sands', table: 'crt' });
    expect(status(tables)).toEqual([['crt', 'builtIn'], ['ift', 'missing']]);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(readTableFile(JSON.stringify(good)).ok).toBe(true);
  });
});

describe('companion tables: tables the player extends', () => {
  function extensible() {
    const { db } = openDatabase(path.join(tempDir(), 'db.sqlite'));
    const def = companionMini();
    def.tables.push({ id: 'vp', title: verbatim('VP'), rule: '12', rows: [], cols: [{ id: 'a', label: verbatim('A') }], cellPattern: '\\d{1,2}|-', builtIn: null, extensible: { rows: true, cols: false } });
    return createCompanionTables(db, () => def);
  }

  it('takes as many rows as the player’s copy prints, each with its heading, and exports them', () => {
    const tables = extensible();
    expect(tables.set('dark-sands', 'vp', [['3'], ['-']], {}, { rows: ['Paris'] })).toMatchObject({ ok: false, code: 'companion.tableShape' }); // one heading per row
    expect(tables.set('dark-sands', 'vp', [['3'], ['-']], {}, { rows: ['Paris', 'x'.repeat(41)] })).toMatchObject({ ok: false, code: 'companion.tableShape' });
    expect(value(tables.set('dark-sands', 'vp', [['3'], ['-']]))).toMatchObject({ rowLabels: ['', ''] }); // headings may be left out
    expect(tables.set('dark-sands', 'vp', [['3', '4']], {}, { rows: ['Paris'] })).toMatchObject({ ok: false, code: 'companion.tableShape' }); // columns are the spec's
    expect(value(tables.set('dark-sands', 'vp', [['3'], ['-']], {}, { rows: ['Paris ', 'Antwerp'], cols: ['ignored'] }))).toMatchObject({ status: 'user', cells: [['3'], ['-']], rowLabels: ['Paris', 'Antwerp'], colLabels: null });
    const file = value(tables.exportFile('dark-sands', 'vp'));
    expect(JSON.parse(file.text)).toMatchObject({ rowLabels: ['Paris', 'Antwerp'] });
    const other = extensible();
    expect(value(other.importFile(file.text)).table).toMatchObject({ rowLabels: ['Paris', 'Antwerp'], cells: [['3'], ['-']] });
    expect(other.importFile(file.text.replace('"Paris",', ''))).toMatchObject({ ok: false, code: 'companion.tableShape' });
  });

  it('reads pasted headings of an extensible table', () => {
    const spec = { rows: [], cols: [{ id: 'a', label: verbatim('A') }], extensible: { rows: true, cols: false } };
    expect(readPasted(spec, 'x,A\nParis,3\nAntwerp,-')).toEqual({ cells: [['3'], ['-']], labels: { rows: ['Paris', 'Antwerp'] } });
    expect(readPasted({ rows: [], cols: [], extensible: { rows: true, cols: true } }, ',r1,r2\ngun,1,2')).toEqual({ cells: [['1', '2']], labels: { rows: ['gun'], cols: ['r1', 'r2'] } });
  });
});

describe('companion tables: cells and CSV', () => {
  const spec = companionMini().tables[0]!;
  const words = (text: Text) => LANGUAGES.map((lng) => companionWords(text, lng));

  it('reads pasted CSV with commas, semicolons or tabs, quotes, and drops a header row and label column', () => {
    expect(parseCsv('AR,DR\r\nDR,DE\n\n')).toEqual([['AR', 'DR'], ['DR', 'DE']]);
    expect(parseCsv('AR;DR\nDR;DE')).toEqual([['AR', 'DR'], ['DR', 'DE']]);
    expect(parseCsv('AR\tDR\nDR\t"DE"')).toEqual([['AR', 'DR'], ['DR', 'DE']]);
    expect(parseCsv('"a,b","say ""hi"""')).toEqual([['a,b', 'say "hi"']]);
    expect(stripHeaders(spec, parseCsv(',1-1,2-1\n1-3,AR,DR\n4-6,DR,DE'), words)).toEqual([['AR', 'DR'], ['DR', 'DE']]);
    expect(stripHeaders(spec, parseCsv('1,2\nAR,DR\nDR,DE'), words)).toEqual([['AR', 'DR'], ['DR', 'DE']]);
    expect(parseCsv(toCsv([['a,b', 'c"d']]))).toEqual([['a,b', 'c"d']]);
  });

  it('names each bad cell and the shape problem', () => {
    expect(checkCells(spec, [['AR', 'XX'], ['', 'DE']])).toEqual({
      shape: null,
      cells: [
        { row: 0, col: 1, problem: 'pattern' },
        { row: 1, col: 0, problem: 'empty' },
      ],
    });
    expect(checkCells(spec, [['AR', 'DR']]).shape).toEqual({ problem: 'rows', expected: 2, got: 1 });
    expect(checkCells(spec, [['AR', 'DR'], ['DR']]).shape).toEqual({ problem: 'cols', row: 1, expected: 2, got: 1 });
  });
});
