import { useT } from '@/components/I18n';
import type { BulkResult } from '@/lib/messaging/protocol/monitoring';

interface Props {
  /** What was done, e.g. "Stop 3 keywords". */
  title: string;
  results: BulkResult;
  /** A readable name per id (keyword or group title); the id is shown when missing. */
  names?: Record<string, string>;
  /** Extra advice when some failed on a limit (e.g. "a keyword in a two-device group counts twice"). */
  limitHint?: string;
  onDismiss: () => void;
}

const isLimit = (message: string) => /limit/i.test(message);
const isLock = (message: string) => /lock|another (call|action|transaction)|\b409\b/i.test(message);

/** The outcome of a bulk call per id: which succeeded, which failed and why. */
export function BulkResults({ title, results, names = {}, limitHint, onDismiss }: Props) {
  const { t } = useT();
  const entries = Object.entries(results);
  const failed = entries.filter(([, r]) => !r.ok);
  const okCount = entries.length - failed.length;
  const kind = failed.length === 0 ? 'success' : okCount === 0 ? 'error' : 'warning';
  const messages = failed.map(([, r]) => (r.ok ? '' : r.message));
  return (
    <section
      className={`banner banner-${kind} sp-bulk`}
      aria-live="polite"
      data-testid="bulk-results"
    >
      <div className="stack" style={{ gap: 4, minWidth: 0 }}>
        <strong>{title}</strong>
        <p>{t('sidepanel.bulk.summary', { ok: okCount, failed: failed.length })}</p>
        {failed.length > 0 && (
          <ul className="sp-bulk-list">
            {failed.map(([id, r]) => (
              <li key={id}>
                <span className="sp-bulk-name">✕ {names[id] ?? `#${id}`}</span>
                <span className="muted"> — {r.ok ? '' : r.message}</span>
              </li>
            ))}
          </ul>
        )}
        {messages.some(isLimit) && (
          <p className="field-help">{limitHint ?? t('sidepanel.bulk.limitHint')}</p>
        )}
        {messages.some(isLock) && <p className="field-help">{t('sidepanel.bulk.lockHint')}</p>}
      </div>
      <div className="banner-actions">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={onDismiss}
          aria-label={t('common.dismiss')}
        >
          ×
        </button>
      </div>
    </section>
  );
}
