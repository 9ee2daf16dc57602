/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF (LF accepted), a field in
 * double quotes when it holds a comma, a quote or a line break, a quote inside doubled. The parser
 * remembers the line each record starts on, so errors can name it.
 */
import { RuleViolation } from '../rule-violation.js';

export interface CsvRecord {
  /** 1-based line of the file the record starts on. */
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  override readonly name = 'CsvSyntaxError';
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
  }
}

/** An uploaded file's records; a syntax error is a 400 naming the `csv` field and the line. */
export function readCsvRecords(text: string): CsvRecord[] {
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new RuleViolation('invalid', `csv: ${error.message}`);
    throw error;
  }
}

/** Parses CSV text into records; blank lines are skipped. A leading byte-order mark is ignored. */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let inQuotes = false;
  let quotedField = false;
  const endField = () => {
    fields.push(field);
    field = '';
    quotedField = false;
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
  };
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (inQuotes) {
      if (char === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          inQuotes = false;
        }
      } else {
        if (char === '\n') line++;
        field += char;
      }
      continue;
    }
    if (char === '"') {
      if (field !== '' || quotedField) throw new CsvSyntaxError(line, 'a quote inside an unquoted field');
      inQuotes = true;
      quotedField = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      if (quotedField) throw new CsvSyntaxError(line, 'text after a closing quote');
      field += char;
    }
  }
  if (inQuotes) throw new CsvSyntaxError(recordLine, 'a quoted field is never closed');
  if (field !== '' || fields.length > 0 || quotedField) endRecord();
  return records;
}

/** One field as CSV: quoted when it holds a comma, a quote, a line break or edge spaces. */
export function formatCsvField(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text, CRLF after every record. */
export function writeCsv(
  rows: readonly (readonly (string | number | boolean | null | undefined)[])[],
): string {
  return rows.map((row) => row.map(formatCsvField).join(',') + '\r\n').join('');
}

/**
 * A text cell a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return: CSV injection) gets a leading apostrophe, so it opens as the text it is.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * Rows as CSV for a spreadsheet or an accounting package: like `writeCsv`, with every text cell
 * neutralised (`neutraliseFormula`); numbers are written as they are.
 */
export function writeSpreadsheetCsv(
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return writeCsv(
    rows.map((row) => row.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell))),
  );
}
