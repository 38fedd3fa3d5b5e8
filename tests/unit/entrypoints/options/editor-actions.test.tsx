import { parseHTML } from 'linkedom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/components/I18n';
import { EditorActions } from '@/entrypoints/options/profiles/EditorActions';
import { draftFromProfile, planSave, setInput } from '@/lib/domain/profile-draft';
import { createTranslator, type Language } from '@/lib/i18n';
import { loadMessages } from '@/lib/i18n/load';
import { descriptor, profile } from '../../lib/domain/profile-fixtures';

const translators = {
  en: createTranslator('en', await loadMessages('en', ['options'])),
  pl: createTranslator('pl', await loadMessages('pl', ['options'])),
};

/** The Save button of the editor's bar for `plan`: disabled or not, and what it points at. */
function saveButton(plan: ReturnType<typeof planSave>, lang: Language = 'en') {
  const markup = renderToStaticMarkup(
    <I18nProvider initial={translators[lang]} namespaces={['options']}>
      <EditorActions
        profile={profile}
        plan={plan}
        sent={[]}
        typeTitle={(type) => type}
        saving={false}
        saved={false}
        onSave={async () => undefined}
        onDiscard={() => undefined}
      />
    </I18nProvider>,
  );
  const { document: doc } = parseHTML(`<!doctype html><html><body>${markup}</body></html>`);
  const button = [...doc.querySelectorAll('button')].find((b) =>
    /Save profile|Zapisz profil/.test(b.textContent ?? ''),
  );
  const said = (button?.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => doc.getElementById(id)?.textContent?.trim())
    .filter(Boolean);
  return { disabled: button?.hasAttribute('disabled'), said };
}

const fresh = () => draftFromProfile(profile, descriptor);

describe('the profile editor’s Save', () => {
  it('with fields to fix: disabled, and says how many beside it, in the page language', () => {
    const bad = setInput(
      setInput(fresh(), 'lighthouse', 'locale', 'polski'),
      'lighthouse',
      'throttling',
      'none',
    );
    const plan = planSave(profile, descriptor, { ...bad, title: '' });
    expect(plan.errorCount).toBe(2);
    expect(saveButton(plan)).toEqual({
      disabled: true,
      said: ['Fix 2 fields before saving.', expect.stringContaining('The title changes.')],
    });
    expect(saveButton(plan, 'pl').said[0]).toBe('Popraw 2 pola przed zapisaniem.');
  });

  it('with nothing changed: disabled, saying so', () => {
    expect(saveButton(planSave(profile, descriptor, fresh()))).toEqual({
      disabled: true,
      said: ['No unsaved changes.'],
    });
  });

  it('with a change and no problem: usable, pointing at what a save will do', () => {
    const plan = planSave(
      profile,
      descriptor,
      setInput(fresh(), 'lighthouse', 'throttling', 'none'),
    );
    const save = saveButton(plan);
    expect(save.disabled).toBe(false);
    expect(save.said).toEqual([expect.stringContaining('1 setting changes (lighthouse).')]);
  });
});
