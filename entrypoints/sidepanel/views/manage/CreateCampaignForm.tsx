import { saysMore } from '@/lib/domain/received-twice';
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
import { TextField, useProblemText } from '@/components/field/TextField';
import { SubmitButton } from '@/components/field/SubmitButton';
import { MAX_CAMPAIGN_TEXT } from '@/lib/domain/campaign-type';
import { refusedField } from '@/lib/domain/refused-field';
import { campaignFieldNames, campaignProblems } from './campaign-problems';
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
  const { t, error: describe } = useT();
  const [draft, setDraft] = useState<CampaignDraft>(() => emptyCampaignDraft(domain));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SerializedError | null>(null);
  const [twice, setTwice] = useState<CampaignCreated | null>(null);
  const edit = (patch: Partial<CampaignDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // A refusal shown at a field is about what was typed there: typing again answers it.
    if (atField) setError(null);
  };
  const built = campaignCreate(draft);
  const problemText = useProblemText();
  const problems = campaignProblems(draft, false);
  // The service's refusal goes to the field it names; only what names none is a banner.
  const atField = refusedField(error, campaignFieldNames);
  const said = (field: keyof typeof campaignFieldNames) =>
    atField === field && error ? describe(error) : problems[field];
  const first = problems.domain ?? problems.title ?? problems.mapTitle;
  // A problem in the ads boxes is said at its box; the button still names why it waits.
  const reason = first
    ? problemText(first, draft.title.length)
    : built.ok
      ? null
      : t('sidepanel.noCampaign.fixAbove');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // The button says why it is disabled; Enter in a field must not get past it.
    if (!built.ok || reason) return;
    setBusy(true);
    setError(null);
    try {
      const created = await send('monitoring.campaigns.create', built.value);
      if (saysMore(created)) setTwice(created);
      else onCreated(created);
    } catch (err) {
      setError(ServiceError.from(err).toJSON());
    } finally {
      setBusy(false);
    }
  };

  const titleId = `${idPrefix}-title`;
  if (twice) {
    return (
      <div className="card stack">
        <ExtraMade action="campaign" found={twice} onChanged={() => undefined} />
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
      <TextField
        label={t('sidepanel.campaign.domain')}
        value={draft.domain}
        onChange={(domain) => edit({ domain })}
        problem={said('domain')}
        help={t('sidepanel.campaign.domainHelp')}
        autoComplete="off"
      />
      <TextField
        label={t('sidepanel.campaign.title')}
        value={draft.title}
        onChange={(title) => edit({ title })}
        problem={said('title')}
        max={MAX_CAMPAIGN_TEXT}
        placeholder={draft.domain}
        help={t('sidepanel.campaign.titleHelp')}
      />
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
        mapTitleProblem={said('mapTitle')}
        onChange={edit}
        idPrefix={idPrefix}
      />
      {error?.kind === 'limit' && (
        <div className="banner banner-warning" role="alert">
          <p>{t('sidepanel.noCampaign.limit')}</p>
        </div>
      )}
      <ErrorBanner error={atField ? null : error} onDismiss={() => setError(null)} />
      <div className="row sp-wrap">
        <SubmitButton busy={busy} reason={reason}>
          {busy ? t('sidepanel.noCampaign.creating') : t('sidepanel.noCampaign.createButton')}
        </SubmitButton>
      </div>
    </form>
  );
}
