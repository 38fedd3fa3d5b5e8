import { useId } from 'react';
import { useT } from '@/components/I18n';
import type { PhraseCounts } from '@/lib/domain/research-results';
import { useResearchStore } from '@/lib/stores/research';

/** Text, engine and base filters, each option with its count so the user sees the shape first. */
export function ResultsFilters({ counts, engines }: { counts: PhraseCounts; engines: string[] }) {
  const { t } = useT();
  const id = useId();
  const filter = useResearchStore((s) => s.filter);
  const setFilter = useResearchStore((s) => s.setFilter);
  const bases = Object.keys(counts.perBase).sort();
  return (
    <div className="rs-filters">
      <div className="field rs-filter-text">
        <label htmlFor={`${id}-text`} className="visually-hidden">
          {t('research.filter.text')}
        </label>
        <input
          id={`${id}-text`}
          type="search"
          placeholder={t('research.filter.text')}
          value={filter.text}
          onChange={(e) => setFilter({ text: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-engine`} className="visually-hidden">
          {t('research.filter.engine')}
        </label>
        <select
          id={`${id}-engine`}
          value={filter.engine ?? ''}
          onChange={(e) => setFilter({ engine: e.target.value || null })}
        >
          <option value="">{t('research.filter.anyEngine')}</option>
          {engines.map((e) => (
            <option key={e} value={e}>
              {`${e} (${counts.perEngine[e] ?? 0})`}
            </option>
          ))}
        </select>
      </div>
      {bases.length > 1 && (
        <div className="field">
          <label htmlFor={`${id}-base`} className="visually-hidden">
            {t('research.filter.base')}
          </label>
          <select
            id={`${id}-base`}
            value={filter.base ?? ''}
            onChange={(e) => setFilter({ base: e.target.value || null })}
          >
            <option value="">{t('research.filter.anyBase')}</option>
            {bases.map((b) => (
              <option key={b} value={b}>
                {`${b} (${counts.perBase[b]})`}
              </option>
            ))}
          </select>
        </div>
      )}
      <label className="rs-check">
        <input
          type="checkbox"
          checked={filter.foundOnly}
          onChange={(e) => setFilter({ foundOnly: e.target.checked })}
        />
        <span>{t('research.filter.foundOnly', { count: counts.found })}</span>
      </label>
    </div>
  );
}
