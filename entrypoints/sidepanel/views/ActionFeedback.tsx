import { ErrorBanner } from '@/components/ErrorBanner';
import type { useAction } from '../hooks/useAction';
import { BulkResults } from './BulkResults';

/**
 * What a management action said: its failure, or its per-id results (with names and hints).
 * `atField`: the failure is shown at the form field it names, so no banner repeats it.
 */
export function ActionFeedback({
  action,
  atField = false,
}: {
  action: ReturnType<typeof useAction>;
  atField?: boolean;
}) {
  return (
    <>
      <ErrorBanner error={atField ? null : action.error} onDismiss={action.clearError} />
      {action.outcome && (
        <BulkResults
          title={action.outcome.title}
          results={action.outcome.results}
          names={action.outcome.names}
          limitHint={action.outcome.hint}
          onDismiss={action.clearOutcome}
        />
      )}
    </>
  );
}
