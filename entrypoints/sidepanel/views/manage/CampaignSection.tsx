import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useT } from '@/components/I18n';
import { send } from '@/lib/messaging/client';
import { MAX_CAMPAIGN_TEXT } from '@/lib/domain/campaign-type';
import { TextField, useProblemText } from '@/components/field/TextField';
import { SubmitButton } from '@/components/field/SubmitButton';
import { refusedField } from '@/lib/domain/refused-field';
import { campaignFieldNames, campaignProblems } from './campaign-problems';
import type { BulkAction } from '@/lib/domain/entity-status';
import type { DomainCampaign } from '@/lib/messaging/protocol/monitoring/campaigns';
import { usePanel } from '../../context';
import { useAction } from '../../hooks/useAction';
import { ActionFeedback } from '../ActionFeedback';
import { StatusBadge } from '../StatusBadge';
import { StatusButton } from '../StatusButton';
import { CampaignType } from './CampaignType';
import { followField } from './follow-field';

/**
 * Rename, change the domain or the map title (all the service's update takes: only what changed
 * is sent), and start, stop, delete or restore the campaign.
 */
export function CampaignSection({
  campaign,
  readonly,
}: {
  campaign: DomainCampaign;
  readonly: boolean;
}) {
  const { t, error: describe } = useT();
  const problemText = useProblemText();
  const { refreshCampaigns, reloadReport } = usePanel();
  const [title, setTitle] = useState(campaign.title);
  const [domain, setDomain] = useState(campaign.domain);
  // The service never sends the map title back: known only when set through Stormlens.
  const knownMap = campaign.data?.companyMapTitle;
  const [mapTitle, setMapTitle] = useState(knownMap ?? '');
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const action = useAction();
  // The title is read behind the first rows and may arrive while the user types: what the user
  // edited stays, the rest follows the campaign.
  const seen = useRef({
    id: campaign.id,
    title: campaign.title,
    domain: campaign.domain,
    map: knownMap ?? '',
  });
  useEffect(() => {
    const was = seen.current;
    const same = was.id === campaign.id;
    const map = knownMap ?? '';
    setTitle((v) => followField(v, was.title, campaign.title, same));
    setDomain((v) => followField(v, was.domain, campaign.domain, same));
    setMapTitle((v) => followField(v, was.map, map, same));
    seen.current = { id: campaign.id, title: campaign.title, domain: campaign.domain, map };
  }, [campaign.id, campaign.title, campaign.domain, knownMap]);

  // Unknown and left empty: unchanged (an empty string would clear it on the service).
  const mapChanged = knownMap === undefined ? mapTitle.trim() !== '' : mapTitle.trim() !== knownMap;
  const dirty = title.trim() !== campaign.title || domain.trim() !== campaign.domain || mapChanged;
  // Checked as typed, each at its field; the save button says the first, or that nothing changed.
  const problems = campaignProblems({ domain, title, mapTitle }, true);
  const atField = refusedField(action.error, campaignFieldNames);
  const said = (field: keyof typeof campaignFieldNames) =>
    atField === field && action.error ? describe(action.error) : problems[field];
  const first = problems.title ?? problems.domain ?? problems.mapTitle;
  const why = first
    ? problemText(first, first === problems.title ? title.length : mapTitle.length)
    : !dirty
      ? t('sidepanel.campaign.nothingChanged')
      : null;
  const typed = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (atField) action.clearError();
  };
  const onSave = async (e: FormEvent) => {
    e.preventDefault();
    if (why) return;
    setSaved(false);
    const done = await action.run(() =>
      send('monitoring.campaigns.update', {
        id: campaign.id,
        title: title.trim() !== campaign.title ? title.trim() : undefined,
        domain: domain.trim() !== campaign.domain ? domain.trim() : undefined,
        companyMapTitle: mapChanged ? mapTitle.trim() : undefined,
      }),
    );
    if (done) {
      setSaved(true);
      refreshCampaigns();
    }
  };

  const setStatus = async (act: BulkAction) => {
    await action.run(
      () => send('monitoring.campaigns.setStatus', { ids: [campaign.id], action: act }),
      (results) => ({
        title: t(`sidepanel.campaign.did.${act}`, { title: campaign.title }),
        results,
        names: { [campaign.id]: campaign.title },
        hint: t('sidepanel.campaign.limitHint'),
      }),
    );
    refreshCampaigns();
    reloadReport();
  };
  // Deleting asks first (it stops tracking); the other moves are one click and easy to undo.
  const onMove = (move: BulkAction) =>
    move === 'delete' ? setConfirming(true) : void setStatus(move);

  return (
    <section className="card stack" aria-labelledby="sp-m-campaign">
      <div className="row">
        <h2 id="sp-m-campaign">{t('sidepanel.manage.campaign')}</h2>
        <span className="spacer" />
        <StatusBadge status={campaign.status} />
      </div>
      <CampaignType campaign={campaign} />
      <form className="stack" onSubmit={onSave}>
        <TextField
          label={t('sidepanel.campaign.title')}
          value={title}
          onChange={typed(setTitle)}
          disabled={readonly}
          max={MAX_CAMPAIGN_TEXT}
          problem={readonly ? null : said('title')}
        />
        <TextField
          label={t('sidepanel.campaign.domain')}
          value={domain}
          onChange={typed(setDomain)}
          disabled={readonly}
          problem={readonly ? null : said('domain')}
          help={t('sidepanel.campaign.domainHelp')}
        />
        <TextField
          label={t('sidepanel.campaign.mapTitle.label')}
          value={mapTitle}
          onChange={typed(setMapTitle)}
          disabled={readonly}
          max={MAX_CAMPAIGN_TEXT}
          problem={readonly ? null : said('mapTitle')}
          autoComplete="off"
          help={t(
            knownMap === undefined
              ? 'sidepanel.campaign.mapTitle.unknown'
              : 'sidepanel.campaign.mapTitle.known',
          )}
        />
        {!readonly && (
          <div className="row sp-wrap">
            <SubmitButton busy={action.busy} reason={why}>
              {t('common.save')}
            </SubmitButton>
            {saved && !dirty && (
              <span className="muted" role="status">
                ✓ {t('sidepanel.campaign.saved')}
              </span>
            )}
          </div>
        )}
      </form>
      {!readonly && (
        <div
          className="row sp-wrap"
          role="group"
          aria-label={t('sidepanel.campaign.statusActions')}
        >
          {campaign.status !== 'active' && (
            <StatusButton move="start" busy={action.busy} onMove={onMove} />
          )}
          {campaign.status === 'active' && (
            <StatusButton move="stop" busy={action.busy} onMove={onMove} />
          )}
          {campaign.status === 'delete' ? (
            <StatusButton move="restore" busy={action.busy} onMove={onMove} />
          ) : (
            <StatusButton move="delete" busy={action.busy} onMove={onMove} />
          )}
        </div>
      )}
      <ActionFeedback action={action} atField={atField !== null} />
      <ConfirmDialog
        open={confirming}
        title={t('sidepanel.campaign.did.delete', { title: campaign.title })}
        confirmLabel={t('sidepanel.actions.delete')}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void setStatus('delete');
        }}
      >
        <p>{t('sidepanel.campaign.confirmDelete', { title: campaign.title })}</p>
      </ConfirmDialog>
    </section>
  );
}
