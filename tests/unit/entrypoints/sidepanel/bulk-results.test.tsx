import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/components/I18n';
import { ServiceError } from '@/lib/api/errors';
import { createTranslator, type Language } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';
import type { BulkResult } from '@/lib/messaging/protocol/monitoring/bulk';
import { BulkResults } from '@/entrypoints/sidepanel/views/BulkResults';
import { toBulkOutcome } from '@/lib/api/schemas/bulk';

/*
 * A group that could not be read before a multi-group edit fails alone
 * (lib/monitoring/manage.ts); the panel says why in its own language, not in
 * the background's English.
 */
const unread = new ServiceError('not-found', {
  status: 404,
  message: 'The group could not be read.',
  serviceMessage: 'Group not found',
}).toJSON();
const results: BulkResult = {
  '7': { ok: true },
  '8': { ok: false, message: '', error: unread },
  '9': { ok: false, message: 'Invalid devices.' },
  // The service refused without a word (`false`, or "" in the statuses envelope).
  '10': toBulkOutcome({ '10': false })['10'],
};

async function render(lang: Language): Promise<string> {
  const translator = createTranslator(lang, await loadMessages(lang, ['sidepanel']));
  return renderToStaticMarkup(
    <I18nProvider initial={translator} namespaces={['sidepanel']}>
      <BulkResults title="Edit" results={results} onDismiss={() => {}} />
    </I18nProvider>,
  );
}

describe('BulkResults', () => {
  it.each(['en', 'pl'] as const)('%s: a failed read is told by the i18n layer', async (lang) => {
    const translator = createTranslator(lang, await loadMessages(lang, ['sidepanel']));
    const out = await render(lang);
    expect(out).toContain(translator.error(unread));
    expect(out).not.toContain('The group could not be read.');
    // The service's own words for an item are shown as it said them.
    expect(out).toContain('Invalid devices.');
    // No reason given: said so in the page's language, never an English "Failed".
    expect(out).toContain(translator.t('sidepanel.bulk.noReason'));
    expect(out).not.toMatch(/\bFailed\b/);
  });

  it('the two languages differ', async () => {
    expect(await render('en')).not.toEqual(await render('pl'));
  });
});
