import { useMemo, useState, type FormEvent } from 'react';
import { ErrorBanner } from '@/components/ErrorBanner';
import { useT } from '@/components/I18n';
import { useLoad } from '@/components/useLoad';
import {
  reviewLanguages,
  reviewSections,
  type ReviewCall,
  type ReviewChoice,
} from '@/lib/domain/review/request';
import { MAX_OVERVIEW_PAGES } from '@/lib/monitoring/overview';
import { remotePort } from '@/lib/monitoring/remote';
import { announcedCost, type Cost } from '../gather/cost';
import { readStored, type Stored } from '../gather/holdings';
import { Recorder } from '../gather/recorder';
import type { ReviewLink } from '../link';
import { readCandidates } from './candidates';
import { CompetitorField } from './CompetitorField';
import { CostNote } from './CostNote';
import { checkDraft, draftPeriod, initialDraft, type SetupDraft, type SetupProblem } from './draft';
import { GroupsField } from './GroupsField';
import { PeriodField } from './PeriodField';
import { useProblemText } from './problems';
import type { SetupData } from './useSetupData';

export interface Start {
  choice: ReviewChoice;
  stored: Stored;
  cost: Cost;
  /** The setup's own requests, counted in the cost and the reading. */
  prior: ReviewCall[];
  /** The campaign's live groups (a split read goes by them) and every group's title. */
  groupIds: number[];
  groupTitles: Map<number, string>;
}

/** The review's setup: every choice, the cost it implies, and Start. A bad input loses nothing. */
export function SetupForm(props: {
  link: ReviewLink;
  data: SetupData;
  today: string;
  initial: SetupDraft | null;
  onStart: (start: Start, draft: SetupDraft) => void;
}) {
  const { t, lang } = useT();
  const say = useProblemText();
  const { link, data, today } = props;
  const [draft, setDraft] = useState<SetupDraft>(
    () => props.initial ?? initialDraft(lang, data.storedCompetitors),
  );
  // Problems are said once Start was pressed, then follow every change: a fixed field clears.
  const [tried, setTried] = useState(false);
  const [extra, setExtra] = useState<ReviewCall[]>([]);
  const prior = useMemo(() => [...data.calls, ...extra], [data.calls, extra]);
  const change = (patch: Partial<SetupDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const campaign = { id: link.campaignId, title: link.title, domain: link.domain };
  const checked = checkDraft(draft, campaign, today);
  const choice = checked.choice;
  const stored = useLoad(
    choice ? JSON.stringify([choice.period, choice.domain]) : null,
    () => readStored(choice!, today),
    'review: stored data',
  );
  const cost = useMemo(
    () =>
      stored.data
        ? announcedCost(
            {
              made: prior.length,
              overviewStored: stored.data.overview !== null,
              campaignCount: stored.data.campaignCount,
              audits: stored.data.pages.length,
              auditsStored: stored.data.pages.filter((p) => stored.data!.results.has(p.latestId))
                .length,
            },
            { overviewPages: MAX_OVERVIEW_PAGES },
          )
        : null,
    [stored.data, prior.length],
  );
  const problems: SetupProblem[] = tried ? checked.problems : [];
  const at = (field: SetupProblem['field']) => problems.filter((p) => p.field === field).map(say);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!checked.choice || !stored.data || !cost) return;
    props.onStart(
      {
        choice: checked.choice,
        stored: stored.data,
        cost,
        prior,
        groupIds: data.groups.filter((g) => g.status !== 'delete').map((g) => g.id),
        groupTitles: new Map(data.groups.map((g) => [g.id, g.title])),
      },
      draft,
    );
  };
  // The candidates are read when asked for, at `now` (the user waits for them), and counted with
  // the setup's calls in the review's reading.
  const candidates = async () => {
    const recorder = new Recorder(new AbortController().signal);
    const port = recorder.port(await remotePort('now'), () => link.title);
    try {
      return await readCandidates(port, {
        campaignId: link.campaignId,
        site: link.domain,
        day: draftPeriod(draft, today).to,
        keywordIds: data.keywordIds,
      });
    } finally {
      setExtra((calls) => [...calls, ...recorder.calls]);
    }
  };

  return (
    <form
      className="stack rt-setup"
      aria-label={t('review.tab.setup.label')}
      onSubmit={submit}
      noValidate
    >
      {problems.length > 0 && (
        <div className="banner banner-error" role="alert">
          <div>
            <p>{t('review.tab.setup.problemsTitle')}</p>
            <ul className="rt-problems">
              {problems.map((p, i) => (
                <li key={i}>{say(p)}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
      <PeriodField
        draft={draft}
        today={today}
        change={change}
        fromProblems={at('from')}
        toProblems={at('to')}
      />
      <GroupsField
        groups={data.groups}
        chosen={draft.groupIds}
        onChange={(groupIds) => change({ groupIds })}
        problems={at('groups')}
      />
      <CompetitorField
        chosen={draft.competitors}
        onChange={(competitors) => change({ competitors })}
        ownDomain={link.domain}
        fromStored={data.storedCompetitors.length > 0}
        keywordsStored={data.keywordIds !== null}
        day={draftPeriod(draft, today).to}
        readCandidates={candidates}
      />
      <fieldset className="card stack">
        <legend>{t('review.tab.setup.sections')}</legend>
        {reviewSections.map((s) => (
          <label key={s} className="row">
            <input
              type="checkbox"
              checked={draft.sections.includes(s)}
              onChange={() =>
                change({
                  sections: draft.sections.includes(s)
                    ? draft.sections.filter((x) => x !== s)
                    : [...draft.sections, s],
                })
              }
            />
            {t(`review.document.sections.${s}`)}
          </label>
        ))}
        {at('sections').map((p) => (
          <p key={p} className="field-error">
            {p}
          </p>
        ))}
      </fieldset>
      <fieldset className="card stack">
        <legend>{t('review.tab.setup.language')}</legend>
        <div className="row wrap">
          {reviewLanguages.map((l) => (
            <label key={l} className="row">
              <input
                type="radio"
                name="rt-language"
                checked={draft.language === l}
                onChange={() => change({ language: l })}
              />
              <span lang={l}>{t(`review.tab.setup.languages.${l}`)}</span>
            </label>
          ))}
        </div>
        {(['clientName', 'agencyName'] as const).map((field) => (
          <div key={field} className="stack tight">
            <label className="stack tight">
              <span>{t(`review.tab.setup.${field}`)}</span>
              <input
                type="text"
                value={draft[field]}
                aria-invalid={at(field).length ? true : undefined}
                aria-describedby={at(field).length ? `rt-${field}-problem` : undefined}
                onChange={(e) => change({ [field]: e.target.value })}
              />
            </label>
            {at(field).length > 0 && (
              <span id={`rt-${field}-problem`} className="field-error">
                {at(field).join(' ')}
              </span>
            )}
          </div>
        ))}
      </fieldset>
      <ErrorBanner error={stored.error} onRetry={stored.reload} />
      {choice && !stored.error && <CostNote cost={cost} />}
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={Boolean(choice) && !cost}>
          {t('review.tab.setup.start')}
        </button>
      </div>
    </form>
  );
}
