import { useEffect, useId, useState } from 'react';
import { useT } from '@/components/I18n';
import { useStorageItem } from '@/components/useStorageItem';
import { preferences } from '@/lib/storage/prefs';
import { logCaught } from '@/lib/diagnostics/log';
import { PROFILE_TITLE_MAX } from '@/lib/domain/profile-title';
import { TextField } from '@/components/field/TextField';
import { useTitleProblem } from './useTitleProblem';

interface Props {
  profileId: number;
  title: string;
  onTitle: (title: string) => void;
}

/** The profile's title (saved with the settings) and the popup-default switch (saved at once). */
export function EditorHeader({ profileId, title, onTitle }: Props) {
  const { t } = useT();
  const id = useId();
  const prefs = useStorageItem(preferences);
  const stored = prefs?.defaultProfileId === profileId;
  // The write and its storage echo land a few ms after the click; until then the box shows what
  // was clicked (a controlled box bound only to storage would snap back for those frames).
  const [pending, setPending] = useState<boolean | null>(null);
  useEffect(() => setPending(null), [stored]);
  const isDefault = pending ?? stored;
  const titleText = useTitleProblem();

  const toggleDefault = async (on: boolean) => {
    setPending(on);
    try {
      await preferences.update((current) => ({
        ...current,
        defaultProfileId: on ? profileId : null,
      }));
    } catch (error) {
      setPending(null); // Not written: show the stored value again.
      void logCaught('options: saving the default profile', error);
    }
  };

  return (
    <div className="stack editor-head">
      <h2>{t('options.editor.title')}</h2>
      <TextField
        id={id}
        label={t('options.editor.profileTitle')}
        value={title}
        max={PROFILE_TITLE_MAX}
        onChange={onTitle}
        problem={titleText(title, true)}
      />
      <label className="choice">
        <input
          type="checkbox"
          checked={isDefault}
          onChange={(e) => void toggleDefault(e.target.checked)}
        />
        <span>
          {t('options.editor.useAsDefault')}
          <span className="field-help block">{t('options.editor.useAsDefaultHelp')}</span>
        </span>
      </label>
    </div>
  );
}
