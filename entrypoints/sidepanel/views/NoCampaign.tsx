import { useState, type FormEvent } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { ServiceError, type SerializedError } from '@/lib/api/errors';
import { matchDomain } from '@/lib/domain/domain-match';
import { send } from '@/lib/messaging/client';
import { useAsync } from '../hooks/useAsync';
import { usePanel } from '../context';

/**
 * No campaign tracks the tab's domain: say so, and offer to create one (type `seo`) right here.
 * A campaign-limit refusal is explained with what the user can do about it.
 */
export function NoCampaign() {
  const { t } = useT();
  const { host, refreshCampaigns } = usePanel();
  const [title, setTitle] = useState('');
  const [domain, setDomain] = useState(host ?? '');
  const [subdomains, setSubdomains] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SerializedError | null>(null);
  // A deleted campaign of this domain is better restored (with its history) than created again.
  const deleted = useAsync(host ? `deleted-campaigns:${host}` : null, () =>
    send('monitoring.campaigns.list', { status: ['delete'] }),
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

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await send('monitoring.campaigns.create', {
        domain: domain.trim(),
        title: title.trim() || undefined,
        type: 'seo',
        includeSubdomains: subdomains,
      });
      refreshCampaigns();
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
        </section>
      )}
      <form className="card stack" onSubmit={onSubmit} aria-labelledby="sp-create-title">
        <h3 id="sp-create-title">{t('sidepanel.noCampaign.create')}</h3>
        <label className="field">
          {t('sidepanel.campaign.domain')}
          <input
            value={domain}
            onChange={(e) => setDomain(e.target.value)}
            required
            autoComplete="off"
          />
        </label>
        <label className="field">
          {t('sidepanel.campaign.title')}
          <input value={title} onChange={(e) => setTitle(e.target.value)} placeholder={domain} />
          <span className="field-help">{t('sidepanel.campaign.titleHelp')}</span>
        </label>
        <label className="row">
          <input
            type="checkbox"
            checked={subdomains}
            onChange={(e) => setSubdomains(e.target.checked)}
          />
          {t('sidepanel.campaign.includeSubdomains')}
        </label>
        {error?.kind === 'limit' && (
          <div className="banner banner-warning" role="alert">
            <p>{t('sidepanel.noCampaign.limit')}</p>
          </div>
        )}
        <ErrorBanner error={error} onDismiss={() => setError(null)} />
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={busy || !domain.trim()}>
            {busy ? t('sidepanel.noCampaign.creating') : t('sidepanel.noCampaign.createButton')}
          </button>
        </div>
      </form>
    </div>
  );
}
