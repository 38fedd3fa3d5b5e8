import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { useT } from '@/components/I18n';
import { useStorageItem } from '@/components/useStorageItem';
import { draftFromParams } from '@/lib/domain/research-draft';
import { runLabel } from '@/lib/domain/research-runs';
import { recentResearch, type ResearchRun } from '@/lib/storage/research';
import { useResearchStore } from '@/lib/stores/research';
import { useResearchActions } from './useResearchActions';

/** Recent runs kept locally: open one (results and its parameters back in the form), or forget. */
export function RecentRuns() {
  const { t, date } = useT();
  const runs = useStorageItem(recentResearch) ?? [];
  const current = useResearchStore((s) => s.run);
  const { showRun, setDraft, setAttempted } = useResearchStore.getState();
  const { forget } = useResearchActions();
  const [confirming, setConfirming] = useState(false);
  if (runs.length === 0) return null;

  const open = (run: ResearchRun) => {
    showRun(run);
    setDraft(draftFromParams(run.params));
    setAttempted(false);
  };

  return (
    <details className="card rs-recent">
      <summary>{t('research.recent.title', { count: runs.length })}</summary>
      <ul className="rs-recent-list">
        {runs.map((run) => (
          <li key={run.id} className={run.id === current?.id ? 'rs-recent-current' : undefined}>
            <button
              type="button"
              className="rs-recent-open"
              aria-current={run.id === current?.id ? 'true' : undefined}
              onClick={() => open(run)}
            >
              <span className="rs-recent-label">{runLabel(run.params)}</span>
              <span className="muted rs-small-text">
                {[
                  run.params.type,
                  run.params.engines.join(', '),
                  t('research.recent.phrases', { count: run.phrases.length }),
                  date(run.at, { dateStyle: 'short', timeStyle: 'short' }),
                ].join(' · ')}
                {run.gatheringFailures > 0 && ` · ⚠ ${t('research.recent.failures')}`}
              </span>
            </button>
            <button
              type="button"
              className="btn btn-ghost rs-small"
              aria-label={t('research.recent.forget', { label: runLabel(run.params) })}
              onClick={() => void forget(run.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-ghost rs-small" onClick={() => setConfirming(true)}>
        {t('research.recent.clear')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('research.recent.clearTitle')}
        confirmLabel={t('research.recent.clear')}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void forget();
        }}
      >
        <p>{t('research.recent.clearBody', { count: runs.length })}</p>
      </ConfirmDialog>
    </details>
  );
}
