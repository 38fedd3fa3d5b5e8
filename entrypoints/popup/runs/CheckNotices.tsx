import { CannotTell } from '@/components/CannotTell';
import { ReceivedTwice } from '@/components/ReceivedTwice';
import type { CheckNotice } from './answer-text';

/** Under a launch, refresh or clone answer: what the read-back found beyond it, if anything. */
export function CheckNotices({ check }: { check: CheckNotice | null }) {
  if (!check) return null;
  const { action, twice, cannotTell } = check;
  return (
    <>
      {twice && action !== 'refresh' && <ReceivedTwice action={action} found={twice} />}
      {cannotTell && <CannotTell action={action} found={cannotTell} />}
    </>
  );
}
