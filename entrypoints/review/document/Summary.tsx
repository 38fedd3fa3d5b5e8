import { NoData, Section, useDocument } from './context';
import { factSentence } from './summary-sentences';

/** The opening sentences: each one a fact the figures below support, none written freely. */
export function Summary() {
  const { review, f } = useDocument();
  return (
    <Section id="summary" title={f.t('review.document.sections.summary')}>
      {review.summary.length === 0 ? (
        <NoData />
      ) : (
        <ul className="rv-summary">
          {review.summary.map((fact, i) => (
            <li key={i}>{factSentence(fact, f)}</li>
          ))}
        </ul>
      )}
    </Section>
  );
}
