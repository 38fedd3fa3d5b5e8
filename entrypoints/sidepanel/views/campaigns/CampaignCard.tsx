import { useT } from '@/components/I18n';
import type { BrowsedCampaign } from '@/lib/messaging/protocol/monitoring/overview';
import { ReviewButton } from '../ReviewButton';
import { StatusBadge } from '../StatusBadge';

/** One campaign of the browser: its name, domain, access and overview figures, and Open. */
export function CampaignCard({
  campaign: c,
  forThisSite,
  figuresPending = false,
  onOpen,
}: {
  campaign: BrowsedCampaign;
  forThisSite: boolean;
  /** The page's figures are still being read (the browser says so once, above the list). */
  figuresPending?: boolean;
  onOpen: () => void;
}) {
  const { t, number } = useT();
  const o = c.overview;
  const figure = (v: number | null | undefined) =>
    v === null || v === undefined ? '–' : number(v, { maximumFractionDigits: 2 });
  const change = o?.visibilityChange ?? null;
  return (
    <article className="card sp-browser-card" aria-labelledby={`sp-bc-${c.id}`}>
      <div className="row sp-wrap">
        <h3 id={`sp-bc-${c.id}`} className="sp-browser-name" title={c.title}>
          {c.title}
        </h3>
        <StatusBadge status={c.status} />
        {c.type === 'ads' && <span className="pill">{t('sidepanel.browser.ads')}</span>}
        {c.shared && (
          <span className="pill pill-info" title={c.owner ?? undefined}>
            {t(`sidepanel.access.${c.access}`)}
          </span>
        )}
        {forThisSite && <span className="pill">{t('sidepanel.browser.thisSite')}</span>}
      </div>
      <p className="muted sp-browser-domain">{c.domain}</p>
      {o ? (
        <dl className="sp-browser-figures">
          <div>
            <dt>{t('sidepanel.overview.keywords')}</dt>
            <dd>{figure(o.keywordsCount)}</dd>
          </div>
          <div>
            <dt>{t('sidepanel.overview.top10')}</dt>
            <dd>{figure(o.top10)}</dd>
          </div>
          <div>
            <dt>{t('sidepanel.overview.up')}</dt>
            <dd className="tone-good">▲ {figure(o.up)}</dd>
          </div>
          <div>
            <dt>{t('sidepanel.overview.down')}</dt>
            <dd className="tone-poor">▼ {figure(o.down)}</dd>
          </div>
          <div>
            <dt>{t('sidepanel.overview.visibility')}</dt>
            <dd>
              {figure(o.visibility)}{' '}
              {change !== null && change !== 0 && (
                <span className={change > 0 ? 'tone-good' : 'tone-poor'}>
                  {change > 0 ? '▲' : '▼'} {figure(Math.abs(change))}
                </span>
              )}
            </dd>
          </div>
        </dl>
      ) : figuresPending ? null : (
        <p className="muted">{t('sidepanel.browser.noOverview')}</p>
      )}
      <button
        type="button"
        className="btn"
        onClick={onOpen}
        aria-label={t('sidepanel.browser.openNamed', { title: c.title })}
      >
        {t('sidepanel.browser.open')}
      </button>
      <ReviewButton campaign={c} />
    </article>
  );
}
