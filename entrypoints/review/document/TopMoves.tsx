import type { TopMoves as Moves } from '@/lib/domain/review/buckets';
import { None, useDocument } from './context';

function Keywords({ ids }: { ids: readonly number[] }) {
  const { titles } = useDocument();
  if (ids.length === 0) return <None />;
  return (
    <ul className="rv-keywords">
      {ids.map((id) => (
        <li key={id}>{titles.get(id) ?? `#${id}`}</li>
      ))}
    </ul>
  );
}

/** Keywords that entered and left the top 10 and the top 3 over the period, per device. */
export function TopMoves() {
  const { review, f } = useDocument();
  const t = f.t;
  const parts = (moves: Moves, depth: number) => (
    <div className="rv-moves" key={depth}>
      <div>
        <h5>{t('review.document.visibility.entered', { depth })}</h5>
        <Keywords ids={moves.entered} />
      </div>
      <div>
        <h5>{t('review.document.visibility.exited', { depth })}</h5>
        <Keywords ids={moves.exited} />
      </div>
    </div>
  );
  return (
    <>
      <h3>{t('review.document.visibility.top')}</h3>
      {Object.entries(review.top).map(([device, { top10, top3 }]) => (
        <div key={device} className="rv-device">
          <h4 className="rv-device-title">{f.device(device)}</h4>
          {parts(top10, 10)}
          {parts(top3, 3)}
          {top10.unknown > 0 && (
            <p className="rv-note">
              {t('review.document.visibility.unknown', { count: top10.unknown })}
            </p>
          )}
        </div>
      ))}
    </>
  );
}
