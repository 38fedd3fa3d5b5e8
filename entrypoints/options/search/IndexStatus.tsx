import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { MAX_INDEXED_KEYWORDS, type IndexState } from '@/lib/storage/serp-index';

/** Where the phrase index stands: reading, complete (when), capped, or its last failure. */
export function IndexStatus({ state }: { state: IndexState }) {
  const { t, date, number } = useT();
  const pass = state.pass;
  const when = state.builtAt
    ? date(state.builtAt, { dateStyle: 'medium', timeStyle: 'short' })
    : null;
  return (
    <div className="stack" data-testid="serp-index">
      <h3>{t('options.search.index')}</h3>
      <p role="status">
        {pass
          ? pass.listPage !== null
            ? t('options.search.listing')
            : t('options.search.reading', { done: pass.seen.length, left: pass.pending.length })
          : when
            ? t(state.capped ? 'options.search.partial' : 'options.search.complete', {
                count: state.keywords,
                when,
              })
            : t('options.search.notYet')}
      </p>
      {pass && <p className="field-help">{t('options.search.readingHelp')}</p>}
      {state.capped && (
        <p className="banner banner-info">
          {t('options.search.capped', { max: number(MAX_INDEXED_KEYWORDS) })}
        </p>
      )}
      <ErrorBanner error={state.error} />
    </div>
  );
}
