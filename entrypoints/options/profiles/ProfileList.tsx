import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { useStorageItem } from '@/components/useStorageItem';
import type { SettingsDescriptor } from '@/lib/domain/settings-descriptor';
import { preferences } from '@/lib/storage/prefs';
import { useOptionsStore } from '@/lib/stores/options';
import { ProfileFilters } from './ProfileFilters';
import { useProfileList } from './useProfileList';

/** One page of profiles. Selecting one opens it in the editor. */
export function ProfileList({ descriptor }: { descriptor: SettingsDescriptor | null }) {
  const { t } = useT();
  const { page, error, loading, retry } = useProfileList();
  const query = useOptionsStore((s) => s.query);
  const setQuery = useOptionsStore((s) => s.setQuery);
  const selectedId = useOptionsStore((s) => s.selectedId);
  const select = useOptionsStore((s) => s.select);
  const drafts = useOptionsStore((s) => s.drafts);
  const prefs = useStorageItem(preferences);
  const typeTitle = (type: string) => descriptor?.[type]?.title ?? type;

  return (
    <div className="card stack profile-list">
      <h2>{t('options.profiles.listTitle')}</h2>
      <ProfileFilters descriptor={descriptor} />
      <ErrorBanner error={error} onRetry={retry} />
      <div aria-busy={loading} aria-live="polite">
        {page && page.items.length === 0 && !loading && (
          <p className="muted empty-list">
            {query.title || query.types.length
              ? t('options.profiles.noMatch')
              : query.page > 0
                ? t('options.profiles.pageEmpty')
                : t('options.profiles.none')}
          </p>
        )}
        <ul className="profile-items" aria-label={t('options.profiles.listTitle')}>
          {page?.items.map((profile) => {
            const isDefault = prefs?.defaultProfileId === profile.id;
            return (
              <li key={profile.id}>
                <button
                  type="button"
                  className="profile-item"
                  aria-current={selectedId === profile.id ? 'true' : undefined}
                  onClick={() => select(profile.id)}
                >
                  <span className="profile-item-title">
                    <span className="clip-text" title={profile.title}>
                      {profile.title || t('options.profiles.untitled')}
                    </span>
                    {drafts[profile.id] && (
                      <span className="tag tag-warning">{t('options.profiles.edited')}</span>
                    )}
                    {isDefault && (
                      <span className="tag tag-accent">
                        <span aria-hidden="true">★ </span>
                        {t('options.profiles.defaultTag')}
                      </span>
                    )}
                  </span>
                  <span className="profile-item-types muted">
                    {profile.types.length
                      ? profile.types.map(typeTitle).join(' · ')
                      : t('options.profiles.noTypes')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <nav className="row pager" aria-label={t('options.profiles.pager')}>
        <button
          type="button"
          className="btn"
          disabled={query.page === 0 || loading}
          onClick={() => setQuery({ page: query.page - 1 })}
        >
          ← {t('options.profiles.prev')}
        </button>
        <span className="muted">{t('options.profiles.pageN', { page: query.page + 1 })}</span>
        <button
          type="button"
          className="btn"
          disabled={!page?.hasMore || loading}
          onClick={() => setQuery({ page: query.page + 1 })}
        >
          {t('options.profiles.next')} →
        </button>
      </nav>
    </div>
  );
}
