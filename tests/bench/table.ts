/** One row of the benchmark's table: a figure, its value and target, and whether it met it. */
export interface Row {
  figure: string;
  value: string;
  target: string;
  ok: boolean;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The table as the README shows it, with the date and the machine. */
export function printRows(rows: Row[]): void {
  const header = ['figure', 'value', 'target', ''];
  const lines = rows.map((r) => [r.figure, r.value, r.target, r.ok ? '✔' : '✖']);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    `\nStormlens benchmark — ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}\n`,
  );
  console.log(fmt(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(fmt(line));
}
