import { ExternalLink } from '@/components/ExternalLink';
import { useT } from '@/components/I18n';
import type { PositionsKeyword } from '@/lib/messaging/protocol/monitoring/positions';
import { deviceName } from './Filters';
import { shortUrl } from './format';

/**
 * The page of the site that ranked for the keyword over the range, per device, newest first: each
 * change of ranking page is an SEO event (a new page took over, or cannibalisation).
 */
export function UrlHistory({
  keyword,
  devices,
  ownHost,
}: {
  keyword: PositionsKeyword;
  devices: string[];
  ownHost: string | null;
}) {
  const { t, date } = useT();
  const shown = devices.filter((d) => (keyword.urlHistory[d]?.length ?? 0) > 0);
  return (
    <section className="card stack" aria-labelledby="sp-url-history-title">
      <h3 id="sp-url-history-title">{t('positions.urlHistory.title')}</h3>
      {shown.length === 0 && <p className="muted">{t('positions.urlHistory.none')}</p>}
      {shown.map((d) => {
        const runs = keyword.urlHistory[d];
        const changes = runs.length - 1;
        return (
          <div key={d} className="stack sp-url-history" data-device={d}>
            <p className="field-help">
              {deviceName(t, d)} ·{' '}
              {changes === 0
                ? t('positions.urlHistory.same')
                : t('positions.urlHistory.changes', { count: changes })}
            </p>
            <table className="data">
              <thead>
                <tr>
                  <th scope="col">{t('positions.urlHistory.since')}</th>
                  <th scope="col">{t('positions.urlHistory.page')}</th>
                </tr>
              </thead>
              <tbody>
                {[...runs].reverse().map((run, i) => (
                  <tr
                    key={`${run.from}-${run.url}`}
                    className={i === 0 ? 'sp-url-current' : undefined}
                  >
                    <td>
                      {date(Date.parse(run.from))}
                      {i < runs.length - 1 && (
                        <strong className="sp-url-change">
                          {' '}
                          ↻ {t('positions.urlHistory.changed')}
                        </strong>
                      )}
                    </td>
                    <td>
                      <ExternalLink url={run.url}>{shortUrl(run.url, ownHost)}</ExternalLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </section>
  );
}
