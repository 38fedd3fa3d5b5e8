import type { CannotTell as Found } from '@/lib/domain/received-twice';
import { useT } from './I18n';

interface Props {
  /** What the one click asked for (the notice's `data-action`, as ReceivedTwice's). */
  action: string;
  found: Found;
}

/**
 * Says that Stormlens cannot tell whether the service received one click once: its read-back
 * failed (with the reason, and where the details are), or a refresh's tokens moved in a way a
 * spend elsewhere explains as well. Never silent, so a failed check is not read as "received once".
 */
export function CannotTell({ action, found }: Props) {
  const { t, error } = useT();
  return (
    <div
      className="banner banner-warning"
      role="status"
      data-testid="cannot-tell"
      data-action={action}
    >
      <p>
        {found.why === 'check-failed'
          ? t('common.cannotTell.checkFailed', { reason: error(found.error) })
          : t('common.cannotTell.sharedTokens', { count: found.beyond })}
      </p>
    </div>
  );
}
