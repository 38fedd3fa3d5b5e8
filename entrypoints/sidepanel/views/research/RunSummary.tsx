import { useT } from '@/components/I18n';
import type { PhraseCounts } from '@/lib/domain/research-results';
import type { ResearchRun } from '@/lib/storage/research';
import { ServiceUsed } from './ServiceUsed';

/** What was asked and what came back, in one glance: counts per engine as small stat tiles. */
export function RunSummary({ run, counts }: { run: ResearchRun; counts: PhraseCounts }) {
  const { t, date } = useT();
  return (
    <div className="card stack rs-summary">
      <div className="row rs-wrap">
        <h2 id="rs-results-title" className="rs-results-title">
          {t('research.results.title', { count: counts.total })}
        </h2>
        <span className="spacer" />
        <span className="muted rs-small-text">
          {date(run.at, { dateStyle: 'medium', timeStyle: 'short' })}
        </span>
      </div>
      <ServiceUsed run={run} />
      <dl className="rs-stats">
        <div>
          <dt>{t('research.results.found')}</dt>
          <dd>
            {counts.found} / {counts.total}
          </dd>
        </div>
        {run.params.engines.map((e) => (
          <div key={e}>
            <dt>{e}</dt>
            <dd>{counts.perEngine[e] ?? 0}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
