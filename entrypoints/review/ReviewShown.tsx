import { useEffect, useRef } from 'react';
import { useT } from '@/components/I18n';
import { ReviewDocument } from './document/ReviewDocument';
import type { Gathered } from './gather/gather';
import type { Start } from './setup/SetupForm';

/** The gathered review, rendered by the review document, with the way back to the setup. */
export function ReviewShown(props: { start: Start; gathered: Gathered; onBack: () => void }) {
  const { t } = useT();
  const { review, reading, campaignVisibility } = props.gathered;
  const back = useRef<HTMLButtonElement>(null);
  // The progress bar and its Cancel are gone: keyboard focus goes to the first control left.
  useEffect(() => back.current?.focus(), []);
  return (
    <div
      className="stack"
      data-testid="review-done"
      data-made={reading.made}
      data-splits={reading.splits}
      data-announced={reading.announced}
    >
      <p className="rt-page rt-back">
        <button ref={back} type="button" className="btn" onClick={props.onBack}>
          {t('review.tab.progress.back')}
        </button>
      </p>
      <ReviewDocument
        review={review}
        choice={props.start.choice}
        reading={reading}
        campaignVisibility={campaignVisibility}
      />
    </div>
  );
}
