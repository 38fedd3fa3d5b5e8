import { saysMore } from '@/lib/domain/received-twice';
import { useContext, useEffect, useId, useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { campaignLabel } from '@/lib/domain/campaign-label';
import { ServiceError, type SerializedError } from '@/lib/api/errors';
import { send } from '@/lib/messaging/client';
import type { GroupSummary } from '@/lib/messaging/protocol/monitoring/groups';
import type { KeywordsCreated } from '@/lib/messaging/protocol/monitoring/keywords';
import { useResearchStore } from '@/lib/stores/research';
import { PanelContext } from '../../context';
import { CreateResults } from './CreateResults';
import { useCampaignTargets, useGroups } from './useMonitoringTargets';
import { ExtraMade } from '../manage/ExtraMade';

interface Props {
  /** The phrases to add, as they will be tracked. */
  phrases: string[];
  pageUrl: string | null;
  onClose: () => void;
}

function groupLabel(g: GroupSummary) {
  const where = [g.engineName ?? `#${g.engine}`, g.countryName, g.location].filter(Boolean);
  return `${g.title} — ${where.join(' · ')} · ${g.devices.join(', ')}`;
}

/**
 * Selected phrases → a group of the current domain's campaign (or any other), then the service's
 * answer per phrase: added, or why not (limit, duplicate…).
 */
export function AddToMonitoring({ phrases, pageUrl, onClose }: Props) {
  const { t } = useT();
  const formId = useId();
  const [attempt, setAttempt] = useState(0);
  const targets = useCampaignTargets(pageUrl, attempt);
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const { groups, loading: groupsLoading, error: groupsError } = useGroups(campaignId, attempt);
  const [groupId, setGroupId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<SerializedError | null>(null);
  const [outcome, setOutcome] = useState<KeywordsCreated | null>(null);
  const toggle = useResearchStore((s) => s.toggle);
  // The side panel's shared data, when mounted in it (null when the view stands alone).
  const panel = useContext(PanelContext);

  // First choice: the current domain's first campaign the user may edit, else any editable one.
  useEffect(() => {
    if (campaignId !== null || targets.loading) return;
    const editable = [...targets.forDomain, ...targets.others].find((c) => c.access !== 'readonly');
    if (editable) setCampaignId(editable.id);
  }, [targets, campaignId]);
  useEffect(() => {
    setGroupId((current) =>
      groups.some((g) => g.id === current) ? current : (groups[0]?.id ?? null),
    );
  }, [groups]);

  const campaign = [...targets.forDomain, ...targets.others].find((c) => c.id === campaignId);
  const readonly = campaign?.access === 'readonly';
  const noCampaigns =
    !targets.loading && !targets.error && !targets.forDomain.length && !targets.others.length;

  const add = async () => {
    if (groupId === null || campaignId === null) return;
    setAdding(true);
    setError(null);
    try {
      const created = await send('monitoring.keywords.create', {
        groupId,
        campaignId,
        keywords: phrases,
      });
      setOutcome(created);
      // The Positions tab shows this campaign: load it again so the new phrases are listed there.
      if (panel?.campaign?.id === campaignId && Object.values(created.results).some((r) => r.ok)) {
        panel.reloadReport();
      }
      // Added phrases leave the selection; those that failed stay selected for another try.
      toggle(
        Object.entries(created.results)
          .filter(([, r]) => r.ok)
          .map(([k]) => k),
        false,
      );
    } catch (e) {
      setError(ServiceError.from(e).toJSON());
    } finally {
      setAdding(false);
    }
  };

  return (
    <section className="card stack rs-add" aria-labelledby={`${formId}-title`}>
      <div className="row">
        <h3 id={`${formId}-title`}>{t('research.add.title', { count: phrases.length })}</h3>
        <span className="spacer" />
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      {targets.loading && <p className="muted">{t('research.add.loading')}</p>}
      <ErrorBanner error={targets.error} onRetry={() => setAttempt((n) => n + 1)} />
      {noCampaigns && <p className="banner banner-info">{t('research.add.noCampaigns')}</p>}
      {!targets.loading && !noCampaigns && !targets.error && (
        <>
          {targets.domain && targets.forDomain.length === 0 && (
            <p className="field-help">
              {t('research.add.noneForDomain', { domain: targets.domain })}
            </p>
          )}
          <div className="field">
            <label htmlFor={`${formId}-campaign`}>{t('research.add.campaign')}</label>
            <select
              id={`${formId}-campaign`}
              value={campaignId ?? ''}
              onChange={(e) => {
                setCampaignId(Number(e.target.value));
                setOutcome(null);
              }}
            >
              {targets.forDomain.length > 0 && (
                <optgroup label={t('research.add.thisSite', { domain: targets.domain ?? '' })}>
                  {targets.forDomain.map((c) => (
                    <option key={c.id} value={c.id}>
                      {campaignLabel(c, t('research.add.readonly'))}
                    </option>
                  ))}
                </optgroup>
              )}
              {targets.others.length > 0 && (
                <optgroup label={t('research.add.otherCampaigns')}>
                  {targets.others.map((c) => (
                    <option key={c.id} value={c.id}>
                      {campaignLabel(c, t('research.add.readonly'))}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
            {readonly && <p className="field-error">{t('research.add.readonlyHelp')}</p>}
          </div>
          <div className="field">
            <label htmlFor={`${formId}-group`}>{t('research.add.group')}</label>
            <select
              id={`${formId}-group`}
              value={groupId ?? ''}
              disabled={groupsLoading || groups.length === 0}
              onChange={(e) => {
                setGroupId(Number(e.target.value));
                setOutcome(null);
              }}
            >
              {groups.length === 0 && (
                <option value="">
                  {groupsLoading ? t('common.loading') : t('research.add.noGroups')}
                </option>
              )}
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {groupLabel(g)}
                </option>
              ))}
            </select>
            {!groupsLoading && campaignId !== null && groups.length === 0 && !groupsError && (
              <p className="field-help">{t('research.add.noGroupsHelp')}</p>
            )}
          </div>
          <ErrorBanner error={groupsError} onRetry={() => setAttempt((n) => n + 1)} />
          <p className="field-help">
            {t('research.add.phrases', { list: phrases.slice(0, 5).join(', ') })}
            {phrases.length > 5 && ` ${t('research.add.andMore', { count: phrases.length - 5 })}`}
          </p>
          {!outcome && (
            <div className="row">
              <button
                type="button"
                className="btn btn-primary"
                disabled={adding || groupId === null || readonly || phrases.length === 0}
                onClick={() => void add()}
              >
                {adding
                  ? t('research.add.adding')
                  : t('research.add.submit', { count: phrases.length })}
              </button>
            </div>
          )}
        </>
      )}
      <ErrorBanner error={error} onRetry={() => void add()} onDismiss={() => setError(null)} />
      {outcome && <CreateResults outcome={outcome} />}
      {saysMore(outcome) && (
        <ExtraMade action="keyword" found={outcome} onChanged={() => panel?.reloadReport()} />
      )}
    </section>
  );
}
