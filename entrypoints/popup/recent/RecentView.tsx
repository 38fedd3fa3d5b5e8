import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { useLoad } from '@/components/useLoad';
import { auditTypes } from '@/lib/domain/audit-types';
import type { ConnectionState } from '@/lib/storage/connection';
import { usePopupStore } from '@/lib/stores/popup';
import { send } from '../send';
import { typeTitle } from '../useLaunchOptions';
import { AuditRow } from './AuditRow';
import { listInput } from './list-input';
import { RecentFilters } from './RecentFilters';

/** Recent audits of the account, across all URLs: the list endpoint's sorting, filters and pages. */
export default function RecentView({ connection }: { connection: ConnectionState }) {
  const { t } = useT();
  const query = usePopupStore((s) => s.recent);
  const setRecent = usePopupStore((s) => s.setRecent);
  const input = listInput(query);
  const list = useLoad(
    JSON.stringify(input),
    () => send('audits.list', input),
    'popup: recent audits',
  );
  const { data: items, error, loading } = list;

  const { page, itemsPerPage } = query.pager;
  // The service gives no total: a full page means there may be another.
  const hasMore = (items?.length ?? 0) >= itemsPerPage;
  const types = connection.auditTypes.length ? connection.auditTypes : [...auditTypes];

  return (
    <div className="stack recent" data-testid="recent">
      <RecentFilters types={types} typeTitle={(x) => typeTitle(x, null)} />
      <ErrorBanner error={error} onRetry={list.reload} />
      <section className="card list-card" aria-labelledby="recent-heading" aria-busy={loading}>
        <h2 id="recent-heading" className="visually-hidden">
          {t('popup.tabs.recent')}
        </h2>
        {items === null ? (
          // A failed first load shows its error above, not a "Loading…" that never ends.
          loading && <p className="muted pad">{t('common.loading')}</p>
        ) : items.length === 0 ? (
          <p className="muted pad">{t('popup.recent.none')}</p>
        ) : (
          <ul className="audit-list">
            {items.map((a) => (
              <AuditRow key={a.id} audit={a} query={query} />
            ))}
          </ul>
        )}
      </section>
      <nav className="row pager" aria-label={t('popup.recent.pages')}>
        <button
          type="button"
          className="btn"
          disabled={page === 0 || loading}
          onClick={() => setRecent({ pager: { itemsPerPage, page: page - 1 } })}
        >
          ← {t('popup.recent.prev')}
        </button>
        <span className="spacer" />
        <span className="muted small">{t('popup.recent.page', { page: page + 1 })}</span>
        <span className="spacer" />
        <button
          type="button"
          className="btn"
          disabled={!hasMore || loading}
          onClick={() => setRecent({ pager: { itemsPerPage, page: page + 1 } })}
        >
          {t('popup.recent.next')} →
        </button>
      </nav>
    </div>
  );
}
