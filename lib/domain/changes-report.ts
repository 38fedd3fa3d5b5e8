import type { KeywordChange } from './watch-changes';
import type { SummaryPart } from './watch-summary';

/*
 * The Changes view as one self-contained HTML file a manager can open offline: inline
 * styles, an inline SVG chart, no script, no image, font or link to fetch — the page's Content
 * Security Policy forbids any request, so even a stray URL in the data cannot load anything.
 * Pure: the page passes the translated words in.
 */

export interface ReportWords {
  lang: string;
  title: string;
  generated: string;
  summary: string;
  keyword: string;
  change: string;
  why: string;
  url: string;
  /** Device and day under the keyword. */
  meta: (c: KeywordChange) => string;
  position: (c: KeywordChange, which: 'before' | 'after') => string;
  reasons: (c: KeywordChange) => string[];
  part: (p: SummaryPart) => string;
  /** The page watches' table (when there are page changes): its heading and first column. */
  pagesHeading?: string;
  page?: string;
}

/** A page watch's change, in words already: the page, its period, the scores, why. */
export interface PageReportRow {
  page: string;
  meta: string;
  change: string[];
  reasons: string[];
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** Horizontal bars, one per summary part, drawn in SVG (no script, no external font). */
function chart(parts: readonly SummaryPart[], words: ReportWords): string {
  if (parts.length === 0) return '';
  const max = Math.max(...parts.map((p) => p.count));
  const rowH = 26;
  const bars = parts
    .map((p, i) => {
      const w = Math.max(4, Math.round((p.count / max) * 260));
      const y = i * rowH;
      const loss = p.kind === 'dropped' || p.kind === 'leftTop' || p.kind === 'outOfTop100';
      const fill = loss || p.kind === 'overtaken' ? '#c62828' : '#0b8a4a';
      return (
        `<text x="0" y="${y + 17}" font-size="13" fill="#1b1f24">${escape(words.part(p))}</text>` +
        `<rect x="300" y="${y + 5}" width="${w}" height="16" rx="3" fill="${fill}"></rect>`
      );
    })
    .join('');
  const label = escape(words.summary);
  return `<svg role="img" aria-label="${label}" width="600" height="${parts.length * rowH}" viewBox="0 0 600 ${parts.length * rowH}" xmlns="http://www.w3.org/2000/svg">${bars}</svg>`;
}

const cell = 'padding:6px 8px;border-bottom:1px solid #d5dae1;text-align:left;vertical-align:top';
const list = (items: readonly string[]) =>
  `<ul style="margin:0;padding-left:16px">${items.map((r) => `<li>${escape(r)}</li>`).join('')}</ul>`;

/** The page watches' entries: a second table after the keywords'. */
function pagesTable(rows: readonly PageReportRow[], words: ReportWords): string {
  if (rows.length === 0) return '';
  const th = `${cell};font-size:12px;color:#5a6472`;
  const body = rows
    .map(
      (r) =>
        `<tr><th scope="row" style="${cell};font-weight:500;word-break:break-all">${escape(r.page)}` +
        `<div style="color:#5a6472;font-size:12px">${escape(r.meta)}</div></th>` +
        `<td style="${cell};font-weight:600">${list(r.change)}</td>` +
        `<td style="${cell}">${list(r.reasons)}</td></tr>`,
    )
    .join('');
  return `<h2 style="font-size:16px;margin-top:24px">${escape(words.pagesHeading ?? '')}</h2>
<table style="border-collapse:collapse;width:100%;font-size:14px">
<thead><tr><th scope="col" style="${th}">${escape(words.page ?? '')}</th><th scope="col" style="${th}">${escape(words.change)}</th><th scope="col" style="${th}">${escape(words.why)}</th></tr></thead>
<tbody>${body}</tbody>
</table>`;
}

export function changesReportHtml(
  changes: readonly KeywordChange[],
  parts: readonly SummaryPart[],
  words: ReportWords,
  pages: readonly PageReportRow[] = [],
): string {
  const rows = changes
    .map((c) => {
      return (
        `<tr><th scope="row" style="${cell};font-weight:500">${escape(c.keyword)}` +
        `<div style="color:#5a6472;font-size:12px">${escape(words.meta(c))}</div></th>` +
        `<td style="${cell};white-space:nowrap;font-weight:600">${escape(words.position(c, 'before'))} → ${escape(words.position(c, 'after'))}</td>` +
        `<td style="${cell}">${list(words.reasons(c))}</td>` +
        `<td style="${cell};word-break:break-all;font-size:12px">${escape(c.urlAfter ?? '—')}</td></tr>`
      );
    })
    .join('');
  const th = `${cell};font-size:12px;color:#5a6472`;
  return `<!doctype html>
<html lang="${escape(words.lang)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(words.title)}</title>
</head>
<body style="margin:24px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1b1f24;background:#ffffff">
<h1 style="font-size:22px;margin:0 0 4px">${escape(words.title)}</h1>
<p style="color:#5a6472;margin:0 0 16px">${escape(words.generated)}</p>
<h2 style="font-size:16px">${escape(words.summary)}</h2>
${chart(parts, words)}
<table style="border-collapse:collapse;width:100%;margin-top:16px;font-size:14px">
<thead><tr><th scope="col" style="${th}">${escape(words.keyword)}</th><th scope="col" style="${th}">${escape(words.change)}</th><th scope="col" style="${th}">${escape(words.why)}</th><th scope="col" style="${th}">${escape(words.url)}</th></tr></thead>
<tbody>${rows}</tbody>
</table>
${pagesTable(pages, words)}
</body>
</html>
`;
}
