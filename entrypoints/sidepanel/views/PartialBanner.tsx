import { useT } from '@/components/I18n';

/** The service throttled and sent part of the answer: say so, and offer to fetch the rest. */
export function PartialBanner({ loading, onRetry }: { loading: boolean; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div className="banner banner-warning" role="status" data-testid="partial-banner">
      <p>
        {t('common.partialData')}{' '}
        {loading ? t('sidepanel.partial.retrying') : t('sidepanel.partial.auto')}
      </p>
      <div className="banner-actions">
        <button type="button" className="btn" onClick={onRetry} disabled={loading}>
          {t('common.retry')}
        </button>
      </div>
    </div>
  );
}
