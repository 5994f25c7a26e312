// CSV as RFC 4180 writes it (a comma between cells, CRLF after each row, a cell with a comma, quote or line break in
// quotes, its quotes doubled), safe to open in a spreadsheet: a text cell that starts as a formula would (=, +, -,
// @, tab or carriage return) gets a single quote before it, so it is shown as text and never run (OWASP, CSV
// injection). A number is written as a number: it cannot hold a formula, and -3 days stays a number.

export type Cell = string | number | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
