import { useT } from '@/components/I18n';
import type { Cost } from '../gather/cost';

/** The cost said before Start: the bound, what each part takes, and what the splits add. */
export function CostNote({ cost }: { cost: Cost | null }) {
  const { t } = useT();
  if (!cost)
    return (
      <p className="muted" role="status">
        {t('review.tab.cost.reading')}
      </p>
    );
  const line = (l: Cost['lines'][number]) => {
    const values = { requests: l.requests, reused: l.reused };
    if (l.part === 'overview' && l.requests === 0) return t('review.tab.cost.parts.overviewStored');
    return t(`review.tab.cost.parts.${l.part}`, values);
  };
  return (
    <section
      className="card stack rt-cost"
      aria-labelledby="rt-cost-title"
      data-announced={cost.total}
    >
      <h2 id="rt-cost-title">{t('review.tab.cost.title', { count: cost.total })}</h2>
      <ul>
        {cost.lines
          .filter((l) => l.part !== 'setup' || l.requests > 0)
          .map((l) => (
            <li key={l.part}>{line(l)}</li>
          ))}
      </ul>
      <p className="field-help">{t('review.tab.cost.splits')}</p>
      <p className="field-help">{t('review.tab.cost.pace')}</p>
    </section>
  );
}
