import { useState } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { PageWatchForm, type PageWatchChoice } from '@/components/page-watch/PageWatchForm';
import { useStorageItem } from '@/components/useStorageItem';
import type { SerializedError } from '@/lib/api/errors';
import { devices } from '@/lib/domain/device';
import { pageWatchDefaults } from '@/lib/domain/page-watch';
import { auditUrl, normalizeUrl } from '@/lib/domain/url';
import { pageWatches } from '@/lib/storage/page-watch';
import type { LaunchOptions } from '../useLaunchOptions';
import { asError, send } from '../send';

/** The type a watch starts with when no profile is chosen: the cheapest, most telling one. */
const DEFAULT_TYPES = ['lighthouse'];

/**
 * "Watch this page": re-audit this page weekly or monthly within a monthly token
 * budget, with a profile or Lighthouse at its defaults; tells when a score falls. A page already
 * watched says so; its watch is managed in the side panel's Changes tab beside the others.
 */
export function WatchPage({ url, options }: { url: string; options: LaunchOptions }) {
  const { t } = useT();
  const list = useStorageItem(pageWatches);
  const [open, setOpen] = useState(false);
  const [profileId, setProfileId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SerializedError | null>(null);
  const key = normalizeUrl(url);
  const watched = list?.find((w) => normalizeUrl(w.url) === key);
  const profile = options.profiles?.find((p) => p.id === profileId) ?? null;
  const types = profile ? profile.types : DEFAULT_TYPES;
  const initial: PageWatchChoice = {
    cadence: pageWatchDefaults.cadence,
    devices: [...devices],
    budget: pageWatchDefaults.budgetFor(devices.length * types.length),
    dropBy: pageWatchDefaults.dropBy,
  };
  const save = async (choice: PageWatchChoice) => {
    setBusy(true);
    setError(null);
    try {
      await send('pageWatch.save', {
        ...choice,
        url: auditUrl(url) ?? url,
        profileId,
        types: profile ? [] : DEFAULT_TYPES,
      });
      setOpen(false);
    } catch (e) {
      setError(asError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card stack" aria-labelledby="watch-page-h" data-testid="watch-page">
      <div className="row">
        <h2 id="watch-page-h">{t('common.pageWatch.heading')}</h2>
        <span className="spacer" />
        {!watched && !open && (
          <button type="button" className="btn" onClick={() => setOpen(true)}>
            {t('common.pageWatch.start')}
          </button>
        )}
      </div>
      {watched ? (
        <p role="status">
          {t(`common.pageWatch.watching.${watched.cadence}`, { budget: watched.budget })}{' '}
          <span className="muted">{t('common.pageWatch.manageHint')}</span>
        </p>
      ) : (
        !open && <p className="muted small">{t('common.pageWatch.intro')}</p>
      )}
      {open && !watched && (
        <>
          <label className="stack tight">
            {t('common.pageWatch.settings')}
            <select
              value={profileId ?? ''}
              onChange={(e) => setProfileId(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">{t('common.pageWatch.defaultType')}</option>
              {options.profiles?.map((p) => (
                <option key={p.id} value={p.id}>
                  {t('common.pageWatch.profile', { title: p.title, count: p.types.length })}
                </option>
              ))}
            </select>
          </label>
          <PageWatchForm
            key={types.length}
            initial={initial}
            types={types.length}
            busy={busy}
            submitLabel={t('common.pageWatch.save')}
            onSubmit={(c) => void save(c)}
            onCancel={() => setOpen(false)}
            autoFocus
          />
        </>
      )}
      <ErrorBanner error={error} onDismiss={() => setError(null)} />
    </section>
  );
}
