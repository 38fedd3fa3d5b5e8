/**
 * The saved site review as its reader gets it (./review.ts saves it): one HTML file, how big it
 * is, whether every keyword of its appendix is text the browser's find reaches, and how soon it
 * paints when opened from disk in a browser that may fetch nothing.
 */
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import { openSealed } from '../e2e/pages/review';
import { median } from './browser';
import { ms, type Row } from './table';

const MB = 1024 * 1024;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/**
 * The file's text nodes, trimmed: its markup, styles and charts left out, so a keyword counts only
 * where it is text on the page (a chart's label or a link's address is not what find searches
 * first, and an attribute is not searched at all).
 */
function textNodes(html: string): Set<string> {
  const body = html
    .replace(/<head>[\s\S]*?<\/head>/i, '')
    .replace(/<svg[\s\S]*?<\/svg>/gi, '')
    .replace(/<style[\s\S]*?<\/style>/gi, '');
  return new Set(
    body
      .split(/<[^>]*>/)
      .map((text) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]).trim())
      .filter(Boolean),
  );
}

/** How many of `keywords` stand in the file as a text node of their own (a cell of the appendix). */
function keywordsAsText(html: string, keywords: readonly string[]): number {
  const texts = textNodes(html);
  return keywords.filter((k) => texts.has(k)).length;
}

export interface OpenedFile {
  /** Navigation start → the first paint with content, each open (ms). */
  paints: number[];
  median: number;
  /** Which paint entry was read ("first-contentful-paint", or "first-paint" when it was not there). */
  entry: string;
  /** Requests the file asked for (every one refused). */
  requests: string[];
  /** Of `probes`, the keywords the browser's own find (`window.find`) located. */
  found: number;
}

/**
 * The file opened `opens` times from disk, each in a fresh context of a browser with no extension
 * where every request but the file's own is refused (as tests/e2e/review-file.spec.ts opens it).
 */
async function openSavedFile(
  file: string,
  probes: readonly string[],
  opens = 3,
): Promise<OpenedFile> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const paints: number[] = [];
  const requests: string[] = [];
  let entry = 'first-contentful-paint';
  let found = 0;
  try {
    for (let i = 0; i < opens; i++) {
      const page = await openSealed(browser, file, requests);
      const paint = await page.waitForFunction(
        () => {
          const entries = performance.getEntriesByType('paint');
          // No named function in here: the page has no bundler helper to name it with.
          const first =
            entries.find((e) => e.name === 'first-contentful-paint') ??
            entries.find((e) => e.name === 'first-paint');
          return first ? { name: first.name, at: first.startTime } : null;
        },
        null,
        { timeout: 30_000, polling: 50 },
      );
      const { name, at } = (await paint.jsonValue())!;
      entry = name;
      paints.push(at);
      if (i === 0) {
        // The browser's find, as a reader searching the appendix would: from the top each time.
        found = await page.evaluate((words) => {
          const view = window as unknown as { find: (s: string) => boolean };
          return words.filter((w) => {
            getSelection()?.removeAllRanges();
            return view.find(w);
          }).length;
        }, probes);
      }
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
  return { paints, median: median(paints), entry, requests, found };
}

/** The saved file's rows: its size with its appendix as text, and its first paint from disk. */
export async function fileRows(
  rows: Row[],
  file: string | null,
  keywords: readonly string[],
): Promise<void> {
  if (!file) {
    rows.push(
      { figure: 'saved review: file size', value: 'no file', target: '≤ 5 MB', ok: false },
      { figure: 'saved review: open → first paint', value: 'no file', target: '≤ 1 s', ok: false },
    );
    return;
  }
  const bytes = fs.statSync(file).size;
  const found = keywordsAsText(fs.readFileSync(file, 'utf8'), keywords);
  // A middle and the last keyword (neither the start of another): the browser's own find.
  const probes = [keywords[Math.floor(keywords.length / 2)], keywords.at(-1)!];
  const opened = await openSavedFile(file, probes);
  rows.push(
    {
      figure: `saved review: file size (appendix: keywords as text ${found} of ${keywords.length}; find locates ${opened.found} of ${probes.length})`,
      value: `${(bytes / MB).toFixed(2)} MB`,
      target: '≤ 5 MB, every keyword as text',
      ok: bytes <= 5 * MB && found === keywords.length && opened.found === probes.length,
    },
    {
      figure: `saved review: opened from disk → ${opened.entry} (median of ${opened.paints.length}: ${opened.paints.map(ms).join(', ')}; ${opened.requests.length} requests)`,
      value: ms(opened.median),
      target: '≤ 1 s, no request',
      ok: opened.median <= 1000 && opened.requests.length === 0,
    },
  );
}
