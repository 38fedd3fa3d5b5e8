import { useT } from '@/components/I18n';
import { validCountries, validLanguages, type ResearchTables } from '@/lib/domain/research';
import { useResearchStore } from '@/lib/stores/research';
import { TextField } from '@/components/field/TextField';
import { FieldProblems } from './FieldProblems';
import type { ResearchField } from './research-fields';

interface Props {
  tables: ResearchTables;
  /** What each field says (the form's problems and the service's refusal). */
  said: (field: ResearchField) => string | null;
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
  problem,
}: {
  field: 'country' | 'language';
  label: string;
  options: { code: string; label: string }[];
  problem: string | null;
}) {
  const { t } = useT();
  const value = useResearchStore((s) => s.draft[field]);
  const setDraft = useResearchStore((s) => s.setDraft);
  return (
    <div className="field">
      <label htmlFor={`rs-${field}`}>{label}</label>
      <select
        id={`rs-${field}`}
        value={value ?? ''}
        disabled={choices.length === 0}
        aria-invalid={problem ? true : undefined}
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
      <FieldProblems id={`rs-${field}-problems`} text={problem} />
    </div>
  );
}

/**
 * Country and language offer only codes every selected engine accepts, so the form cannot send a
 * combination the service refuses; the optional location sits behind a disclosure.
 */
export function MarketFields({ tables, said }: Props) {
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
  const latProblem = said('lat');
  const lonProblem = said('lon');

  return (
    <>
      <div className="rs-pair">
        <MarketSelect
          field="country"
          label={t('research.form.country')}
          options={countries}
          problem={said('country')}
        />
        <MarketSelect
          field="language"
          label={t('research.form.language')}
          options={languages}
          problem={said('language')}
        />
      </div>
      <p className="field-help">{t('research.form.marketHelp')}</p>

      <details
        className="rs-location"
        open={draft.showLocation || Boolean(latProblem || lonProblem)}
        onToggle={(e) => setDraft({ showLocation: (e.target as HTMLDetailsElement).open })}
      >
        <summary>{t('research.form.location')}</summary>
        <div className="rs-pair">
          <TextField
            id="rs-lat"
            inputMode="decimal"
            placeholder="52.2297"
            label={t('research.form.latitude')}
            value={draft.latText}
            problem={latProblem}
            onChange={(latText) => setDraft({ latText })}
          />
          <TextField
            id="rs-lon"
            inputMode="decimal"
            placeholder="21.0122"
            label={t('research.form.longitude')}
            value={draft.lonText}
            problem={lonProblem}
            onChange={(lonText) => setDraft({ lonText })}
          />
        </div>
        <p className="field-help">{t('research.form.locationHelp')}</p>
      </details>
    </>
  );
}
