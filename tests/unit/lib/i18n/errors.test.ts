import { describe, expect, it } from 'vitest';
import { invalidInput, ServiceError } from '@/lib/api/errors';
import { inputCodes, issue } from '@/lib/domain/input-issue';
import { checkFailed } from '@/lib/domain/received-twice';
import { createTranslator } from '@/lib/i18n';
import type { Messages } from '@/lib/i18n/catalog';
import enFirst from '@/lib/i18n/locales/en/errors.json';
import enLater from '@/lib/i18n/locales/en/errors.later.json';
import plFirst from '@/lib/i18n/locales/pl/errors.json';
import plLater from '@/lib/i18n/locales/pl/errors.later.json';
import { mergeParts } from '@/lib/i18n/parts';

// The area as a page has it once its later part is in (lib/i18n/load.ts).
const enErrors = mergeParts(enFirst, enLater) as typeof enFirst & typeof enLater;
const plErrors = mergeParts(plFirst, plLater) as typeof plFirst & typeof plLater;
const en = createTranslator('en', { errors: enErrors } as unknown as Messages);
const pl = createTranslator('pl', { errors: plErrors } as unknown as Messages);
const local = (e: ServiceError) => e.toJSON();

describe('errors in the user’s language', () => {
  it('has an English and a Polish sentence for every input code', () => {
    for (const code of inputCodes) {
      expect(enErrors.invalid, code).toHaveProperty(code);
      expect(plErrors.invalid, code).toHaveProperty(code);
    }
  });

  it('says Stormlens refused a local check, in the page’s language, with the field and value', () => {
    const error = local(invalidInput(issue('domain', 'domain', { value: 'https://x.pl/a' })));
    expect(error.serviceMessage).toBeNull();
    expect(en.error(error)).toBe(
      'Stormlens did not send this — it checked the input first: “https://x.pl/a” is not a domain — write it like example.com, without http:// or a path.',
    );
    expect(pl.error(error)).toBe(
      'Stormlens nie wysłał tego żądania — najpierw sprawdził dane: „https://x.pl/a” nie jest domeną — wpisz ją jak example.com, bez http:// i ścieżki.',
    );
  });

  it('names fields in the page’s language, indices dropped', () => {
    const error = local(invalidInput(issue('params.title', 'text-empty')));
    expect(pl.error(error)).toContain('Pole „tytuł” nie może być puste.');
    const nested = local(invalidInput(issue('groups.0.title', 'text-too-long', { max: 255 })));
    expect(en.error(nested)).toContain('The title is longer than 255 characters');
  });

  it('leaves no placeholder unfilled for the values each check gives', () => {
    const error = local(invalidInput(issue('set', 'sharing-wait', { seconds: 4 })));
    expect(pl.error(error)).toContain('spróbuj ponownie za 4 s');
    expect(pl.error(error)).not.toMatch(/\{\w+\}/);
  });

  it('keeps the service’s refusal framed as the service’s', () => {
    const error = new ServiceError('request', { serviceMessage: '(400) Invalid domain.' }).toJSON();
    expect(pl.error(error)).toBe('Usługa odrzuciła żądanie: (400) Invalid domain.');
    expect(en.error(error)).toBe('The service refused the request: (400) Invalid domain.');
  });

  it.each([
    // A request of the exactly-once ledger, which it reads again; a create that spends none.
    [checkFailed(new ServiceError('exception'), { requestId: 'd3b07384' }), 'checks again'],
    [checkFailed(new ServiceError('exception'), { lostKind: 'network' }), 'Look at the list'],
  ])('a check that failed says so, with its reason and where to look (%#)', (failed, then) => {
    const error = failed.toJSON();
    expect(en.error(error)).toContain(then);
    expect(en.error(error)).toMatch(
      /^Stormlens could not check whether SEMSTORM received this once: The service failed while answering\. Try again later\. .*Options → Diagnostics log\.$/,
    );
    expect(pl.error(error)).toMatch(
      /^Stormlens nie mógł sprawdzić, czy SEMSTORM otrzymał to raz: .*Opcje → Dziennik diagnostyczny\.$/,
    );
  });
});
