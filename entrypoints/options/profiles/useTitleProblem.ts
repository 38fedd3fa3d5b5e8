import { useT } from '@/components/I18n';
import type { FieldProblem } from '@/components/field/TextField';
import { checkProfileTitle } from '@/lib/domain/profile-title';

/**
 * The title's problem as its field shows it (lib/domain/profile-title.ts, the rule the protocol and
 * the client check too). An empty title is said in the profile's own words, and only once
 * `emptyCounts` (the new-profile form waits for a first try; the editor says it at once).
 */
export function useTitleProblem() {
  const { t } = useT();
  return (title: string, emptyCounts: boolean): FieldProblem => {
    const problem = checkProfileTitle(title);
    if (problem?.code !== 'text-empty') return problem;
    return emptyCounts ? t('options.profiles.titleRequired') : null;
  };
}
