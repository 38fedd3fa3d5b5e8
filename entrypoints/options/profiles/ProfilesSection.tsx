import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { useOptionsStore } from '@/lib/stores/options';
import { CreateProfile } from './CreateProfile';
import { ProfileEditor } from './ProfileEditor';
import { ProfileList } from './ProfileList';
import { useDescriptor } from './useDescriptor';

/** Audit profiles: the list (sort, filters, pages) beside the editor of the selected one. */
export function ProfilesSection() {
  const { t } = useT();
  const { descriptor, error, loading, conn, reload } = useDescriptor();
  const selectedId = useOptionsStore((s) => s.selectedId);

  const head = (
    <div className="section-head">
      <h1 id="heading-profiles" tabIndex={-1}>
        {t('options.profiles.title')}
      </h1>
      <p className="muted">{t('options.profiles.intro')}</p>
    </div>
  );

  if (conn && !conn.tokenHint) {
    return (
      <>
        {head}
        <div className="banner banner-info">
          <p>{t('options.profiles.needsToken')}</p>
          <a className="btn" href="#connection">
            {t('options.nav.connection')}
          </a>
        </div>
      </>
    );
  }

  return (
    <>
      {head}
      <ErrorBanner error={error} onRetry={() => void reload()} />
      <div className="profiles-layout">
        <div className="stack">
          <CreateProfile />
          <ProfileList descriptor={descriptor} />
        </div>
        <div>
          {selectedId === null ? (
            <div className="card empty-state">
              <p>{t('options.profiles.selectHint')}</p>
            </div>
          ) : descriptor ? (
            <ProfileEditor key={selectedId} id={selectedId} descriptor={descriptor} />
          ) : (
            <div className="card muted" aria-busy={loading}>
              {t('common.loading')}
            </div>
          )}
        </div>
      </div>
    </>
  );
}
