import { useEffect, useRef } from 'react';
import { useT } from '@/components/I18n';
import type { ReviewChoice } from '@/lib/domain/review/request';
import type { GatherProgress as Progress } from './gather';

/** What the gathering reads now, how many requests are left at most, and Cancel. */
export function GatherProgress(props: {
  choice: ReviewChoice;
  announced: number;
  progress: Progress | null;
  onCancel: () => void;
}) {
  const { t } = useT();
  const cancel = useRef<HTMLButtonElement>(null);
  // Keyboard users land on the one control the page has while it reads.
  useEffect(() => cancel.current?.focus(), []);
  const p = props.progress;
  const domains = [props.choice.domain, ...props.choice.competitors].join(', ');
  const what = !p
    ? t('review.tab.progress.data', { domains })
    : p.part === 'data'
      ? p.step
        ? t('review.tab.progress.dataPart', { domains, done: p.step.done, total: p.step.total })
        : t('review.tab.progress.data', { domains })
      : p.part === 'overview'
        ? t('review.tab.progress.overview')
        : t('review.tab.progress.audits', { done: p.step?.done ?? 0, total: p.step?.total ?? 0 });
  const made = p?.made ?? 0;
  const left = p?.left ?? props.announced;
  const max = Math.max(1, made + left);
  return (
    <section className="card stack rt-progress" aria-labelledby="rt-progress-title">
      <h2 id="rt-progress-title">{t('review.tab.progress.label')}</h2>
      <p role="status" data-testid="review-reading">
        {what}
      </p>
      <progress
        value={made}
        max={max}
        aria-labelledby="rt-progress-title"
        aria-valuetext={t('review.tab.progress.left', { made, count: left })}
        data-made={made}
      />
      <p className="muted" data-testid="review-left">
        {t('review.tab.progress.left', { made, count: left })}
      </p>
      <div className="row">
        <button ref={cancel} type="button" className="btn" onClick={props.onCancel}>
          {t('review.tab.progress.cancel')}
        </button>
      </div>
    </section>
  );
}
