import { useT } from '@/components/I18n';
import { useSidepanelStore } from '@/lib/stores/sidepanel';
import { usePanel } from './context';
import { StatusBadge } from './views/StatusBadge';

/** The followed site, and which of its campaigns is shown (a picker when there are several). */
export function Header() {
  const { t } = useT();
  const { host, followed, campaigns, campaign, campaignsLoading, refreshCampaigns, browsing } =
    usePanel();
  const setCampaign = useSidepanelStore((s) => s.setCampaign);
  const openCampaign = useSidepanelStore((s) => s.openCampaign);

  return (
    <header className="sp-header">
      <div className="sp-site">
        <span className="sp-favicon" aria-hidden="true">
          {((browsing ? campaign?.domain : host) ?? '?').slice(0, 1).toUpperCase()}
        </span>
        <div className="sp-site-text">
          <h1 className="sp-host" title={followed?.url}>
            {browsing && campaign ? campaign.domain : (host ?? t('sidepanel.header.noSite'))}
          </h1>
          {campaign ? (
            <div className="sp-campaign-line">
              {!browsing && campaigns && campaigns.length > 1 ? (
                <label className="sp-campaign-pick">
                  <span className="visually-hidden">{t('sidepanel.header.campaign')}</span>
                  <select value={campaign.id} onChange={(e) => setCampaign(Number(e.target.value))}>
                    {campaigns.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.title} ({c.domain})
                      </option>
                    ))}
                  </select>
                </label>
              ) : (
                <span className="sp-campaign-title" title={campaign.title}>
                  {campaign.title}
                </span>
              )}
              <StatusBadge status={campaign.status} />
              {campaign.shared && (
                <span
                  className="pill pill-info"
                  title={
                    campaign.owner
                      ? t('sidepanel.header.sharedBy', { owner: campaign.owner })
                      : undefined
                  }
                >
                  {t(`sidepanel.access.${campaign.access}`)}
                </span>
              )}
              {campaign.match === 'subdomain' && (
                <span className="pill">
                  {t('sidepanel.header.viaSubdomain', { domain: campaign.domain })}
                </span>
              )}
            </div>
          ) : (
            <div className="sp-campaign-line muted">
              {campaignsLoading ? t('common.loading') : t('sidepanel.header.noCampaignShort')}
            </div>
          )}
          {browsing && (
            <button
              type="button"
              className="sp-link sp-link-wrap"
              onClick={() => openCampaign(null)}
            >
              {t('sidepanel.browser.back')}
            </button>
          )}
        </div>
        <button
          type="button"
          className="btn btn-ghost sp-icon-btn"
          onClick={refreshCampaigns}
          aria-label={t('sidepanel.header.refresh')}
          title={t('sidepanel.header.refresh')}
        >
          ↻
        </button>
      </div>
    </header>
  );
}
