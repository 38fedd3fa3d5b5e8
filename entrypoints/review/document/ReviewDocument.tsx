import { useMemo, useRef } from 'react';
import { useT } from '@/components/I18n';
import { reviewSections, type ReviewChoice, type ReviewReading } from '@/lib/domain/review/request';
import type { SiteReview } from '@/lib/domain/review/site-review';
import type { CampaignVisibility } from '../gather/gather';
import { Appendix } from './Appendix';
import { Competitors } from './Competitors';
import { DocumentProvider } from './context';
import { Cover } from './Cover';
import { formats } from './format';
import { Groups } from './Groups';
import { Method } from './Method';
import { Movers } from './Movers';
import { Pages } from './Pages';
import { saveReview } from './save';
import { reviewTranslator } from './strings';
import { Summary } from './Summary';
import { Visibility } from './Visibility';
import './document.css';
import './print.css';

export interface ReviewDocumentProps {
  review: SiteReview;
  choice: ReviewChoice;
  reading: ReviewReading;
  /** The campaign's overview figures, when the gathering read them. */
  campaignVisibility?: CampaignVisibility | null;
}

const sectionViews = {
  summary: Summary,
  visibility: Visibility,
  movers: Movers,
  competitors: Competitors,
  groups: Groups,
  pages: Pages,
  appendix: Appendix,
} as const;

/**
 * The review itself, in its own language: the cover, the chosen sections in the review's order,
 * and the method, which every review states. What a saved file holds, and nothing else.
 */
export function ReviewBody({
  review,
  choice,
  reading,
  campaignVisibility = null,
}: ReviewDocumentProps) {
  const f = useMemo(() => formats(reviewTranslator(choice.language)), [choice.language]);
  const titles = useMemo(
    () => new Map(review.appendix.map((row) => [row.keywordId, row.title])),
    [review],
  );
  const chosen = reviewSections.filter((s) => choice.sections.includes(s));
  return (
    <DocumentProvider value={{ review, choice, reading, campaignVisibility, f, titles }}>
      <article className="rv-doc" lang={choice.language}>
        <Cover />
        {chosen.map((id) => {
          const View = sectionViews[id];
          return <View key={id} />;
        })}
        <Method />
      </article>
    </DocumentProvider>
  );
}

/** The review in its tab: saved as one HTML file, or printed, from what is on screen. */
export function ReviewDocument(props: ReviewDocumentProps) {
  const { t } = useT();
  const body = useRef<HTMLDivElement>(null);
  const title = reviewTranslator(props.choice.language).t('review.document.docTitle', {
    domain: props.choice.domain,
  });
  return (
    <div className="rv-page">
      <div className="rv-actions" role="toolbar" aria-label={t('review.document.actions.label')}>
        <button
          type="button"
          onClick={() => body.current && saveReview(body.current.innerHTML, props.choice, title)}
        >
          {t('review.document.actions.save')}
        </button>
        <button type="button" onClick={() => window.print()}>
          {t('review.document.actions.print')}
        </button>
      </div>
      <div ref={body}>
        <ReviewBody {...props} />
      </div>
    </div>
  );
}
