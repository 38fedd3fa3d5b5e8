import { useT } from '@/components/I18n';

/**
 * How old the figures on screen are ("As of 09:12", or with the day when older than today), and
 * what is happening behind them: an update, or the parts of a big campaign arriving.
 */
export function ReportAge(props: {
  at: number | null;
  loading: boolean;
  progress: { done: number; total: number } | null;
}) {
  const { t, date } = useT();
  const { at, loading, progress } = props;
  if (at === null && !progress) return null;
  const time =
    at === null
      ? null
      : at >= new Date().setHours(0, 0, 0, 0)
        ? date(at, { hour: '2-digit', minute: '2-digit' })
        : date(at, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return (
    <span
      className="muted sp-report-age"
      role="status"
      data-testid="report-age"
      data-at={at ?? ''}
      // The parts of a big report arrive while the background splits it: a wait that says so.
      data-waits-for={progress ? 'report-parts' : undefined}
    >
      {time && t('sidepanel.freshness.asOf', { time })}
      {progress
        ? ` · ${t('sidepanel.freshness.parts', { done: progress.done, total: progress.total })}`
        : loading && ` · ${t('sidepanel.table.updating')}`}
    </span>
  );
}
