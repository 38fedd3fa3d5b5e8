import type { AuditType } from '../core/accounts.ts';

/**
 * The settings descriptor (../shared/spec/audits.md §2): per audit type, a title and its parameters
 * with `title`, `description`, `default_value`, and `maxlength` (text) or `options` (predefined
 * values). The emulator also knows each parameter's kind and range, to validate `audits_settings`
 * and profile settings; those internals are not part of the answer.
 */
type Kind = 'select' | 'multi' | 'text' | 'number' | 'flag';

export interface ParamDef {
  kind: Kind;
  title: string;
  description: string;
  default_value: unknown;
  options?: readonly (string | number)[];
  maxlength?: number;
  min?: number;
  max?: number;
}

const select = (title: string, description: string, options: string[], def: string): ParamDef => ({
  kind: 'select',
  title,
  description,
  options,
  default_value: def,
});
const multi = (title: string, description: string, options: string[]): ParamDef => ({
  kind: 'multi',
  title,
  description,
  options,
  default_value: [...options],
});
const text = (title: string, description: string, maxlength: number, def = ''): ParamDef => ({
  kind: 'text',
  title,
  description,
  maxlength,
  default_value: def,
});
const number = (title: string, description: string, def: number, min: number, max: number) => ({
  kind: 'number' as const,
  title,
  description: `${description} (${min}–${max})`,
  default_value: def,
  min,
  max,
});
const flag = (title: string, description: string, def: boolean): ParamDef => ({
  kind: 'flag',
  title,
  description,
  default_value: def,
});

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export const AUDIT_TYPE_DEFS: Record<
  AuditType,
  { title: string; settings: Record<string, ParamDef> }
> = {
  lighthouse: {
    title: 'Lighthouse',
    settings: {
      throttling: select(
        'Throttling',
        'Network and CPU throttling applied while the page loads',
        ['mobile-slow-4g', 'mobile-regular-3g', 'desktop-dense-4g', 'none'],
        'mobile-slow-4g',
      ),
      categories: multi('Categories', 'Lighthouse categories to run', CATEGORIES),
      locale: text('Report locale', 'Language of the report texts, e.g. en-US or pl', 5, 'en-US'),
      screenshots: flag('Screenshots', 'Keep the filmstrip and the final screenshot', true),
      user_agent: text(
        'User agent',
        'Overrides the browser user agent; empty keeps the default',
        255,
      ),
    },
  },
  pagespeed: {
    title: 'PageSpeed Insights',
    settings: {
      categories: multi('Categories', 'PageSpeed Insights categories to run', CATEGORIES),
      locale: text('Report locale', 'Language of the report texts, e.g. en or pl', 5, 'en'),
      field_data: flag('Field data', 'Include Chrome UX Report field data when available', true),
    },
  },
  webpagetest: {
    title: 'WebPageTest',
    settings: {
      location: select(
        'Test location',
        'Agent location and browser',
        ['Dulles:Chrome', 'London_EC2:Chrome', 'Frankfurt_EC2:Chrome', 'Warsaw:Chrome'],
        'Frankfurt_EC2:Chrome',
      ),
      runs: number('Runs', 'Number of test runs; the median run is reported', 3, 1, 9),
      connectivity: select(
        'Connectivity',
        'Connection profile of the agent',
        ['Cable', 'DSL', '4G', '3GFast', '3G', 'Native'],
        'Cable',
      ),
      first_view_only: flag('First view only', 'Skip the repeat (cached) view', false),
      video: flag('Video', 'Capture a video of the page load', true),
    },
  },
  yellowlab: {
    title: 'Yellow Lab Tools',
    settings: {
      wait_for_selector: text(
        'Wait for selector',
        'CSS selector to wait for before measuring',
        100,
      ),
      cookie: text('Cookie', 'Cookie header sent with the request, e.g. consent=1', 500),
      block_domains: text(
        'Blocked domains',
        'Comma-separated domains whose requests are blocked',
        255,
      ),
    },
  },
  sitespeedio: {
    title: 'sitespeed.io',
    settings: {
      iterations: number('Iterations', 'How many times the page is loaded', 3, 1, 5),
      browser: select('Browser', 'Browser used for the test', ['chrome', 'firefox'], 'chrome'),
      connectivity: select(
        'Connectivity',
        'Traffic-shaping profile',
        ['native', 'cable', '4g', '3g'],
        'cable',
      ),
      crawl_depth: number('Crawl depth', 'How many link levels are followed from the URL', 1, 1, 3),
    },
  },
  content: {
    title: 'Content audit',
    settings: {
      min_words: number('Minimum words', 'Words the main content should have', 300, 0, 10_000),
      keyword: text('Focus keyword', 'Keyword the page should be optimised for', 80),
      language: select('Language', 'Content language', ['auto', 'pl', 'en', 'de'], 'auto'),
      check_images: flag('Check images', 'Check image alt texts and sizes', true),
    },
  },
};

/**
 * The public descriptor for the given types (internals — kind, min, max — left out). `ranges:
 * false` also leaves a number's range out of its description, as a descriptor may.
 */
export function descriptorFor(
  types: readonly string[],
  { ranges = true }: { ranges?: boolean } = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const type of types) {
    const def = AUDIT_TYPE_DEFS[type as AuditType];
    if (!def) continue;
    const settings: Record<string, unknown> = {};
    for (const [name, param] of Object.entries(def.settings)) {
      settings[name] = {
        title: param.title,
        description:
          ranges || param.kind !== 'number'
            ? param.description
            : param.description.replace(/ \(\d+–\d+\)$/, ''),
        default_value: param.default_value,
        ...(param.maxlength !== undefined ? { maxlength: param.maxlength } : {}),
        ...(param.options !== undefined ? { options: param.options } : {}),
      };
    }
    out[type] = { title: def.title, settings };
  }
  return out;
}

/** Defaults of a type, overlaid with the given (already validated) values. */
export function withDefaults(
  type: AuditType,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const defaults = Object.fromEntries(
    Object.entries(AUDIT_TYPE_DEFS[type].settings).map(([name, p]) => [name, p.default_value]),
  );
  return { ...defaults, ...values };
}
