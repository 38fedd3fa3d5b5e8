import { useT } from '@/components/I18n';
import { validCountries, validLanguages, type ResearchTables } from '@/lib/domain/research';
import type { DraftProblem } from '@/lib/domain/research-draft';
import { useResearchStore } from '@/lib/stores/research';
import { FieldProblems } from './FieldProblems';

interface Props {
  tables: ResearchTables;
  problems: DraftProblem[];
}

function options(codes: string[], names: Record<string, string>, collator: Intl.Collator) {
  return codes
    .map((code) => ({ code, label: names[code] ? `${names[code]} (${code})` : code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** The country or the language picker: only valid codes, its "none valid" problem beside it. */
function MarketSelect({
  field,
  label,
  options: choices,
  problems,
}: {
  field: 'country' | 'language';
  label: string;
  options: { code: string; label: string }[];
  problems: DraftProblem[];
}) {
  const { t } = useT();
  const value = useResearchStore((s) => s.draft[field]);
  const setDraft = useResearchStore((s) => s.setDraft);
  const problem: DraftProblem = field === 'country' ? 'country-none' : 'language-none';
  return (
    <div className="field">
      <label htmlFor={`rs-${field}`}>{label}</label>
      <select
        id={`rs-${field}`}
        value={value ?? ''}
        disabled={choices.length === 0}
        aria-invalid={problems.includes(problem)}
        aria-describedby={`rs-${field}-problems`}
        onChange={(e) => setDraft({ [field]: e.target.value })}
      >
        {choices.length === 0 && <option value="">{t('research.form.noneValid')}</option>}
        {choices.map((o) => (
          <option key={o.code} value={o.code}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldProblems id={`rs-${field}-problems`} problems={problems} only={[problem]} />
    </div>
  );
}

/**
 * Country and language offer only codes every selected engine accepts, so the form cannot send a
 * combination the service refuses; the optional location sits behind a disclosure.
 */
export function MarketFields({ tables, problems }: Props) {
  const { t, lang } = useT();
  const draft = useResearchStore((s) => s.draft);
  const setDraft = useResearchStore((s) => s.setDraft);
  const collator = new Intl.Collator(lang);
  const countries = options(
    validCountries(tables.engines, draft.engines),
    tables.countries,
    collator,
  );
  const languages = options(
    validLanguages(tables.engines, draft.engines),
    tables.languages,
    collator,
  );
  const locationProblems = problems.filter((p) => p.startsWith('lat') || p.startsWith('lon'));

  return (
    <>
      <div className="rs-pair">
        <MarketSelect
          field="country"
          label={t('research.form.country')}
          options={countries}
          problems={problems}
        />
        <MarketSelect
          field="language"
          label={t('research.form.language')}
          options={languages}
          problems={problems}
        />
      </div>
      <p className="field-help">{t('research.form.marketHelp')}</p>

      <details
        className="rs-location"
        open={draft.showLocation || locationProblems.length > 0}
        onToggle={(e) => setDraft({ showLocation: (e.target as HTMLDetailsElement).open })}
      >
        <summary>{t('research.form.location')}</summary>
        <div className="rs-pair">
          <div className="field">
            <label htmlFor="rs-lat">{t('research.form.latitude')}</label>
            <input
              id="rs-lat"
              inputMode="decimal"
              placeholder="52.2297"
              value={draft.latText}
              aria-invalid={locationProblems.some((p) => p.startsWith('lat'))}
              aria-describedby="rs-location-problems"
              onChange={(e) => setDraft({ latText: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="rs-lon">{t('research.form.longitude')}</label>
            <input
              id="rs-lon"
              inputMode="decimal"
              placeholder="21.0122"
              value={draft.lonText}
              aria-invalid={locationProblems.some((p) => p.startsWith('lon'))}
              aria-describedby="rs-location-problems"
              onChange={(e) => setDraft({ lonText: e.target.value })}
            />
          </div>
        </div>
        <p className="field-help">{t('research.form.locationHelp')}</p>
        <FieldProblems id="rs-location-problems" problems={locationProblems} />
      </details>
    </>
  );
}
