import { useT } from '@/components/I18n';
import type { SetupProblem } from './draft';

/** A setup problem as the sentence shown at its field, in the page's language. */
export function useProblemText(): (problem: SetupProblem) => string {
  const { t } = useT();
  return (problem) => t(`review.tab.setup.problems.${problem.code}`, problem.values);
}
