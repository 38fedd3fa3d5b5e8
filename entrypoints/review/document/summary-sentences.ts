import type { ReviewFact } from '@/lib/domain/review/summary';
import type { LabMetricId } from '@/lib/domain/review/pages';
import { labThresholds } from '@/lib/domain/review/pages';
import type { Formats } from './format';

const isLabMetric = (id: string): id is LabMetricId => labThresholds.some((m) => m.id === id);

/** A lab metric's name in the review's language (the service's id when it is not one we know). */
export const labMetricName = (f: Formats, id: string): string =>
  isLabMetric(id) ? f.t(`review.document.pages.metrics.${id}`) : id;

/** One summary fact as a sentence: every word from the catalogue, every figure from the fact. */
export function factSentence(fact: ReviewFact, f: Formats): string {
  const { t } = f;
  switch (fact.kind) {
    case 'visibility': {
      const values = {
        device: f.device(fact.device),
        previous: f.figure(fact.previous),
        current: f.figure(fact.current),
        change: f.change(fact.change),
      };
      if (fact.direction === 'rose') return t('review.document.facts.visibilityRose', values);
      if (fact.direction === 'fell') return t('review.document.facts.visibilityFell', values);
      return t('review.document.facts.visibilityUnchanged', values);
    }
    case 'top10':
      return t('review.document.facts.top10', {
        device: f.device(fact.device),
        entered: fact.entered,
        exited: fact.exited,
      });
    case 'winner':
    case 'loser':
      return t(`review.document.facts.${fact.kind}`, {
        device: f.device(fact.device),
        keyword: fact.keyword,
        volume: fact.volume,
        from: f.position(fact.from),
        to: f.position(fact.to),
      });
    case 'worst-lab-metric': {
      const values = {
        metric: labMetricName(f, fact.metric),
        passed: fact.passed,
        measured: fact.passed + fact.failed,
        rate: f.percent(fact.rate),
      };
      return fact.url
        ? t('review.document.facts.worstLabPage', { ...values, url: fact.url })
        : t('review.document.facts.worstLab', values);
    }
    case 'pages-fell':
      return t('review.document.facts.pagesFell', {
        count: fact.pages,
        url: fact.url,
        device: f.device(fact.device),
        change: f.change(fact.change, 0),
      });
    case 'competitor-gained':
      return t('review.document.facts.competitorGained', {
        domain: fact.domain,
        device: f.device(fact.device),
        change: f.change(fact.change),
      });
  }
}
