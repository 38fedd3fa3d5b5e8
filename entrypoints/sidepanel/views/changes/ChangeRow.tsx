import { useT } from '@/components/I18n';
import { isDevice } from '@/lib/domain/device';
import type { ChangeReason } from '@/lib/domain/watch-changes';
import type { StoredChange } from '@/lib/storage/watch';
import { useSidepanelStore } from '@/lib/stores/sidepanel';
import { usePanel } from '../../context';
import { positionText } from '../positions/format';

type T = ReturnType<typeof useT>['t'];

export function reasonText(r: ChangeReason, t: T): string {
  switch (r.kind) {
    case 'drop':
    case 'rise':
      return t(`watch.changes.reason.${r.kind}`, {
        count: r.by,
        by: r.by,
        span: t(`watch.changes.reason.span.${r.span}`),
      });
    case 'leaveTop':
    case 'enterTop':
      return t(`watch.changes.reason.${r.kind}`, { top: r.top });
    case 'overtaken':
      return t('watch.changes.reason.overtaken', {
        competitor: r.competitor,
        position: r.position,
      });
    default:
      return t(`watch.changes.reason.${r.kind}`);
  }
}

/** One change: keyword, before → after on a device and day, why, the URL, and its chart. */
export function ChangeRow({ change: c, isNew }: { change: StoredChange; isNew: boolean }) {
  const { t, date, number } = useT();
  const { campaigns, campaign } = usePanel();
  const setTab = useSidepanelStore((s) => s.setTab);
  const setCampaign = useSidepanelStore((s) => s.setCampaign);
  const openStory = useSidepanelStore((s) => s.openStory);
  const here = campaigns?.some((k) => k.id === c.campaignId) ?? false;
  const worse = c.reasons.some((r) =>
    ['drop', 'leaveTop', 'outOfTop100', 'overtaken'].includes(r.kind),
  );
  const openChart = () => {
    setTab('positions');
    // Another campaign of this site: choosing it resets the open story (usePanelData), so the
    // keyword is then picked from its table.
    if (campaign?.id === c.campaignId) openStory(c.keywordId);
    else setCampaign(c.campaignId);
  };
  return (
    <tr data-testid="change-row" className={isNew ? 'sp-change-new' : undefined}>
      <th scope="row">
        <span className="sp-change-kw">{c.keyword}</span>
        <span className="muted sp-change-meta">
          {c.domain} · {isDevice(c.device) ? t(`common.devices.${c.device}`) : c.device} ·{' '}
          {date(Date.parse(`${c.day}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })}
        </span>
        {c.urlAfter && (
          <a className="sp-change-url" href={c.urlAfter} target="_blank" rel="noreferrer">
            {c.urlAfter.replace(/^https?:\/\//, '')}
          </a>
        )}
        {c.urlBefore && c.urlAfter && c.urlBefore !== c.urlAfter && (
          <span className="muted sp-change-meta">
            {t('watch.changes.urlFromTo', { url: c.urlBefore.replace(/^https?:\/\//, '') })}
          </span>
        )}
        {isNew && <span className="pill pill-info">{t('watch.changes.new')}</span>}
      </th>
      <td className={worse ? 'sp-change-worse' : 'sp-change-better'}>
        {t('watch.changes.beforeAfter', {
          before: positionText(t, c.before, number, 'organic', 'sentence'),
          after: positionText(t, c.after, number, 'organic', 'sentence'),
        })}
      </td>
      <td>
        <ul className="sp-change-reasons">
          {c.reasons.map((r) => (
            <li key={JSON.stringify(r)}>{reasonText(r, t)}</li>
          ))}
        </ul>
      </td>
      <td>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={openChart}
          disabled={!here}
          aria-label={t('watch.changes.openChart', { keyword: c.keyword })}
          title={here ? undefined : t('watch.changes.chartElsewhere', { domain: c.domain })}
        >
          {t('watch.changes.chart')}
        </button>
      </td>
    </tr>
  );
}
