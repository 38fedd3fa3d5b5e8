import { useState, type FormEvent } from 'react';
import { useT } from '@/components/I18n';
import { send } from '@/lib/messaging/client';
import { saysMore, type CreateReadBack } from '@/lib/domain/received-twice';
import type { BulkResult } from '@/lib/messaging/protocol/monitoring/bulk';
import type { MonitoringTables } from '@/lib/api/schemas/monitoring-tables';
import { useAction, type Outcome } from '../../hooks/useAction';
import { ActionFeedback } from '../ActionFeedback';
import { draftProblems, GroupFields, type GroupDraft } from './GroupFields';
import { TEXT_MAX } from '@/lib/domain/input-issue';
import { errorAtField, failureAtField, notAtField, type GroupProblems } from './group-refusals';

const MAX_DRAFTS = 10;

/** Create one group or several at once (the service's create-multiple), results per group. */
export function GroupDraftsForm({
  campaignId,
  tables,
  onCancel,
  onCreated,
  onMade,
  onTwice,
}: {
  campaignId: number;
  tables: MonitoringTables;
  onCancel: () => void;
  /** Every draft was made: the form closes, and the section shows what was done. */
  onCreated: (outcome: Outcome) => void;
  /** Some drafts were made and the refused ones stay in the form: the list shows the made ones. */
  onMade: () => void;
  /** The service made more than the drafts (read back): the section says so, the form may close. */
  onTwice: (found: CreateReadBack) => void;
}) {
  const words = useT();
  const { t } = words;
  const blank = (): GroupDraft => {
    const engine = tables.engines[0];
    return {
      title: '',
      engine: engine?.id ?? 0,
      country: engine?.countries[0]?.id ?? 0,
      location: '',
      devices: [tables.devices[0] ?? 'desktop'],
    };
  };
  const [drafts, setDrafts] = useState<GroupDraft[]>([blank()]);
  const [attempted, setAttempted] = useState(false);
  // The service's refusals of the drafts kept after a create, each at the field it names.
  const [refused, setRefused] = useState<GroupProblems[]>([]);
  const action = useAction();
  const problems = drafts.map((d) => draftProblems(d, t));
  const hasProblems = problems.some((p) => Object.keys(p).length > 0);
  // One draft is sent alone, so its refusal is the call's error.
  const alone = drafts.length === 1 ? errorAtField(action.error, words) : null;
  const shown = (i: number): GroupProblems => ({
    ...(i === 0 && alone ? alone : refused[i]),
    // A title over the maximum is said while typing; what is missing, once sent.
    ...(attempted || drafts[i].title.trim().length > TEXT_MAX ? problems[i] : {}),
  });

  const outcomeOf = (results: BulkResult): Outcome => ({
    title: t('sidepanel.groups.created', { count: Object.keys(results).length }),
    results,
    names: Object.fromEntries(drafts.map((d, i) => [String(i), d.title])),
  });
  const change = (i: number, next: GroupDraft) => {
    setDrafts((all) => all.map((x, j) => (j === i ? next : x)));
    // A refusal at a field is about what was typed there: typing again answers it.
    setRefused((all) => all.map((r, j) => (j === i ? {} : r)));
    if (alone) action.clearError();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    if (hasProblems) {
      document.querySelector<HTMLElement>('.sp-drafts [aria-invalid="true"]')?.focus();
      return;
    }
    const result = await action.run(
      () =>
        send('monitoring.groups.create', {
          campaignId,
          groups: drafts.map((d) => ({ ...d, title: d.title.trim(), location: d.location.trim() })),
        }),
      (created) => {
        // What is said at its draft's field is not listed again.
        const listed = notAtField(created.results, words);
        return Object.keys(listed).length ? outcomeOf(listed) : null;
      },
    );
    if (result) {
      // Keep the drafts that failed so nothing typed is lost; the rest are done.
      const { results } = result;
      const kept = drafts.flatMap((d, i) => {
        const r = results[String(i)];
        if (!r || r.ok) return [];
        const at = failureAtField(r, words);
        return [{ draft: d, refusal: at ? { [at.field]: at.text } : {} }];
      });
      if (saysMore(result)) onTwice(result);
      if (kept.length === 0) onCreated(outcomeOf(results));
      else {
        setDrafts(kept.map((k) => k.draft));
        setRefused(kept.map((k) => k.refusal));
        if (kept.length < drafts.length) onMade();
      }
    }
  };

  return (
    <form
      className="stack sp-drafts"
      onSubmit={onSubmit}
      aria-label={t('sidepanel.groups.createLabel')}
      noValidate
    >
      {drafts.map((d, i) => (
        <fieldset key={i} className="sp-draft">
          <legend>{t('sidepanel.groups.draft', { n: i + 1 })}</legend>
          <GroupFields
            draft={d}
            tables={tables}
            idPrefix={`sp-draft-${i}`}
            problems={shown(i)}
            onChange={(next) => change(i, next)}
          />
          {drafts.length > 1 && (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setDrafts((all) => all.filter((_, j) => j !== i));
                setRefused((all) => all.filter((_, j) => j !== i));
              }}
            >
              {t('sidepanel.groups.removeDraft')}
            </button>
          )}
        </fieldset>
      ))}
      <div className="row sp-wrap">
        <button
          type="button"
          className="btn"
          disabled={drafts.length >= MAX_DRAFTS}
          onClick={() => setDrafts((all) => [...all, { ...all[all.length - 1], title: '' }])}
        >
          + {t('sidepanel.groups.anotherDraft')}
        </button>
        <span className="spacer" />
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={action.busy}>
          {t('sidepanel.groups.createButton', { count: drafts.length })}
        </button>
      </div>
      <ActionFeedback action={action} atField={alone !== null} />
    </form>
  );
}
