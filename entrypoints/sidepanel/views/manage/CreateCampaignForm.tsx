import { useState, type FormEvent } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { ServiceError, type SerializedError } from '@/lib/api/errors';
import {
  campaignCreate,
  emptyCampaignDraft,
  type CampaignDraft,
} from '@/lib/domain/campaign-draft';
import { send } from '@/lib/messaging/client';
import type {
  CampaignCreated,
  CampaignSummary,
} from '@/lib/messaging/protocol/monitoring/campaigns';
import { CampaignFields } from './CampaignFields';
import { ExtraMade } from './ExtraMade';

/**
 * Create a campaign: domain, title, subdomains, type, and the `data` of its type (./CampaignFields).
 * A refusal — Stormlens's own check or the service's — is shown, and nothing typed is lost. When
 * the service made more than one campaign for the click, that is said here first, with the extra
 * one's delete, and the new campaign opens once the user goes on.
 */
export function CreateCampaignForm({
  domain,
  heading,
  idPrefix,
  onCreated,
}: {
  domain: string;
  heading: string;
  idPrefix: string;
  onCreated: (campaign: CampaignSummary) => void;
}) {
  const { t } = useT();
  const [draft, setDraft] = useState<CampaignDraft>(() => emptyCampaignDraft(domain));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SerializedError | null>(null);
  const [twice, setTwice] = useState<CampaignCreated | null>(null);
  const edit = (patch: Partial<CampaignDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const built = campaignCreate(draft);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!built.ok) return;
    setBusy(true);
    setError(null);
    try {
      const created = await send('monitoring.campaigns.create', built.value);
      if (created.receivedTwice) setTwice(created);
      else onCreated(created);
    } catch (err) {
      setError(ServiceError.from(err).toJSON());
    } finally {
      setBusy(false);
    }
  };

  const titleId = `${idPrefix}-title`;
  if (twice?.receivedTwice) {
    return (
      <div className="card stack">
        <ExtraMade action="campaign" found={twice.receivedTwice} onChanged={() => undefined} />
        <div className="row">
          <button type="button" className="btn btn-primary" onClick={() => onCreated(twice)}>
            {t('sidepanel.receivedTwice.continue')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <form className="card stack" onSubmit={onSubmit} aria-labelledby={titleId}>
      <h3 id={titleId}>{heading}</h3>
      <label className="field">
        {t('sidepanel.campaign.domain')}
        <input
          value={draft.domain}
          onChange={(e) => edit({ domain: e.target.value })}
          required
          autoComplete="off"
        />
      </label>
      <label className="field">
        {t('sidepanel.campaign.title')}
        <input
          value={draft.title}
          onChange={(e) => edit({ title: e.target.value })}
          placeholder={draft.domain}
        />
        <span className="field-help">{t('sidepanel.campaign.titleHelp')}</span>
      </label>
      <label className="row">
        <input
          type="checkbox"
          checked={draft.includeSubdomains}
          onChange={(e) => edit({ includeSubdomains: e.target.checked })}
        />
        {t('sidepanel.campaign.includeSubdomains')}
      </label>
      <CampaignFields
        draft={draft}
        problems={built.ok ? [] : built.problems}
        onChange={edit}
        idPrefix={idPrefix}
      />
      {error?.kind === 'limit' && (
        <div className="banner banner-warning" role="alert">
          <p>{t('sidepanel.noCampaign.limit')}</p>
        </div>
      )}
      <ErrorBanner error={error} onDismiss={() => setError(null)} />
      <div className="row">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy || !draft.domain.trim() || !built.ok}
        >
          {busy ? t('sidepanel.noCampaign.creating') : t('sidepanel.noCampaign.createButton')}
        </button>
      </div>
    </form>
  );
}
