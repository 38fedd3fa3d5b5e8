import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '@/components/I18n';
import { siteHost } from '@/lib/domain/domain-match';
import { isRankDataFresh } from '@/lib/domain/freshness';
import { send } from '@/lib/messaging/client';
import { MAX_COMPETITORS } from '@/lib/domain/competitors';
import type { DetailType } from '@/lib/domain/detail-type';
import type { PositionsReport } from '@/lib/messaging/protocol/monitoring/positions';
import { setCompetitors } from '@/lib/storage/competitors';
import { detailsManyKey } from '@/lib/storage/panel-cache';
import { keywordsDetailsSchema } from '@/lib/storage/panel-schemas';
import { useSidepanelStore } from '@/lib/stores/sidepanel';
import { logCaught } from '@/lib/diagnostics/log';
import { usePanel } from '../../context';
import { usePanelEntry } from '../../hooks/usePanelEntry';
import { deviceName } from './Filters';
import { DetailsStatus } from './DetailsStatus';
import { DetailTypeSelect, DeviceSwitch } from './Pickers';
import { positionText } from './format';
import { overlap } from './overlap';

/** Keyword columns shown at once; the rest are summed up in the counts. */
const MAX_COLUMNS = 12;
const MAX_DOMAINS = 20;

/**
 * Keyword details for the ticked keywords in one request (`id` as an array): which sites rank
 * across them, each site's latest position per keyword, and a button to compare with one.
 */
export function SelectionDetails({
  report,
  devices,
}: {
  report: PositionsReport;
  devices: string[];
}) {
  const { t, number } = useT();
  const { range, competitors } = usePanel();
  const selected = useSidepanelStore((s) => s.selected);
  const close = useSidepanelStore((s) => s.openSelectionDetails);
  const [ids] = useState(() => [...selected].sort((a, b) => a - b));
  const [type, setType] = useState<DetailType>('top50');
  const [device, setDevice] = useState(devices[0] ?? 'desktop');
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const scope = {
    keywordIds: ids,
    type,
    datemin: report.datemin,
    datemax: report.datemax,
    gap: report.gap,
    campaignId: report.campaign.id,
    presetDays: range?.datemax === report.datemax ? (range?.presetDays ?? null) : null,
  };
  const details = usePanelEntry(
    detailsManyKey(scope.campaignId, ids, type, scope),
    keywordsDetailsSchema,
    () => send('monitoring.keywords.detailsMany', scope),
    (entry) => !entry.value.partial && isRankDataFresh(entry.at),
  );
  const own = siteHost(report.campaign.domain);
  const titles = useMemo(() => new Map(report.keywords.map((k) => [k.id, k.title])), [report]);
  const table = useMemo(
    () => (details.data ? overlap(details.data.keywords, device, own) : null),
    [details.data, device, own],
  );
  const shownIds = ids.slice(0, MAX_COLUMNS);
  const caption = t('positions.selectionDetails.caption', { device: deviceName(t, device) });

  useEffect(() => {
    headingRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [close]);

  const compare = (domain: string) => {
    setProblem(null);
    setCompetitors(report.campaign.id, [...competitors, domain]).catch((error: unknown) => {
      setProblem(t('positions.compare.saveFailed'));
      void logCaught('side panel: saving competitors', error);
    });
  };

  return (
    <article className="stack sp-selection-details" aria-labelledby="sp-selection-title">
      <div className="row">
        <button type="button" className="btn btn-ghost" onClick={() => close(false)}>
          ← {t('sidepanel.story.back')}
        </button>
      </div>
      <h2 id="sp-selection-title" tabIndex={-1} ref={headingRef}>
        {t('positions.selectionDetails.title', { count: ids.length })}
      </h2>
      <p className="field-help">{t('positions.selectionDetails.help')}</p>
      <div className="row sp-wrap">
        <DetailTypeSelect value={type} onChange={setType} />
        <DeviceSwitch
          devices={devices}
          value={device}
          onChange={setDevice}
          name="sp-selection-device"
        />
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <DetailsStatus details={details} empty={table?.length === 0} />
      {table && table.length > 0 && (
        // Fixed columns keep the table inside the 420 px panel (names wrap, keywords are clamped
        // with the whole title on hover); past a few keywords it scrolls in this focusable region.
        <div
          className="sp-details-scroll sp-overlap-scroll"
          role="region"
          tabIndex={0}
          aria-label={caption}
        >
          <table className="data sp-overlap">
            <caption className="visually-hidden">{caption}</caption>
            <colgroup>
              <col className="sp-overlap-site" />
              {shownIds.map((id) => (
                <col key={id} className="sp-overlap-narrow" />
              ))}
              <col className="sp-overlap-action" />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">{t('positions.selectionDetails.site')}</th>
                {shownIds.map((id) => (
                  <th key={id} scope="col" className="sp-overlap-kw" title={titles.get(id)}>
                    <span>{titles.get(id) ?? id}</span>
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">{t('positions.compare.label')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {table.slice(0, MAX_DOMAINS).map((row) => {
                const compared = competitors.includes(row.domain);
                return (
                  <tr key={row.domain} className={row.own ? 'sp-own' : undefined}>
                    <th scope="row" className="sp-details-domain">
                      <span className="sp-overlap-domain">{row.domain}</span>
                      {row.own && <strong> ★ {t('sidepanel.details.you')}</strong>}
                      <span className="sp-overlap-ranks">
                        {t('positions.selectionDetails.ranksFor', {
                          n: row.ranked,
                          total: ids.length,
                        })}
                      </span>
                    </th>
                    {shownIds.map((id) => (
                      <td key={id}>{positionText(t, row.positions[id] ?? null, number)}</td>
                    ))}
                    <td>
                      {!row.own && (
                        <button
                          type="button"
                          className="btn"
                          disabled={compared || competitors.length >= MAX_COMPETITORS}
                          aria-label={t('positions.compare.addDomain', { domain: row.domain })}
                          onClick={() => compare(row.domain)}
                        >
                          {compared ? t('positions.compare.compared') : t('positions.compare.add')}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
