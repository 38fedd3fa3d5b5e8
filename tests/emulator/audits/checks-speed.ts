import type { CheckDef } from './check-def.ts';
import { between } from './check-def.ts';

/** Checks of the page-speed tools other than Lighthouse: what each tool reports about a load. */
export const WEBPAGETEST_CHECKS: CheckDef[] = [
  {
    name: 'first-byte',
    title: 'Time to first byte',
    measure: (r, p) => {
      const v = between(r, p, [80, 450], [600, 2400]);
      return [
        `${v} ms`,
        p
          ? 'The server answers quickly.'
          : 'The server is slow to answer: cache the HTML or speed up the backend.',
      ];
    },
  },
  {
    name: 'start-render',
    title: 'Start render',
    measure: (r, p) => {
      const v = between(r, p, [500, 1500], [1800, 5200]);
      return [
        `${v} ms`,
        p
          ? 'Content starts to appear early.'
          : 'The page stays blank for long: inline critical CSS and defer scripts.',
      ];
    },
  },
  {
    name: 'fully-loaded',
    title: 'Fully loaded',
    measure: (r, p) => {
      const v = between(r, p, [1500, 4000], [4500, 14000]);
      return [
        `${(v / 1000).toFixed(1)} s`,
        p
          ? 'The page finishes loading in good time.'
          : 'Loading finishes late: cut third-party requests.',
      ];
    },
  },
  {
    name: 'requests',
    title: 'Requests',
    measure: (r, p) => {
      const v = between(r, p, [18, 70], [90, 260]);
      return [
        `${v} requests`,
        p
          ? 'A reasonable number of requests.'
          : 'Too many requests: bundle assets and drop unused tags.',
      ];
    },
  },
  {
    name: 'bytes-in',
    title: 'Page weight',
    measure: (r, p) => {
      const v = between(r, p, [300, 1600], [2200, 9000]);
      return [
        `${v} KB`,
        p ? 'The page is light.' : 'The page is heavy: compress images and remove unused code.',
      ];
    },
  },
  {
    name: 'cache-static',
    title: 'Cache static content',
    measure: (r, p) => {
      const v = between(r, p, [0, 2], [4, 40]);
      return [
        `${v} uncached assets`,
        p ? 'Static assets are cached.' : 'Set long cache lifetimes on static assets.',
      ];
    },
  },
  {
    name: 'compress-text',
    title: 'Compress transfer',
    measure: (_r, p) => [
      p ? 'gzip/brotli' : 'none',
      p ? 'Text is compressed.' : 'Enable gzip or brotli for HTML, CSS and JS.',
    ],
  },
  {
    name: 'cdn',
    title: 'Effective use of CDN',
    measure: (_r, p) => [
      p ? 'yes' : 'no',
      p ? 'Static content comes from a CDN.' : 'Serve static content from a CDN.',
    ],
  },
];

export const YELLOWLAB_CHECKS: CheckDef[] = [
  {
    name: 'dom-elements',
    title: 'DOM elements',
    measure: (r, p) => {
      const v = between(r, p, [300, 1400], [1800, 6000]);
      return [
        `${v} elements`,
        p ? 'The DOM has a reasonable size.' : 'The DOM is large: simplify the markup.',
      ];
    },
  },
  {
    name: 'dom-depth',
    title: 'DOM depth',
    measure: (r, p) => {
      const v = between(r, p, [8, 18], [22, 45]);
      return [`${v} levels`, p ? 'The DOM is shallow enough.' : 'The DOM is deeply nested.'];
    },
  },
  {
    name: 'css-rules',
    title: 'CSS rules',
    measure: (r, p) => {
      const v = between(r, p, [400, 1800], [2500, 9000]);
      return [`${v} rules`, p ? 'CSS is compact.' : 'Too many CSS rules: remove unused styles.'];
    },
  },
  {
    name: 'js-errors',
    title: 'JavaScript errors',
    measure: (r, p) => {
      const v = p ? 0 : r.int(1, 7);
      return [
        `${v} errors`,
        p ? 'No JavaScript errors.' : 'Fix the JavaScript errors thrown on load.',
      ];
    },
  },
  {
    name: 'duplicated-css',
    title: 'Duplicated CSS selectors',
    measure: (r, p) => {
      const v = between(r, p, [0, 10], [25, 160]);
      return [
        `${v} duplicates`,
        p ? 'Few duplicated selectors.' : 'Merge duplicated CSS selectors.',
      ];
    },
  },
  {
    name: 'old-http',
    title: 'HTTP/2 or newer',
    measure: (_r, p) => [
      p ? 'HTTP/2' : 'HTTP/1.1',
      p ? 'A modern protocol is used.' : 'Enable HTTP/2 on the server.',
    ],
  },
  {
    name: 'image-optimization',
    title: 'Image optimisation',
    measure: (r, p) => {
      const v = between(r, p, [0, 40], [120, 1400]);
      return [`${v} KB to save`, p ? 'Images are well optimised.' : 'Compress the images.'];
    },
  },
  {
    name: 'web-fonts',
    title: 'Web fonts',
    measure: (r, p) => {
      const v = between(r, p, [1, 4], [6, 14]);
      return [`${v} fonts`, p ? 'Few web fonts.' : 'Load fewer font files.'];
    },
  },
];

export const SITESPEEDIO_CHECKS: CheckDef[] = [
  {
    name: 'coach-performance',
    title: 'Coach: performance advice',
    measure: (r, p) => {
      const v = between(r, p, [85, 100], [30, 80]);
      return [
        `${v}/100`,
        p
          ? 'Performance best practices are followed.'
          : 'Follow the coach advice on render blocking and caching.',
      ];
    },
  },
  {
    name: 'coach-privacy',
    title: 'Coach: privacy advice',
    measure: (r, p) => {
      const v = between(r, p, [85, 100], [40, 80]);
      return [
        `${v}/100`,
        p ? 'Few privacy issues.' : 'Third-party cookies and trackers were found.',
      ];
    },
  },
  {
    name: 'first-visual-change',
    title: 'First visual change',
    measure: (r, p) => {
      const v = between(r, p, [400, 1400], [1800, 4800]);
      return [`${v} ms`, p ? 'Something appears early.' : 'The first paint is late.'];
    },
  },
  {
    name: 'last-visual-change',
    title: 'Last visual change',
    measure: (r, p) => {
      const v = between(r, p, [1200, 3800], [4500, 12000]);
      return [`${v} ms`, p ? 'The page settles quickly.' : 'The page keeps changing for long.'];
    },
  },
  {
    name: 'page-weight',
    title: 'Transfer size',
    measure: (r, p) => {
      const v = between(r, p, [250, 1500], [2000, 8000]);
      return [`${v} KB`, p ? 'The transfer size is fine.' : 'Reduce the transfer size.'];
    },
  },
  {
    name: 'third-party-requests',
    title: 'Third-party requests',
    measure: (r, p) => {
      const v = between(r, p, [0, 12], [20, 120]);
      return [
        `${v} requests`,
        p ? 'Few third-party requests.' : 'Many third-party requests slow the page.',
      ];
    },
  },
];
