import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { ReviewBody, type ReviewDocumentProps } from '@/entrypoints/review/document/ReviewDocument';
import { reviewFile } from '@/entrypoints/review/document/save';
import type { ReviewChoice, ReviewReading } from '@/lib/domain/review/request';
import type { SiteReview } from '@/lib/domain/review/site-review';

/** The styles the tab inlines (entrypoints/review/document/styles.ts), read from disk: vitest does not process CSS. */
export const css = [
  'assets/theme.css',
  ...['document', 'print'].map((n) => `entrypoints/review/document/${n}.css`),
]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

export function renderReview(
  review: SiteReview,
  choice: ReviewChoice,
  reading: ReviewReading,
  campaignVisibility: ReviewDocumentProps['campaignVisibility'] = null,
) {
  return renderToStaticMarkup(
    <ReviewBody
      review={review}
      choice={choice}
      reading={reading}
      campaignVisibility={campaignVisibility}
    />,
  );
}

/** The saved file, as the Save button makes it from the rendered review. */
export function savedFile(review: SiteReview, choice: ReviewChoice, reading: ReviewReading) {
  const body = renderReview(review, choice, reading);
  return reviewFile({ body, lang: choice.language, title: `Review ${choice.domain}`, css });
}

/** The words a reader sees: tags dropped, entities read. */
export function textOf(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<title>[\s\S]*?<\/title>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The text of one section, by its id (`rv-<section>`). */
export function sectionText(html: string, id: string): string {
  const start = html.indexOf(`<section class="rv-section" id="rv-${id}"`);
  if (start < 0) return '';
  const end = html.indexOf('</section>', start);
  return textOf(html.slice(start, end));
}
