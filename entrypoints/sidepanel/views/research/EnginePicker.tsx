import { useId, useMemo, useState } from 'react';
import { useT } from '@/components/I18n';
import type { EnginesTable } from '@/lib/domain/research';

interface Props {
  engines: EnginesTable;
  selected: string[];
  onChange: (selected: string[]) => void;
  invalid: boolean;
  describedBy?: string;
}

/** Show a filter box only when the list is long enough to need one. */
const FILTER_FROM = 8;

/**
 * Engines as a checkbox list grouped by category (the table's informational `category`), in a
 * fieldset so screen readers announce the group; a filter box for long tables.
 */
export function EnginePicker({ engines, selected, onChange, invalid, describedBy }: Props) {
  const { t } = useT();
  const [query, setQuery] = useState('');
  const filterId = useId();
  const groups = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const byCategory = new Map<string, string[]>();
    for (const code of Object.keys(engines).sort()) {
      if (needle && !code.toLowerCase().includes(needle)) continue;
      const category = engines[code].category || '';
      byCategory.set(category, [...(byCategory.get(category) ?? []), code]);
    }
    return [...byCategory.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [engines, query]);
  const total = Object.keys(engines).length;

  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...selected, code] : selected.filter((c) => c !== code));

  return (
    <fieldset className="rs-engines" aria-invalid={invalid} aria-describedby={describedBy}>
      <legend>
        {t('research.form.engines')}{' '}
        <span className="muted">
          {t('research.form.enginesChosen', { count: selected.length, total })}
        </span>
      </legend>
      {total >= FILTER_FROM && (
        <>
          <label htmlFor={filterId} className="visually-hidden">
            {t('research.form.enginesFilter')}
          </label>
          <input
            id={filterId}
            type="search"
            value={query}
            placeholder={t('research.form.enginesFilter')}
            onChange={(e) => setQuery(e.target.value)}
          />
        </>
      )}
      <div className="rs-engine-list">
        {groups.map(([category, codes]) => (
          <div key={category} className="rs-engine-group">
            {category && <div className="rs-engine-category">{category}</div>}
            {codes.map((code) => (
              <label key={code} className="rs-check">
                <input
                  type="checkbox"
                  checked={selected.includes(code)}
                  onChange={(e) => toggle(code, e.target.checked)}
                />
                <span>{code}</span>
              </label>
            ))}
          </div>
        ))}
        {groups.length === 0 && <p className="muted">{t('research.form.enginesNone')}</p>}
      </div>
    </fieldset>
  );
}
