import { useT } from '@/components/I18n';
import type { KeywordsCreated } from '@/lib/messaging/protocol/monitoring/keywords';
import { failureText } from '../BulkResults';

/** The service's answer per phrase; success and failure told by words and a mark, not colour. */
export function CreateResults({ outcome }: { outcome: KeywordsCreated }) {
  const translator = useT();
  const { t } = translator;
  const entries = Object.entries(outcome.results);
  const added = entries.filter(([, r]) => r.ok).length;
  const failed = entries.length - added;
  return (
    <div className="stack rs-gap-small" role="status">
      <p className={failed ? 'banner banner-warning' : 'banner banner-success'}>
        {t('research.add.summary', { count: added })}
        {failed > 0 && ` ${t('research.add.summaryFailed', { count: failed })}`}
        {added > 0 && ` ${t('research.add.slots', { count: added * outcome.devicesPerKeyword })}`}
      </p>
      <ul className="rs-outcomes">
        {entries.map(([phrase, r]) => (
          <li key={phrase} className={r.ok ? 'rs-ok' : 'rs-failed'}>
            <span aria-hidden="true" className="rs-mark">
              {r.ok ? '✓' : '✗'}
            </span>
            <span className="rs-outcome-phrase">{phrase}</span>
            <span className="rs-outcome-note">
              {r.ok
                ? t('research.add.added')
                : t('research.add.refused', { message: failureText(r, translator) })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
