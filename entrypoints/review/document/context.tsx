import { createContext, useContext, type ReactNode } from 'react';
import type { ReviewChoice, ReviewReading } from '@/lib/domain/review/request';
import type { SiteReview } from '@/lib/domain/review/site-review';
import type { CampaignVisibility } from '../gather/gather';
import type { Formats } from './format';

/** What every section reads: the figures, the user's choice, how they were read, and the words. */
export interface DocumentData {
  review: SiteReview;
  choice: ReviewChoice;
  reading: ReviewReading;
  /** The service's own visibility of the campaign over the period; null when it was not read. */
  campaignVisibility: CampaignVisibility | null;
  f: Formats;
  /** Keyword id → its phrase, for the figures that name keywords by id. */
  titles: ReadonlyMap<number, string>;
}

const DocumentContext = createContext<DocumentData | null>(null);

export function DocumentProvider({
  value,
  children,
}: {
  value: DocumentData;
  children: ReactNode;
}) {
  return <DocumentContext.Provider value={value}>{children}</DocumentContext.Provider>;
}

export function useDocument(): DocumentData {
  const data = useContext(DocumentContext);
  if (!data) throw new Error('A review section renders inside ReviewDocument');
  return data;
}

/** A section of the review: its own printed page, titled, and findable by its id. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="rv-section" id={`rv-${id}`} aria-labelledby={`rv-${id}-title`}>
      <h2 id={`rv-${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** Where a section or part has nothing measured: said, never drawn as 0. */
export function NoData({ text }: { text?: string }) {
  const { f } = useDocument();
  return <p className="rv-empty">{text ?? f.t('review.document.noData')}</p>;
}

/** A list the figures left empty: measured, and nothing in it (unlike "no data"). */
export function None() {
  const { f } = useDocument();
  return <p className="rv-muted">{f.t('review.document.none')}</p>;
}

/** Whether the answer held any day of the site's keywords in the period: else "no data". */
export function useHasRankData(): boolean {
  const { review } = useDocument();
  return Object.values(review.trends[0]?.devices ?? {}).some(({ current }) =>
    current.some((d) => d.keywords > 0),
  );
}
