import { act } from 'react';
import { livePage } from '../../../../live-page';
import { beforeEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@/components/I18n';
import { ResearchForm } from '@/entrypoints/sidepanel/views/research/ResearchForm';
import {
  REFUSAL_KINDS,
  researchFieldNames,
  type FieldRefusal,
} from '@/entrypoints/sidepanel/views/research/research-fields';
import { refusedField } from '@/lib/domain/refused-field';
import { checkDraft, emptyDraft, type ResearchDraft } from '@/lib/domain/research-draft';
import type { ResearchTables } from '@/lib/domain/research';
import { createTranslator, type Language } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';
import { useResearchStore } from '@/lib/stores/research';

const translators = {
  en: createTranslator('en', await loadMessages('en', ['research'])),
  pl: createTranslator('pl', await loadMessages('pl', ['research'])),
};
const tables: ResearchTables = {
  types: ['simple', 'custom'],
  countries: { pl: 'Poland', de: 'Germany' },
  languages: { pl: 'Polish' },
  engines: { 'google.pl': { countries: ['pl', 'de'], languages: ['pl'], category: 'search' } },
};
const draft = (patch: Partial<ResearchDraft>): ResearchDraft => ({
  ...emptyDraft,
  type: 'simple',
  engines: ['google.pl'],
  country: 'pl',
  language: 'pl',
  ...patch,
});

/** The form for `shown`, rendered live (it reads the page's store), and what a field points at. */
async function form(
  shown: ResearchDraft,
  refused: FieldRefusal | null = null,
  lang: Language = 'en',
) {
  useResearchStore.setState({ draft: shown, attempted: true });
  const { document: doc, root } = livePage();
  await act(async () =>
    root.render(
      <I18nProvider initial={translators[lang]} namespaces={['research']}>
        <ResearchForm
          tables={tables}
          problems={checkDraft(shown).problems}
          refused={refused}
          page={null}
          onRun={() => undefined}
        />
      </I18nProvider>,
    ),
  );
  const said = (id: string) =>
    (doc.getElementById(id)?.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((ref) => doc.getElementById(ref)?.textContent?.trim());
  return { doc, said };
}

beforeEach(() => useResearchStore.setState(useResearchStore.getInitialState()));

describe('the Research form says each problem at its own field', () => {
  it('the keywords and modifiers are shared text fields: label, help and problem, value kept', async () => {
    const { doc, said } = await form(
      draft({ type: 'custom', keywordsText: '', modifiersText: '' }),
    );
    expect(said('rs-keywords')).toEqual([
      'Enter at least one base keyword.',
      'One keyword per line.',
    ]);
    expect(said('rs-modifiers')[0]).toBe('The custom report needs at least one modifier.');
    expect(doc.querySelector('label[for="rs-keywords"]')?.textContent).toBe('Base keywords');
  });

  it('a latitude out of range at the latitude, the missing longitude at the longitude', async () => {
    const { doc, said } = await form(draft({ keywordsText: 'buty', latText: '95' }));
    expect(said('rs-lat')).toEqual(['The latitude must be between −90 and 90.']);
    expect(said('rs-lon')).toEqual(['Enter the longitude too, or clear the latitude.']);
    expect(doc.getElementById('rs-lat')?.getAttribute('value')).toBe('95');
    expect(doc.getElementById('rs-lat')?.getAttribute('aria-invalid')).toBe('true');
  });

  it('the service’s refusal is said at the field it names, in the page language', async () => {
    const refusal = { field: 'country', text: 'Germany is not valid with google.pl.' } as const;
    const { doc, said } = await form(draft({ keywordsText: 'buty', country: 'de' }), refusal);
    expect(said('rs-country')).toEqual(['Germany is not valid with google.pl.']);
    expect(doc.getElementById('rs-country')?.getAttribute('aria-invalid')).toBe('true');
    expect(said('rs-keywords')).not.toContain('Germany is not valid with google.pl.');
    const located = await form(
      draft({ keywordsText: 'buty' }),
      { field: 'lat', text: 'Nowhere.' },
      'pl',
    );
    expect(located.said('rs-lat')).toEqual(['Nowhere.']);
    expect(located.doc.querySelector('details[open]')).not.toBeNull();
  });
});

describe('which field a research refusal names', () => {
  // The emulator's words (tests/emulator/research/index.ts); the document classes a market that is
  // not valid with an engine as an Exception, the rest as Request.
  it.each([
    ['exception', 'Country "de" is not valid with engine "google.pl" (valid: pl).', 'country'],
    ['exception', 'Language "en" is not valid with engine "google.de" (valid: de).', 'language'],
    ['request', 'Invalid engine "nope": use an engine code of keywords-tables/engines.', 'engines'],
    ['request', 'location must be coordinates as <lat>|<lon>, e.g. 52.2297|21.0122.', 'lat'],
    ['request', 'modifiers are required for the custom type: give at least one.', 'modifiers'],
  ])('%s %j → %s', (kind, serviceMessage, field) => {
    expect(refusedField({ kind, serviceMessage }, researchFieldNames, REFUSAL_KINDS)).toBe(field);
  });

  it('names none for a failure that is no refusal of input', () => {
    const failed = { kind: 'exception', serviceMessage: 'An exception occurred.' };
    expect(refusedField(failed, researchFieldNames, REFUSAL_KINDS)).toBeNull();
    const throttled = { kind: 'throttling', serviceMessage: 'Country throttle.' };
    expect(refusedField(throttled, researchFieldNames, REFUSAL_KINDS)).toBeNull();
  });
});
