import { useT } from '@/components/I18n';
import type { PhraseSortKey } from '@/lib/domain/research-results';
import type { ResearchPhrase } from '@/lib/storage/research';
import { useResearchStore } from '@/lib/stores/research';
import { SortControl } from './SortControl';

interface Props {
  /** Filtered and sorted. */
  phrases: ResearchPhrase[];
  /** Every engine of the run, so "found by 1 of 3" reads as a gap, not as missing data. */
  engines: string[];
}

/**
 * The phrases, laid out for a narrow panel: the phrase with its base keyword, modifier and (when
 * it differs) the search that found it on a second line, then the engines. Every column can be
 * sorted from the control above; the two headers sort too. Rendering is paged ("Show more").
 */
export function PhraseTable({ phrases, engines }: Props) {
  const { t } = useT();
  const { sortKey, sortDir, sortBy, selected, toggle, visibleRows, showMore } = useResearchStore();
  const shown = phrases.slice(0, visibleRows);
  const values = phrases.map((p) => p.value);
  const chosen = new Set(selected);
  const allChosen = values.length > 0 && values.every((v) => chosen.has(v));
  const someChosen = !allChosen && values.some((v) => chosen.has(v));
  const ariaSort = (key: PhraseSortKey) =>
    sortKey === key ? (sortDir === 'asc' ? 'ascending' : 'descending') : undefined;
  const mark = (key: PhraseSortKey) => (sortKey === key ? (sortDir === 'asc' ? '▲' : '▼') : '↕');

  return (
    <div className="stack rs-gap-small">
      <SortControl />
      <div className="rs-table-wrap">
        <table className="data rs-table">
          <caption className="visually-hidden">{t('research.results.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="rs-col-check">
                <input
                  type="checkbox"
                  aria-label={t('research.results.selectAll', { count: values.length })}
                  checked={allChosen}
                  ref={(el) => {
                    if (el) el.indeterminate = someChosen;
                  }}
                  onChange={(e) => toggle(values, e.target.checked)}
                />
              </th>
              <th scope="col" aria-sort={ariaSort('value')}>
                <button type="button" className="rs-sort" onClick={() => sortBy('value')}>
                  {t('research.results.phrase')}
                  <span aria-hidden="true" className="rs-sort-mark">
                    {mark('value')}
                  </span>
                </button>
                <span className="rs-head-meta">
                  {t('research.results.base')} · {t('research.results.modifier')}
                </span>
              </th>
              <th scope="col" className="rs-col-engines" aria-sort={ariaSort('engines')}>
                <button type="button" className="rs-sort" onClick={() => sortBy('engines')}>
                  {t('research.results.engines')}
                  <span aria-hidden="true" className="rs-sort-mark">
                    {mark('engines')}
                  </span>
                </button>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => (
              <tr key={p.value} className={chosen.has(p.value) ? 'rs-row-selected' : undefined}>
                <td className="rs-col-check">
                  <input
                    type="checkbox"
                    aria-label={t('research.results.selectOne', { phrase: p.value })}
                    checked={chosen.has(p.value)}
                    onChange={(e) => toggle([p.value], e.target.checked)}
                  />
                </td>
                <td>
                  <span className="rs-phrase long-text" title={p.value}>
                    {p.value}
                  </span>
                  <span className="rs-meta">
                    <span className="visually-hidden">{t('research.results.base')}: </span>
                    <span className="rs-base">{p.base}</span>
                    {p.modifier && (
                      <>
                        <span className="visually-hidden">
                          , {t('research.results.modifier')}:{' '}
                        </span>
                        <span className="rs-modifier">{p.modifier}</span>
                      </>
                    )}
                    {p.search && p.search !== p.value && (
                      <span className="rs-search">
                        {t('research.results.searchedFor', { search: p.search })}
                      </span>
                    )}
                  </span>
                </td>
                <td className="rs-col-engines">
                  <span className="visually-hidden">
                    {t('research.results.foundBy', {
                      count: p.engines.length,
                      total: engines.length,
                    })}
                  </span>
                  {p.engines.length === 0 ? (
                    <span className="muted">{t('research.results.nowhere')}</span>
                  ) : (
                    <span className="rs-chips">
                      {p.engines.map((e) => (
                        <span key={e} className="rs-chip">
                          {e}
                        </span>
                      ))}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {phrases.length > shown.length && (
          <button type="button" className="btn rs-more" onClick={showMore}>
            {t('research.results.showMore', { shown: shown.length, total: phrases.length })}
          </button>
        )}
      </div>
    </div>
  );
}
