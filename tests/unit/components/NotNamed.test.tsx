import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NotNamed } from '@/components/NotNamed';
import { I18nProvider } from '@/components/I18n';
import { ServiceError } from '@/lib/api/errors';
import type { NotNamed as Left } from '@/lib/domain/received-twice';
import { createTranslator, type Language } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';

const translators = {
  en: createTranslator('en', await loadMessages('en', ['options'])),
  pl: createTranslator('pl', await loadMessages('pl', ['options'])),
};
const html = (left: Left[], lang: Language = 'en') =>
  renderToStaticMarkup(
    <I18nProvider initial={translators[lang]} namespaces={['options']}>
      <NotNamed left={left} />
    </I18nProvider>,
  );

const left: Left = {
  kind: 'profile',
  id: 41,
  wanted: 'Nightly',
  marked: 'Nightly [k3f9q1]',
  error: new ServiceError('network').toJSON(),
};

describe('NotNamed', () => {
  it('says the entity exists under its marked name, why, and that nothing was deleted', () => {
    const out = html([left]);
    expect(out).toContain('data-testid="not-named"');
    expect(out).toContain('SEMSTORM made the profile 41, but did not take its name “Nightly”');
    expect(out).toContain('it is called “Nightly [k3f9q1]” there');
    expect(out).toContain('Stormlens did not delete it');
    expect(out).not.toContain('<button');
    expect(html([{ ...left, kind: 'group' }], 'pl')).toContain(
      'SEMSTORM utworzył grupę 41, ale nie przyjął tytułu „Nightly”',
    );
  });

  it('says nothing when every entity took its name', () => {
    expect(html([])).toBe('');
  });
});
