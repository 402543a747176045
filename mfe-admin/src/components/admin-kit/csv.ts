import { formatDecimal } from '@bonis/design-system';
import { todayInBogota } from '@bonis/supabase-client';

/** What a CSV column gives for a row. */
export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  /** The heading in the first line. */
  header: string;
  value: (row: Row) => CsvValue;
}

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** Characters that make a spreadsheet read a cell as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell's text before quoting: es-CO numbers, 'Sí'/'No', '' for nothing. */
function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? formatDecimal(value, 10) : '';
  // text that a spreadsheet would run as a formula is kept as text with a leading quote
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Quotes a cell when it holds the separator, a quote or a line break (quotes doubled). */
function quote(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The CSV file's full text, as downloaded: a UTF-8 BOM (so Excel reads the accents), `;` between
 * cells (Excel in es-CO uses the comma for decimals), CRLF line ends (the last line too), a
 * heading line, numbers written the es-CO way (1.234.567,5), booleans as 'Sí'/'No', empty cells
 * for null, and a `'` before text starting with = + - @ (no formulas run when it is opened).
 * Numbers are never prefixed: a negative number is a number, not a formula.
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const line = (cells: string[]) => cells.map(quote).join(SEPARATOR) + LINE_END;
  let text = BOM + line(columns.map((column) => cellText(column.header)));
  for (const row of rows) text += line(columns.map((column) => cellText(column.value(row))));
  return text;
}

/** `<fileName>-YYYY-MM-DD.csv`, with today's date in Bogotá. */
export function csvFileName(fileName: string, now: Date = new Date()): string {
  return `${fileName}-${todayInBogota(now)}.csv`;
}

/** Downloads `content` as `name` through a Blob, an object URL and a temporary <a download>. */
export function downloadCsv(name: string, content: string): void {
  const blob = new Blob([content], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // after the click has started the download
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
