import { useDocument } from './context';

/** Who the review is for and by, which site and which days. */
export function Cover() {
  const { choice, reading, f } = useDocument();
  const t = f.t;
  const range = (p: { from: string; to: string }) =>
    t('review.document.cover.range', { from: f.day(p.from), to: f.day(p.to) });
  const lines: [string, string][] = [
    [t('review.document.cover.domain'), choice.domain],
    [t('review.document.cover.campaign'), choice.campaignTitle],
    ...(choice.clientName
      ? [[t('review.document.cover.client'), choice.clientName] as [string, string]]
      : []),
    ...(choice.agencyName
      ? [[t('review.document.cover.agency'), choice.agencyName] as [string, string]]
      : []),
    [t('review.document.cover.period'), range(choice.period)],
    [t('review.document.cover.previous'), range(choice.previous)],
    [t('review.document.cover.read'), f.moment(reading.finishedAt)],
  ];
  return (
    <header className="rv-cover">
      <p className="rv-kicker">{t('review.document.kicker')}</p>
      <h1>{choice.clientName || choice.domain}</h1>
      <dl>
        {lines.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
