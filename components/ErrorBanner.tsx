import type { ServiceError, SerializedError } from '@/lib/api/errors';
import { browser } from 'wxt/browser';
import { useT } from './I18n';

interface Props {
  error: SerializedError | ServiceError | null | undefined;
  onRetry?: () => void;
  onDismiss?: () => void;
}

/**
 * The one way pages show a failure: the human sentence for its kind, the service's own words, and
 * the action that helps (Options for a token problem, retry for throttling and network).
 */
export function ErrorBanner({ error, onRetry, onDismiss }: Props) {
  const { t, error: describe } = useT();
  if (!error) return null;
  const needsOptions = error.kind === 'auth' || error.kind === 'network';
  return (
    <div className="banner banner-error" role="alert" data-kind={error.kind}>
      <p>{describe(error)}</p>
      <div className="banner-actions">
        {needsOptions && (
          <button
            type="button"
            className="btn"
            onClick={() => void browser.runtime.openOptionsPage()}
          >
            {t('common.openOptions')}
          </button>
        )}
        {onRetry && (
          <button type="button" className="btn" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
        {onDismiss && (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={onDismiss}
            aria-label={t('common.dismiss')}
          >
            ×
          </button>
        )}
      </div>
    </div>
  );
}
