import { useEffect, useId, useState } from 'react';
import { useT } from '@/components/I18n';
import { isAuditType, type AuditType } from '@/lib/domain/audit-types';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';
import { useOptionsStore } from '@/lib/stores/options';
import { auditPageSizes, oneOf, sortOrders } from '@/lib/domain/list-order';

/** The list endpoint's own sorting, filters and page sizes — nothing filtered locally. */
export function ProfileFilters({ descriptor }: { descriptor: SettingsDescriptor | null }) {
  const { t } = useT();
  const id = useId();
  const query = useOptionsStore((s) => s.query);
  const setQuery = useOptionsStore((s) => s.setQuery);
  const [title, setTitle] = useState(query.title);

  // One request per pause in typing, not per key (the service allows about one call a second).
  useEffect(() => {
    if (title === query.title) return;
    const timer = setTimeout(() => setQuery({ title }), 400);
    return () => clearTimeout(timer);
  }, [title, query.title, setQuery]);

  const toggleType = (type: AuditType) =>
    setQuery({
      types: query.types.includes(type)
        ? query.types.filter((x) => x !== type)
        : [...query.types, type],
    });

  return (
    <div className="stack filters">
      <div className="field">
        <label htmlFor={`${id}-title`}>{t('options.profiles.filterTitle')}</label>
        <input
          id={`${id}-title`}
          type="search"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      {descriptor && Object.keys(descriptor).length > 0 && (
        <fieldset className="plain">
          <legend>{t('options.profiles.filterTypes')}</legend>
          <div className="chip-toggles">
            {/* The list filter takes the documented types only (audits.md §2). */}
            {Object.entries(descriptor).map(([type, desc]) =>
              !isAuditType(type) ? null : (
                <label key={type} className="chip-toggle">
                  <input
                    type="checkbox"
                    checked={query.types.includes(type)}
                    onChange={() => toggleType(type)}
                  />
                  {desc.title}
                </label>
              ),
            )}
          </div>
        </fieldset>
      )}
      <div className="row">
        <div className="field grow">
          <label htmlFor={`${id}-sort`}>{t('options.profiles.sort')}</label>
          <select
            id={`${id}-sort`}
            value={query.sort}
            onChange={(e) => setQuery({ sort: oneOf(sortOrders, e.target.value) ?? query.sort })}
          >
            <option value="asc">{t('options.profiles.sortAsc')}</option>
            <option value="desc">{t('options.profiles.sortDesc')}</option>
          </select>
        </div>
        <div className="field grow">
          <label htmlFor={`${id}-per`}>{t('options.profiles.perPage')}</label>
          <select
            id={`${id}-per`}
            value={query.perPage}
            onChange={(e) =>
              setQuery({ perPage: oneOf(auditPageSizes, Number(e.target.value)) ?? query.perPage })
            }
          >
            {auditPageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
