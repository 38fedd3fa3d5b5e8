import { useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { ServiceError, type SerializedError } from '@/lib/api/errors';
import { matchDomain } from '@/lib/domain/domain-match';
import { send } from '@/lib/messaging/client';
import { useLoad } from '@/components/useLoad';
import { usePanel } from '../context';
import { CreateCampaignForm } from './manage/CreateCampaignForm';

/**
 * No campaign tracks the tab's domain: say so, and offer to create one (`seo` or `ads`) right here.
 * A campaign-limit refusal is explained with what the user can do about it.
 */
export function NoCampaign() {
  const { t } = useT();
  const { host, refreshCampaigns } = usePanel();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SerializedError | null>(null);
  // A deleted campaign of this domain is better restored (with its history) than created again.
  const deleted = useLoad(
    host ? `deleted-campaigns:${host}` : null,
    () => send('monitoring.campaigns.list', { status: ['delete'] }),
    'side panel: deleted campaigns',
  );
  const restorable = (deleted.data ?? []).filter(
    (c) => matchDomain(host, c.domain, c.includeSubdomains) !== null,
  );

  const restore = async (id: number) => {
    setBusy(true);
    setError(null);
    try {
      const result = await send('monitoring.campaigns.setStatus', { ids: [id], action: 'restore' });
      const r = result[String(id)];
      if (r && !r.ok)
        setError(
          r.error ?? {
            name: 'ServiceError',
            kind: 'request',
            message: r.message,
            status: null,
            serviceMessage: r.message,
            details: {},
          },
        );
      else refreshCampaigns();
    } catch (err) {
      setError(ServiceError.from(err).toJSON());
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack">
      <div className="sp-empty card">
        <h2>{t('sidepanel.noCampaign.title', { domain: host ?? '' })}</h2>
        <p className="muted">{t('sidepanel.noCampaign.body')}</p>
      </div>
      {restorable.length > 0 && (
        <section className="card stack" aria-labelledby="sp-restore-title">
          <h3 id="sp-restore-title">{t('sidepanel.noCampaign.deletedTitle')}</h3>
          <ul className="sp-deleted-list">
            {restorable.map((c) => (
              <li key={c.id} className="row">
                <span>
                  {c.title} <span className="muted">({c.domain})</span>
                </span>
                <span className="spacer" />
                <button
                  type="button"
                  className="btn"
                  disabled={busy}
                  onClick={() => void restore(c.id)}
                >
                  ↺ {t('sidepanel.actions.restore')}
                </button>
              </li>
            ))}
          </ul>
          <ErrorBanner error={error} onDismiss={() => setError(null)} />
        </section>
      )}
      <CreateCampaignForm
        key={host ?? ''}
        domain={host ?? ''}
        heading={t('sidepanel.noCampaign.create')}
        idPrefix="sp-create"
        onCreated={refreshCampaigns}
      />
    </div>
  );
}
