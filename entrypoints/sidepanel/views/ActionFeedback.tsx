import { ErrorBanner } from '@/components/ErrorBanner';
import type { useAction } from '../hooks/useAction';
import { BulkResults } from './BulkResults';

/** What a management action said: its failure, or its per-id results (with names and hints). */
export function ActionFeedback({ action }: { action: ReturnType<typeof useAction> }) {
  return (
    <>
      <ErrorBanner error={action.error} onDismiss={action.clearError} />
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
