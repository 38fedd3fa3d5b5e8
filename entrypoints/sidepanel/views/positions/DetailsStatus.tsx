import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import type { PanelEntryState } from '../../hooks/usePanelEntry';
import { PartialBanner } from '../PartialBanner';

/**
 * Where keyword details stand (one keyword's, CompetitorDetails.tsx, or a selection's,
 * SelectionDetails.tsx): the error with a retry, a partial answer, loading, or nobody ranking.
 */
export function DetailsStatus({
  details,
  empty,
}: {
  details: PanelEntryState<{ partial: boolean }>;
  /** The answer is here and has no site to show. */
  empty: boolean;
}) {
  const { t } = useT();
  return (
    <>
      <ErrorBanner error={details.error} onRetry={details.reload} />
      {details.data?.partial && (
        <PartialBanner loading={details.loading} onRetry={details.reload} />
      )}
      {details.loading && !details.data && (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {details.data && empty && <p className="muted">{t('sidepanel.details.empty')}</p>}
    </>
  );
}
