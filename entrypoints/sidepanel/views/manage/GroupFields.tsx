import { useT } from '@/components/I18n';
import type { MonitoringTables } from '@/lib/api/schemas/monitoring-tables';
import { deviceName } from '../positions/Filters';
import { TextField } from '@/components/field/TextField';
import { checkText, TEXT_MAX } from '@/lib/domain/input-issue';
import type { GroupProblems } from './group-refusals';

export interface GroupDraft {
  title: string;
  engine: number;
  country: number;
  location: string;
  devices: string[];
}

interface Props {
  draft: GroupDraft;
  tables: MonitoringTables;
  onChange: (draft: GroupDraft) => void;
  /** Field ids must be unique when several drafts are on screen. */
  idPrefix: string;
  /** Per-field problems to show: Stormlens's checks and the service's refusals. */
  problems?: GroupProblems;
  /** Editing several groups at once: each keeps its own title. */
  hideTitle?: boolean;
}

/** Title, engine and country (from the engines table), optional location, devices (devices table). */
export function GroupFields({
  draft,
  tables,
  onChange,
  idPrefix,
  problems = {},
  hideTitle = false,
}: Props) {
  const { t } = useT();
  const engine = tables.engines.find((e) => e.id === draft.engine);
  const countries = engine?.countries ?? [];
  const field = (name: keyof GroupDraft) => ({
    id: `${idPrefix}-${name}`,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${idPrefix}-${name}-err` : undefined,
  });
  const error = (name: keyof GroupDraft) =>
    problems[name] && (
      <span className="field-error" id={`${idPrefix}-${name}-err`}>
        {problems[name]}
      </span>
    );
  return (
    <div className="sp-group-fields">
      {!hideTitle && (
        <TextField
          id={`${idPrefix}-title`}
          wrapClass="sp-span2"
          label={t('sidepanel.groups.title')}
          value={draft.title}
          max={TEXT_MAX}
          onChange={(title) => onChange({ ...draft, title })}
          problem={problems.title}
        />
      )}
      <label className="field">
        {t('sidepanel.groups.engine')}
        <select
          {...field('engine')}
          value={draft.engine || ''}
          onChange={(e) => {
            const next = tables.engines.find((x) => x.id === Number(e.target.value));
            // Keep the country when the new engine offers it, else take its first one.
            const country = next?.countries.some((c) => c.id === draft.country)
              ? draft.country
              : (next?.countries[0]?.id ?? 0);
            onChange({ ...draft, engine: Number(e.target.value), country });
          }}
        >
          {tables.engines.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </select>
        {error('engine')}
      </label>
      <label className="field">
        {t('sidepanel.groups.country')}
        <select
          {...field('country')}
          value={draft.country || ''}
          onChange={(e) => onChange({ ...draft, country: Number(e.target.value) })}
        >
          {countries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {error('country')}
      </label>
      <TextField
        id={`${idPrefix}-location`}
        wrapClass="sp-span2"
        label={t('sidepanel.groups.location')}
        value={draft.location}
        placeholder={t('sidepanel.groups.locationPlaceholder')}
        onChange={(location) => onChange({ ...draft, location })}
        problem={problems.location}
      />
      <fieldset
        className="sp-span2 sp-devices"
        aria-describedby={problems.devices ? `${idPrefix}-devices-err` : undefined}
      >
        <legend>{t('sidepanel.groups.devices')}</legend>
        {tables.devices.map((d) => (
          <label key={d} className="row">
            <input
              type="checkbox"
              checked={draft.devices.includes(d)}
              onChange={(e) =>
                onChange({
                  ...draft,
                  devices: e.target.checked
                    ? [...draft.devices, d]
                    : draft.devices.filter((x) => x !== d),
                })
              }
            />
            {deviceName(t, d)}
          </label>
        ))}
        {draft.devices.length > 1 && (
          <span className="field-help">{t('sidepanel.groups.twoDevices')}</span>
        )}
        {error('devices')}
      </fieldset>
    </div>
  );
}

/** Problems of a draft, in words, before anything is sent. */
export function draftProblems(draft: GroupDraft, t: ReturnType<typeof useT>['t']): GroupProblems {
  const p: GroupProblems = {};
  // The title rule the client checks too (lib/domain/input-issue.ts checkText): said in the
  // group's own words, and over the maximum with how much to remove.
  const title = checkText(draft.title.trim(), 'title');
  if (title?.code === 'text-empty') p.title = t('sidepanel.groups.needTitle');
  else if (title)
    p.title = t('common.field.tooLong', {
      max: TEXT_MAX,
      over: draft.title.length - TEXT_MAX,
    });
  if (!draft.country) p.country = t('sidepanel.groups.needCountry');
  if (draft.devices.length === 0) p.devices = t('sidepanel.groups.needDevice');
  return p;
}
