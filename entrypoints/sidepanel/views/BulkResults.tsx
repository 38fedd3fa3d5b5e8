import { useT } from '@/components/I18n';
import type { Translator } from '@/lib/i18n';
import type { BulkFailure, BulkResult } from '@/lib/messaging/protocol/monitoring/bulk';

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

/**
 * A failed item in the page's language: Stormlens's own failure translated, else the service's
 * words, else (the service gave no reason) a translated "no reason given".
 */
export function failureText(
  failure: BulkFailure,
  { t, error }: Pick<Translator, 't' | 'error'>,
): string {
  if (failure.error) return error(failure.error);
  return failure.message || t('sidepanel.bulk.noReason');
}

const isLimit = (r: BulkFailure) => r.error?.kind === 'limit' || /limit/i.test(r.message);
const isLock = (r: BulkFailure) =>
  r.error?.kind === 'conflict' || /lock|another (call|action|transaction)|\b409\b/i.test(r.message);

/** The outcome of a bulk call per id: which succeeded, which failed and why. */
export function BulkResults({ title, results, names = {}, limitHint, onDismiss }: Props) {
  const translator = useT();
  const { t } = translator;
  const entries = Object.entries(results);
  const failed = entries.flatMap(([id, r]) => (r.ok ? [] : [[id, r] as const]));
  const okCount = entries.length - failed.length;
  const kind = failed.length === 0 ? 'success' : okCount === 0 ? 'error' : 'warning';
  const failures = failed.map(([, r]) => r);
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
                <span className="muted"> — {failureText(r, translator)}</span>
              </li>
            ))}
          </ul>
        )}
        {failures.some(isLimit) && (
          <p className="field-help">{limitHint ?? t('sidepanel.bulk.limitHint')}</p>
        )}
        {failures.some(isLock) && <p className="field-help">{t('sidepanel.bulk.lockHint')}</p>}
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
