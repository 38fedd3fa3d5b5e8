import { useT } from '@/components/I18n';
import { TextField } from '@/components/field/TextField';
import { grantableLevels, isGrantableLevel, type Grant } from '@/lib/domain/access-level';

interface Props {
  grant: Grant;
  /** The row's place: only the first row shows its labels (the others keep them for screen readers). */
  index: number;
  /** What is wrong with the address, or the service's refusal of it; said at the field. */
  problem: string | null;
  onChange: (grant: Grant) => void;
  /** Absent when the row is the only one. */
  onDrop?: () => void;
}

/** One person to give access to: the address, at the shared text field, and the level. */
export function GrantRow({ grant, index, problem, onChange, onDrop }: Props) {
  const { t } = useT();
  const shown = index === 0 ? '' : 'visually-hidden';
  return (
    <div className="sp-grant">
      <TextField
        wrapClass="sp-grant-mail"
        type="email"
        autoComplete="off"
        label={<span className={shown}>{t('sidepanel.sharing.mail')}</span>}
        value={grant.mail}
        problem={problem}
        onChange={(mail) => onChange({ ...grant, mail })}
      />
      <label className="field">
        <span className={shown}>{t('sidepanel.sharing.level')}</span>
        <select
          value={grant.permission}
          onChange={(e) => {
            if (isGrantableLevel(e.target.value))
              onChange({ ...grant, permission: e.target.value });
          }}
        >
          {grantableLevels.map((level) => (
            <option key={level} value={level}>
              {t(`sidepanel.access.${level}`)}
            </option>
          ))}
        </select>
      </label>
      {onDrop && (
        <button
          type="button"
          className="btn btn-ghost"
          aria-label={t('sidepanel.sharing.dropRow')}
          onClick={onDrop}
        >
          ×
        </button>
      )}
    </div>
  );
}
