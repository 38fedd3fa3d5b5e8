import { describe, expect, it } from 'vitest';
import { choiceOf, emulatorReview, reading } from './emulator-review';
import { renderReview, sectionText } from './render';

// A year back the demo campaign was not tracked yet: the emulator's answer has keywords and no day.
const { review } = emulatorReview({ ago: 365, pages: [] });
const html = renderReview(review, choiceOf(), reading);

describe('a review of days the service has no data for', () => {
  it.each(['summary', 'visibility', 'movers', 'competitors', 'groups'])(
    '%s says "no data for this period" and shows no figure',
    (id) => {
      const text = sectionText(html, id);
      expect(text).toContain('No data for this period.');
      // A 0 drawn where nothing was measured: no digit at all in the section.
      expect(text).not.toMatch(/\d/);
    },
  );

  it('draws no chart of a line at 0', () => {
    expect(html).not.toContain('<svg');
  });

  it('says there were no audits in the period', () => {
    expect(sectionText(html, 'pages')).toContain('No audits in this period.');
  });

  it('never says "no audits" while the index of runs by page was still being read', () => {
    // Pages missing from a half-read index are not pages without audits.
    const text = sectionText(
      renderReview(review, choiceOf(), { ...reading, pagesComplete: false }),
      'pages',
    );
    expect(text).not.toContain('No audits in this period.');
    expect(text).toContain('audited pages may be missing here');
  });

  it('says so in the appendix too: no keyword had a day to list', () => {
    // The client's parsing (lib/api/schemas/rank.ts) keeps a keyword only with its days.
    expect(review.appendix).toEqual([]);
    expect(sectionText(html, 'appendix')).toContain('No data for this period.');
  });
});

describe('a review whose comparison period the service has no data for', () => {
  // 160 days back the period reaches the emulator's oldest days and the one before has none.
  const partial = emulatorReview({ ago: 160 }).review;
  const page = renderReview(partial, choiceOf(), reading);

  it('says "no data" for the previous period and for the change, never 0', () => {
    const site = partial.competitors.site.visibility.desktop;
    expect(site.current).not.toBeNull();
    expect(site.previous).toBeNull();
    expect(sectionText(page, 'visibility')).toMatch(
      /example\.com \(the site\) desktop [\d,.]+ no data no data/,
    );
  });

  it("says a group's device it has no keywords on has no data, in every column", () => {
    const line = partial.groups.find((g) => g.devices.mobile?.visibility.current === null)!;
    expect(line).toBeDefined();
    expect(sectionText(page, 'groups')).toMatch(
      new RegExp(`${line.title!.replace(/[()&]/g, '.')} \\d+ .*? no data no data no data`),
    );
  });
});
