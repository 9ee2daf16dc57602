import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv, writeCsv } from '../../../functions/core/csv/csv.js';

describe('reading CSV', () => {
  it('reads plain, quoted and empty fields', () => {
    expect(parseCsv('sku,name,price\r\nA-1,Router,100\r\nB-2,"Switch, 8 port",\r\n')).toEqual([
      { line: 1, fields: ['sku', 'name', 'price'] },
      { line: 2, fields: ['A-1', 'Router', '100'] },
      { line: 3, fields: ['B-2', 'Switch, 8 port', ''] },
    ]);
  });

  it('keeps doubled quotes and line breaks inside quotes, and counts lines past them', () => {
    const records = parseCsv('a,b\n"He said ""hi""","two\nlines"\nc,d');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['He said "hi"', 'two\nlines'] },
      { line: 4, fields: ['c', 'd'] },
    ]);
  });

  it('skips blank lines and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa\n\nb\n')).toEqual([
      { line: 1, fields: ['a'] },
      { line: 3, fields: ['b'] },
    ]);
  });

  it('names the line of a quote that is never closed', () => {
    expect(() => parseCsv('a\n"open,b\nc')).toThrow(new CsvSyntaxError(2, 'a quoted field is never closed'));
  });

  it('refuses a stray quote in an unquoted field', () => {
    expect(() => parseCsv('ab"c')).toThrow(CsvSyntaxError);
  });
});

describe('writing CSV', () => {
  it('quotes only what needs it, and reads back the same', () => {
    const rows = [
      ['sku', 'name', 'price', 'active'],
      ['A-1', 'Switch, 8 "port"', 1299.5, true],
      ['B-2', 'two\nlines', 0, false],
      ['C-3', ' padded', null, ''],
    ];
    const text = writeCsv(rows);
    expect(text.split('\r\n')[1]).toBe('A-1,"Switch, 8 ""port""",1299.5,true');
    expect(parseCsv(text).map((r) => r.fields)).toEqual(
      rows.map((row) => row.map((v) => (v === null ? '' : String(v)))),
    );
  });
});
