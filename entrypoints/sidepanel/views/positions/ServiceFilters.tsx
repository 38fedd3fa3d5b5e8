import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '@/components/I18n';
import { liveStatuses, type LiveStatus } from '@/lib/domain/entity-status';
import type { ReportFilters } from '@/lib/messaging/protocol/monitoring/positions';
import { useSidepanelStore } from '@/lib/stores/sidepanel';

/**
 * The service's keyword filters (keyword list `filters`: part of the keyword, part of the group
 * name, statuses; ../shared/spec/monitoring.md §4), applied to the report as a whole: the report
 * is asked for again with only the matching keywords. The search box above filters what is
 * already loaded; this narrows what is loaded, which a big campaign needs.
 */
export function ServiceFilters() {
  const { t } = useT();
  const applied = useSidepanelStore((s) => s.serviceFilters);
  const setServiceFilters = useSidepanelStore((s) => s.setServiceFilters);
  const [keyword, setKeyword] = useState(applied?.keyword ?? '');
  const [groupName, setGroupName] = useState(applied?.groupName ?? '');
  const [statuses, setStatuses] = useState<LiveStatus[]>(applied?.statuses ?? []);
  const [open, setOpen] = useState(applied !== null);

  // Another campaign clears the applied filters: the form follows.
  useEffect(() => {
    if (applied !== null) return;
    setKeyword('');
    setGroupName('');
    setStatuses([]);
  }, [applied]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next: ReportFilters = {
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
      ...(groupName.trim() ? { groupName: groupName.trim() } : {}),
      ...(statuses.length && statuses.length < liveStatuses.length ? { statuses } : {}),
    };
    setServiceFilters(Object.keys(next).length ? next : null);
  };
  const toggle = (s: LiveStatus) =>
    setStatuses((list) => (list.includes(s) ? list.filter((x) => x !== s) : [...list, s]));
  const summary = applied
    ? [
        applied.keyword && t('positions.serviceFilters.keywordIs', { text: applied.keyword }),
        applied.groupName && t('positions.serviceFilters.groupIs', { text: applied.groupName }),
        applied.statuses?.map((s) => t(`common.status.${s}`)).join(', '),
      ]
        .filter(Boolean)
        .join(' · ')
    : '';

  return (
    <details
      className="sp-service-filters"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>
        {t('positions.serviceFilters.title')}
        {applied && <span className="sp-badge"> {summary}</span>}
      </summary>
      <form className="stack" onSubmit={apply}>
        <p className="field-help">{t('positions.serviceFilters.help')}</p>
        <label className="field">
          <span>{t('positions.serviceFilters.keyword')}</span>
          <input type="text" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        </label>
        <label className="field">
          <span>{t('positions.serviceFilters.groupName')}</span>
          <input type="text" value={groupName} onChange={(e) => setGroupName(e.target.value)} />
        </label>
        <fieldset className="row sp-wrap">
          <legend>{t('positions.serviceFilters.status')}</legend>
          {liveStatuses.map((s) => (
            <label key={s} className="row">
              <input type="checkbox" checked={statuses.includes(s)} onChange={() => toggle(s)} />
              {t(`common.status.${s}`)}
            </label>
          ))}
        </fieldset>
        <div className="row">
          <button type="submit" className="btn btn-primary">
            {t('positions.serviceFilters.apply')}
          </button>
          {applied && (
            <button type="button" className="btn" onClick={() => setServiceFilters(null)}>
              {t('positions.serviceFilters.clear')}
            </button>
          )}
        </div>
      </form>
    </details>
  );
}
