import { useId } from 'react';
import { useT } from '@/components/I18n';
import type { PhraseSortKey } from '@/lib/domain/research-results';
import type { MessageKey } from '@/lib/i18n';
import { useResearchStore } from '@/lib/stores/research';

const KEYS: { key: PhraseSortKey; label: MessageKey }[] = [
  { key: 'value', label: 'research.results.phrase' },
  { key: 'search', label: 'research.results.search' },
  { key: 'base', label: 'research.results.base' },
  { key: 'modifier', label: 'research.results.modifier' },
  { key: 'engines', label: 'research.results.engineCount' },
];

/** Sort by any column, including those folded into the phrase cell in a narrow panel. */
export function SortControl() {
  const { t } = useT();
  const id = useId();
  const sortKey = useResearchStore((s) => s.sortKey);
  const sortDir = useResearchStore((s) => s.sortDir);
  const setSort = useResearchStore((s) => s.setSort);
  return (
    <div className="row rs-sort-control">
      <label htmlFor={id} className="rs-small-text muted">
        {t('research.results.sortBy')}
      </label>
      <select
        id={id}
        className="rs-small-text"
        value={sortKey}
        onChange={(e) => {
          const chosen = KEYS.find((k) => k.key === e.target.value);
          if (chosen) setSort(chosen.key, sortDir);
        }}
      >
        {KEYS.map(({ key, label }) => (
          <option key={key} value={key}>
            {t(label)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn-ghost rs-small"
        aria-label={t(
          sortDir === 'asc' ? 'research.results.ascending' : 'research.results.descending',
        )}
        title={t(sortDir === 'asc' ? 'research.results.ascending' : 'research.results.descending')}
        onClick={() => setSort(sortKey, sortDir === 'asc' ? 'desc' : 'asc')}
      >
        <span aria-hidden="true">{sortDir === 'asc' ? '▲' : '▼'}</span>
      </button>
    </div>
  );
}
