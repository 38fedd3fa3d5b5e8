/**
 * CSV as spreadsheets read it: RFC 4180 quoting, CRLF line ends, a UTF-8 BOM so Excel shows
 * Polish characters, and text cells that would start a formula prefixed with an apostrophe
 * (a keyword or URL like "=HYPERLINK(…)" must not run when the file is opened).
 */

export type CsvCell = string | number | null | undefined;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvCell[])[], { bom = true } = {}): string {
  const body = rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
  return `${bom ? '\uFEFF' : ''}${body}\r\n`;
}

/** Parse CSV text back into rows (tests and imports): quotes, doubled quotes, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A file name safe on every OS: `stormlens-positions-example.com-2024-01-01_2024-01-30.csv`. */
export function csvFileName(parts: readonly string[]): string {
  return `${parts.map((p) => p.replace(/[^\w.-]+/g, '_')).join('-')}.csv`;
}
