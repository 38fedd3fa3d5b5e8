import { useContext, useEffect, useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import {
  checkDraft,
  initialChoices,
  type DraftProblem,
  type ResearchDraft,
} from '@/lib/domain/research-draft';
import { refusedField } from '@/lib/domain/refused-field';
import { useResearchStore } from '@/lib/stores/research';
import { PanelContext } from '../../context';
import { CurrencyPicker } from './CurrencyPicker';
import { RecentRuns } from './RecentRuns';
import { ResearchForm } from './ResearchForm';
import { ResultsPanel } from './ResultsPanel';
import { REFUSAL_KINDS, researchFieldNames } from './research-fields';
import { useCurrentPage } from './useCurrentPage';
import { usePendingResearch } from './usePendingResearch';
import { useResearchActions } from './useResearchActions';
import { useResearchTables } from './useResearchTables';
import { useRunSync } from './useRunSync';
import './research.css';
import './PhraseTable.css';
import './lists.css';

/** Where focus goes for each problem (a disabled country/language select: the engines). */
const PROBLEM_FIELD: Record<DraftProblem, string> = {
  'keywords-required': '#rs-keywords',
  'modifiers-required': '#rs-modifiers',
  'engines-required': '.rs-engines input[type="checkbox"]',
  'country-none': '.rs-engines input[type="checkbox"]:checked',
  'language-none': '.rs-engines input[type="checkbox"]:checked',
  'lat-missing': '#rs-lat',
  'lat-number': '#rs-lat',
  'lat-range': '#rs-lat',
  'lon-missing': '#rs-lon',
  'lon-number': '#rs-lon',
  'lon-range': '#rs-lon',
};

/**
 * The side panel's Research tab: phrases from base keywords (typed, selected on a page through the
 * context menu, or taken from the page title), which engines know them, and from there into
 * monitoring.
 */
export function ResearchView() {
  const { t, error: describe } = useT();
  const { tables, error: tablesError, loading, reload } = useResearchTables();
  // The side panel already follows a tab (skipping Stormlens's own pages); standalone, follow one.
  const panel = useContext(PanelContext);
  const ownPage = useCurrentPage(!panel);
  const page = panel ? panel.followed : ownPage;
  const draft = useResearchStore((s) => s.draft);
  const run = useResearchStore((s) => s.run);
  const error = useResearchStore((s) => s.error);
  const { setDraft, setAttempted, setError } = useResearchStore.getState();
  const actions = useResearchActions();
  usePendingResearch();
  useRunSync();

  useEffect(() => {
    if (tables) setDraft(initialChoices(tables, useResearchStore.getState().draft));
  }, [tables, setDraft]);

  const check = tables ? checkDraft(draft) : null;
  // The service's refusal of a field (only it knows, say, an engine's markets today) is said at
  // that field while the draft is the one it refused; no banner repeats it.
  const [refusedDraft, setRefusedDraft] = useState<ResearchDraft | null>(null);
  useEffect(() => setRefusedDraft(error ? useResearchStore.getState().draft : null), [error]);
  const field = refusedField(error, researchFieldNames, REFUSAL_KINDS);
  // Said as the refusal of input it is, even where the document classes it as an Exception
  // ("try again later" would not help).
  const refused =
    field && error && draft === refusedDraft
      ? { field, text: describe({ ...error, kind: 'request' }) }
      : null;

  const onRun = () => {
    setAttempted(true);
    if (!check?.params) {
      // Keyboard and screen-reader users land on the first field that needs attention (after
      // the render that marks it and opens the location disclosure).
      const target = check?.problems[0] ? PROBLEM_FIELD[check.problems[0]] : null;
      if (target) setTimeout(() => document.querySelector<HTMLElement>(target)?.focus(), 0);
      return;
    }
    void actions.run(check.params);
  };

  return (
    <div className="stack rs-view">
      <RecentRuns />
      {loading && !tables && (
        <p className="card muted" role="status">
          {t('research.loadingTables')}
        </p>
      )}
      <ErrorBanner error={tablesError} onRetry={() => reload(true)} />
      {tables && check && (
        <ResearchForm
          tables={tables}
          problems={check.problems}
          refused={refused}
          page={page}
          onRun={onRun}
        />
      )}
      <ErrorBanner error={field ? null : error} onRetry={onRun} onDismiss={() => setError(null)} />
      {run && <ResultsPanel run={run} pageUrl={page?.url ?? null} />}
      {/* After the form's tables: the service takes one request a second. */}
      {tables && <CurrencyPicker />}
    </div>
  );
}
