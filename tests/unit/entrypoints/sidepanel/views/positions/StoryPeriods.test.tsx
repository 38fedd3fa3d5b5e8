import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/components/I18n';
import { StoryPeriods } from '@/entrypoints/sidepanel/views/positions/StoryPeriods';
import { createTranslator, type Language } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';
import type { PositionValue } from '@/lib/messaging/protocol/monitoring/positions';

/*
 * A keyword's positions period by period: every period of the range is a row, a period without
 * data says so in words (never a position, never ">100"), in English and in Polish.
 */

const dates = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'];
const namespaces = ['sidepanel', 'positions', 'common'] as const;

async function render(
  lang: Language,
  positions: Record<string, PositionValue[]>,
  devices = Object.keys(positions),
): Promise<string> {
  const translator = createTranslator(lang, await loadMessages(lang, [...namespaces]));
  return renderToStaticMarkup(
    <I18nProvider initial={translator} namespaces={[...namespaces]}>
      <StoryPeriods
        dates={dates}
        gap="daily"
        devices={devices}
        positions={positions}
        type="organic"
      />
    </I18nProvider>,
  );
}

/** The cells of each body row, as text. */
const cells = (html: string): string[][] =>
  [...html.matchAll(/<tr data-period="[^"]+">(.*?)<\/tr>/g)].map(([, row]) =>
    [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map(([, text]) => text),
  );

describe('StoryPeriods', () => {
  it('lists every period, with "no data" where neither device has a position', async () => {
    const html = await render('en', {
      desktop: [4, 'out', null, null],
      mobile: [6, null, null, 12.5],
    });
    expect(cells(html)).toEqual([
      ['4', '6'],
      ['&gt;100', 'no data'],
      ['no data', 'no data'],
      ['no data', '12.5'],
    ]);
    // Only the third day has no data on any device.
    expect(html).toContain('No data for 1 of the 4 periods of the range');
    expect(html).toContain('Every day in numbers');
    expect(html).toContain('aria-label="no data"');
  });

  it('says when every period has a position or ">100"', async () => {
    const html = await render('en', { desktop: [1, 2, 'out', 3] });
    expect(html).toContain('A position or “&gt;100” for every one of the 4 periods of the range.');
  });

  it('speaks Polish', async () => {
    const html = await render('pl', { desktop: [null, null, 3, 'out'] });
    expect(cells(html)).toEqual([['brak danych'], ['brak danych'], ['3'], ['&gt;100']]);
    expect(html).toContain('Brak danych dla 2 z 4 okresów zakresu');
    expect(html).toContain('Każdy dzień w liczbach');
  });
});
