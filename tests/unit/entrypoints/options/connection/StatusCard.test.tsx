import { act } from 'react';
import { livePage } from '../../../live-page';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/components/I18n';
import { StatusCard } from '@/entrypoints/options/connection/StatusCard';
import { createTranslator, type Language } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';
import { connectionState, type ConnectionFailure } from '@/lib/storage/connection';
import { preferences } from '@/lib/storage/prefs';

/** The card as the page shows it once the stored state has been read. */
async function card(lang: Language, failure: ConnectionFailure) {
  await preferences.setValue({ ...(await preferences.getValue()), language: lang });
  await connectionState.setValue({
    ...(await connectionState.getValue()),
    state: 'unreachable',
    tokenHint: 'zzzz',
    failure,
  });
  const { document, root } = livePage();
  const translator = createTranslator(lang, await loadMessages(lang, ['options']));
  await act(async () =>
    root.render(
      <I18nProvider initial={translator} namespaces={['options']}>
        <StatusCard />
      </I18nProvider>,
    ),
  );
  // The stored state arrives on the next turn.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const text = document.querySelector('.status-message')?.textContent ?? null;
  root.unmount();
  return { text, said: translator.error({ ...failure, details: {} }) };
}

describe('Options → Connection: why the last check failed', () => {
  it("is said in the page's language, with the service's own words", async () => {
    const english = createTranslator('en', await loadMessages('en', ['options']));
    const failure = { kind: 'network', serviceMessage: null } as const;
    const unreachable = await card('pl', failure);
    expect(unreachable.text).toBe(unreachable.said);
    expect(unreachable.text).not.toBe(english.error({ ...failure, details: {} }));
    const failed = await card('pl', { kind: 'exception', serviceMessage: 'Gateway said no' });
    expect(failed.text).toContain('Gateway said no');
    expect(failed.text).toBe(failed.said);
  });
});
