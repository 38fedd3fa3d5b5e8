import { useT } from '@/components/I18n';
import { CUSTOM_TYPE, keywordFromTitle, type ResearchTables } from '@/lib/domain/research';
import { reconcileMarket, type DraftProblem } from '@/lib/domain/research-draft';
import { useResearchStore } from '@/lib/stores/research';
import { EnginePicker } from './EnginePicker';
import { FieldProblems } from './FieldProblems';
import { MarketFields } from './MarketFields';
import { problemField, type FieldRefusal, type ResearchField } from './research-fields';
import type { CurrentPage } from './useCurrentPage';
import { TextField } from '@/components/field/TextField';

interface Props {
  tables: ResearchTables;
  problems: DraftProblem[];
  /** The service's refusal of the last run, said at the field it names until that field changes. */
  refused: FieldRefusal | null;
  page: CurrentPage | null;
  onRun: () => void;
}

/** Problems shown while typing; the "required" ones wait for the first Run. */
const ALWAYS_SHOWN: DraftProblem[] = [
  'country-none',
  'language-none',
  'lat-number',
  'lon-number',
  'lat-range',
  'lon-range',
];

/** Types the catalog describes; others (the full list is not documented) show their code. */
const DESCRIBED_TYPES = [
  'simple',
  'custom',
  'questions',
  'alphabet',
  'prepositions',
  'comparisons',
] as const;
type DescribedType = (typeof DESCRIBED_TYPES)[number];
const isDescribed = (type: string): type is DescribedType =>
  DESCRIBED_TYPES.some((described) => described === type);

export function ResearchForm({ tables, problems, refused, page, onRun }: Props) {
  const { t, lang } = useT();
  const draft = useResearchStore((s) => s.draft);
  const attempted = useResearchStore((s) => s.attempted);
  const running = useResearchStore((s) => s.running);
  const setDraft = useResearchStore((s) => s.setDraft);
  const shown = attempted ? problems : problems.filter((p) => ALWAYS_SHOWN.includes(p));
  /** What a field says: the service's refusal of it first, then the form's own problems. */
  const said = (field: ResearchField): string | null => {
    const own = shown.filter((p) => problemField[p] === field);
    const text = own.map((p) => t(`research.problem.${p}`));
    if (refused?.field === field) text.unshift(refused.text);
    return text.join(' ') || null;
  };
  const titleKeyword = page ? keywordFromTitle(page.title, lang) : '';
  const typeLabel = (type: string) =>
    isDescribed(type) ? t(`research.types.${type}.label`) : type;

  const addTitle = () => {
    const current = draft.keywordsText.trim();
    // Add the title's keyword as one more line: never throw away what the user typed.
    if (!current) setDraft({ keywordsText: titleKeyword });
    else if (!current.split('\n').includes(titleKeyword)) {
      setDraft({ keywordsText: `${current}\n${titleKeyword}` });
    }
  };

  return (
    <form
      className="card stack rs-form"
      aria-labelledby="rs-form-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onRun();
      }}
    >
      <h2 id="rs-form-title" className="visually-hidden">
        {t('research.form.title')}
      </h2>
      <TextField
        id="rs-keywords"
        rows={3}
        label={t('research.form.keywords')}
        aside={
          <button
            type="button"
            className="btn btn-ghost rs-small"
            disabled={!titleKeyword}
            title={
              titleKeyword ? t('research.form.fromTitleHint', { keyword: titleKeyword }) : undefined
            }
            onClick={addTitle}
          >
            {t('research.form.fromTitle')}
          </button>
        }
        value={draft.keywordsText}
        placeholder={t('research.form.keywordsPlaceholder')}
        help={t('research.form.keywordsHelp')}
        problem={said('keywords')}
        onChange={(keywordsText) => setDraft({ keywordsText })}
      />

      <div className="field">
        <label htmlFor="rs-type">{t('research.form.type')}</label>
        <select
          id="rs-type"
          value={draft.type}
          aria-invalid={said('type') ? true : undefined}
          aria-describedby="rs-type-help rs-type-problems"
          onChange={(e) => setDraft({ type: e.target.value })}
        >
          {tables.types.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </select>
        <p id="rs-type-help" className="field-help">
          {isDescribed(draft.type)
            ? t(`research.types.${draft.type}.help`)
            : t('research.types.otherHelp')}
        </p>
        <FieldProblems id="rs-type-problems" text={said('type')} />
      </div>

      {draft.type === CUSTOM_TYPE && (
        <TextField
          id="rs-modifiers"
          rows={3}
          required
          label={t('research.form.modifiers')}
          value={draft.modifiersText}
          placeholder={t('research.form.modifiersPlaceholder')}
          help={t('research.form.modifiersHelp')}
          problem={said('modifiers')}
          onChange={(modifiersText) => setDraft({ modifiersText })}
        />
      )}

      <EnginePicker
        engines={tables.engines}
        selected={draft.engines}
        invalid={Boolean(said('engines'))}
        describedBy="rs-engines-problems"
        onChange={(engines) =>
          setDraft({ engines, ...reconcileMarket(tables, engines, draft.country, draft.language) })
        }
      />
      <FieldProblems id="rs-engines-problems" text={said('engines')} />

      <MarketFields tables={tables} said={said} />

      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={running}>
          {running ? t('research.form.running') : t('research.form.run')}
        </button>
        {attempted && problems.length > 0 && (
          <span className="field-error" role="status">
            {t('research.form.fixFirst', { count: problems.length })}
          </span>
        )}
      </div>
    </form>
  );
}
