import { useT } from '@/components/I18n';
import { formatLocation } from '@/lib/domain/location';
import type { PhraseCounts } from '@/lib/domain/research-results';
import type { ResearchRun } from '@/lib/storage/research';

/** What was asked and what came back, in one glance: counts per engine as small stat tiles. */
export function RunSummary({ run, counts }: { run: ResearchRun; counts: PhraseCounts }) {
  const { t, date } = useT();
  const { params } = run;
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
      <p className="muted rs-small-text">
        {[
          params.keywords.join(', '),
          params.type,
          `${params.country}/${params.language}`,
          params.location ? formatLocation(params.location) : null,
          params.modifiers.length
            ? t('research.results.modifiersUsed', { count: params.modifiers.length })
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <dl className="rs-stats">
        <div>
          <dt>{t('research.results.found')}</dt>
          <dd>
            {counts.found} / {counts.total}
          </dd>
        </div>
        {params.engines.map((e) => (
          <div key={e}>
            <dt>{e}</dt>
            <dd>{counts.perEngine[e] ?? 0}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
