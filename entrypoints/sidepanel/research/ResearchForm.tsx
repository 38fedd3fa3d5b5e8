import { useT } from '@/components/I18n';
import { CUSTOM_TYPE, keywordFromTitle, type ResearchTables } from '@/lib/domain/research';
import { reconcileMarket, type DraftProblem } from '@/lib/domain/research-draft';
import { useResearchStore } from '@/lib/stores/research';
import { EnginePicker } from './EnginePicker';
import { FieldProblems } from './FieldProblems';
import { MarketFields } from './MarketFields';
import type { CurrentPage } from './useCurrentPage';

interface Props {
  tables: ResearchTables;
  problems: DraftProblem[];
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

export function ResearchForm({ tables, problems, page, onRun }: Props) {
  const { t, lang } = useT();
  const draft = useResearchStore((s) => s.draft);
  const attempted = useResearchStore((s) => s.attempted);
  const running = useResearchStore((s) => s.running);
  const setDraft = useResearchStore((s) => s.setDraft);
  const shown = attempted ? problems : problems.filter((p) => ALWAYS_SHOWN.includes(p));
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
      <div className="field">
        <div className="row rs-label-row">
          <label htmlFor="rs-keywords">{t('research.form.keywords')}</label>
          <span className="spacer" />
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
        </div>
        <textarea
          id="rs-keywords"
          rows={3}
          value={draft.keywordsText}
          placeholder={t('research.form.keywordsPlaceholder')}
          aria-invalid={shown.includes('keywords-required')}
          aria-describedby="rs-keywords-help rs-keywords-problems"
          onChange={(e) => setDraft({ keywordsText: e.target.value })}
        />
        <p id="rs-keywords-help" className="field-help">
          {t('research.form.keywordsHelp')}
        </p>
        <FieldProblems id="rs-keywords-problems" problems={shown} only={['keywords-required']} />
      </div>

      <div className="field">
        <label htmlFor="rs-type">{t('research.form.type')}</label>
        <select
          id="rs-type"
          value={draft.type}
          aria-describedby="rs-type-help"
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
      </div>

      {draft.type === CUSTOM_TYPE && (
        <div className="field">
          <label htmlFor="rs-modifiers">{t('research.form.modifiers')}</label>
          <textarea
            id="rs-modifiers"
            rows={3}
            value={draft.modifiersText}
            placeholder={t('research.form.modifiersPlaceholder')}
            aria-required="true"
            aria-invalid={shown.includes('modifiers-required')}
            aria-describedby="rs-modifiers-help rs-modifiers-problems"
            onChange={(e) => setDraft({ modifiersText: e.target.value })}
          />
          <p id="rs-modifiers-help" className="field-help">
            {t('research.form.modifiersHelp')}
          </p>
          <FieldProblems
            id="rs-modifiers-problems"
            problems={shown}
            only={['modifiers-required']}
          />
        </div>
      )}

      <EnginePicker
        engines={tables.engines}
        selected={draft.engines}
        invalid={shown.includes('engines-required')}
        describedBy="rs-engines-problems"
        onChange={(engines) =>
          setDraft({ engines, ...reconcileMarket(tables, engines, draft.country, draft.language) })
        }
      />
      <FieldProblems id="rs-engines-problems" problems={shown} only={['engines-required']} />

      <MarketFields tables={tables} problems={shown} />

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
