import { useState } from 'react';
import { ServiceError, type SerializedError } from '@/lib/api/errors';
import { formatCpc } from '@/lib/domain/cpc';
import { linkHref } from '@/lib/domain/url';
import { sendToBackground } from '@/lib/messaging/worker';
import type { SerpCampaign } from '@/lib/messaging/protocol/serp';
import { useSerpT } from './i18n';
import { Position } from './Position';

interface Props {
  campaign: SerpCampaign;
  phrase: string;
  onRefreshed: (campaign: SerpCampaign) => void;
}

/** One campaign tracking the phrase: its domain, stored positions, volume and CPC, actions. */
export function CampaignCard({ campaign: c, phrase, onRefreshed }: Props) {
  const { t, number, date, error: describe } = useSerpT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SerializedError | null>(null);
  const url = c.desktop?.url ?? c.mobile?.url ?? null;
  const href = linkHref(url);

  const refresh = async () => {
    setBusy(true);
    setError(null);
    try {
      onRefreshed(await sendToBackground('serp.refresh', { campaignId: c.campaignId, phrase }));
    } catch (e) {
      setError(ServiceError.from(e).toJSON());
    } finally {
      setBusy(false);
    }
  };
  const open = () => {
    // Sent from the click itself: the browser opens the side panel only during the gesture.
    sendToBackground('serp.openKeyword', {
      campaignId: c.campaignId,
      keywordId: c.keywordId,
    }).catch((e: unknown) => setError(ServiceError.from(e).toJSON()));
  };

  return (
    <article className="sl-campaign" data-campaign={c.campaignId} aria-busy={busy}>
      <h3 className="sl-domain">{c.domain}</h3>
      <p className="sl-muted">
        {[c.title, c.groupTitle && t('serp.group', { group: c.groupTitle })]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <dl className="sl-facts">
        <Position label={t('serp.desktop')} value={c.desktop} />
        <Position label={t('serp.mobile')} value={c.mobile} />
        {c.volume !== undefined && (
          <div>
            <dt>{t('serp.volume')}</dt>
            <dd>{number(c.volume)}</dd>
          </div>
        )}
        {c.cpc !== undefined && (
          <div>
            <dt>{t('serp.cpc')}</dt>
            <dd>{formatCpc(c.cpc, null, number)}</dd>
          </div>
        )}
      </dl>
      {url && (
        <p className="sl-url">
          <span className="sl-muted">{t('serp.rankingUrl')}: </span>
          {href ? (
            <a href={href} target="_blank" rel="noreferrer">
              {url}
            </a>
          ) : (
            url
          )}
        </p>
      )}
      {c.stored && (
        <p className="sl-muted sl-small">
          {t('serp.asOf', { date: date(c.stored.at, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </p>
      )}
      <div className="sl-actions">
        <button type="button" className="sl-btn" onClick={open}>
          {t('serp.open')}
        </button>
        <button
          type="button"
          className="sl-btn"
          onClick={() => void refresh()}
          disabled={busy}
          title={t('serp.refreshHelp')}
        >
          {busy ? t('serp.refreshing') : t('serp.refresh')}
        </button>
      </div>
      {error && (
        <p className="sl-error" role="alert" data-kind={error.kind}>
          {describe(error)}
        </p>
      )}
    </article>
  );
}
