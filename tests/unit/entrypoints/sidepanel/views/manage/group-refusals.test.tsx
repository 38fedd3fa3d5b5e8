import { parseHTML } from 'linkedom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/components/I18n';
import { ServiceError } from '@/lib/api/errors';
import { GroupFields, type GroupDraft } from '@/entrypoints/sidepanel/views/manage/GroupFields';
import {
  errorAtField,
  failureAtField,
  notAtField,
} from '@/entrypoints/sidepanel/views/manage/group-refusals';
import { createTranslator, type Language } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';
import type { MonitoringTables } from '@/lib/api/schemas/monitoring-tables';
import type { BulkResult } from '@/lib/messaging/protocol/monitoring/bulk';

const words = {
  en: createTranslator('en', await loadMessages('en', ['sidepanel'])),
  pl: createTranslator('pl', await loadMessages('pl', ['sidepanel'])),
};
// The emulator's words for a place it does not know (tests/emulator/monitoring/group-input.ts).
const UNKNOWN = 'Unknown location "Atlantis" for Poland.';

describe('a group refusal goes to the field it names', () => {
  it.each([
    [UNKNOWN, 'location'],
    ['Invalid title: at most 255 characters.', 'title'],
    ['Invalid engine-country combination: Bing is not tracked in Poland.', 'engine'],
    ['Invalid devices: a non-empty array of desktop, mobile is expected.', 'devices'],
  ])('one of several, refused by the service: %j → %s', (message, field) => {
    expect(failureAtField({ ok: false, message }, words.en)).toEqual({ field, text: message });
  });

  it('names no field for a limit, a lock or a failure of its own call', () => {
    expect(failureAtField({ ok: false, message: 'No free keyword limit.' }, words.en)).toBeNull();
    const unread = new ServiceError('not-found', { serviceMessage: 'No entry for given id.' });
    expect(failureAtField({ ok: false, message: '', error: unread.toJSON() }, words.en)).toBeNull();
  });

  it('one group sent alone: the call’s refusal, in the page language, at its field', () => {
    const refused = new ServiceError('request', { status: 400, serviceMessage: UNKNOWN }).toJSON();
    expect(errorAtField(refused, words.en)).toEqual({ location: words.en.error(refused) });
    expect(errorAtField(refused, words.pl)?.location).toContain(UNKNOWN);
    expect(errorAtField(refused, words.pl)?.location).not.toBe(words.en.error(refused));
    const limit = new ServiceError('limit', { serviceMessage: 'No free campaign limit.' });
    expect(errorAtField(limit.toJSON(), words.en)).toBeNull();
    expect(errorAtField(null, words.en)).toBeNull();
  });

  it('lists only what is not said at a field', () => {
    const results: BulkResult = {
      '0': { ok: true, value: 7 },
      '1': { ok: false, message: UNKNOWN },
      '2': { ok: false, message: 'No free keyword limit.' },
    };
    expect(Object.keys(notAtField(results, words.en))).toEqual(['0', '2']);
  });
});

describe('GroupFields shows a refusal at the location it concerns', () => {
  const draft: GroupDraft = {
    title: 'Shops',
    engine: 1,
    country: 1,
    location: 'Atlantis',
    devices: ['desktop'],
  };
  const tables: MonitoringTables = {
    engines: [{ id: 1, name: 'Google', countries: [{ id: 1, name: 'Poland' }] }],
    devices: ['desktop', 'mobile'],
  };

  it.each<Language>(['en', 'pl'])('named by its aria-describedby, the place kept (%s)', (lang) => {
    const markup = renderToStaticMarkup(
      <I18nProvider initial={words[lang]} namespaces={['sidepanel']}>
        <GroupFields
          draft={draft}
          tables={tables}
          idPrefix="g"
          problems={{ location: UNKNOWN }}
          onChange={() => undefined}
        />
      </I18nProvider>,
    );
    const { document: doc } = parseHTML(`<!doctype html><html><body>${markup}</body></html>`);
    const input = doc.getElementById('g-location');
    expect(input?.getAttribute('value')).toBe('Atlantis');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    const said = (input?.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => doc.getElementById(id)?.textContent);
    expect(said).toEqual([UNKNOWN]);
  });
});
