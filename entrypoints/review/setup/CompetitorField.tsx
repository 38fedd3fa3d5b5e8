import { useState, type FormEvent } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { useLoad } from '@/components/useLoad';
import { MAX_REVIEW_COMPETITORS } from '@/lib/domain/review/request';
import { candidatesCost } from '../gather/cost';
import { CANDIDATE_KEYWORDS, type Candidate } from './candidates';
import { competitorDomain, competitorProblem } from './draft';
import { useProblemText } from './problems';

/**
 * Up to three competitors: those the side panel compares the campaign with come first; others are
 * typed, or picked from candidates read from keyword details once the user asks (the cost is said
 * on the button's side before it is read).
 */
export function CompetitorField(props: {
  chosen: string[];
  onChange: (chosen: string[]) => void;
  ownDomain: string;
  fromStored: boolean;
  keywordsStored: boolean;
  day: string;
  readCandidates: () => Promise<Candidate[]>;
}) {
  const { t } = useT();
  const say = useProblemText();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState(0);
  const candidates = useLoad(
    asked ? String(asked) : null,
    props.readCandidates,
    'review: candidates',
  );
  const { chosen, onChange } = props;

  const add = (e: FormEvent) => {
    e.preventDefault();
    const issue = competitorProblem(draft, chosen, props.ownDomain);
    if (issue) return setProblem(say(issue));
    setProblem(null);
    setDraft('');
    onChange([...chosen, competitorDomain(draft)!]);
  };
  const toggle = (domain: string) =>
    onChange(chosen.includes(domain) ? chosen.filter((d) => d !== domain) : [...chosen, domain]);

  return (
    <fieldset className="card stack rt-competitors">
      <legend>{t('review.tab.setup.competitors', { max: MAX_REVIEW_COMPETITORS })}</legend>
      {chosen.length ? (
        <ul
          className="rt-chips"
          aria-label={t('review.tab.setup.competitors', { max: MAX_REVIEW_COMPETITORS })}
        >
          {chosen.map((domain) => (
            <li key={domain} className="rt-chip">
              {domain}
              <button
                type="button"
                className="btn btn-ghost"
                aria-label={t('review.tab.setup.remove', { domain })}
                onClick={() => onChange(chosen.filter((d) => d !== domain))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('review.tab.setup.noCompetitor')}</p>
      )}
      {props.fromStored && chosen.length > 0 && (
        <p className="field-help">{t('review.tab.setup.storedNote')}</p>
      )}
      {/* Not a nested form: Enter in the field adds, and the review's own Start stays apart. */}
      <div className="row wrap">
        <label className="stack tight">
          <span>{t('review.tab.setup.competitorInput')}</span>
          <input
            type="text"
            inputMode="url"
            value={draft}
            placeholder={t('review.tab.setup.competitorPlaceholder')}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'rt-competitor-problem' : undefined}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && add(e)}
          />
        </label>
        <button type="button" className="btn" disabled={!draft.trim()} onClick={add}>
          {t('review.tab.setup.add')}
        </button>
      </div>
      {problem && (
        <p id="rt-competitor-problem" className="field-error" role="alert">
          {problem}
        </p>
      )}
      <div className="row wrap">
        <button
          type="button"
          className="btn"
          disabled={candidates.loading}
          aria-describedby="rt-candidates-cost"
          onClick={() => setAsked((n) => n + 1)}
        >
          {t('review.tab.setup.findCandidates')}
        </button>
        <span id="rt-candidates-cost" className="field-help">
          {t('review.tab.setup.candidatesCost', {
            count: candidatesCost(props.keywordsStored),
            keywords: CANDIDATE_KEYWORDS,
          })}
        </span>
      </div>
      <ErrorBanner error={candidates.error} onRetry={candidates.reload} />
      {candidates.data &&
        (candidates.data.length ? (
          <fieldset className="rt-candidates">
            <legend>{t('review.tab.setup.candidatesLabel')}</legend>
            {candidates.data.map((c) => (
              <label key={c.domain} className="row">
                <input
                  type="checkbox"
                  checked={chosen.includes(c.domain)}
                  disabled={!chosen.includes(c.domain) && chosen.length >= MAX_REVIEW_COMPETITORS}
                  onChange={() => toggle(c.domain)}
                />
                {t('review.tab.setup.candidate', { domain: c.domain, count: c.top10 })}
              </label>
            ))}
          </fieldset>
        ) : (
          <p className="muted">{t('review.tab.setup.noCandidates', { day: props.day })}</p>
        ))}
    </fieldset>
  );
}
