import { useState } from 'react';
import { useT } from '@/components/I18n';
import { auditStatuses } from '@/lib/domain/audit-status';
import { devices, type Device } from '@/lib/domain/device';
import { usePopupStore } from '@/lib/stores/popup';
import { auditPageSizes, auditSortFields, oneOf } from '@/lib/domain/list-order';

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/** Sorting, filters and page size of Recent audits: exactly what the list endpoint offers. */
export function RecentFilters({
  types,
  typeTitle,
}: {
  types: string[];
  typeTitle: (t: string) => string;
}) {
  const { t } = useT();
  const recent = usePopupStore((s) => s.recent);
  const setRecent = usePopupStore((s) => s.setRecent);
  const setFilters = usePopupStore((s) => s.setRecentFilters);
  const [title, setTitle] = useState(recent.filters.title);
  const f = recent.filters;

  return (
    <form
      className="card stack filters"
      aria-label={t('popup.recent.filters')}
      onSubmit={(e) => {
        e.preventDefault();
        setFilters({ title: title.trim() });
      }}
    >
      <div className="row">
        <label className="visually-hidden" htmlFor="recent-title">
          {t('popup.recent.titleFilter')}
        </label>
        <input
          id="recent-title"
          type="search"
          className="grow"
          placeholder={t('popup.recent.titlePlaceholder')}
          value={title}
          maxLength={500}
          onChange={(e) => setTitle(e.target.value)}
        />
        <button type="submit" className="btn">
          {t('popup.recent.search')}
        </button>
      </div>
      <details>
        <summary>
          {t('popup.recent.more')}
          {f.auditType.length + f.device.length + f.status.length > 0 &&
            ` (${f.auditType.length + f.device.length + f.status.length})`}
        </summary>
        <div className="stack filter-groups">
          <fieldset className="chips">
            <legend>{t('popup.recent.type')}</legend>
            {types.map((type) => (
              <label key={type} className="chip">
                <input
                  type="checkbox"
                  checked={f.auditType.includes(type)}
                  onChange={() => setFilters({ auditType: toggle(f.auditType, type) })}
                />
                <span>{typeTitle(type)}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="chips">
            <legend>{t('popup.recent.device')}</legend>
            {devices.map((d: Device) => (
              <label key={d} className="chip">
                <input
                  type="checkbox"
                  checked={f.device.includes(d)}
                  onChange={() => setFilters({ device: toggle(f.device, d) })}
                />
                <span>{t(`common.devices.${d}`)}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="chips">
            <legend>{t('popup.recent.status')}</legend>
            {auditStatuses.map((s) => (
              <label key={s} className="chip">
                <input
                  type="checkbox"
                  checked={f.status.includes(s)}
                  onChange={() => setFilters({ status: toggle(f.status, s) })}
                />
                <span>{t(`common.status.${s}`)}</span>
              </label>
            ))}
          </fieldset>
        </div>
      </details>
      <div className="row wrap">
        <label className="inline">
          <span>{t('popup.recent.sortBy')}</span>
          <select
            value={recent.sorting.field}
            onChange={(e) =>
              setRecent({
                sorting: {
                  ...recent.sorting,
                  field: oneOf(auditSortFields, e.target.value) ?? recent.sorting.field,
                },
              })
            }
          >
            {auditSortFields.map((field) => (
              <option key={field} value={field}>
                {t(`popup.recent.sort.${field}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn"
          onClick={() =>
            setRecent({
              sorting: { ...recent.sorting, sort: recent.sorting.sort === 'desc' ? 'asc' : 'desc' },
            })
          }
          aria-label={t(
            recent.sorting.sort === 'desc' ? 'popup.recent.descending' : 'popup.recent.ascending',
          )}
        >
          {recent.sorting.sort === 'desc' ? '↓' : '↑'}{' '}
          {t(recent.sorting.sort === 'desc' ? 'popup.recent.desc' : 'popup.recent.asc')}
        </button>
        <span className="spacer" />
        <label className="inline">
          <span>{t('popup.recent.perPage')}</span>
          <select
            value={recent.pager.itemsPerPage}
            onChange={(e) =>
              setRecent({
                pager: {
                  itemsPerPage:
                    oneOf(auditPageSizes, Number(e.target.value)) ?? recent.pager.itemsPerPage,
                  page: 0,
                },
              })
            }
          >
            {auditPageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
    </form>
  );
}
