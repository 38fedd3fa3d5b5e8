import { useEffect, useMemo, useRef, useState } from 'react';
import { PositionChart } from '@/components/charts/PositionChart';
import { useT } from '@/components/I18n';
import { best, change, latest } from '@/lib/domain/positions';
import { compareDevices } from '@/lib/domain/device';
import type {
  PositionsKeyword,
  PositionsReport,
} from '@/lib/messaging/protocol/monitoring/positions';
import { useSidepanelStore } from '@/lib/stores/sidepanel';
import { isSamePage, siteHost } from '@/lib/domain/domain-match';
import { usePanel } from '../../context';
import { CompetitorDetails } from './CompetitorDetails';
import { KeywordNow } from './KeywordNow';
import { deviceName } from './Filters';
import { changeText, positionText, shortUrl } from './format';
import { ExternalLink } from '@/components/ExternalLink';
import { StoryPeriods } from './StoryPeriods';
import { UrlHistory } from './UrlHistory';
import { DeviceSwitch } from './Pickers';

/**
 * A keyword's story: its positions over the range per device (uPlot, 1 at the top), the figures
 * per device, and who else ranks for it (keyword details). Escape or Back returns to the table.
 */
export function KeywordStory({
  keyword,
  report,
}: {
  keyword: PositionsKeyword;
  report: PositionsReport;
}) {
  const { t, number, date } = useT();
  const { followed } = usePanel();
  const openStory = useSidepanelStore((s) => s.openStory);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const group = report.groups.find((g) => g.id === keyword.groupId);
  const devices = useMemo(() => Object.keys(keyword.positions).sort(compareDevices), [keyword]);
  const [compareOn, setCompareOn] = useState(devices[0] ?? 'desktop');
  const ownHost = siteHost(report.campaign.domain);
  const type = report.type;
  // With competitors, the chart compares sites on one device; without, it compares devices.
  const series = useMemo(
    () =>
      report.competitors.length
        ? [
            {
              label: ownHost ?? report.campaign.domain,
              values: keyword.positions[compareOn] ?? [],
            },
            ...report.competitors.map((c) => ({
              label: c,
              values: keyword.rivals[c]?.[compareOn] ?? [],
            })),
          ]
        : devices.map((d) => ({ label: deviceName(t, d), values: keyword.positions[d] })),
    [devices, keyword, t, report, compareOn, ownHost],
  );

  useEffect(() => {
    headingRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && openStory(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openStory]);

  const first = report.dates[0];
  const last = report.dates[report.dates.length - 1];
  const summary = series
    .map((s) => `${s.label}: ${positionText(t, latest(s.values).value, number, type)}`)
    .join(', ');

  return (
    <article className="stack sp-story" aria-labelledby="sp-story-title">
      <div className="row">
        <button type="button" className="btn btn-ghost" onClick={() => openStory(null)}>
          ← {t('sidepanel.story.back')}
        </button>
      </div>
      <header>
        <h2 id="sp-story-title" tabIndex={-1} ref={headingRef}>
          {keyword.title}
        </h2>
        <p className="muted sp-story-meta">
          {[group?.title, group?.engineName, group?.countryName, group?.location]
            .filter(Boolean)
            .join(' · ')}
          {keyword.volume !== null &&
            ` · ${t('sidepanel.table.volume', { n: number(keyword.volume) })}`}
        </p>
        <KeywordNow keyword={keyword} report={report} />
      </header>
      <section className="card">
        <h3>
          {t('sidepanel.story.chartTitle')}
          {type !== 'organic' && ` · ${t(`positions.rankings.${type}`)}`}
        </h3>
        {report.competitors.length > 0 && (
          <DeviceSwitch
            devices={devices}
            value={compareOn}
            onChange={setCompareOn}
            name="sp-compare-device"
            label={t('positions.compare.device')}
          />
        )}
        {first && last && (
          <p className="field-help">
            {date(Date.parse(first))} – {date(Date.parse(last))} ·{' '}
            {t(`sidepanel.range.gaps.${report.gap}`)}
          </p>
        )}
        <PositionChart
          dates={report.dates}
          series={series}
          outLabel={t(type === 'organic' ? 'sidepanel.pos.out' : 'positions.notShown')}
          label={t('sidepanel.story.chartLabel', { keyword: keyword.title, summary })}
        />
        <table className="data sp-story-table">
          <thead>
            <tr>
              <th scope="col">{t('sidepanel.story.device')}</th>
              <th scope="col">{t('sidepanel.story.latest')}</th>
              <th scope="col">{t('sidepanel.story.change')}</th>
              <th scope="col">{t('sidepanel.story.best')}</th>
            </tr>
          </thead>
          <tbody>
            {devices.map((d) => {
              const s = keyword.positions[d];
              const c = changeText(t, change(s), number);
              const top = best(s);
              return (
                <tr key={d}>
                  <th scope="row">{deviceName(t, d)}</th>
                  <td>{positionText(t, latest(s).value, number, type)}</td>
                  <td className={`tone-${c.tone}`} aria-label={c.label}>
                    {c.text || '–'}
                  </td>
                  <td>
                    {top === null
                      ? t('sidepanel.pos.none')
                      : number(top, { maximumFractionDigits: 1 })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <StoryPeriods
          dates={report.dates}
          gap={report.gap}
          devices={devices}
          positions={keyword.positions}
          type={type}
        />
        {devices.map((d) => {
          const url = keyword.urls[d];
          if (!url) return null;
          const here = isSamePage(url, followed?.url);
          return (
            <p key={d} className="sp-story-url">
              <span className="muted">
                {t('sidepanel.story.rankingUrl', { device: deviceName(t, d) })}{' '}
              </span>
              <ExternalLink url={url}>{shortUrl(url)}</ExternalLink>
              {here && <strong className="sp-here"> ★ {t('sidepanel.table.thisPage')}</strong>}
            </p>
          );
        })}
      </section>
      <UrlHistory keyword={keyword} devices={devices} ownHost={ownHost} />
      <CompetitorDetails keyword={keyword} report={report} devices={devices} />
    </article>
  );
}
