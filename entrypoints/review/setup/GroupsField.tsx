import { useT } from '@/components/I18n';
import type { GroupSummary } from '@/lib/messaging/protocol/monitoring/groups';

/** The groups the review includes: all by default (null), or those ticked. */
export function GroupsField(props: {
  groups: GroupSummary[];
  chosen: number[] | null;
  onChange: (chosen: number[] | null) => void;
  problems: string[];
}) {
  const { t } = useT();
  const live = props.groups.filter((g) => g.status !== 'delete');
  const all = props.chosen === null;
  const ticked = (id: number) => all || props.chosen!.includes(id);
  const toggle = (id: number) => {
    const next = ticked(id)
      ? live.map((g) => g.id).filter((g) => g !== id && ticked(g))
      : [...(props.chosen ?? []), id];
    props.onChange(next.length === live.length ? null : next);
  };
  return (
    <fieldset className="card stack">
      <legend>{t('review.tab.setup.groups')}</legend>
      <label className="row">
        <input type="checkbox" checked={all} onChange={() => props.onChange(all ? [] : null)} />
        {t('review.tab.setup.allGroups')}
      </label>
      <div className="rt-groups">
        {live.map((g) => (
          <label key={g.id} className="row">
            <input type="checkbox" checked={ticked(g.id)} onChange={() => toggle(g.id)} />
            {g.title}
          </label>
        ))}
      </div>
      {props.problems.map((p) => (
        <p key={p} className="field-error" role="alert">
          {p}
        </p>
      ))}
    </fieldset>
  );
}
