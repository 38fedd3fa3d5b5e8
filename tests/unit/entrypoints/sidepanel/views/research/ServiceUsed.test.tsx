import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/components/I18n';
import { createTranslator, type Language } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';
import type { ResearchRun } from '@/lib/storage/research';
import { ServiceUsed } from '@/entrypoints/sidepanel/views/research/ServiceUsed';
import { researchRun } from '../../../../lib/domain/research-fixtures';

/** Asked for pl/pl in Warsaw; the service's echo says what it applied. */
const run = researchRun({
  params: { ...researchRun().params, location: { lat: 52.2297, lon: 21.0122 } },
  used: {
    keywords: ['buty'],
    engines: ['google.com', 'bing.com'],
    type: 'custom',
    modifiers: ['tanie', 'nike'],
    country: 'us',
    language: 'en',
    location: '40.7128|-74.006',
  },
});

async function render(lang: Language, shown: ResearchRun): Promise<string> {
  const translator = createTranslator(lang, await loadMessages(lang, ['research']));
  return renderToStaticMarkup(
    <I18nProvider initial={translator} namespaces={['research']}>
      <ServiceUsed run={shown} />
    </I18nProvider>,
  );
}

describe('ServiceUsed', () => {
  it('shows the market the service echoed, not the one the form asked for', async () => {
    const out = await render('en', run);
    expect(out).toContain('The service used:');
    expect(out).toContain(
      'buty · custom · google.com, bing.com · country us · language en · location 40.7128|-74.006 · 2 modifiers',
    );
    expect(out).not.toContain('google.pl');
    expect(out).not.toContain('52.2297');
  });

  it('says so when the service used no location', async () => {
    const out = await render('en', { ...run, used: { ...run.used!, location: null } });
    expect(out).toContain('language en · no location · 2 modifiers');
  });

  it.each([
    ['en', 'as asked; the service did not say what it used'],
    ['pl', 'tak, jak zlecono; usługa nie podała, czego użyła'],
  ] as const)('%s: without an echo, what was asked, marked unconfirmed', async (lang, note) => {
    for (const used of [null, undefined]) {
      const out = await render(lang, { ...run, used });
      expect(out).toContain(`buty · simple · pl/pl · 52.2297|21.0122 — ${note}`);
    }
  });

  it('speaks Polish', async () => {
    const out = await render('pl', run);
    expect(out).toContain('Usługa użyła:');
    expect(out).toContain('kraj us · język en · lokalizacja 40.7128|-74.006');
  });
});
