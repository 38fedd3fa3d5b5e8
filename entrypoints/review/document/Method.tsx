import { None, Section, useDocument } from './context';
import { useCurve } from './Visibility';
import { Head } from './Head';

/** The rules behind the figures, and how the data was read: announced against made. */
export function Method() {
  const { reading, f } = useDocument();
  const t = f.t;
  const curve = useCurve();
  const stored = reading.calls.filter((c) => c.reused).length;
  return (
    <Section id="method" title={t('review.document.sections.method')}>
      <ul className="rv-rules">
        <li>{t('review.document.method.visibility', { curve })}</li>
        <li>{t('review.document.method.movers')}</li>
        <li>{t('review.document.method.positions')}</li>
        <li>{t('review.document.method.lab')}</li>
      </ul>
      <p>
        {t('review.document.method.requests', {
          announced: reading.announced,
          made: reading.made,
          splits: reading.splits,
        })}
      </p>
      <p>{t('review.document.method.reused', { count: stored })}</p>
      <p>
        {t('review.document.method.when', {
          start: f.moment(reading.startedAt),
          end: f.moment(reading.finishedAt),
        })}
      </p>
      <h3>{t('review.document.method.gaps')}</h3>
      {reading.gaps.length === 0 ? (
        <None />
      ) : (
        <ul>
          {reading.gaps.map((gap, i) => (
            <li key={i}>{gap}</li>
          ))}
        </ul>
      )}
      <h3>{t('review.document.method.calls')}</h3>
      <table className="rv-table">
        <Head
          columns={[
            t('review.document.method.operation'),
            t('review.document.method.detail'),
            t('review.document.method.at'),
          ]}
        />
        <tbody>
          {reading.calls.map((c, i) => (
            <tr key={i}>
              <td className="rv-url">{c.operation}</td>
              <td>{c.detail}</td>
              <td>
                {f.moment(c.at)}
                {c.reused && ` (${t('review.document.method.stored')})`}
                {c.sent && ` (${t('review.document.method.sent', { count: c.sent })})`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
