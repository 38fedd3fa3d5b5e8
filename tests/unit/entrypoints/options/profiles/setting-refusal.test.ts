import { describe, expect, it } from 'vitest';
import { fieldErrorText } from '@/components/settings/field-error';
import { ServiceError } from '@/lib/api/errors';
import type { SettingField, TypeSection } from '@/lib/domain/profile-fields';
import { refusedSetting } from '@/entrypoints/options/profiles/setting-refusal';
import { createTranslator } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';

const field = (name: string) => ({ name }) as SettingField;
const sections: TypeSection[] = [
  { type: 'lighthouse', title: 'Lighthouse', fields: [field('throttling'), field('runs')] },
  { type: 'webpagetest', title: 'WebPageTest', fields: [field('location'), field('runs')] },
];
const refusal = (serviceMessage: string, kind: 'request' | 'limit' = 'request') =>
  new ServiceError(kind, { status: 400, serviceMessage });

describe('a refused profile save goes to the setting it names', () => {
  it('the setting the message names, of the audit type it names', () => {
    // The emulator's words (tests/emulator/audits/validate.ts); the real service's may differ.
    const said = 'Invalid value for setting "runs" of audit "webpagetest": expected 1 to 9.';
    expect(refusedSetting(refusal(said), sections)).toEqual({ type: 'webpagetest', name: 'runs' });
    expect(refusedSetting(refusal('location: unknown test location "Mars"'), sections)).toEqual({
      type: 'webpagetest',
      name: 'location',
    });
  });

  it('a setting name no type is named with: the first type that has it', () => {
    expect(refusedSetting(refusal('runs must be lower'), sections)).toEqual({
      type: 'lighthouse',
      name: 'runs',
    });
  });

  it('none named, or not a refusal of input: null (the editor shows it whole)', () => {
    expect(refusedSetting(refusal('Profile title is taken.'), sections)).toBeNull();
    expect(refusedSetting(refusal('runs: no free audit limit', 'limit'), sections)).toBeNull();
    expect(refusedSetting(null, sections)).toBeNull();
  });

  it('is said at the field as the service put it, in the page’s language', async () => {
    const t = createTranslator('pl', await loadMessages('pl', ['options'])).t;
    expect(fieldErrorText(t, { code: 'refused', text: 'Usługa odrzuciła…' })).toBe(
      'Usługa odrzuciła…',
    );
  });
});
