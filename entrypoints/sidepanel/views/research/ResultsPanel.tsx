import { useMemo, useState } from 'react';
import { downloadText } from '@/components/download';
import { useT } from '@/components/I18n';
import { researchCsv, researchCsvName } from '@/lib/domain/research-csv';
import { countPhrases, filterPhrases, sortPhrases } from '@/lib/domain/research-results';
import type { ResearchRun } from '@/lib/storage/research';
import { useResearchStore } from '@/lib/stores/research';
import { AddToMonitoring } from './AddToMonitoring';
import { GatheringWarning } from './GatheringWarning';
import { PhraseTable } from './PhraseTable';
import { ResultsFilters } from './ResultsFilters';
import { RunSummary } from './RunSummary';

/** A run's results: summary, failures warning, filters, the table, export and "add to monitoring". */
export function ResultsPanel({ run, pageUrl }: { run: ResearchRun; pageUrl: string | null }) {
  const { t, lang } = useT();
  const { filter, sortKey, sortDir, selected, clearSelection } = useResearchStore();
  // The phrases the add panel was opened with: its per-phrase results stay on screen after the
  // added ones leave the selection.
  const [adding, setAdding] = useState<string[] | null>(null);
  const counts = useMemo(() => countPhrases(run.phrases), [run.phrases]);
  const rows = useMemo(
    () => sortPhrases(filterPhrases(run.phrases, filter, lang), sortKey, sortDir, lang),
    [run.phrases, filter, sortKey, sortDir, lang],
  );
  const chosen = run.phrases.filter((p) => selected.includes(p.value)).map((p) => p.value);

  const exportCsv = () =>
    downloadText(
      researchCsv(rows, {
        phrase: t('research.results.phrase'),
        search: t('research.results.search'),
        base: t('research.results.base'),
        modifier: t('research.results.modifier'),
        engines: t('research.results.engines'),
        engineCount: t('research.results.engineCount'),
      }),
      researchCsvName(run.params.keywords, run.at),
    );

  return (
    <section className="stack" aria-labelledby="rs-results-title">
      <RunSummary run={run} counts={counts} />
      <GatheringWarning run={run} />
      {run.truncated && <p className="banner banner-info">{t('research.results.truncated')}</p>}
      {run.phrases.length === 0 ? (
        <p className="card muted">{t('research.results.empty')}</p>
      ) : (
        <>
          <ResultsFilters counts={counts} engines={run.params.engines} />
          <div className="row rs-actions">
            <span className="muted" aria-live="polite">
              {t('research.results.showing', { shown: rows.length, total: counts.total })}
              {selected.length > 0 &&
                ` · ${t('research.results.selected', { count: chosen.length })}`}
            </span>
            <span className="spacer" />
            {selected.length > 0 && (
              <button type="button" className="btn btn-ghost rs-small" onClick={clearSelection}>
                {t('research.results.clearSelection')}
              </button>
            )}
            <button
              type="button"
              className="btn rs-small"
              onClick={exportCsv}
              disabled={!rows.length}
            >
              {t('research.results.export', { count: rows.length })}
            </button>
            <button
              type="button"
              className="btn btn-primary rs-small"
              disabled={chosen.length === 0}
              aria-expanded={adding !== null}
              onClick={() => setAdding(chosen)}
            >
              {chosen.length
                ? t('research.results.addToMonitoring', { count: chosen.length })
                : t('research.results.addToMonitoringNone')}
            </button>
          </div>
          {adding && (
            <AddToMonitoring
              key={adding.join('\n')}
              phrases={adding}
              pageUrl={pageUrl}
              onClose={() => setAdding(null)}
            />
          )}
          {rows.length === 0 ? (
            <p className="muted">{t('research.results.noMatch')}</p>
          ) : (
            <PhraseTable phrases={rows} engines={run.params.engines} />
          )}
        </>
      )}
    </section>
  );
}
