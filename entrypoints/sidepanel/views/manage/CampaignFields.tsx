import { useT } from '@/components/I18n';
import type { CampaignDraft, CampaignDraftProblem } from '@/lib/domain/campaign-draft';
import { campaignTypes, MAX_CAMPAIGN_TEXT } from '@/lib/domain/campaign-type';
import { TextField, type FieldProblem } from '@/components/field/TextField';

/** The sentence for one problem of the create form, in the page's language. */
export function useDraftProblemText() {
  const { t } = useT();
  return (p: CampaignDraftProblem): string =>
    p.code === 'adsDomains'
      ? t('sidepanel.campaign.adsDomains.bad', { lines: p.lines.join(', ') })
      : p.code === 'tooMany'
        ? t(`sidepanel.campaign.${p.field}.tooMany`, { max: p.max })
        : t('sidepanel.campaign.tooLong', {
            field: t(`sidepanel.campaign.fieldName.${p.field}`),
            max: p.max,
          });
}

/**
 * The campaign's type and its `data` on create (../shared/spec/monitoring.md §2): the company's
 * map title for any type, domains and trademarks for an `ads` campaign — set once, as the
 * service's update takes only the map title, which the form says.
 */
export function CampaignFields({
  draft,
  problems,
  mapTitleProblem,
  onChange,
  idPrefix,
}: {
  draft: CampaignDraft;
  problems: CampaignDraftProblem[];
  /** The map title's own problem (its length, or the service's refusal naming it). */
  mapTitleProblem: FieldProblem;
  onChange: (patch: Partial<CampaignDraft>) => void;
  idPrefix: string;
}) {
  const { t } = useT();
  const text = useDraftProblemText();
  const about = (field: 'adsDomains' | 'trademarks') => {
    const own = problems.filter(
      (p) =>
        (p.code === 'adsDomains' && field === 'adsDomains') || ('field' in p && p.field === field),
    );
    return own.length ? own.map(text).join(' ') : null;
  };
  const list = (field: 'adsDomains' | 'trademarks') => {
    const problem = about(field);
    const help = `${idPrefix}-${field}-help`;
    return (
      <label className="field">
        {t(`sidepanel.campaign.${field}.label`)}
        <textarea
          rows={3}
          value={draft[field]}
          onChange={(e) => onChange({ [field]: e.target.value })}
          aria-invalid={problem !== null}
          aria-describedby={help}
          placeholder={t(`sidepanel.campaign.${field}.placeholder`)}
        />
        <span className={problem ? 'field-error' : 'field-help'} id={help}>
          {problem ?? t(`sidepanel.campaign.${field}.help`)}
        </span>
      </label>
    );
  };
  return (
    <>
      <fieldset className="sp-fieldset">
        <legend>{t('sidepanel.campaign.type.label')}</legend>
        <div className="sp-segmented">
          {campaignTypes.map((type) => (
            <label key={type} className={draft.type === type ? 'on' : ''}>
              <input
                type="radio"
                name={`${idPrefix}-type`}
                value={type}
                checked={draft.type === type}
                onChange={() => onChange({ type })}
              />
              {t(`sidepanel.campaign.type.${type}`)}
            </label>
          ))}
        </div>
        <span className="field-help">{t(`sidepanel.campaign.type.${draft.type}Help`)}</span>
      </fieldset>
      {draft.type === 'ads' && (
        <>
          {list('adsDomains')}
          {list('trademarks')}
        </>
      )}
      <TextField
        label={t('sidepanel.campaign.mapTitle.label')}
        value={draft.mapTitle}
        max={MAX_CAMPAIGN_TEXT}
        onChange={(mapTitle) => onChange({ mapTitle })}
        problem={mapTitleProblem}
        help={t('sidepanel.campaign.mapTitle.help')}
        autoComplete="off"
      />
    </>
  );
}
