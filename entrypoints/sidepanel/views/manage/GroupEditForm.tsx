import { useState, type FormEvent } from 'react';
import { useT } from '@/components/I18n';
import { send } from '@/lib/messaging/client';
import type { GroupSummary } from '@/lib/messaging/protocol/monitoring/groups';
import type { BulkResult } from '@/lib/messaging/protocol/monitoring/bulk';
import type { MonitoringTables } from '@/lib/api/schemas/monitoring-tables';
import { useAction } from '../../hooks/useAction';
import { ActionFeedback } from '../ActionFeedback';
import { draftProblems, GroupFields, type GroupDraft } from './GroupFields';
import { SubmitButton } from '@/components/field/SubmitButton';
import { groupEditPatch } from './group-edit-patch';
import { errorAtField, failureAtField, notAtField, type GroupProblems } from './group-refusals';

/**
 * Edit one group, or several at once: only the fields changed here are sent (./group-edit-patch.ts),
 * so each group keeps its own title and whatever else was left alone.
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
  const words = useT();
  const { t } = words;
  const first = groups[0];
  const initial: GroupDraft = {
    title: first.title,
    engine: first.engine,
    country: first.country,
    location: first.location,
    devices: first.devices,
  };
  const [draft, setDraft] = useState<GroupDraft>(initial);
  // The service's refusals that name a field, said there (with the group's title when several).
  const [refused, setRefused] = useState<GroupProblems>({});
  const action = useAction();
  const several = groups.length > 1;
  const problems = draftProblems(draft, t);
  const alone = errorAtField(action.error, words);
  const edit = (next: GroupDraft) => {
    setDraft(next);
    // A refusal at a field is about what was typed there: typing again answers it.
    setRefused({});
    if (alone) action.clearError();
  };
  const moreDevices = groups.filter((g) => draft.devices.length > g.devices.length);

  /** Each group's refusal at the field it names, titled when several were sent. */
  const refusalsAtFields = (results: BulkResult): GroupProblems => {
    const at: GroupProblems = {};
    for (const g of groups) {
      const r = results[String(g.id)];
      const found = r && !r.ok ? failureAtField(r, words) : null;
      if (!found) continue;
      const said = several ? `${g.title}: ${found.text}` : found.text;
      at[found.field] = at[found.field] ? `${at[found.field]} ${said}` : said;
    }
    return at;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (Object.keys(problems).length) return;
    const patch = groupEditPatch(draft, initial, several);
    const result = await action.run(
      () =>
        send('monitoring.groups.update', { groups: groups.map((g) => ({ id: g.id, ...patch })) }),
      (results) => {
        // What is said at its field is not listed again.
        const listed = notAtField(results, words);
        if (Object.keys(listed).length === 0) return null;
        return {
          title: t('sidepanel.groups.saved', { count: groups.length }),
          results: listed,
          names: Object.fromEntries(groups.map((g) => [String(g.id), g.title])),
          hint: t('sidepanel.groups.limitHintTwo'),
        };
      },
    );
    if (result && Object.values(result).every((r) => r.ok)) onSaved();
    else if (result) setRefused(refusalsAtFields(result));
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
        problems={{ ...(alone ?? refused), ...problems }}
        onChange={edit}
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
      <ActionFeedback action={action} atField={alone !== null} />
    </form>
  );
}
