import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { send } from '@/lib/messaging/client';
import type { Watch } from '@/lib/domain/watch';
import type { CampaignCheck } from '@/lib/storage/watch';
import { useAction } from '../../hooks/useAction';
import { StopWatching } from './StopWatching';

/** One watch: what it covers, what it reports, and what its campaign's last check cost. */
export function WatchCard(props: {
  watch: Watch;
  check: CampaignCheck | null;
  nextCheckAt: number;
  onEdit: () => void;
}) {
  const { t, date } = useT();
  const { watch: w, check } = props;
  const action = useAction();
  const what =
    w.scope.kind === 'campaign'
      ? t('watch.watches.scope.campaign', { title: w.campaignTitle })
      : w.scope.kind === 'group'
        ? t('watch.watches.scope.group', { title: w.scope.title, campaign: w.campaignTitle })
        : t('watch.watches.scope.keywords', {
            count: w.scope.keywordIds.length,
            campaign: w.campaignTitle,
          });
  const r = w.rules;
  const rules = [
    r.dayMove !== null && t('watch.watches.rule.dayMove', { count: r.dayMove }),
    r.weekMove !== null && t('watch.watches.rule.weekMove', { count: r.weekMove }),
    r.tops.length > 0 && t('watch.watches.rule.tops', { tops: r.tops.join('/') }),
    r.top100 && t('watch.watches.rule.top100'),
    r.urlChange && t('watch.watches.rule.urlChange'),
    r.competitor && t('watch.watches.rule.competitor', { domain: r.competitor }),
  ].filter(Boolean);
  const when = (ms: number) => date(ms, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <article className="sp-watch-card stack" data-testid="watch-card">
      <div className="row">
        <h3>{what}</h3>
        <span className="spacer" />
        <button type="button" className="btn" onClick={props.onEdit}>
          {t('watch.watches.edit')}
        </button>
        <StopWatching
          busy={action.busy}
          onStop={() => action.run(() => send('watch.delete', { id: w.id }))}
        >
          <p>{t('watch.watches.confirmDelete', { what })}</p>
        </StopWatching>
      </div>
      <p className="muted">
        {w.domain} · {rules.join(' · ')}
      </p>
      <p data-testid="watch-last-check">
        {!check || !check.day
          ? t('watch.watches.neverChecked')
          : check.credits === null
            ? t('watch.watches.lastCheckNoCredits', {
                when: when(check.checkedAt),
                day: check.day,
                calls: check.calls,
              })
            : t('watch.watches.lastCheck', {
                when: when(check.checkedAt),
                day: check.day,
                calls: check.calls,
                credits: check.credits,
              })}{' '}
        {props.nextCheckAt > 0 && t('watch.watches.nextCheck', { when: when(props.nextCheckAt) })}
      </p>
      {check?.error && (
        <>
          <p>{t('watch.watches.checkFailed')}</p>
          <ErrorBanner error={check.error} />
        </>
      )}
      <ErrorBanner error={action.error} onDismiss={action.clearError} />
    </article>
  );
}
