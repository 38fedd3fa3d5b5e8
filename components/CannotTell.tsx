import type { CannotTell as Found } from '@/lib/domain/received-twice';
import { useT } from './I18n';

interface Props {
  /** What the one click asked for (the notice's `data-action`, as ReceivedTwice's). */
  action: string;
  found: Found;
}

/**
 * Says that Stormlens cannot tell whether the service received one click once: its read-back
 * failed (with the reason, and where the details are), a refresh's tokens moved in a way a spend
 * elsewhere explains as well, or keywords of a phrase asked appeared that the answer did not name
 * and that another client may have added. Never silent, so a failed check is not read as
 * "received once"; never a delete, since what it saw may not be Stormlens's.
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
          : found.why === 'shared-tokens'
            ? t('common.cannotTell.sharedTokens', { count: found.beyond })
            : t('common.cannotTell.unmarked', {
                count: found.seen.length,
                labels: found.seen.map((e) => `“${e.label}” (id ${e.id})`).join(', '),
              })}
      </p>
    </div>
  );
}
