import { downloadText } from '@/components/download';
import type { ReviewChoice } from '@/lib/domain/review/request';
import { reviewCss } from './styles';

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One self-contained HTML file: the rendered review, its styles inline, its charts inline SVG,
 * no script. The policy forbids every fetch besides the inline styles, so even a URL that slipped
 * into the markup would make no request when the client opens the file.
 */
export function reviewFile(parts: { body: string; lang: string; title: string; css: string }) {
  return [
    '<!doctype html>',
    `<html lang="${parts.lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(parts.title)}</title>`,
    `<style>${parts.css}</style>`,
    '</head>',
    `<body><main>${parts.body}</main></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** The file is named by the domain and the period, so a folder of reviews sorts by client. */
export function reviewFileName(choice: ReviewChoice): string {
  const domain = choice.domain.replace(/^https?:\/\//, '').replace(/[^\w.-]+/g, '-');
  return `stormlens-review-${domain}-${choice.period.from}-${choice.period.to}.html`;
}

/** Saves the review shown in the tab (its rendered markup) through a temporary link. */
export function saveReview(body: string, choice: ReviewChoice, title: string): void {
  const html = reviewFile({ body, lang: choice.language, title, css: reviewCss });
  downloadText(html, reviewFileName(choice), 'text/html;charset=utf-8');
}
