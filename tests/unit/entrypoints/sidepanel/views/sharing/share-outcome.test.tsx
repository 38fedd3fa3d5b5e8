import { parseHTML } from 'linkedom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/components/I18n';
import { GrantRow } from '@/entrypoints/sidepanel/views/sharing/GrantRow';
import { shareOutcome } from '@/entrypoints/sidepanel/views/sharing/share-outcome';
import { createTranslator, type Language } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';

const translators = {
  en: createTranslator('en', await loadMessages('en', ['sidepanel'])),
  pl: createTranslator('pl', await loadMessages('pl', ['sidepanel'])),
};

describe('shareOutcome: each refused address is answered at its row', () => {
  // The service applied the change for one address and not for two others.
  const result = {
    set: { 'blocked@example.net': false, 'fine@example.net': true },
    remove: { 'gone@example.net': false },
    nextSetAt: 0,
  };

  it('a refused grant kept in the form, and a refused removal of a listed person, are at rows', () => {
    const outcome = shareOutcome(result, {
      grants: [' Blocked@example.net '],
      people: ['demo@stormlens.test', 'gone@example.net'],
    });
    expect(outcome.refused(' Blocked@example.net ')).toBe(true);
    expect(outcome.refused('fine@example.net')).toBe(false);
    expect(outcome.notRemoved('GONE@example.net')).toBe(true);
    expect(outcome.notRemoved('blocked@example.net')).toBe(false);
    expect(outcome.unshown).toEqual([]);
    expect(outcome).toMatchObject({ applied: true, anyRefused: true });
  });

  it('an address with no row on screen is listed in the result instead', () => {
    const outcome = shareOutcome(result, { grants: ['blocked@example.net'], people: [] });
    expect(outcome.unshown).toEqual(['gone@example.net']);
  });

  it('nothing refused, nothing to say at a row', () => {
    const outcome = shareOutcome(
      { set: { 'fine@example.net': true }, remove: {}, nextSetAt: 0 },
      { grants: [''], people: [] },
    );
    expect(outcome).toMatchObject({ unshown: [], applied: true, anyRefused: false });
    expect(shareOutcome(null, { grants: [], people: [] }).applied).toBe(false);
  });
});

describe('GrantRow', () => {
  it.each<[Language, string]>([
    ['en', 'The service did not apply this change for this address.'],
    ['pl', 'Usługa nie wprowadziła tej zmiany dla tego adresu.'],
  ])('says the refusal at the address, which is kept (%s)', (lang, sentence) => {
    const markup = renderToStaticMarkup(
      <I18nProvider initial={translators[lang]} namespaces={['sidepanel']}>
        <GrantRow
          index={0}
          grant={{ mail: 'blocked@example.net', permission: 'readonly' }}
          problem={translators[lang].t('sidepanel.sharing.notApplied')}
          onChange={() => undefined}
        />
      </I18nProvider>,
    );
    const { document: doc } = parseHTML(`<!doctype html><html><body>${markup}</body></html>`);
    const input = doc.querySelector('input[type="email"]');
    expect(input?.getAttribute('value')).toBe('blocked@example.net');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    const ids = (input?.getAttribute('aria-describedby') ?? '').split(/\s+/);
    expect(ids.map((id) => doc.getElementById(id)?.textContent)).toEqual([sentence]);
  });
});
