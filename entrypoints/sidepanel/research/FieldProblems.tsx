import { useT } from '@/components/I18n';
import type { DraftProblem } from '@/lib/domain/research-draft';

interface Props {
  id: string;
  problems: DraftProblem[];
  /** Show only these (a field's own problems); all when absent. */
  only?: DraftProblem[];
}

/** A field's problems as sentences, in an element the field names with aria-describedby. */
export function FieldProblems({ id, problems, only }: Props) {
  const { t } = useT();
  const shown = only ? problems.filter((p) => only.includes(p)) : problems;
  return (
    <div id={id} aria-live="polite">
      {shown.map((p) => (
        <p key={p} className="field-error">
          {t(`research.problem.${p}`)}
        </p>
      ))}
    </div>
  );
}
