import { useState, type FormEvent } from 'react';
import { useT } from '@/components/I18n';
import { siteHost } from '@/lib/domain/domain-match';
import { isDomain } from '@/lib/domain/domain-name';
import { rankTypes } from '@/lib/domain/rank-type';
import { MAX_COMPETITORS } from '@/lib/domain/competitors';
import { setCompetitors } from '@/lib/storage/competitors';
import { useSidepanelStore } from '@/lib/stores/sidepanel';
import { logCaught } from '@/lib/diagnostics/log';
import { usePanel } from '../../context';

/**
 * Which rankings the report shows (organic / paid / maps: get-data `type`) and whose besides the
 * campaign's (competitor domains: get-data `domains`), remembered per campaign.
 */
export function ReportViewBar() {
  const { t } = useT();
  const { campaign, competitors } = usePanel();
  const rankType = useSidepanelStore((s) => s.rankType);
  const setRankType = useSidepanelStore((s) => s.setRankType);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!campaign) return null;
  const own = siteHost(campaign.domain);

  const save = (list: string[]) =>
    setCompetitors(campaign.id, list).catch((error: unknown) => {
      setProblem(t('positions.compare.saveFailed'));
      void logCaught('side panel: saving competitors', error);
    });

  const add = (e: FormEvent) => {
    e.preventDefault();
    const domain = siteHost(draft.trim()) ?? draft.trim().toLowerCase();
    if (!isDomain(domain)) return setProblem(t('positions.compare.invalid', { value: draft }));
    if (domain === own) return setProblem(t('positions.compare.own'));
    if (competitors.includes(domain)) return setProblem(t('positions.compare.twice', { domain }));
    if (competitors.length >= MAX_COMPETITORS)
      return setProblem(t('positions.compare.max', { max: MAX_COMPETITORS }));
    setProblem(null);
    setDraft('');
    void save([...competitors, domain]);
  };

  return (
    <div className="stack sp-view-bar">
      <div className="row sp-wrap">
        <span className="field-help" id="sp-rankings-label">
          {t('positions.rankings.label')}
        </span>
        <div className="sp-segmented" role="radiogroup" aria-labelledby="sp-rankings-label">
          {rankTypes.map((type) => (
            <label key={type} className={rankType === type ? 'on' : ''}>
              <input
                type="radio"
                name="sp-rankings"
                value={type}
                checked={rankType === type}
                onChange={() => setRankType(type)}
              />
              {t(`positions.rankings.${type}`)}
            </label>
          ))}
        </div>
      </div>
      <form
        className="row sp-wrap sp-compare"
        onSubmit={add}
        aria-label={t('positions.compare.label')}
      >
        <ul className="sp-chips" aria-label={t('positions.compare.list')}>
          {competitors.map((domain) => (
            <li key={domain} className="sp-chip">
              {domain}
              <button
                type="button"
                className="btn btn-ghost sp-chip-x"
                aria-label={t('positions.compare.remove', { domain })}
                onClick={() => void save(competitors.filter((d) => d !== domain))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        {competitors.length < MAX_COMPETITORS && (
          <>
            <label className="sp-compact sp-compare-input">
              <span className="visually-hidden">{t('positions.compare.input')}</span>
              <input
                type="text"
                inputMode="url"
                value={draft}
                placeholder={t('positions.compare.placeholder')}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'sp-compare-problem' : undefined}
                onChange={(e) => setDraft(e.target.value)}
              />
            </label>
            <button type="submit" className="btn" disabled={!draft.trim()}>
              {t('positions.compare.add')}
            </button>
          </>
        )}
      </form>
      {problem && (
        <p id="sp-compare-problem" className="field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
