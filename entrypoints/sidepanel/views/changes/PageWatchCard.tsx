import { useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { PageWatchForm, type PageWatchChoice } from '@/components/page-watch/PageWatchForm';
import { typeTitle } from '@/lib/domain/audit-types';
import type { PageWatch } from '@/lib/domain/page-watch';
import { monthOf, nextPeriodAt, spentInMonth } from '@/lib/domain/page-watch-schedule';
import { send } from '@/lib/messaging/client';
import type { PageWatchState } from '@/lib/storage/page-watch';
import { useAction } from '../../hooks/useAction';
import { skipText } from './page-words';
import { StopWatching } from './StopWatching';

/**
 * One page watch: its schedule and budget, what it spent this month, whether the budget stopped
 * a run, its last scores; edited in place, stopped after a confirmation.
 */
export function PageWatchCard({ watch: w, state }: { watch: PageWatch; state?: PageWatchState }) {
  const { t, date } = useT();
  const action = useAction();
  const [editing, setEditing] = useState(false);
  // "This month" is the schedule's: its last step's clock (the page's may differ, e.g. in tests).
  const at = state?.checkedAt ?? Date.now();
  const spent = spentInMonth(state?.spends ?? [], at);
  const skipped =
    state?.skipped && monthOf(state.skipped.at) === monthOf(at) ? state.skipped : null;
  const page = w.url.replace(/^https?:\/\//, '');
  const what = [
    t(`common.pageWatch.every.${w.cadence}`),
    w.devices.map((d) => t(`common.devices.${d}`)).join(', '),
    w.profileId
      ? t('common.pageWatch.withProfile', { id: w.profileId })
      : w.types.map((x) => typeTitle(x)).join(', '),
    w.dropBy === null
      ? t('common.pageWatch.alertBands')
      : t('common.pageWatch.alertPoints', { count: w.dropBy }),
  ].join(' · ');
  const save = async (choice: PageWatchChoice) => {
    const { id, createdAt: _c, updatedAt: _u, ...draft } = w;
    const saved = await action.run(() => send('pageWatch.save', { ...draft, ...choice, id }));
    if (saved) setEditing(false);
  };
  return (
    <article className="sp-watch-card stack" data-testid="page-watch-card">
      <div className="row">
        <h3>{page}</h3>
        <span className="spacer" />
        {!editing && (
          <button type="button" className="btn" onClick={() => setEditing(true)}>
            {t('watch.watches.edit')}
          </button>
        )}
        <StopWatching
          busy={action.busy}
          onStop={() => action.run(() => send('pageWatch.delete', { id: w.id }))}
        >
          <p>{t('common.pageWatch.confirmDelete', { page })}</p>
        </StopWatching>
      </div>
      <p className="muted">{what}</p>
      <p data-testid="page-watch-budget">
        {t('common.pageWatch.spent', { spent, budget: w.budget, month: monthOf(at) })}
      </p>
      {skipped && (
        <p className="banner banner-warning" role="status" data-testid="page-watch-stopped">
          {skipText(skipped, t)}
        </p>
      )}
      <p data-testid="page-watch-last">
        {state?.run
          ? t('common.pageWatch.running', { period: state.run.period })
          : state?.last
            ? t('common.pageWatch.lastRun', {
                when: date(state.last.at, { dateStyle: 'medium' }),
                scores: state.last.scores
                  .map((s) => `${t(`common.devices.${s.device}`)} ${s.score ?? '—'}`)
                  .join(', '),
              })
            : t('common.pageWatch.notYet')}{' '}
        {t('common.pageWatch.next', {
          when: date(nextPeriodAt(w.cadence, at), { dateStyle: 'medium', timeZone: 'UTC' }),
        })}
      </p>
      {state?.error && <ErrorBanner error={state.error} />}
      {editing && (
        <PageWatchForm
          initial={w}
          types={w.profileId ? Math.max(1, state?.run?.cost ?? 1) : w.types.length}
          busy={action.busy}
          submitLabel={t('common.pageWatch.save')}
          onSubmit={(c) => void save(c)}
          onCancel={() => setEditing(false)}
          autoFocus
        />
      )}
      <ErrorBanner error={action.error} onDismiss={action.clearError} />
    </article>
  );
}
