import { useState } from 'react';
import { useT } from '@/components/I18n';
import { siteHost } from '@/lib/domain/domain-match';
import { latest } from '@/lib/domain/positions';
import { send } from '@/lib/messaging/client';
import type { DetailType } from '@/lib/domain/detail-type';
import type {
  PositionsKeyword,
  PositionsReport,
} from '@/lib/messaging/protocol/monitoring/positions';
import { isRankDataFresh } from '@/lib/domain/freshness';
import { panelKey, rangeKey } from '@/lib/storage/panel-cache';
import { keywordDetailsSchema } from '@/lib/storage/panel-schemas';
import { usePanel } from '../../context';
import { usePanelEntry } from '../../hooks/usePanelEntry';
import { DetailsStatus } from './DetailsStatus';
import { DetailTypeSelect, DeviceSwitch } from './Pickers';
import { positionText, shortUrl } from './format';
import { ExternalLink } from '@/components/ExternalLink';

/** Who else ranks for the keyword (keyword details): domains, positions, changes, URLs. */
export function CompetitorDetails({
  keyword,
  report,
  devices,
}: {
  keyword: PositionsKeyword;
  report: PositionsReport;
  devices: string[];
}) {
  const { t, number } = useT();
  const [type, setType] = useState<DetailType>('top50');
  const [device, setDevice] = useState(devices[0] ?? 'desktop');
  const { range } = usePanel();
  const scope = {
    keywordId: keyword.id,
    type,
    datemin: report.datemin,
    datemax: report.datemax,
    gap: report.gap,
    campaignId: report.campaign.id,
    // Kept under the range's preset only while the report is that preset's current one.
    presetDays: range?.datemax === report.datemax ? (range?.presetDays ?? null) : null,
  };
  const details = usePanelEntry(
    panelKey('details', scope.campaignId, keyword.id, type, rangeKey(scope)),
    keywordDetailsSchema,
    () => send('monitoring.keywords.details', scope),
    (entry) => !entry.value.partial && isRankDataFresh(entry.at),
  );
  const own = siteHost(report.campaign.domain);
  const rows = details.data?.devices[device] ?? [];
  const shownDevices = details.data ? Object.keys(details.data.devices) : devices;

  return (
    <section className="card stack" aria-labelledby="sp-details-title">
      <h3 id="sp-details-title">{t('sidepanel.details.title')}</h3>
      <div className="row sp-wrap">
        <DetailTypeSelect value={type} onChange={setType} />
        <DeviceSwitch
          devices={shownDevices}
          value={device}
          onChange={setDevice}
          name="sp-details-device"
        />
      </div>
      <DetailsStatus details={details} empty={rows.length === 0} />
      {rows.length > 0 && (
        <div className="sp-details-scroll">
          <table className="data sp-details">
            <thead>
              <tr>
                <th scope="col">{t('sidepanel.details.position')}</th>
                <th scope="col">{t('sidepanel.details.domain')}</th>
                <th scope="col">{t('sidepanel.details.change')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, 50).map((r) => {
                const mine = siteHost(r.domain) === own;
                const v = latest(r.positions).value;
                const ch = r.change;
                return (
                  <tr key={r.domain} className={mine ? 'sp-own' : undefined}>
                    <td>{positionText(t, v, number)}</td>
                    <td className="sp-details-domain">
                      <div>
                        {r.domain.replace(/^www\./, '')}
                        {mine && <strong> ★ {t('sidepanel.details.you')}</strong>}
                      </div>
                      {r.url && (
                        <ExternalLink url={r.url} className="field-help">
                          {shortUrl(r.url)}
                        </ExternalLink>
                      )}
                    </td>
                    <td
                      className={
                        ch === null || ch === 0 ? 'muted' : ch > 0 ? 'tone-good' : 'tone-poor'
                      }
                      aria-label={
                        ch === null
                          ? t('sidepanel.change.none')
                          : ch > 0
                            ? t('sidepanel.change.up', { n: number(ch) })
                            : ch < 0
                              ? t('sidepanel.change.down', { n: number(-ch) })
                              : t('sidepanel.change.same')
                      }
                    >
                      {ch === null
                        ? '–'
                        : ch > 0
                          ? `▲${number(ch)}`
                          : ch < 0
                            ? `▼${number(-ch)}`
                            : '='}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
