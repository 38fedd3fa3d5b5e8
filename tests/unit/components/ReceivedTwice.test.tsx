import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/components/I18n';
import { ReceivedTwice, type TwiceAction } from '@/components/ReceivedTwice';
import type { ReceivedTwice as Found } from '@/lib/domain/received-twice';
import { createTranslator, type Language } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';

const translators = {
  en: createTranslator('en', await loadMessages('en', ['popup'])),
  pl: createTranslator('pl', await loadMessages('pl', ['popup'])),
};
const html = (action: TwiceAction, found: Found, lang: Language = 'en') =>
  renderToStaticMarkup(
    <I18nProvider initial={translators[lang]} namespaces={['popup']}>
      <ReceivedTwice action={action} found={found} />
    </I18nProvider>,
  );

const launchedTwice: Found = {
  times: 2,
  extra: [{ kind: 'audit-run', id: 77, label: 'Stormlens — https://example.com/' }],
  extraCost: 2,
};

describe('ReceivedTwice', () => {
  it('says at once what the service did, what the extra cost, and offers to delete it', () => {
    const out = html('launch', launchedTwice);
    expect(out).toContain('role="alert"');
    expect(out).toContain(
      'SEMSTORM received this launch twice: the connection was reset before the answer came and the browser sent it again (Stormlens sent it once).',
    );
    expect(out).toContain('The extra cost 2 tokens.');
    expect(out).toContain('>Delete the extra run 77</button>');
  });

  it('counts beyond two, and leaves the cost out when it is not known', () => {
    const out = html('clone', { ...launchedTwice, times: 3, extraCost: null });
    expect(out).toContain('SEMSTORM received this clone 3 times');
    expect(out).not.toContain('The extra cost');
  });

  it('speaks Polish too', () => {
    const out = html('launch', launchedTwice, 'pl');
    expect(out).toContain('SEMSTORM otrzymał to uruchomienie dwa razy');
    expect(out).toContain('Nadmiar kosztował 2 tokeny.');
    expect(out).toContain('Usuń dodatkowy przebieg 77');
  });
});
