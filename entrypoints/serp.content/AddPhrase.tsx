import { useEffect, useId, useState } from 'react';
import { ServiceError, type SerializedError } from '@/lib/api/errors';
import { sendToBackground } from '@/lib/messaging/worker';
import type { SerpCampaign, SerpTargetCampaign } from '@/lib/messaging/protocol/serp';
import { campaignLabel } from '@/lib/domain/campaign-label';
import { useSerpT } from './i18n';

interface Props {
  phrase: string;
  onAdded: (entry: SerpCampaign) => void;
  onClose: () => void;
}

/** "Add to monitoring…": a campaign, then one of its groups, as in Research; one create. */
export function AddPhrase({ phrase, onAdded, onClose }: Props) {
  const { t, error: describe } = useSerpT();
  const id = useId();
  const [campaigns, setCampaigns] = useState<SerpTargetCampaign[] | null>(null);
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<SerializedError | null>(null);

  useEffect(() => {
    sendToBackground('serp.targets', {}).then(
      (targets) => {
        const usable = targets.campaigns.filter((c) => c.groups.length > 0);
        setCampaigns(usable);
        const first = usable.find((c) => c.access !== 'readonly') ?? usable[0];
        setCampaignId(first?.id ?? null);
        setGroupId(first?.groups[0]?.id ?? null);
      },
      (e: unknown) => setError(ServiceError.from(e).toJSON()),
    );
  }, []);

  const campaign = campaigns?.find((c) => c.id === campaignId);
  const readonly = campaign?.access === 'readonly';
  const add = async () => {
    if (campaignId === null || groupId === null) return;
    setAdding(true);
    setError(null);
    try {
      const added = await sendToBackground('serp.addToMonitoring', { campaignId, groupId, phrase });
      if (added.added && added.entry) {
        const group = campaign?.groups.find((g) => g.id === groupId)?.title ?? '';
        setDone(
          t('serp.add.added', { campaign: campaign?.title || (campaign?.domain ?? ''), group }),
        );
        onAdded(added.entry);
      } else if (added.error) {
        setError(added.error);
      }
    } catch (e) {
      setError(ServiceError.from(e).toJSON());
    } finally {
      setAdding(false);
    }
  };

  return (
    <section className="sl-add" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('serp.add.title', { phrase })}</h3>
      {campaigns === null && !error && <p className="sl-muted">{t('serp.add.loading')}</p>}
      {campaigns?.length === 0 && <p>{t('serp.add.none')}</p>}
      {campaigns && campaigns.length > 0 && !done && (
        <>
          <label htmlFor={`${id}-campaign`}>{t('serp.add.campaign')}</label>
          <select
            id={`${id}-campaign`}
            value={campaignId ?? ''}
            onChange={(e) => {
              const next = campaigns.find((c) => c.id === Number(e.target.value));
              setCampaignId(next?.id ?? null);
              setGroupId(next?.groups[0]?.id ?? null);
            }}
          >
            {campaigns.map((c) => (
              <option key={c.id} value={c.id}>
                {campaignLabel(c, t('serp.add.readonly'))}
              </option>
            ))}
          </select>
          {readonly && <p className="sl-error">{t('serp.add.readonlyHelp')}</p>}
          <label htmlFor={`${id}-group`}>{t('serp.add.group')}</label>
          <select
            id={`${id}-group`}
            value={groupId ?? ''}
            onChange={(e) => setGroupId(Number(e.target.value))}
          >
            {campaign?.groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
          </select>
          <div className="sl-actions">
            <button
              type="button"
              className="sl-btn sl-primary"
              disabled={adding || readonly || groupId === null}
              onClick={() => void add()}
            >
              {adding ? t('serp.add.adding') : t('serp.add.submit')}
            </button>
            <button type="button" className="sl-btn" onClick={onClose}>
              {t('serp.add.cancel')}
            </button>
          </div>
        </>
      )}
      {done && (
        <p className="sl-success" role="status">
          {done}
        </p>
      )}
      {error && (
        <p className="sl-error" role="alert" data-kind={error.kind}>
          {describe(error)}
        </p>
      )}
    </section>
  );
}
