import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CannotTell } from '@/components/CannotTell';
import { I18nProvider } from '@/components/I18n';
import { ServiceError } from '@/lib/api/errors';
import type { CannotTell as Found } from '@/lib/domain/received-twice';
import { createTranslator, type Language } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';

const translators = {
  en: createTranslator('en', await loadMessages('en', ['popup'])),
  pl: createTranslator('pl', await loadMessages('pl', ['popup'])),
};
const html = (found: Found, lang: Language = 'en') =>
  renderToStaticMarkup(
    <I18nProvider initial={translators[lang]} namespaces={['popup']}>
      <CannotTell action="launch" found={found} />
    </I18nProvider>,
  );

const refused = new ServiceError('throttling', { status: 503 }).toJSON();

describe('CannotTell', () => {
  it('a failed read-back: says Stormlens could not check, why, and where the details are', () => {
    const out = html({ why: 'check-failed', error: refused });
    expect(out).toContain('data-testid="cannot-tell"');
    expect(out).toContain(
      'Stormlens could not check whether SEMSTORM received this once: The service is busy (throttling).',
    );
    expect(out).toContain('Options → Diagnostics log');
    expect(html({ why: 'check-failed', error: refused }, 'pl')).toContain(
      'Stormlens nie mógł sprawdzić, czy SEMSTORM otrzymał to raz: ',
    );
  });

  it('a refresh’s tokens: cannot tell, never “received twice”, nothing to delete', () => {
    const out = html({ why: 'shared-tokens', beyond: 2 });
    expect(out).toContain('Stormlens cannot tell whether SEMSTORM received this refresh once');
    expect(out).toContain('fell by 2 tokens more than it costs');
    expect(out).not.toContain('received this refresh twice');
    expect(out).not.toContain('<button');
    expect(html({ why: 'shared-tokens', beyond: 2 }, 'pl')).toContain('ubyło o 2 tokeny więcej');
  });

  it('a phrase made since the click that the answer did not name: cannot tell whose, nothing to delete', () => {
    const seen = [{ kind: 'keyword' as const, id: 8, label: 'trail shoes', campaignId: 4 }];
    const out = html({ why: 'unmarked', seen });
    expect(out).toContain('did not name the keyword “trail shoes” (id 8)');
    expect(out).toContain('someone else on the account added the same phrase');
    expect(out).not.toContain('<button');
    expect(html({ why: 'unmarked', seen }, 'pl')).toContain('Słowa kluczowe nie mają znacznika');
  });
});
