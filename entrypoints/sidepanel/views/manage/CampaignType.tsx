import { useT } from '@/components/I18n';
import type { CampaignSummary } from '@/lib/messaging/protocol/monitoring/campaigns';

/**
 * The campaign's type, and for an `ads` campaign the domains and trademarks it was created with:
 * read-only, as the service's update takes only the map title (../shared/spec/monitoring.md §2),
 * and known only when Stormlens created it (the service does not send `data` back).
 */
export function CampaignType({ campaign }: { campaign: CampaignSummary }) {
  const { t } = useT();
  const data = campaign.data;
  const known = data !== undefined && (data.domains !== undefined || data.trademarks !== undefined);
  const list = (items: string[] | undefined) =>
    items?.length ? items.join(', ') : t('sidepanel.campaign.adsNone');
  return (
    <div className="stack tight" data-testid="campaign-type">
      {campaign.type && (
        <p className="muted">
          {t('sidepanel.campaign.typeBadge', {
            type: t(`sidepanel.campaign.type.${campaign.type}`),
          })}
        </p>
      )}
      {campaign.type === 'ads' && known && (
        <dl className="sp-ads-data">
          <dt>{t('sidepanel.campaign.adsDomains.short')}</dt>
          <dd>{list(data.domains)}</dd>
          <dt>{t('sidepanel.campaign.trademarks.short')}</dt>
          <dd>{list(data.trademarks)}</dd>
        </dl>
      )}
      {campaign.type === 'ads' && (
        <p className="field-help">
          {t(known ? 'sidepanel.campaign.adsSet' : 'sidepanel.campaign.adsUnknown')}
        </p>
      )}
    </div>
  );
}
