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
        <div className="field">
          <label htmlFor="rs-country">{t('research.form.country')}</label>
          <select
            id="rs-country"
            value={draft.country ?? ''}
            disabled={countries.length === 0}
            aria-invalid={problems.includes('country-none')}
            aria-describedby="rs-country-problems"
            onChange={(e) => setDraft({ country: e.target.value })}
          >
            {countries.length === 0 && <option value="">{t('research.form.noneValid')}</option>}
            {countries.map((o) => (
              <option key={o.code} value={o.code}>
                {o.label}
              </option>
            ))}
          </select>
          <FieldProblems id="rs-country-problems" problems={problems} only={['country-none']} />
        </div>
        <div className="field">
          <label htmlFor="rs-language">{t('research.form.language')}</label>
          <select
            id="rs-language"
            value={draft.language ?? ''}
            disabled={languages.length === 0}
            aria-invalid={problems.includes('language-none')}
            aria-describedby="rs-language-problems"
            onChange={(e) => setDraft({ language: e.target.value })}
          >
            {languages.length === 0 && <option value="">{t('research.form.noneValid')}</option>}
            {languages.map((o) => (
              <option key={o.code} value={o.code}>
                {o.label}
              </option>
            ))}
          </select>
          <FieldProblems id="rs-language-problems" problems={problems} only={['language-none']} />
        </div>
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
