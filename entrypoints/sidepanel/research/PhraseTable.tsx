import { useT } from '@/components/I18n';
import type { PhraseSortKey } from '@/lib/domain/research-results';
import type { MessageKey } from '@/lib/i18n';
import type { ResearchPhrase } from '@/lib/storage/research';
import { useResearchStore } from '@/lib/stores/research';

interface Props {
  /** Filtered and sorted. */
  phrases: ResearchPhrase[];
  /** Every engine of the run, so "not found by X" reads as a gap, not as missing data. */
  engines: string[];
}

const COLUMNS: { key: PhraseSortKey; label: MessageKey }[] = [
  { key: 'search', label: 'research.results.search' },
  { key: 'base', label: 'research.results.base' },
  { key: 'modifier', label: 'research.results.modifier' },
  { key: 'engines', label: 'research.results.engines' },
];

/** The phrases: sortable headers (buttons, with aria-sort), a checkbox per row, paged rendering. */
export function PhraseTable({ phrases, engines }: Props) {
  const { t } = useT();
  const { sortKey, sortDir, sortBy, selected, toggle, visibleRows, showMore } = useResearchStore();
  const shown = phrases.slice(0, visibleRows);
  const values = phrases.map((p) => p.value);
  const chosen = new Set(selected);
  const allChosen = values.length > 0 && values.every((v) => chosen.has(v));
  const someChosen = !allChosen && values.some((v) => chosen.has(v));

  return (
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
            {COLUMNS.map((col) => (
              <th
                key={col.key}
                scope="col"
                aria-sort={
                  sortKey === col.key ? (sortDir === 'asc' ? 'ascending' : 'descending') : 'none'
                }
              >
                <button type="button" className="rs-sort" onClick={() => sortBy(col.key)}>
                  {t(col.label)}
                  <span aria-hidden="true" className="rs-sort-mark">
                    {sortKey === col.key ? (sortDir === 'asc' ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((p) => (
            <tr key={p.value} className={chosen.has(p.value) ? 'rs-row-selected' : undefined}>
              <td className="rs-col-check">
                <input
                  type="checkbox"
                  aria-label={t('research.results.selectOne', { phrase: p.search || p.value })}
                  checked={chosen.has(p.value)}
                  onChange={(e) => toggle([p.value], e.target.checked)}
                />
              </td>
              <td className="rs-phrase">{p.search || p.value}</td>
              <td>{p.base}</td>
              <td>{p.modifier || <span className="muted">—</span>}</td>
              <td>
                <span className="visually-hidden">
                  {t('research.results.foundBy', {
                    count: p.engines.length,
                    total: engines.length,
                  })}
                </span>
                {p.engines.length === 0 ? (
                  <span className="muted" aria-hidden="true">
                    {t('research.results.nowhere')}
                  </span>
                ) : (
                  <span className="rs-chips" aria-hidden="false">
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
          {t('research.results.showMore', {
            shown: shown.length,
            total: phrases.length,
          })}
        </button>
      )}
    </div>
  );
}
