import { useState, type FormEvent } from 'react';
import { useT } from '@/components/I18n';
import { send } from '@/lib/messaging/client';
import type { GroupSummary } from '@/lib/messaging/protocol/monitoring/groups';
import type { MonitoringTables } from '@/lib/api/schemas/monitoring-tables';
import { useAction } from '../../hooks/useAction';
import { ActionFeedback } from '../ActionFeedback';
import { draftProblems, GroupFields, type GroupDraft } from './GroupFields';
import { SubmitButton } from '@/components/field/SubmitButton';

/**
 * Edit one group, or several at once: with several, only the fields changed here are sent, so
 * each group keeps its own title and whatever else was left alone.
 */
export function GroupEditForm({
  groups,
  tables,
  onCancel,
  onSaved,
}: {
  groups: GroupSummary[];
  tables: MonitoringTables;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useT();
  const first = groups[0];
  const initial: GroupDraft = {
    title: first.title,
    engine: first.engine,
    country: first.country,
    location: first.location,
    devices: first.devices,
  };
  const [draft, setDraft] = useState<GroupDraft>(initial);
  const action = useAction();
  const several = groups.length > 1;
  const changed = (k: keyof GroupDraft) => JSON.stringify(draft[k]) !== JSON.stringify(initial[k]);
  const problems = draftProblems(draft, t);
  const moreDevices = groups.filter((g) => draft.devices.length > g.devices.length);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (Object.keys(problems).length) return;
    const patch = {
      ...(!several && changed('title') ? { title: draft.title.trim() } : {}),
      ...(changed('engine') || changed('country')
        ? { engine: draft.engine, country: draft.country }
        : {}),
      ...(changed('location') ? { location: draft.location.trim() } : {}),
      ...(changed('devices') ? { devices: draft.devices } : {}),
    };
    const result = await action.run(
      () =>
        send('monitoring.groups.update', { groups: groups.map((g) => ({ id: g.id, ...patch })) }),
      (results) => ({
        title: t('sidepanel.groups.saved', { count: groups.length }),
        results,
        names: Object.fromEntries(groups.map((g) => [String(g.id), g.title])),
        hint: t('sidepanel.groups.limitHintTwo'),
      }),
    );
    if (result && Object.values(result).every((r) => r.ok)) onSaved();
  };

  return (
    <form
      className="stack sp-drafts"
      onSubmit={onSubmit}
      aria-label={t('sidepanel.groups.editLabel', { count: groups.length })}
    >
      <p className="field-help">
        {several
          ? t('sidepanel.groups.editSeveral', { count: groups.length })
          : t('sidepanel.groups.editOne', { title: first.title })}
      </p>
      <GroupFields
        draft={draft}
        tables={tables}
        idPrefix="sp-edit"
        problems={problems}
        onChange={setDraft}
        hideTitle={several}
      />
      {moreDevices.length > 0 && (
        <div className="banner banner-warning" role="note">
          <p>{t('sidepanel.groups.devicesCost')}</p>
        </div>
      )}
      <div className="row">
        <span className="spacer" />
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <SubmitButton busy={action.busy} reason={Object.values(problems)[0] ?? null}>
          {t('common.save')}
        </SubmitButton>
      </div>
      <ActionFeedback action={action} />
    </form>
  );
}
