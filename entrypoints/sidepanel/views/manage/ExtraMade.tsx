import { CannotTell } from '@/components/CannotTell';
import { ReceivedTwice, type TwiceAction } from '@/components/ReceivedTwice';
import type { CreateReadBack } from '@/lib/domain/received-twice';

/**
 * What a create in the side panel made beyond the click (read back by the read model), with the
 * extra entities' delete — or that the reading back failed; the lists are read again after a
 * delete so the panel shows what is left.
 */
export function ExtraMade({
  action,
  found,
  onChanged,
}: {
  action: TwiceAction;
  found: CreateReadBack;
  onChanged: () => void;
}) {
  return (
    <>
      {found.receivedTwice && (
        <ReceivedTwice action={action} found={found.receivedTwice} onDeleted={onChanged} />
      )}
      {found.cannotTell && <CannotTell action={action} found={found.cannotTell} />}
    </>
  );
}
