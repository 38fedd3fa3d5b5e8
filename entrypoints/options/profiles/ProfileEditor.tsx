import { useEffect, useMemo, useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { ServiceError } from '@/lib/api/errors';
import {
  draftFromProfile,
  excludeType,
  includeType,
  isDirty,
  planSave,
  profileTypes,
  setInput,
  type ProfileDraft,
} from '@/lib/domain/profile-draft';
import { buildSections, toInput } from '@/lib/domain/profile-fields';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';
import { send } from '@/lib/messaging/client';
import { useOptionsStore } from '@/lib/stores/options';
import { EditorActions } from './EditorActions';
import { refusedSetting } from './setting-refusal';
import { EditorHeader } from './EditorHeader';
import { TypeCard } from './TypeCard';
import { UnavailableCard } from './UnavailableCard';
import { useProfile } from './useProfile';

interface Props {
  id: number;
  descriptor: SettingsDescriptor;
}

/**
 * The settings editor, generated from the descriptor. The draft lives in the options store (per
 * profile), so switching profiles or sections keeps it; the save plan is recomputed on every change
 * and shown before saving.
 */
export function ProfileEditor({ id, descriptor }: Props) {
  const { t, error: describe } = useT();
  const { profile, setProfile, error: loadError, retry } = useProfile(id);
  const stored = useOptionsStore((s) => s.drafts[id]);
  const setDraft = useOptionsStore((s) => s.setDraft);
  const dropDraft = useOptionsStore((s) => s.dropDraft);
  const reloadList = useOptionsStore((s) => s.reloadList);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<ServiceError | null>(null);
  // A refusal that names one setting, said at that setting's field until the user edits again.
  const [refused, setRefused] = useState<{ type: string; name: string; text: string } | null>(null);
  const [saved, setSaved] = useState(false);

  const sections = useMemo(() => buildSections(descriptor), [descriptor]);
  const draft = useMemo(
    () => stored ?? (profile ? draftFromProfile(profile, descriptor) : null),
    [stored, profile, descriptor],
  );
  const plan = useMemo(
    () => (profile && draft ? planSave(profile, descriptor, draft) : null),
    [profile, draft, descriptor],
  );

  // A draft edited back to the stored state is no longer a draft.
  useEffect(() => {
    if (stored && plan && !isDirty(plan)) dropDraft(id);
  }, [stored, plan, id, dropDraft]);

  if (loadError) return <ErrorBanner error={loadError} onRetry={retry} />;
  if (!profile || !draft || !plan) {
    return <div className="card muted">{t('common.loading')}</div>;
  }

  const edit = (next: ProfileDraft) => {
    setSaved(false);
    setRefused(null);
    setDraft(next);
  };
  const typeTitle = (type: string) => descriptor[type]?.title ?? type;
  const original = profileTypes(profile);
  const included = sections.filter((s) => draft.included.includes(s.type));
  const pendingRemoval = original.filter((type) => !draft.included.includes(type));
  const addable = sections.filter(
    (s) => !draft.included.includes(s.type) && !original.includes(s.type),
  );
  const unavailable = draft.included.filter((type) => !descriptor[type]);

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    setRefused(null);
    try {
      const updated = await send('profiles.update', {
        id,
        ...(plan.titleChanged ? { title: draft.title.trim() } : {}),
        ...(plan.settingsChanged ? { settings: plan.change } : {}),
      });
      setProfile(updated);
      dropDraft(id);
      reloadList();
      setSaved(true);
    } catch (err) {
      const error = ServiceError.from(err);
      const at = refusedSetting(error, included);
      if (at) setRefused({ ...at, text: describe(error.toJSON()) });
      else setSaveError(error);
    } finally {
      setSaving(false);
    }
  };

  const discard = () => {
    dropDraft(id);
    setSaveError(null);
  };

  return (
    <div className="card stack editor" data-profile-id={id}>
      <EditorHeader
        profileId={id}
        title={draft.title}
        onTitle={(title) => edit({ ...draft, title })}
      />
      {included.map((section) => (
        <TypeCard
          key={section.type}
          section={section}
          inputs={Object.fromEntries(
            section.fields.map((f) => [
              f.name,
              draft.inputs[section.type]?.[f.name] ??
                toInput(f, profile.settings[section.type]?.[f.name]),
            ]),
          )}
          errors={
            refused?.type === section.type
              ? {
                  ...plan.errors[section.type],
                  [refused.name]: { code: 'refused', text: refused.text },
                }
              : plan.errors[section.type]
          }
          onInput={(name, value) => edit(setInput(draft, section.type, name, value))}
          onRemove={() => edit(excludeType(draft, section.type))}
        />
      ))}
      {unavailable.map((type) => (
        <UnavailableCard
          key={type}
          type={type}
          values={profile.settings[type] ?? {}}
          onRemove={() => edit(excludeType(draft, type))}
        />
      ))}
      {included.length + unavailable.length === 0 && (
        <p className="banner banner-info">{t('options.editor.empty')}</p>
      )}
      {pendingRemoval.map((type) => (
        <div key={type} className="banner banner-warning removal" data-removed-type={type}>
          <p>{t('options.editor.willRemove', { type: typeTitle(type) })}</p>
          <button type="button" className="btn" onClick={() => edit(includeType(draft, type))}>
            {t('options.editor.keepType', { type: typeTitle(type) })}
          </button>
        </div>
      ))}
      {addable.length > 0 && (
        <div className="add-types">
          <h3>{t('options.editor.addTitle')}</h3>
          <div className="row wrap">
            {addable.map((s) => (
              <button
                key={s.type}
                type="button"
                className="btn"
                onClick={() => edit(includeType(draft, s.type))}
              >
                + {s.title}
              </button>
            ))}
          </div>
        </div>
      )}
      <ErrorBanner error={saveError} onDismiss={() => setSaveError(null)} />
      <EditorActions
        profile={profile}
        plan={plan}
        sent={draft.included}
        typeTitle={typeTitle}
        saving={saving}
        saved={saved}
        onSave={save}
        onDiscard={discard}
      />
    </div>
  );
}
