import { useT } from '@/components/I18n';
import type { ImportOutcome } from './apply-import';

export type { ImportOutcome } from './apply-import';

/** What the import did, including the profiles the service refused. */
export function ImportResults({ outcome }: { outcome: ImportOutcome }) {
  const { t, error } = useT();
  const failed = outcome.failed.length > 0;
  return (
    <div className={`banner ${failed ? 'banner-warning' : 'banner-success'}`} role="status">
      <div>
        <p>
          {t('options.transfer.done', {
            prefs: outcome.preferences.length,
            count: outcome.created.length,
          })}
        </p>
        {failed && (
          <ul>
            {outcome.failed.map((f, i) => (
              <li key={i}>
                {t('options.transfer.failedProfile', { title: f.title, reason: error(f.error) })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
