import type { CheckDef } from './check-def.ts';
import { between } from './check-def.ts';

/** Checks of the content audit: on-page SEO a writer can act on (uses min_words and keyword). */
export const CONTENT_CHECKS: CheckDef[] = [
  {
    name: 'title-length',
    title: 'Title length',
    measure: (r, p) => {
      const v = p ? r.int(35, 60) : r.pick([r.int(5, 25), r.int(70, 110)]);
      return [
        `${v} characters`,
        p ? 'The title has a good length.' : 'Keep the title between 30 and 60 characters.',
      ];
    },
  },
  {
    name: 'meta-description',
    title: 'Meta description',
    measure: (r, p) => {
      const v = p ? r.int(110, 160) : r.pick([0, r.int(170, 260)]);
      return [
        `${v} characters`,
        p
          ? 'The meta description has a good length.'
          : v === 0
            ? 'Add a meta description.'
            : 'Shorten the meta description to 160 characters.',
      ];
    },
  },
  {
    name: 'h1-count',
    title: 'H1 headings',
    measure: (r, p) => {
      const v = p ? 1 : r.pick([0, 2, 3]);
      return [`${v} headings`, p ? 'Exactly one H1 heading.' : 'Use exactly one H1 heading.'];
    },
  },
  {
    name: 'word-count',
    title: 'Word count',
    measure: (r, p, s) => {
      const min = Number(s.min_words ?? 300);
      const v = p ? min + r.int(20, 900) : Math.max(0, min - r.int(20, Math.max(21, min)));
      return [
        `${v} words`,
        p
          ? `More than the ${min} words expected.`
          : `Fewer than the ${min} words expected: extend the main content.`,
      ];
    },
  },
  {
    name: 'keyword-in-title',
    title: 'Focus keyword in title',
    measure: (_r, p, s) => {
      const k = String(s.keyword ?? '');
      if (!k) return ['not set', 'No focus keyword set in the audit settings.'];
      return [
        p ? 'found' : 'missing',
        p ? `The title contains "${k}".` : `Put "${k}" in the title.`,
      ];
    },
  },
  {
    name: 'images-alt',
    title: 'Images with alt text',
    measure: (r, p) => {
      const total = r.int(4, 30);
      const v = p ? total : r.int(0, total - 1);
      return [
        `${v} of ${total}`,
        p ? 'Every image has alt text.' : 'Describe every image with alt text.',
      ];
    },
  },
  {
    name: 'internal-links',
    title: 'Internal links',
    measure: (r, p) => {
      const v = between(r, p, [8, 80], [0, 4]);
      return [
        `${v} links`,
        p ? 'The page links to related content.' : 'Link to related pages of the site.',
      ];
    },
  },
  {
    name: 'canonical',
    title: 'Canonical URL',
    measure: (_r, p) => [
      p ? 'present' : 'missing',
      p ? 'A canonical URL is set.' : 'Add a rel="canonical" link.',
    ],
  },
];
