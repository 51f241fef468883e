/** CSV as French Excel opens it: UTF-8 with a BOM, ';' between cells, CRLF between lines. */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

/**
 * Spreadsheets run a cell starting with these as a formula, full-width forms included
 * (＝ ＋ － ＠, which some spreadsheets read as their ASCII twins): such cells get a leading quote.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * One cell, always quoted (quotes doubled): a spreadsheet opened with another separator
 * (a comma) then still reads one cell, and never a formula after that separator.
 */
export const csvCell = (value: unknown): string => {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
};

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/** The whole file: BOM, header line, one line per row. */
export const toCsv = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string => {
  const line = (cells: unknown[]) => cells.map(csvCell).join(CSV_SEPARATOR);
  const lines = [line(columns.map((column) => column.header))];
  for (const row of rows) lines.push(line(columns.map((column) => column.value(row))));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
};
